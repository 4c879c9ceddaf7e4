// The pen's colour for the Original ink (issue 23): the colour the pen has on white paper, not
// the colour its pixels happen to have in the photo. A phone exposes for the scene, so a sheet
// photographs grey and a bright green pen on it dark green; and the lighter part of a stroke is
// mixed with the paper. So the ink is read where it is deepest (the darkest PEN_SHARE of the solid
// ink: the middle of the strokes), and each channel is divided by the paper's around it (the
// paper turns white: exposure and the light's colour go together, a von Kries correction to
// white; read block by block, so a stroke in a deep shadow is lifted by its shadow's paper).
// Measured on the synthetic pens of `bench:quality -- --data pens` (docs/QUALITY.md). Pure.
import { LITTLE_ENDIAN } from '../clean/endian.ts';
import type { Kernels, PaperSums } from '../clean/kernels.ts';
import { doubled } from '../clean/int-list.ts';
import type { Rgb } from './image-types.ts';
import { estimateInkColour } from './ink-colour.ts';
import { MIN_PAPER_GREY, paperColourOfRgba } from './white-balance.ts';

/** The darkest tenth of the solid ink: the strokes' middles, where no paper is mixed in. */
export const PEN_SHARE = 0.1;
/** No channel is brightened more than this: paper down to a fifth of white is read (a deep
 * shadow keeps 20–35% of the light); a darker one is not taken for white paper. */
export const MAX_PAPER_GAIN = 5;

/** A block's paper is uniform when its mean is at least this share of its brighter half's. */
export const UNIFORM = 0.85;
/** Paper is read in blocks of about this share of the picture's longer side (at least 16 px). */
export const PAPER_BLOCK_SHARE = 1 / 24;

/** Where R, G, B and A lie in a pixel read as one 32-bit word. */
const [R_SHIFT, G_SHIFT, B_SHIFT, A_SHIFT] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];

/** The levels of R + G + B. */
const LEVELS = 766;

/** RGBA as one 32-bit word a pixel (a copy only where the bytes do not start on a word). */
function pixelWords(rgba: Uint8ClampedArray | Uint8Array): Uint32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
}

/** The paper block by block: its colour (r, g, b interleaved) and whether it is uniform. */
interface LocalPaper {
  columns: number;
  colour: Float32Array;
  uniform: Uint8Array;
  /** The solid ink pixels (alpha 255), in order: `solid[0 … solidCount)`. */
  solid: Int32Array;
  solidCount: number;
}

/**
 * The sums localPaper reads each block's paper from (the paper: alpha 0 in `clean`, the
 * cleaner's RGBA), blocks of `block` pixels row by row, and the solid ink listed on the way.
 * The reference of the kernel that may stand in (Kernels.paperByBlock, the same sums: every one
 * is of whole numbers far below 2^53, so exact whatever order they are added in).
 */
export function paperByBlock(
  clean: Uint8ClampedArray | Uint8Array,
  source: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  block: number,
): PaperSums {
  const inked = pixelWords(clean);
  const columns = Math.ceil(width / block);
  const blocks = columns * Math.ceil(height / block);
  // One pass over the paper pixels (alpha 0 in clean), one band of blocks after the other: each
  // block's paper counted by its R + G + B (0..765), with its red and green summed per level
  // (blue is the level's total less those). The block's mean and its brighter half (levels at
  // least the mean) are then read off the levels: the very integer sums a pass for the mean and
  // a second for the brighter half would make. A level's sums stay under 2^32: a block holds at
  // most 8.4 million pixels of a 200-megapixel picture, 255 each.
  const sum = new Float64Array(blocks);
  const count = new Float64Array(blocks);
  const sums = new Float64Array(blocks * 3);
  const bright = new Float64Array(blocks);
  const byLevel = new Uint32Array(columns * LEVELS);
  const redByLevel = new Uint32Array(columns * LEVELS);
  const greenByLevel = new Uint32Array(columns * LEVELS);
  // A pixel is one read of each image, not four.
  const pixels = pixelWords(source);
  let solid: Int32Array = new Int32Array(Math.max(1024, inked.length >> 6));
  let solidCount = 0;
  for (let top = 0; top < height; top += block) {
    const bottom = Math.min(height, top + block);
    const row = (top / block) * columns;
    byLevel.fill(0);
    redByLevel.fill(0);
    greenByLevel.fill(0);
    for (let y = top; y < bottom; y++)
      for (let column = 0; column < columns; column++) {
        const base = column * LEVELS;
        const end = y * width + Math.min(width, (column + 1) * block);
        for (let p = y * width + column * block; p < end; p++) {
          const alpha = (inked[p] >>> A_SHIFT) & 255;
          if (alpha !== 0) {
            if (alpha !== 255) continue;
            if (solidCount === solid.length) solid = doubled(solid);
            solid[solidCount++] = p;
            continue;
          }
          const word = pixels[p];
          const red = (word >>> R_SHIFT) & 255;
          const green = (word >>> G_SHIFT) & 255;
          const level = base + red + green + ((word >>> B_SHIFT) & 255);
          byLevel[level]++;
          redByLevel[level] += red;
          greenByLevel[level] += green;
        }
      }
    for (let column = 0; column < columns; column++) {
      const b = row + column;
      const base = column * LEVELS;
      let s = 0;
      let n = 0;
      for (let level = 0; level < LEVELS; level++) {
        s += byLevel[base + level] * level;
        n += byLevel[base + level];
      }
      sum[b] = s;
      count[b] = n;
      // Empty (n 0): no level is at least NaN, as no pixel was.
      let r = 0;
      let g = 0;
      let bl = 0;
      let m = 0;
      for (let level = Math.ceil(s / n); level < LEVELS; level++) {
        const k = base + level;
        r += redByLevel[k];
        g += greenByLevel[k];
        bl += byLevel[k] * level - redByLevel[k] - greenByLevel[k];
        m += byLevel[k];
      }
      sums[b * 3] = r;
      sums[b * 3 + 1] = g;
      sums[b * 3 + 2] = bl;
      bright[b] = m;
    }
  }
  return { sum, count, sums, bright, solid, solidCount };
}

/**
 * The paper's colour block by block: the mean of the brighter half of each block's paper pixels
 * (alpha 0 in `clean`), so a shadow's paper is its own, not the lit sheet's; a block with too
 * little paper takes the whole picture's (`whole`). A block is uniform when its paper's mean is
 * near its brighter half's — not astride a hard shadow's edge, where the brighter half is the
 * lit side's.
 */
function localPaper(
  clean: Uint8ClampedArray | Uint8Array,
  source: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  block: number,
  whole: Rgb,
  kernels: Kernels | null,
): LocalPaper {
  const columns = Math.ceil(width / block);
  const blocks = columns * Math.ceil(height / block);
  const { sum, count, sums, bright, solid, solidCount } = kernels
    ? kernels.paperByBlock(clean, source, width, height, block)
    : paperByBlock(clean, source, width, height, block);
  const colour = new Float32Array(blocks * 3);
  const uniform = new Uint8Array(blocks);
  const enough = (block * block) / 8;
  for (let b = 0; b < blocks; b++) {
    const own = count[b] >= enough && bright[b] > 0;
    const brightSum = (sums[b * 3] + sums[b * 3 + 1] + sums[b * 3 + 2]) / bright[b];
    uniform[b] = own && sum[b] / count[b] >= UNIFORM * brightSum ? 1 : 0;
    colour[b * 3] = own ? sums[b * 3] / bright[b] : whole.r;
    colour[b * 3 + 1] = own ? sums[b * 3 + 1] / bright[b] : whole.g;
    colour[b * 3 + 2] = own ? sums[b * 3 + 2] / bright[b] : whole.b;
  }
  return { columns, colour, uniform, solid, solidCount };
}

/** Whether any pixel has ink (alpha > 0): stops at the first. */
function hasInk(clean: Uint8ClampedArray | Uint8Array): boolean {
  for (let j = 3; j < clean.length; j += 4) if (clean[j] !== 0) return true;
  return false;
}

/**
 * The pen's colour: `clean` is the cleaner's RGBA (alpha > 0 is ink, in the photo's colours),
 * `source` the RGBA it was made from, `width` their width, `paper` the whole sheet's colour
 * (paperColour; a caller that has it already passes it). null without ink. Each solid ink pixel
 * is divided by its own block's paper (a stroke in a deep shadow is not read as a darker pen),
 * and the darkest PEN_SHARE of them, so divided, are averaged. A paper too dark to read the light
 * from leaves the ink as photographed. `kernels`: the faster paper sums, where loaded.
 */
export function penColour(
  clean: Uint8ClampedArray | Uint8Array,
  source: Uint8ClampedArray | Uint8Array,
  width: number,
  paper: Rgb | null = paperColourOfRgba(source, clean, clean.length >> 2),
  kernels: Kernels | null = null,
): Rgb | null {
  const pixels = clean.length >> 2;
  const height = Math.max(1, Math.round(pixels / Math.max(1, width)));
  // The ink as photographed (a pass over every pixel) only where it is the answer.
  if (!hasInk(clean)) return null;
  const asPhotographed = () => estimateInkColour(clean, PEN_SHARE);
  const whole = paper;
  if (!whole || 0.299 * whole.r + 0.587 * whole.g + 0.114 * whole.b < MIN_PAPER_GREY) {
    return asPhotographed();
  }
  const block = Math.max(16, Math.round(PAPER_BLOCK_SHARE * Math.max(width, height)));
  const { columns, colour, uniform, solid, solidCount } = localPaper(
    clean,
    source,
    width,
    height,
    block,
    whole,
    kernels,
  );
  // Each block's channel gains, once a block rather than once a pixel.
  const gains = new Float64Array(colour.length);
  for (let i = 0; i < colour.length; i++) {
    gains[i] = Math.min(MAX_PAPER_GAIN, 255 / Math.max(1, colour[i]));
  }
  // The lifted colours of the solid ink, by lifted grey (0..255), then the darkest share; ink in
  // blocks of uniform paper only, unless there is none.
  const anyUniform = uniform.includes(1);
  const counts = new Uint32Array(256);
  const sums = new Float64Array(256 * 3);
  let read = 0;
  // Pixel by pixel in order (the sums are of fractions: the order is kept).
  for (let k = 0; k < solidCount; k++) {
    const p = solid[k];
    const y = (p / width) | 0;
    const x = p - y * width;
    const j = p * 4;
    const b = ((y / block) | 0) * columns + ((x / block) | 0);
    if (anyUniform && uniform[b] !== 1) continue;
    const r = Math.min(255, source[j] * gains[b * 3]);
    const g = Math.min(255, source[j + 1] * gains[b * 3 + 1]);
    const bl = Math.min(255, source[j + 2] * gains[b * 3 + 2]);
    const level = Math.round(0.299 * r + 0.587 * g + 0.114 * bl);
    counts[level]++;
    sums[level * 3] += r;
    sums[level * 3 + 1] += g;
    sums[level * 3 + 2] += bl;
    read++;
  }
  if (read === 0) return asPhotographed();
  let seen = 0;
  const total = { r: 0, g: 0, b: 0 };
  for (let level = 0; level < 256 && seen < PEN_SHARE * read; level++) {
    seen += counts[level];
    total.r += sums[level * 3];
    total.g += sums[level * 3 + 1];
    total.b += sums[level * 3 + 2];
  }
  return {
    r: Math.round(total.r / seen),
    g: Math.round(total.g / seen),
    b: Math.round(total.b / seen),
  };
}
