// What a finished result shows that the correction tools fix, for the message under it: ruled
// lines or a margin kept as ink (a band of a few rows, or columns, with ink across most of the
// picture, which a signature's strokes never fill), and strokes that came out hollow (paper
// left inside a stroke where the photo is as dark as the ink around it: a bold marker whose
// middle a local threshold took for paper; a letter's loop is as light as the paper outside).
// Pure; typed arrays only.

import { MIN_READABLE_CONTRAST, greyAt } from '../output/grey.ts';

export interface ResultHints {
  /** A line across the picture was kept as ink ("This is not ink" takes it along its length). */
  lines: boolean;
  /** Strokes came out hollow ("This is the ink" on a stroke fills them). */
  hollow: boolean;
}

export const NO_HINTS: ResultHints = { lines: false, hollow: false };

/** A band is a line where ink reaches across this share of the picture… */
const LINE_SPAN = 0.6;
/** …in a band of BAND = 2 × STEP rows (or columns), one starting every STEP… */
const STEP = 2;
/** …of a picture at least this long that way. */
const MIN_LENGTH = 150;

/**
 * Whether a band of 2 × STEP rows, one starting every STEP rows, has ink in LINE_SPAN of its
 * columns (a horizontal line), or the same across columns (a vertical one). One pass over the
 * alpha: each pair of rows (of columns) is reduced to "ink in either" first, and a band is two
 * neighbouring pairs.
 */
function keptLines(rgba: Uint8ClampedArray, width: number, height: number): boolean {
  const rowPairs = Math.floor(height / STEP);
  const columnPairs = Math.floor(width / STEP);
  // Horizontal: "ink in either row" per column for the last two row pairs.
  let previous = new Uint8Array(width);
  let current = new Uint8Array(width);
  const rowsCheck = width >= MIN_LENGTH;
  const columnsCheck = height >= MIN_LENGTH;
  // Vertical: how many rows have ink in each band of two neighbouring column pairs.
  const bandRows = new Int32Array(Math.max(0, columnPairs - 1));
  const pairInk = new Uint8Array(columnPairs);
  let lines = false;
  for (let pair = 0; pair < rowPairs && !lines; pair++) {
    current.fill(0);
    for (let y = pair * STEP; y < (pair + 1) * STEP; y++) {
      pairInk.fill(0);
      for (let x = 0, j = y * width * 4 + 3; x < width; x++, j += 4) {
        if (rgba[j] === 0) continue;
        current[x] = 1;
        if (x < columnPairs * STEP) pairInk[(x / STEP) | 0] = 1;
      }
      if (columnsCheck)
        for (let p = 0; p < bandRows.length; p++) bandRows[p] += pairInk[p] | pairInk[p + 1];
    }
    if (rowsCheck && pair > 0) {
      let covered = 0;
      for (let x = 0; x < width; x++) covered += previous[x] | current[x];
      if (covered >= LINE_SPAN * width) lines = true;
    }
    [previous, current] = [current, previous];
  }
  // Rows past the last whole pair still count for the columns' bands.
  for (let y = rowPairs * STEP; y < height && columnsCheck && !lines; y++) {
    pairInk.fill(0);
    for (let x = 0, j = y * width * 4 + 3; x < columnPairs * STEP; x++, j += 4)
      if (rgba[j] !== 0) pairInk[(x / STEP) | 0] = 1;
    for (let p = 0; p < bandRows.length; p++) bandRows[p] += pairInk[p] | pairInk[p + 1];
  }
  if (!lines && columnsCheck)
    for (let p = 0; p < bandRows.length; p++) if (bandRows[p] >= LINE_SPAN * height) lines = true;
  return lines;
}

/** A hole is hollow ink where its photo is at least this far from the paper towards the rim's ink… */
const HOLLOW_CONTRAST = 0.6;
/** …with at least MIN_READABLE_CONTRAST (grey.ts) between the paper and the rim, and no channel
 *  of its photo brighter than the ink bordering it by more than this factor (counted from
 *  DARK_NOISE above black, where a sensor's noise is)… */
const HOLLOW_RATIO = 1.12;
const DARK_NOISE = 8;
/** …holes of at least this many pixels; and the result is hollow when such holes add up to this
 *  share of its ink. */
const MIN_HOLE = 4;
const HOLLOW_SHARE = 0.03;
/** The paper around a hole: its bounding box widened by this many times its smaller side (at
 *  least MIN_REACH px: a few strokes' widths), read at this percentile of grey (the paper, not
 *  the stroke around the hole), from at most about PAPER_SAMPLES pixels. */
const REACH = 2;
const MIN_REACH = 12;
const PAPER_PERCENTILE = 0.9;
const PAPER_SAMPLES = 4096;

/** The spec's grey's weights (greyAt), as fractions. */
const GREY = [77 / 256, 150 / 256, 29 / 256];

/** A growable list of 32-bit integers (the runs of paper, their parents). */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): number {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    return this.length++;
  }
}

/**
 * Whether strokes came out hollow. The paper (alpha 0) is cut into runs row by row and the runs
 * that touch are joined (4-connected, union–find on runs, so the cost is one read of the alpha
 * and a step per run); a piece that reaches no edge of the picture is a hole. A hole is hollow
 * ink when its photo is nearly as dark as the ink bordering it, measured against the paper
 * around it (so a stroke in a shadow is read against the shadow's paper).
 */
function hollowStrokes(
  rgba: Uint8ClampedArray,
  source: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): boolean {
  const runY = new IntList();
  const runX0 = new IntList();
  const runX1 = new IntList();
  const parent = new IntList();
  const find = (i: number) => {
    const p = parent.data;
    while (p[i] !== i) i = p[i] = p[p[i]];
    return i;
  };
  const join = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.data[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  let inkPixels = 0;
  let previousStart = 0;
  for (let y = 0; y < height; y++) {
    const start = runY.length;
    let x = 0;
    for (let j = y * width * 4 + 3; x < width;) {
      if (rgba[j] !== 0) {
        inkPixels++;
        x++;
        j += 4;
        continue;
      }
      const x0 = x;
      while (x < width && rgba[j] === 0) {
        x++;
        j += 4;
      }
      const run = runY.push(y);
      runX0.push(x0);
      runX1.push(x);
      parent.push(run);
    }
    // Join this row's runs with the previous row's that share a column.
    for (let a = previousStart, b = start; a < start && b < runY.length;) {
      if (runX0.data[a] < runX1.data[b] && runX0.data[b] < runX1.data[a]) join(a, b);
      if (runX1.data[a] < runX1.data[b]) a++;
      else b++;
    }
    previousStart = start;
  }
  if (inkPixels === 0) return false;
  const runs = runY.length;
  // A piece reaching an edge of the picture is the paper around the ink, not a hole.
  const open = new Uint8Array(runs);
  const area = new Float64Array(runs);
  for (let r = 0; r < runs; r++) {
    const root = find(r);
    area[root] += runX1.data[r] - runX0.data[r];
    const y = runY.data[r];
    if (y === 0 || y === height - 1 || runX0.data[r] === 0 || runX1.data[r] === width)
      open[root] = 1;
  }
  // Each hole's photo and the ink on its rows' ends, per channel, summed per hole; and its box.
  const holeSum = new Float64Array(runs * 3);
  const rimSum = new Float64Array(runs * 3);
  const rimCount = new Float64Array(runs);
  const box = new Int32Array(runs * 4).fill(-1);
  for (let r = 0; r < runs; r++) {
    const root = find(r);
    if (open[root] || area[root] < MIN_HOLE) continue;
    const y = runY.data[r];
    const x0 = runX0.data[r];
    const x1 = runX1.data[r];
    const left = (y * width + x0 - 1) * 4;
    const right = (y * width + x1) * 4;
    for (let k = 0; k < 3; k++) {
      let sum = 0;
      for (let j = left + 4 + k; j < right; j += 4) sum += source[j];
      holeSum[root * 3 + k] += sum;
      rimSum[root * 3 + k] += source[left + k] + source[right + k];
    }
    rimCount[root] += 2;
    const b = root * 4;
    if (box[b] < 0) box.set([x0, y, x1, y + 1], b);
    else {
      box[b] = Math.min(box[b], x0);
      box[b + 2] = Math.max(box[b + 2], x1);
      box[b + 3] = y + 1;
    }
  }
  const histogram = new Uint32Array(256);
  let hollowArea = 0;
  for (let root = 0; root < runs; root++) {
    if (rimCount[root] === 0) continue;
    const b = root * 4;
    const reach = Math.max(
      MIN_REACH,
      REACH * Math.min(box[b + 2] - box[b], box[b + 3] - box[b + 1]),
    );
    const x0 = Math.max(0, box[b] - reach);
    const x1 = Math.min(width, box[b + 2] + reach);
    const y0 = Math.max(0, box[b + 1] - reach);
    const y1 = Math.min(height, box[b + 3] + reach);
    // At most about PAPER_SAMPLES pixels of a large window.
    const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / PAPER_SAMPLES)));
    histogram.fill(0);
    let n = 0;
    for (let y = y0; y < y1; y += step)
      for (let x = x0, j = (y * width + x0) * 4; x < x1; x += step, j += 4 * step) {
        histogram[greyAt(source, j)]++;
        n++;
      }
    let paper = 255;
    for (let level = 0, seen = 0; level < 256; level++) {
      seen += histogram[level];
      if (seen >= PAPER_PERCENTILE * n) {
        paper = level;
        break;
      }
    }
    // Light multiplies: a hole of paper is brighter than the stroke's edge around it by a
    // factor in some channel, in a shadow as in daylight; hollow ink is not.
    let hole = 0;
    let rim = 0;
    let ratio = 0;
    for (let k = 0; k < 3; k++) {
      const holeMean = holeSum[root * 3 + k] / area[root];
      const rimMean = rimSum[root * 3 + k] / rimCount[root];
      ratio = Math.max(ratio, (holeMean + DARK_NOISE) / (rimMean + DARK_NOISE));
      hole += holeMean * GREY[k];
      rim += rimMean * GREY[k];
    }
    if (ratio > HOLLOW_RATIO || paper - rim < MIN_READABLE_CONTRAST) continue;
    if ((paper - hole) / (paper - rim) >= HOLLOW_CONTRAST) hollowArea += area[root];
  }
  return hollowArea >= HOLLOW_SHARE * inkPixels;
}

/** The hints for a result (`rgba`, alpha > 0 is ink) cleaned from `source`. */
export function resultHints(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  source: Uint8ClampedArray | Uint8Array,
): ResultHints {
  if (rgba.length !== width * height * 4 || source.length !== rgba.length) {
    throw new RangeError(
      `resultHints: expected ${width * height * 4} bytes, got ${rgba.length} and ${source.length}`,
    );
  }
  return {
    lines: keptLines(rgba, width, height),
    hollow: hollowStrokes(rgba, source, width, height),
  };
}
