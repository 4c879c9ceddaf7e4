// Finds the sheet of paper in a photo: the bright, smooth region that holds the ink. Everything
// outside it — a table, a hand, the dark surroundings of a whole phone photo — can then never
// become ink, and the app's crop step can propose the sheet's bounding box.
//
// Works on a grid of cells of `scale` × `scale` input pixels (about `cells.count` of them in all,
// so a 48-MP photo costs little more than a webcam frame; cells read at most 4 × 4 samples each;
// the parameters in paper-params.ts):
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
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';
import { softEdge } from './soft-edge.ts';
import { SurfaceTest } from './surface.ts';

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

/** The cells of a photo of `width` × `height`: `scale` px across, `mw` × `mh` of them. */
export function sheetCells(
  width: number,
  height: number,
  { count, minSize }: PaperParams['cells'] = PAPER_PARAMS.cells,
) {
  const scale = Math.max(minSize, Math.ceil(Math.sqrt((width * height) / count)));
  return { scale, mw: Math.ceil(width / scale), mh: Math.ceil(height / scale) };
}

/** `wholeCells`: as cellMeans's (cells.ts). `scratch`: the owner's memory (a fresh one without);
 * `kernels`: the owner's faster kernels (none: the TypeScript); `params`: paper-params.ts's. */
export function findPaper(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  {
    softShadows = true,
    wholeCells,
    scratch = new Scratch(),
    kernels = null,
    params = PAPER_PARAMS,
  }: {
    softShadows?: boolean;
    wholeCells?: [Uint8Array, Uint8Array, Uint8Array];
    scratch?: Scratch;
    kernels?: Kernels | null;
    params?: PaperParams;
  } = {},
): PaperRegion {
  const { scale, mw, mh } = sheetCells(width, height, params.cells);
  const raw = cellMeans(data, width, height, scale, mw, mh, wholeCells, kernels);
  const channels = raw.map((c) => closeCells(c, mw, mh, params.cells.closingRadius, kernels));
  const region = growBrightest(channels, mw, mh, scratch, kernels, params.region.seedQuantile);
  let area = 0;
  for (let i = 0; i < region.length; i++) area += region[i];
  if (area < params.region.minCoverage * mw * mh) {
    return wholeFrame(width, height, scale, mw, mh);
  }
  fillHoles(region, mw, mh, scratch);
  keepOnlyDarkOutside(region, channels, mw, mh, softShadows, raw, kernels, params);
  const bands = new Uint8Array(mw * mh);
  // The paper the bands are weighed against: a high quantile of the sheet's cells before the closing.
  const paper = sheetLevel(sheetLevels(region, raw), params.bands.paperQuantile);
  const banded = takeOffEdgeBands(
    region,
    raw,
    mw,
    mh,
    paper,
    params.outside.darkShare,
    bands,
    params.bands,
  );
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

/** The histogram of R + G + B over the sheet's cells (`region` 1), in two copies counted in turn
 * (see growBrightest), and how many cells it counts. */
function sheetLevels(region: Uint8Array, [r, g, b]: readonly Uint8Array[]) {
  const counts = new Uint32Array(2 * 768);
  let inside = 0;
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue;
    counts[(inside & 1) * 768 + r[i] + g[i] + b[i]]++;
    inside++;
  }
  return { counts, inside };
}

/** The lowest level of R + G + B at or below which at least `share` of the sheet's cells lie
 * (0 when it has none, 765 at most). */
function sheetLevel({ counts, inside }: ReturnType<typeof sheetLevels>, share: number): number {
  let level = 0;
  for (let seen = 0; level < 765; level++) {
    seen += counts[level] + counts[768 + level];
    if (seen >= share * inside) break;
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

/** Regions outside the sheet that are not clearly darker than it join it (`outside.darkShare`),
 * unless they are a surface (surface.ts; judged on `raw`, the cells' means before the closing,
 * when given); a dark one joins it where its edge is soft (a shadow, soft-edge.ts). */
export function keepOnlyDarkOutside(
  region: Uint8Array,
  channels: Uint8Array[],
  w: number,
  h: number,
  softShadows = true,
  raw?: Uint8Array[],
  kernels: Kernels | null = null,
  { outside, surface, shadow }: PaperParams = PAPER_PARAMS,
): void {
  const n = w * h;
  // No cell off the sheet (its holes filled, it reaches round the whole frame; the bench frame's
  // case): nothing to weigh, and the sheet's median is not needed.
  const firstOff = region.indexOf(0);
  if (firstOff < 0) return;
  const [r, g, b] = channels;
  const levels = sheetLevels(region, channels);
  const median = sheetLevel(levels, 0.5);
  const low = sheetLevel(levels, surface.darkEndQuantile);
  const surfaceTest = raw ? new SurfaceTest(raw, w, h, low, kernels, surface) : null;
  const dark = outside.darkShare * median;
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
    const pale = sum / tail >= dark;
    if (pale && surfaceTest?.isSurface(region, queue, tail)) continue;
    if (
      pale ||
      (softShadows && softEdge(region, channels, w, h, queue, tail, distance, dark, shadow))
    ) {
      for (let k = 0; k < tail; k++) region[queue[k]] = 1;
    }
  }
}
