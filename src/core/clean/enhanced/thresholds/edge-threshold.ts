// A local threshold taken from the strokes' own edges (after Su, Lu & Tan, "Binarization of
// historical document images using the local maximum and minimum", DAS 2010), used to keep the
// ink a single global threshold cuts off:
//
//   1. contrast = (max − min) / (max + min) over each 3×3 neighbourhood: high on a stroke's
//      edge, whether the stroke is dark or faint, and low on flat paper or inside a stroke;
//   2. Otsu on the contrast picks the edge pixels;
//   3. a pixel is ink when its window holds enough edge pixels (it lies among strokes, not on
//      open paper) and it is no brighter than those edges' mean + `deviations` × their
//      standard deviation, so the threshold follows the local ink and paper, not the frame's.
//
// What it adds lies along the strokes' borders: the soft rim a global level cuts off, which
// hand-made truths of scanned pages count as ink (measured: docs/QUALITY.md).
//
// Works on the background-normalised image (paper = 255). Pure; O(1) per pixel for any window:
// running column sums down the image and a running window sum along each row.

import { otsuThreshold } from '../../otsu.ts';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { contrastImage } from './contrast.ts';
import type { Kernels } from '../../kernels.ts';

export interface EdgeThresholdOptions {
  /** The window reaches this many pixels each side. */
  radius: number;
  /** Edge pixels a window needs, in window widths, before it may hold ink. */
  minEdgesPerWidth: number;
  /** The threshold is the edges' mean + this × their standard deviation. */
  deviations: number;
}

/**
 * Sets `mask[i] = 1` where the local edge test finds ink (it only adds ink). Returns the
 * number of pixels it added.
 */
export function addEdgeThresholdInk(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  options: EdgeThresholdOptions,
  kernels: Kernels | null = null,
): number {
  const { contrast, histogram } = contrastImage(normalised, width, height, kernels);
  const edgeLevel = otsuThreshold(histogram);
  if (edgeLevel < 0) return 0;
  const r = options.radius;
  // At least one edge: a window without any has no local level to compare with.
  const minEdges = Math.max(1, options.minEdgesPerWidth * (2 * r + 1));
  const k2 = options.deviations * options.deviations;
  const image = { normalised, contrast, width, height };
  return addEdgeInk(image, edgeLevel, mask, r, minEdges, k2, kernels);
}

/**
 * Steps 2–3 after Otsu: the edge pixels (contrast above `level`), then each pixel's window of
 * radius `r` over them; sets the mask where it holds at least `minEdges` of them and the pixel
 * is no brighter than their mean + √k2 deviations. Returns the pixels added. The WebAssembly
 * twin (src/wasm/assembly/edge-windows.ts) gives the same mask.
 */
export function addEdgeInk(
  image: { normalised: Uint8Array; contrast: Uint8Array; width: number; height: number },
  level: number,
  mask: Uint8Array,
  r: number,
  minEdges: number,
  k2: number,
  kernels: Kernels | null = null,
): number {
  if (kernels) return kernels.edgeInk(image, level, mask, r, minEdges, k2);
  const { normalised, contrast, width, height } = image;
  const { start, xs, first, last } = edgeColumns(contrast, width, height, level);
  // Per column: the count, sum and sum of squares of the edge pixels' levels in rows y−r..y+r
  // (integers: a column of 2r + 1 squares stays below 2³¹ for any r under 16 000). Only the
  // edge pixels of the row entering and the row leaving the band are touched. The three sit
  // together (column x at 3 (x + pad)), with r + 1 zero columns each side, so the window loop
  // adds and subtracts without bounds tests: a column outside the image adds 0.
  const pad = r + 1;
  const columns = new Int32Array(3 * (width + 2 * pad));
  let bandEdges = 0; // edge pixels in rows y−r..y+r: none, and the row is skipped
  const slide = (y: number, sign: number) => {
    const row = y * width;
    for (let k = start[y]; k < start[y + 1]; k++) {
      const x = xs[k];
      const v = normalised[row + x];
      const c = 3 * (x + pad);
      columns[c] += sign;
      columns[c + 1] += sign * v;
      columns[c + 2] += sign * v * v;
    }
    bandEdges += sign * (start[y + 1] - start[y]);
  };
  for (let y = 0; y < r && y < height; y++) slide(y, 1);
  let added = 0;
  for (let y = 0; y < height; y++) {
    if (y + r < height) slide(y + r, 1);
    if (y - r - 1 >= 0) slide(y - r - 1, -1);
    if (bandEdges < minEdges) continue;
    // Columns outside the band's edges hold nothing: no window beyond r of them can hold ink.
    let lo = width;
    let hi = -1;
    for (let b = Math.max(0, y - r); b <= Math.min(height - 1, y + r); b++) {
      lo = Math.min(lo, first[b]);
      hi = Math.max(hi, last[b]);
    }
    const from = Math.max(0, lo - r);
    const to = Math.min(width - 1, hi + r);
    const row = y * width;
    let count = 0;
    let sum = 0;
    let squares = 0;
    // Columns from − r .. from − 1 lie before the band's first edge: zero.
    for (let x = from; x < from + r && x < width; x++) {
      const c = 3 * (x + pad);
      count += columns[c];
      sum += columns[c + 1];
      squares += columns[c + 2];
    }
    // Columns before `from` (and outside the image) hold zero: the column leaving is
    // subtracted whatever it is.
    for (let x = from; x <= to; x++) {
      const enter = 3 * (x + r + pad);
      const leave = 3 * (x - r - 1 + pad);
      count += columns[enter] - columns[leave];
      sum += columns[enter + 1] - columns[leave + 1];
      squares += columns[enter + 2] - columns[leave + 2];
      const i = row + x;
      if (count < minEdges || mask[i] === 1) continue;
      const v = normalised[i];
      if (v === 255) continue;
      // v ≤ mean + k·sd  ⇔  v·count − sum ≤ k·√(count·squares − sum²)  (both sides × count)
      const above = v * count - sum;
      if (above <= 0 || above * above <= k2 * (count * squares - sum * sum)) {
        mask[i] = 1;
        added++;
      }
    }
  }
  return added;
}

/**
 * The edge pixels (contrast above `level`) row by row: the columns of row y's edges are
 * xs[start[y]] .. xs[start[y + 1] − 1]; first/last are the row's outermost edge columns
 * (width and −1 in a row without edges).
 */
function edgeColumns(contrast: Uint8Array, width: number, height: number, level: number) {
  const start = new Int32Array(height + 1);
  // Untouched pages of a fresh buffer cost nothing: only as many entries as edges are written.
  const xs = new Int32Array(width * height);
  const first = new Int32Array(height).fill(width);
  const last = new Int32Array(height).fill(-1);
  let k = 0;
  // Only the 16-byte blocks holding a pixel above the level are read (most of a page is flat);
  // `y` is the row whose start is set last.
  const blocks = level < 255 ? nonZeroBlocks(contrast, level) : new Int32Array(0);
  let y = 0;
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(width * height, (blocks[b] + 1) << 4);
    for (let i = blocks[b] << 4; i < end; i++) {
      if (contrast[i] <= level) continue;
      const row = (i / width) | 0;
      while (y < row) start[++y] = k;
      xs[k++] = i - row * width;
    }
  }
  while (y < height) start[++y] = k;
  for (let row = 0; row < height; row++) {
    if (start[row + 1] > start[row]) {
      first[row] = xs[start[row]];
      last[row] = xs[start[row + 1] - 1];
    }
  }
  return { start, xs, first, last };
}
