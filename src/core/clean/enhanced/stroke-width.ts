// The ink's stroke widths, measured robustly (issue 10): on a provisional flattening of the
// paper (the grey level divided by a paper estimate whose window is wide enough for any pen),
// on every STEP-th row and column, counting only runs that have paper at both ends — runs that
// touch the frame or leave the sheet (a table, a dark border) are not strokes, nor are runs
// longer than `maxRun` (shadows, lines along the run). Scale-dependent parameters follow it:
// the median for specks and the edge radius, an upper percentile for the background window
// (markers must never be taken for paper). Pure.
import { otsuThreshold } from '../otsu.ts';
import { NORMALISE } from './background.ts';

export interface StrokeWidths {
  /** Median ink run (px). */
  median: number;
  /** UPPER_QUANTILE of the ink runs (px). */
  upper: number;
  /** Runs measured; 0 when there is no ink (then median = upper = 1). */
  runs: number;
}

export const UPPER_QUANTILE = 0.9;
/** Every STEP-th row and column is sampled (4 measured equal to 2 on both sets, at half the cost). */
export const STEP = 4;

/** Where the sheet is: 1 per cell of `scale` × `scale` pixels (see core/paper/find-paper.ts). */
export interface SheetCells {
  mask: Uint8Array;
  maskWidth: number;
  scale: number;
}

/**
 * `paper` is a reduced paper estimate: one value per 2^`paperShift` × 2^`paperShift` block,
 * `paperWidth` wide (1: half resolution, 2: quarter). Runs that reach a cell off the sheet are
 * ignored.
 */
export function measureStrokeWidths(
  gray: Uint8Array,
  width: number,
  height: number,
  paper: Uint8Array,
  paperWidth: number,
  sheet: SheetCells | null,
  maxRun: number,
  paperShift = 1,
): StrokeWidths {
  // For the current row: the paper level × 256 of each pixel, or −1 off the sheet (it changes
  // only every few rows).
  const base = new Int32Array(width);
  let baseKey = -1;
  const baseFor = (y: number) => {
    const source = (y >> paperShift) * paperWidth;
    const cells = sheet ? ((y / sheet.scale) | 0) * sheet.maskWidth : 0;
    const key = source * 65536 + cells;
    if (key === baseKey) return;
    baseKey = key;
    for (let x = 0; x < width; x++) {
      const off = sheet !== null && sheet.mask[cells + ((x / sheet.scale) | 0)] === 0;
      base[x] = off ? -1 : paper[source + (x >> paperShift)] << 8;
    }
  };
  // The histogram of the provisional levels of every STEP-th row (reading again is cheaper
  // than storing: a fresh array of this size costs more than the lookups).
  const rows = Math.ceil(height / STEP);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    const y = r * STEP;
    baseFor(y);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const b = base[x];
      if (b >= 0) histogram[NORMALISE[b | gray[row + x]]]++;
    }
  }
  const limit = otsuThreshold(histogram);
  const counts = new Uint32Array(maxRun + 1);
  if (limit < 0) return { median: 1, upper: 1, runs: 0 };
  // A run counts when paper (not the frame, not off the sheet) closes it at both ends. The
  // state of a scan is 2 × the ink run so far + 1 if paper came before it.
  const next = (state: number, v: number) => {
    if (v < 0) return 0;
    if (v <= limit) return state + 2;
    const run = state >> 1;
    if ((state & 1) === 1 && run > 0 && run <= maxRun) counts[run]++;
    return 1;
  };
  for (let r = 0; r < rows; r++) {
    const y = r * STEP;
    baseFor(y);
    const row = y * width;
    let state = 0;
    for (let x = 0; x < width; x++) {
      const b = base[x];
      state = next(state, b < 0 ? -1 : NORMALISE[b | gray[row + x]]);
    }
  }
  // Vertical runs need every row: the level is computed again, for every STEP-th column only.
  const columns = Math.ceil(width / STEP);
  const columnState = new Int32Array(columns);
  for (let y = 0; y < height; y++) {
    baseFor(y);
    const row = y * width;
    for (let k = 0; k < columns; k++) {
      const b = base[k * STEP];
      const v = b < 0 ? -1 : NORMALISE[b | gray[row + k * STEP]];
      columnState[k] = next(columnState[k], v);
    }
  }
  let total = 0;
  for (let k = 1; k <= maxRun; k++) total += counts[k];
  if (total === 0) return { median: 1, upper: 1, runs: 0 };
  return {
    median: quantile(counts, total, 0.5),
    upper: quantile(counts, total, UPPER_QUANTILE),
    runs: total,
  };
}

function quantile(counts: Uint32Array, total: number, q: number): number {
  let seen = 0;
  for (let run = 1; run < counts.length; run++) {
    seen += counts[run];
    if (seen >= q * total) return run;
  }
  return counts.length - 1;
}

/** Before issue 10: the median run of the grey image at or below `limit` over the whole frame
 * (runs longer than `maxRun` ignored). Kept to measure what the robust estimate buys. */
export function estimateStrokeWidth(
  gray: Uint8Array,
  width: number,
  height: number,
  limit: number,
  maxRun = 64,
): number {
  const counts = new Uint32Array(maxRun + 1);
  let total = 0;
  const add = (run: number) => {
    if (run > 0 && run <= maxRun) {
      counts[run]++;
      total++;
    }
  };
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      if (gray[y * width + x] <= limit) run++;
      else {
        add(run);
        run = 0;
      }
    }
    add(run);
  }
  // Vertical runs in row order (cache-friendly): one running length per column.
  const columnRun = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (gray[row + x] <= limit) columnRun[x]++;
      else if (columnRun[x] > 0) {
        add(columnRun[x]);
        columnRun[x] = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) add(columnRun[x]);
  if (total === 0) return 1;
  let seen = 0;
  for (let run = 1; run <= maxRun; run++) {
    seen += counts[run];
    if (seen * 2 >= total) return run;
  }
  return maxRun;
}
