// Finds the sheet of paper in a photo: the bright, smooth region that holds the ink. Everything
// outside it — a table, a hand, the dark surroundings of a whole phone photo — can then never
// become ink, and the app's crop step can propose the sheet's bounding box.
//
// Works on a grid of cells of `scale` × `scale` input pixels (about CELLS cells in all, so a
// 48-MP photo costs little more than a webcam frame; cells read at most 4 × 4 samples each):
//   1. each cell's mean colour, then a colour closing over 5 × 5 cells: pen strokes narrower
//      than the window vanish, so the sheet is smooth paper there;
//   2. smooth cells: the colour changes across the cell by no more than a share of its
//      brightness. Shadows and uneven light change gradually; the edge of a table, a hand or a
//      book is a sharp step, and the cells along it form a barrier (which also keeps the
//      sheet's own edge out of the ink);
//   3. the largest connected region of smooth cells holding one of the brightest cells;
//   4. holes are filled: only regions reaching the frame's edge are outside the sheet, so a
//      dense blot of ink in the middle stays on it; of those, a pale one stays outside only when
//      it is a surface — even and clearly darker than the paper (surface.ts) — not a stain.
// Pure; no DOM.

import { growBrightest } from './brightest-region.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';
import type { Kernels } from '../clean/kernels.ts';
import { cellMeans, closeCells, fillHoles, neighbour } from './cells.ts';
import { takeOffEdgeBands } from './edge-bands.ts';
import { softEdge } from './soft-edge.ts';
import { SPREAD_QUANTILE, SurfaceTest } from './surface.ts';

export { MIN_STEP, STEP_SHARE } from './cells.ts';
export { RAMP_CELLS, RAMP_SLOPE } from './soft-edge.ts';

export interface PaperRegion {
  /** The sheet's bounding box in input pixels (the whole frame when no sheet stands out). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 1 = sheet, one byte per cell of `scale` × `scale` input pixels, row by row. */
  mask: Uint8Array;
  maskWidth: number;
  maskHeight: number;
  scale: number;
  /** Share of the frame the sheet covers (0..1). */
  coverage: number;
  /** False when no bright region stands out: the mask is then the whole frame. */
  found: boolean;
  /** 1 = a cell off the sheet as a thin band of the surroundings along the frame's edge
   * (edge-bands.ts), as `mask`'s; null when there is none. */
  bands?: Uint8Array | null;
}

/** About this many cells are analysed, whatever the photo's size. */
export const CELLS = 40_000;
/** Cells are at least this many input pixels across (a closing over 5 cells spans 40 px). */
export const MIN_CELL = 8;
/** A region off the sheet stays off when its brightness is below this share of the sheet's
 * median (a table, a dark surround); a paler one is paper (a stain, a fold) unless it is a
 * surface (surface.ts: a grey or light desk). */
export const DARK_SHARE = 0.45;
/** A region smaller than this share of the frame is not a sheet. */
export const MIN_COVERAGE = 0.15;
const CLOSING_RADIUS = 2;

/** The cells of a photo of `width` × `height`: `scale` px across, `mw` × `mh` of them. */
export function sheetCells(width: number, height: number) {
  const scale = Math.max(MIN_CELL, Math.ceil(Math.sqrt((width * height) / CELLS)));
  return { scale, mw: Math.ceil(width / scale), mh: Math.ceil(height / scale) };
}

/** `wholeCells`: as cellMeans's (cells.ts). `scratch`: the owner's memory (a fresh one without);
 * `kernels`: the owner's faster kernels (none: the TypeScript). */
export function findPaper(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  {
    softShadows = true,
    wholeCells,
    scratch = new Scratch(),
    kernels = null,
  }: {
    softShadows?: boolean;
    wholeCells?: [Uint8Array, Uint8Array, Uint8Array];
    scratch?: Scratch;
    kernels?: Kernels | null;
  } = {},
): PaperRegion {
  const { scale, mw, mh } = sheetCells(width, height);
  const raw = cellMeans(data, width, height, scale, mw, mh, wholeCells, kernels);
  const channels = raw.map((c) => closeCells(c, mw, mh, CLOSING_RADIUS, kernels));
  const region = growBrightest(channels, mw, mh, scratch, kernels);
  let area = 0;
  for (let i = 0; i < region.length; i++) area += region[i];
  if (area < MIN_COVERAGE * mw * mh) {
    return wholeFrame(width, height, scale, mw, mh);
  }
  fillHoles(region, mw, mh, scratch);
  keepOnlyDarkOutside(region, channels, mw, mh, softShadows, raw, kernels);
  const bands = new Uint8Array(mw * mh);
  const banded = takeOffEdgeBands(region, raw, mw, mh, sheetPaper(region, raw), DARK_SHARE, bands);
  let x0 = mw;
  let y0 = mh;
  let x1 = -1;
  let y1 = -1;
  area = 0;
  for (let y = 0; y < mh; y++) {
    // The row's first and last cell on the sheet, from either end; its count by a sum.
    const row = y * mw;
    let first = 0;
    while (first < mw && !region[row + first]) first++;
    if (first === mw) continue;
    let last = mw - 1;
    while (!region[row + last]) last--;
    for (let x = first; x <= last; x++) area += region[row + x];
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
    if (y < y0) y0 = y;
    y1 = y;
  }
  // The steep cells along the sheet's edge straddle it: the box takes them in.
  const x = Math.max(0, x0 - 1) * scale;
  const y = Math.max(0, y0 - 1) * scale;
  return {
    x,
    y,
    width: Math.min(width, (x1 + 2) * scale) - x,
    height: Math.min(height, (y1 + 2) * scale) - y,
    mask: region,
    maskWidth: mw,
    maskHeight: mh,
    scale,
    coverage: area / (mw * mh),
    found: true,
    bands: banded > 0 ? bands : null,
  };
}

/** The sheet's paper: the upper quartile of R + G + B over its cells (a shadow, or a table the
 * region leaked into, may be half of them; ink is a few). */
function sheetPaper(region: Uint8Array, [r, g, b]: readonly Uint8Array[]): number {
  const counts = new Uint32Array(766);
  let inside = 0;
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue;
    counts[r[i] + g[i] + b[i]]++;
    inside++;
  }
  let level = 0;
  for (let seen = 0; level < 765; level++) {
    seen += counts[level];
    if (4 * seen >= 3 * inside) break;
  }
  return level;
}

function wholeFrame(width: number, height: number, scale: number, mw: number, mh: number) {
  return {
    x: 0,
    y: 0,
    width,
    height,
    mask: new Uint8Array(mw * mh).fill(1),
    maskWidth: mw,
    maskHeight: mh,
    scale,
    coverage: 1,
    found: false,
  };
}

/** Regions outside the sheet that are not clearly darker than it join it (see DARK_SHARE),
 * unless they are a surface (surface.ts; judged on `raw`, the cells' means before the closing,
 * when given). */
export function keepOnlyDarkOutside(
  region: Uint8Array,
  channels: Uint8Array[],
  w: number,
  h: number,
  softShadows = true,
  raw?: Uint8Array[],
  kernels: Kernels | null = null,
): void {
  const n = w * h;
  // No cell off the sheet (its holes filled, it reaches round the whole frame; the bench frame's
  // case): nothing to weigh, and the sheet's median is not needed.
  const firstOff = region.indexOf(0);
  if (firstOff < 0) return;
  const [r, g, b] = channels;
  // Two copies of the histogram counted in turn (see growBrightest).
  const counts = new Uint32Array(2 * 768);
  let inside = 0;
  for (let i = 0; i < n; i++) {
    if (!region[i]) continue;
    counts[(inside & 1) * 768 + r[i] + g[i] + b[i]]++;
    inside++;
  }
  let median = 0;
  for (let seen = 0; median < 765; median++) {
    seen += counts[median] + counts[768 + median];
    if (2 * seen >= inside) break;
  }
  let low = 0;
  for (let seen = 0; low < 765; low++) {
    seen += counts[low] + counts[768 + low];
    if (seen >= SPREAD_QUANTILE * inside) break;
  }
  const surface = raw ? new SurfaceTest(raw, w, h, low, kernels) : null;
  // The fills' memory only once a cell off the sheet is met (a whole-frame sheet has none).
  let seen: Uint8Array | null = null;
  let queue = new Int32Array(0);
  let distance = queue;
  for (let start = firstOff; start < n; start++) {
    if (region[start] || (seen !== null && seen[start])) continue;
    if (seen === null) {
      seen = new Uint8Array(n);
      queue = new Int32Array(n);
      distance = new Int32Array(n).fill(-1);
    }
    let tail = 0;
    let sum = 0;
    queue[tail++] = start;
    seen[start] = 1;
    for (let head = 0; head < tail; head++) {
      const p = queue[head];
      sum += r[p] + g[p] + b[p];
      const x = p - ((p / w) | 0) * w;
      for (let d = 0; d < 4; d++) {
        const q = neighbour(p, x, w, d);
        if (q < 0 || q >= n || region[q] || seen[q]) continue;
        seen[q] = 1;
        queue[tail++] = q;
      }
    }
    const pale = sum / tail >= DARK_SHARE * median;
    if (pale && surface?.isSurface(region, queue, tail)) continue;
    if (
      pale ||
      (softShadows && softEdge(region, channels, w, h, queue, tail, distance, DARK_SHARE * median))
    ) {
      for (let k = 0; k < tail; k++) region[queue[k]] = 1;
    }
  }
}
