// measureStrokeWidths as it was before its run passes compared grey levels with per-paper-level
// thresholds (one pixel at a time, every level through the NORMALISE table). Kept as the oracle
// the fast version is tested against. Test helper, not shipped.
import { otsuThreshold } from '../../otsu.ts';
import { NORMALISE } from '../flatten/background.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { SAMPLE_STEP, type SheetCells, type StrokeWidths } from './stroke-width.ts';

/**
 * `paper` is a reduced paper estimate: one value per 2^`paperShift` × 2^`paperShift` block,
 * `paperWidth` wide (1: half resolution, 2: quarter). Runs that reach a cell off the sheet are
 * ignored.
 */
export function referenceStrokeWidths(
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
  // The histogram of the provisional levels of every SAMPLE_STEP-th row (reading again is cheaper
  // than storing: a fresh array of this size costs more than the lookups).
  const rows = Math.ceil(height / SAMPLE_STEP);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    const y = r * SAMPLE_STEP;
    baseFor(y);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const b = base[x];
      if (b >= 0) histogram[NORMALISE[b | gray[row + x]]]++;
    }
  }
  const limit = otsuThreshold(histogram);
  const counts = new Uint32Array(maxRun + 1);
  const none = { median: 1, upper: 1, runs: 0, rowMedian: 1, columnMedian: 1, level: limit };
  if (limit < 0) return { ...none, counts };
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
    const y = r * SAMPLE_STEP;
    baseFor(y);
    const row = y * width;
    let state = 0;
    for (let x = 0; x < width; x++) {
      const b = base[x];
      state = next(state, b < 0 ? -1 : NORMALISE[b | gray[row + x]]);
    }
  }
  const rowCounts = counts.slice();
  // Vertical runs need every row: the level is computed again, for every SAMPLE_STEP-th column only.
  const columns = Math.ceil(width / SAMPLE_STEP);
  const columnState = new Int32Array(columns);
  for (let y = 0; y < height; y++) {
    baseFor(y);
    const row = y * width;
    for (let k = 0; k < columns; k++) {
      const b = base[k * SAMPLE_STEP];
      const v = b < 0 ? -1 : NORMALISE[b | gray[row + k * SAMPLE_STEP]];
      columnState[k] = next(columnState[k], v);
    }
  }
  let total = 0;
  for (let k = 1; k <= maxRun; k++) total += counts[k];
  if (total === 0) return { ...none, counts };
  const columnCounts = counts.map((count, k) => count - rowCounts[k]);
  const rowTotal = rowCounts.reduce((sum, count) => sum + count, 0) - rowCounts[0];
  return {
    median: quantile(counts, total, 0.5),
    upper: quantile(counts, total, ENHANCED_PARAMS.strokes.upperQuantile),
    runs: total,
    rowMedian: rowTotal === 0 ? 1 : quantile(rowCounts, rowTotal, 0.5),
    columnMedian: total === rowTotal ? 1 : quantile(columnCounts, total - rowTotal, 0.5),
    level: limit,
    counts,
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
