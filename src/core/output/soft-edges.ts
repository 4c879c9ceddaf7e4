// Soft edges for the enhanced cleaner: turns its hard ink mask into anti-aliased RGBA. On a
// stroke's rim and on the one-pixel ring of paper around it, opacity follows how much of the
// pixel the ink covers, read from its grey between the local paper level and the local ink level
// (local-levels.ts); the core stays fully opaque, every other paper pixel fully transparent (no
// haze, no specks: nothing outside the ring can gain ink). A partly covered pixel takes the
// colour of the nearby solid ink, not its own paper-mixed colour, so there is no light halo on a
// dark document (dividing out the paper instead would multiply the noise by 1/coverage).
// O(pixels), typed arrays only. The spec's cleaner keeps its hard edges: the caller decides.
import { MIN_READABLE_CONTRAST, greyAt } from './grey.ts';
import { measureLocalLevels } from './local-levels.ts';
import { CORE, PAPER, RIM, classifyPixels } from './pixel-classes.ts';

export interface SoftEdgeOptions {
  /** Side of the square blocks the paper and ink levels are measured in (px). */
  blockSize?: number;
  /** Coverage at or below this is paper (alpha 0): keeps sensor noise from leaving a haze. */
  low?: number;
  /** Coverage at or above this is solid ink (alpha 255). */
  high?: number;
}

export const DEFAULT_SOFT_EDGE_OPTIONS: Required<SoftEdgeOptions> = {
  blockSize: 32,
  low: 0.12,
  high: 0.9,
};

/**
 * source: the RGBA the cleaner was given; mask: the cleaner's RGBA output (alpha > 0 is ink).
 * Returns new RGBA of the same size, or `into` (as long as `mask`, neither it nor `source`)
 * written over.
 */
export function softenEdges(
  source: Uint8ClampedArray | Uint8Array,
  mask: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: SoftEdgeOptions = {},
  into?: Uint8ClampedArray,
): Uint8ClampedArray {
  const pixels = width * height;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`softenEdges: bad size ${width}×${height}`);
  }
  if (source.length !== pixels * 4 || mask.length !== pixels * 4) {
    throw new RangeError(
      `softenEdges: expected ${pixels * 4} bytes for ${width}×${height}, got source ${source.length}, mask ${mask.length}`,
    );
  }
  if (
    into &&
    (into.length !== pixels * 4 || into.buffer === mask.buffer || into.buffer === source.buffer)
  ) {
    throw new RangeError('softenEdges: into must be a buffer of its own, as long as the image');
  }
  const blockSize = options.blockSize ?? DEFAULT_SOFT_EDGE_OPTIONS.blockSize;
  const low = options.low ?? DEFAULT_SOFT_EDGE_OPTIONS.low;
  const high = options.high ?? DEFAULT_SOFT_EDGE_OPTIONS.high;
  // Up to 256: a block's histogram bins count in 16 bits.
  if (!(blockSize >= 4 && blockSize <= 256) || !(low >= 0 && low < high && high <= 1)) {
    throw new RangeError(
      `softenEdges: bad options blockSize ${blockSize}, low ${low}, high ${high}`,
    );
  }

  const classes = classifyPixels(mask, width, height);
  const levels = measureLocalLevels(source, classes, width, height, blockSize);
  const { columns, rows, paper, ink: inkLevel, inkColour } = levels;

  // Bilinear weights between block centres, per column once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const towardsRight = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const u = Math.min(Math.max((x + 0.5) / blockSize - 0.5, 0), columns - 1);
    left[x] = Math.floor(u);
    right[x] = Math.min(left[x] + 1, columns - 1);
    towardsRight[x] = u - left[x];
  }
  // Paper is 0,0,0,0: a new image is paper already, one given (kept from clean to clean by the
  // command line's thread, neither `source` nor `mask`) is cleared.
  const out = into ? into.fill(0) : new Uint8ClampedArray(pixels * 4);
  const scale = 1 / (high - low);
  for (let y = 0; y < height; y++) {
    const v = Math.min(Math.max((y + 0.5) / blockSize - 0.5, 0), rows - 1);
    const top = Math.floor(v) * columns;
    const bottom = Math.min(Math.floor(v) + 1, rows - 1) * columns;
    const down = v - Math.floor(v);
    const ownRow = Math.min((y / blockSize) | 0, rows - 1) * columns;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const c = classes[i];
      if (c === PAPER) continue;
      const j = i * 4;
      if (c === CORE) {
        out[j] = source[j];
        out[j + 1] = source[j + 1];
        out[j + 2] = source[j + 2];
        out[j + 3] = 255;
        continue;
      }
      const a = left[x];
      const b = right[x];
      const t = towardsRight[x];
      const p0 = paper[top + a] + (paper[top + b] - paper[top + a]) * t;
      const p1 = paper[bottom + a] + (paper[bottom + b] - paper[bottom + a]) * t;
      const k0 = inkLevel[top + a] + (inkLevel[top + b] - inkLevel[top + a]) * t;
      const k1 = inkLevel[bottom + a] + (inkLevel[bottom + b] - inkLevel[bottom + a]) * t;
      const paperLevel = p0 + (p1 - p0) * down;
      const contrast = paperLevel - (k0 + (k1 - k0) * down);
      let alpha: number;
      // Too little contrast to read coverage (grey.ts): the rim stays solid and the ring paper,
      // as the hard mask had them.
      if (contrast < MIN_READABLE_CONTRAST) {
        alpha = c === RIM ? 1 : 0;
      } else {
        alpha = ((paperLevel - greyAt(source, j)) / contrast - low) * scale;
        alpha = alpha <= 0 ? 0 : alpha >= 1 ? 1 : alpha;
      }
      if (alpha === 0) continue;
      if (alpha === 1 && c === RIM) {
        out[j] = source[j];
        out[j + 1] = source[j + 1];
        out[j + 2] = source[j + 2];
      } else {
        const block = (ownRow + ((x / blockSize) | 0)) * 3;
        out[j] = inkColour[block];
        out[j + 1] = inkColour[block + 1];
        out[j + 2] = inkColour[block + 2];
      }
      out[j + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}
