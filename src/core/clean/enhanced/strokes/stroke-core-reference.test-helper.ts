// The stroke cores as they were read before the ink blocks (stroke-core.ts at f676340): the
// whole mask, paper skipped a word at a time. Only for tests: stroke-core.test.ts checks the
// block walk against it.
import { firstNonZero } from '../../swar.ts';
import { ENHANCED_PARAMS, type CoreSettings } from '../enhanced-params.ts';

const CORE = 1;
const EDGE = 2;
const KEPT_EDGE = 3;
const SURE = 4;

/**
 * Clears mask pixels lighter than `sure` that are less than `share` as dark (255 − value) as
 * the darkest pixel of their 3 × 3 neighbourhood (edges clamped), unless they are at least
 * `wideShare` as dark and the 5 × 5 window around them holds `wideCores` cores. Where at least
 * `fine.share` of the cores are one-pixel lines (onePixelCoreShare with `fine.spill`), no pixel
 * is sure. Returns the pixels cleared.
 */
export function referenceStrokeCores(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  sure: number,
  {
    coreShare: share,
    wideShare,
    wideCores,
    thinCoreShare,
    onePixelSpill,
  }: CoreSettings = ENHANCED_PARAMS.cores,
): number {
  let cleared = 0;
  const edges: number[] = [];
  // Sure ink that is not a core: kept unless the pen turns out thinner than two pixels.
  const sureEdges: number[] = [];
  const sureRims: number[] = [];
  const words = wordsOf(mask, width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? row - width : row;
    const down = y < height - 1 ? row + width : row;
    for (let x = 0; x < width; x++) {
      if (words !== null && (x & 3) === 0 && words[(row + x) >> 2] === 0) {
        x = 4 * firstNonZero(words, ((row + x) >> 2) + 1, (row + width) >> 2) - row - 1;
        continue;
      }
      if (mask[row + x] !== 1) continue;
      const l = x > 0 ? x - 1 : x;
      const r = x < width - 1 ? x + 1 : x;
      const min = Math.min(
        Math.min(normalised[up + l], normalised[up + x], normalised[up + r]),
        Math.min(normalised[row + l], normalised[row + x], normalised[row + r]),
        Math.min(normalised[down + l], normalised[down + x], normalised[down + r]),
      );
      // Only the grey decides, never the mask: clearing as we go changes nothing later.
      const dark = 255 - normalised[row + x];
      if (dark >= share * (255 - min)) continue;
      const wide = dark >= wideShare * (255 - min);
      if (normalised[row + x] <= sure) {
        mask[row + x] = SURE;
        (wide ? sureEdges : sureRims).push(row + x);
      } else if (wide) {
        mask[row + x] = EDGE;
        edges.push(row + x);
      } else {
        mask[row + x] = 0;
        cleared++;
      }
    }
  }
  if (sureEdges.length + sureRims.length > 0) {
    const thin =
      referenceOnePixelCoreShare(normalised, mask, width, height, onePixelSpill) >= thinCoreShare;
    // A pen of two pixels or more keeps its sure ink, which counts as stroke beside its edges.
    for (const i of sureEdges) mask[i] = thin ? EDGE : 1;
    for (const i of sureRims) mask[i] = thin ? 0 : 1;
    if (thin) {
      for (const i of sureEdges) edges.push(i);
      cleared += sureRims.length;
    }
  }
  // Edges beside a wide stroke's cores stay; the cores (mask 1) are not changed by this pass.
  for (const i of edges) {
    const x = i % width;
    const y = (i - x) / width;
    let cores = 0;
    for (let v = Math.max(0, y - 2); v <= Math.min(height - 1, y + 2); v++) {
      for (let u = Math.max(0, x - 2); u <= Math.min(width - 1, x + 2); u++) {
        if (mask[v * width + u] === CORE) cores++;
      }
    }
    mask[i] = cores >= wideCores ? KEPT_EDGE : 0;
    if (cores < wideCores) cleared++;
  }
  for (const i of edges) if (mask[i] === KEPT_EDGE) mask[i] = 1;
  return cleared;
}

/**
 * The share of the cores (mask 1) that are a one-pixel line: no core beside them across the
 * rows (or the columns), and the pixels two away that way at most `spill` as dark as the core.
 */
export function referenceOnePixelCoreShare(
  normalised: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  spill = ENHANCED_PARAMS.cores.onePixelSpill,
): number {
  let cores = 0;
  let thin = 0;
  const words = wordsOf(mask, width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (words !== null && (x & 3) === 0 && words[i >> 2] === 0) {
        x = 4 * firstNonZero(words, (i >> 2) + 1, (row + width) >> 2) - row - 1;
        continue;
      }
      if (mask[i] !== CORE) continue;
      cores++;
      const light = 255 - spill * (255 - normalised[i]);
      const l = x > 0 ? i - 1 : i;
      const r = x < width - 1 ? i + 1 : i;
      const u = y > 0 ? i - width : i;
      const d = y < height - 1 ? i + width : i;
      const across =
        mask[l] !== CORE &&
        mask[r] !== CORE &&
        Math.min(
          normalised[row + Math.max(0, x - 2)],
          normalised[row + Math.min(width - 1, x + 2)],
        ) >= light;
      const down =
        mask[u] !== CORE &&
        mask[d] !== CORE &&
        Math.min(
          normalised[Math.max(0, y - 2) * width + x],
          normalised[Math.min(height - 1, y + 2) * width + x],
        ) >= light;
      if (across || down) thin++;
    }
  }
  return cores === 0 ? 0 : thin / cores;
}

/** The mask as words, so four paper bytes are skipped as one where rows are whole words. */
function wordsOf(mask: Uint8Array, width: number): Int32Array | null {
  return mask.byteOffset % 4 === 0 && (width & 3) === 0
    ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
    : null;
}
