// The ink's stroke widths, measured robustly (issue 10): on a provisional flattening of the
// paper (the grey level divided by a paper estimate whose window is wide enough for any pen),
// on every SAMPLE_STEP-th row and column, counting only runs that have paper at both ends — runs that
// touch the frame or leave the sheet (a table, a dark border) are not strokes, nor are runs
// longer than `maxRun` (shadows, lines along the run). Scale-dependent parameters follow it:
// the median for specks and the edge radius, an upper percentile for the background window
// (markers must never be taken for paper). Pure.
import { otsuThreshold } from '../../otsu.ts';
import { NORMALISE } from '../flatten/background.ts';
import { interleavedCounts, mergeCounts } from '../kernel-helpers/interleaved-histogram.ts';
import { LITTLE_ENDIAN } from '../../endian.ts';
import { bytesAtLeast, splat } from '../../swar.ts';
import type { Kernels } from '../../kernels.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';

const ALL_ON = 0x01010101;
const ALL_HIGH = 0x80808080 | 0;

export interface StrokeWidths {
  /** Median ink run (px). */
  median: number;
  /** The upper quantile of the ink runs (px; strokes.upperQuantile). */
  upper: number;
  /** Runs measured; 0 when there is no ink (then median = upper = 1). */
  runs: number;
  /** The median of the runs along the rows alone, and down the columns alone (px). */
  rowMedian: number;
  columnMedian: number;
  /** The provisional level the runs were cut at (−1 without one). */
  level: number;
  /** How many runs of each length (px) there were, both directions (stroke-lines.ts). */
  counts: Uint32Array;
}

/** Every SAMPLE_STEP-th row and column is sampled (4 reads the widths 2 does at half the cost;
 * measured: docs/QUALITY.md). Not a parameter: the kernels' column scan
 * (src/wasm/assembly/stroke-columns.ts) is written for every 4th column. */
export const SAMPLE_STEP = 4;

/** Where the sheet is: 1 per cell of `scale` × `scale` pixels (see core/paper/find-paper.ts). */
export interface SheetCells {
  mask: Uint8Array;
  maskWidth: number;
  scale: number;
}

/**
 * `paper` is a reduced paper estimate: one value per 2^`paperShift` × 2^`paperShift` block,
 * `paperWidth` wide (1: half resolution, 2: quarter). Runs that reach a cell off the sheet are
 * ignored. `upperQuantile`: the quantile of the runs that is their upper width.
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
  upperQuantile = ENHANCED_PARAMS.strokes.upperQuantile,
  kernels: Kernels | null = null,
): StrokeWidths {
  // 1 where the current row is on the sheet (it changes only every `sheet.scale` rows).
  const on = new Uint8Array(width).fill(1);
  const cellX = new Int32Array(width);
  if (sheet) for (let x = 0; x < width; x++) cellX[x] = (x / sheet.scale) | 0;
  let onKey = -1;
  const onFor = (y: number) => {
    if (sheet === null) return;
    const cells = ((y / sheet.scale) | 0) * sheet.maskWidth;
    if (cells === onKey) return;
    onKey = cells;
    for (let x = 0; x < width; x++) on[x] = sheet.mask[cells + cellX[x]] === 0 ? 0 : 1;
  };
  // The histogram of the provisional levels of every SAMPLE_STEP-th row (reading again below is
  // cheaper than storing: a fresh array of this size costs more than the lookups).
  const rows = Math.ceil(height / SAMPLE_STEP);
  const levels = { levels: paper, width: paperWidth, shift: paperShift };
  const counts4 = interleavedCounts();
  // Where four pixels share one paper level and a word (quarter-resolution paper, rows whole
  // words): the four grey bytes are read at once, and the sheet's flags as one word.
  const words =
    LITTLE_ENDIAN && paperShift >= 2 && (width & 3) === 0 && gray.byteOffset % 4 === 0
      ? new Int32Array(gray.buffer, gray.byteOffset, gray.length >> 2)
      : null;
  const onWords = new Int32Array(on.buffer, 0, width >> 2);
  for (let r = 0; kernels === null && r < rows; r++) {
    const y = r * SAMPLE_STEP;
    onFor(y);
    const row = y * width;
    const source = (y >> paperShift) * paperWidth;
    let x = 0;
    if (words) {
      for (let w = row >> 2; x < width; x += 4, w++) {
        const level = paper[source + (x >> paperShift)] << 8;
        const g = words[w];
        if (onWords[x >> 2] === ALL_ON) {
          counts4[NORMALISE[level | (g & 255)]]++;
          counts4[256 | NORMALISE[level | ((g >>> 8) & 255)]]++;
          counts4[512 | NORMALISE[level | ((g >>> 16) & 255)]]++;
          counts4[768 | NORMALISE[level | (g >>> 24)]]++;
        } else {
          for (let i = x; i < x + 4; i++) {
            if (on[i] === 1) counts4[((i & 3) << 8) | NORMALISE[level | gray[row + i]]]++;
          }
        }
      }
    }
    for (; x < width; x++) {
      if (on[x] === 1) {
        counts4[
          ((x & 3) << 8) | NORMALISE[(paper[source + (x >> paperShift)] << 8) | gray[row + x]]
        ]++;
      }
    }
  }
  const histogram = kernels
    ? kernels.strokeLevels(gray, width, height, SAMPLE_STEP, levels, sheet)
    : mergeCounts(counts4);
  const limit = otsuThreshold(histogram);
  const counts = new Uint32Array(maxRun + 1);
  const none = { median: 1, upper: 1, runs: 0, rowMedian: 1, columnMedian: 1, level: limit };
  if (limit < 0) return { ...none, counts };
  // A level is at or below `limit` exactly when the grey is at or below inkUpTo[paper] (the
  // table is monotone in the grey), so the runs need neither the table nor the division. From
  // b = 1 on the limit only grows with b (a grey's level falls as its paper brightens), so each
  // search starts where the last one ended.
  const inkUpTo = new Int32Array(256);
  for (let b = 0, g = 0; b < 256; b++) {
    if (b === 1) g = 0; // paper 0 reads every grey as 255
    while (g < 256 && NORMALISE[(b << 8) | g] <= limit) g++;
    inkUpTo[b] = g - 1;
  }
  // A run counts when paper (not the frame, not off the sheet) closes it at both ends. The
  // state of a scan is 2 × the ink run so far + 1 if paper came before it; off the sheet it is 0.
  for (let r = 0; kernels === null && r < rows; r++) {
    const y = r * SAMPLE_STEP;
    onFor(y);
    const row = y * width;
    const source = (y >> paperShift) * paperWidth;
    let state = 0;
    let x = 0;
    // Four pixels of paper on the sheet after paper (all brighter than the ink limit) change nothing.
    if (words) {
      for (let w = row >> 2; x < width; x += 4, w++) {
        const t = inkUpTo[paper[source + (x >> paperShift)]];
        const paperOnly =
          state === 1 &&
          t < 255 &&
          onWords[x >> 2] === ALL_ON &&
          bytesAtLeast(words[w], splat(t + 1)) === ALL_HIGH;
        if (paperOnly) continue;
        for (let i = x; i < x + 4; i++) {
          if (on[i] === 0) state = 0;
          else if (gray[row + i] <= t) state += 2;
          else {
            const run = state >> 1;
            if ((state & 1) === 1 && run > 0 && run <= maxRun) counts[run]++;
            state = 1;
          }
        }
      }
    }
    for (; x < width; x++) {
      if (on[x] === 0) state = 0;
      else if (gray[row + x] <= inkUpTo[paper[source + (x >> paperShift)]]) state += 2;
      else {
        const run = state >> 1;
        if ((state & 1) === 1 && run > 0 && run <= maxRun) counts[run]++;
        state = 1;
      }
    }
  }
  const rowCounts = kernels
    ? kernels.strokeRuns(
        gray,
        width,
        height,
        { ...levels, inkUpTo },
        sheet,
        maxRun,
        SAMPLE_STEP,
        counts,
      )
    : counts.slice();
  // Vertical runs need every row, for every SAMPLE_STEP-th column only; each column's ink limit
  // (−2 off the sheet) changes only with the paper's row or the sheet's.
  const columns = Math.ceil(width / SAMPLE_STEP);
  const columnState = new Int32Array(columns);
  const columnLimit = new Int32Array(columns);
  let limitSource = -1;
  let limitCells = -1;
  for (let y = 0; kernels === null && y < height; y++) {
    onFor(y);
    const source = (y >> paperShift) * paperWidth;
    if (source !== limitSource || onKey !== limitCells) {
      limitSource = source;
      limitCells = onKey;
      for (let k = 0; k < columns; k++) {
        const x = k * SAMPLE_STEP;
        columnLimit[k] = on[x] === 0 ? -2 : inkUpTo[paper[source + (x >> paperShift)]];
      }
    }
    const row = y * width;
    for (let k = 0; k < columns; k++) {
      const t = columnLimit[k];
      // Off the sheet (−2) every grey is above the limit; paper after paper changes nothing.
      if (gray[row + k * SAMPLE_STEP] <= t) columnState[k] += 2;
      else if (t === -2) columnState[k] = 0;
      else {
        const state = columnState[k];
        if (state === 1) continue;
        const run = state >> 1;
        if ((state & 1) === 1 && run > 0 && run <= maxRun) counts[run]++;
        columnState[k] = 1;
      }
    }
  }
  let total = 0;
  let rowTotal = 0;
  for (let k = 1; k <= maxRun; k++) {
    total += counts[k];
    rowTotal += rowCounts[k];
  }
  if (total === 0) return { ...none, counts };
  const columnCounts = counts.map((count, k) => count - rowCounts[k]);
  return {
    median: quantile(counts, total, 0.5),
    upper: quantile(counts, total, upperQuantile),
    runs: total,
    rowMedian: rowTotal === 0 ? 1 : quantile(rowCounts, rowTotal, 0.5),
    columnMedian: total === rowTotal ? 1 : quantile(columnCounts, total - rowTotal, 0.5),
    level: limit,
    counts,
  };
}

export function quantile(counts: Uint32Array, total: number, q: number): number {
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
  maxRun = ENHANCED_PARAMS.strokes.maxRun,
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
