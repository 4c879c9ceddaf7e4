// The local paper and ink levels the soft edges are measured between, on a coarse grid of
// square blocks: per block, the median grey of the paper away from the strokes, the grey of the
// stroke's dark core (a low percentile of the block's ink, so thin strokes that have no core
// pixels still give their darkest part) and the ink's colour (mean of the darker half of the
// block's ink: the rim mixes with the paper). Blocks without enough samples take their
// neighbours' values. Every other row is sampled (a block still has hundreds of samples; this
// halves the cost). One histogram row at a time: memory is O(width), not O(pixels). Pure.
import { greyAt } from './grey.ts';
import { PAPER, RIM, RING } from './pixel-classes.ts';

export interface LocalLevels {
  blockSize: number;
  columns: number;
  rows: number;
  /** Per block, grey 0–255. */
  paper: Float32Array;
  ink: Float32Array;
  /** Per block, the ink's colour: r, g, b interleaved. */
  inkColour: Float32Array;
}

/** Fewer samples than this and a block borrows its neighbours' levels. */
const MIN_SAMPLES = 6;
/** The ink level: this fraction of the block's ink pixels is darker. */
const INK_PERCENTILE = 0.25;
/** Rows sampled: every ROW_STEP-th. */
const ROW_STEP = 2;

function percentile(histogram: Uint16Array, offset: number, count: number, p: number): number {
  const rank = Math.min(count - 1, Math.floor(count * p));
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[offset + level];
    if (seen > rank) return level;
  }
  return 255;
}

export function measureLocalLevels(
  source: Uint8ClampedArray | Uint8Array,
  classes: Uint8Array,
  width: number,
  height: number,
  blockSize: number,
): LocalLevels {
  const columns = Math.ceil(width / blockSize);
  const rows = Math.ceil(height / blockSize);
  const paper = new Float32Array(columns * rows).fill(NaN);
  const ink = new Float32Array(columns * rows).fill(NaN);
  const inkColour = new Float32Array(columns * rows * 3).fill(NaN);
  const paperHistogram = new Uint16Array(columns * 256);
  const inkHistogram = new Uint16Array(columns * 256);
  const paperCount = new Int32Array(columns);
  const inkCount = new Int32Array(columns);
  const darkCut = new Int32Array(columns);
  const sums = new Float64Array(columns * 4);
  const blockOf = new Int32Array(width);
  for (let x = 0; x < width; x++) blockOf[x] = (x / blockSize) | 0;

  for (let by = 0; by < rows; by++) {
    const y0 = by * blockSize;
    const y1 = Math.min(height, y0 + blockSize);
    paperHistogram.fill(0);
    inkHistogram.fill(0);
    paperCount.fill(0);
    inkCount.fill(0);
    sums.fill(0);
    for (let y = y0; y < y1; y += ROW_STEP) {
      for (let x = 0, i = y * width; x < width; x++, i++) {
        const c = classes[i];
        if (c === RING) continue;
        const b = blockOf[x];
        const grey = greyAt(source, i * 4);
        if (c === PAPER) {
          paperHistogram[b * 256 + grey]++;
          paperCount[b]++;
        } else {
          inkHistogram[b * 256 + grey]++;
          inkCount[b]++;
        }
      }
    }
    for (let b = 0; b < columns; b++) {
      const block = by * columns + b;
      if (paperCount[b] >= MIN_SAMPLES) {
        paper[block] = percentile(paperHistogram, b * 256, paperCount[b], 0.5);
      }
      darkCut[b] = -1;
      if (inkCount[b] >= MIN_SAMPLES) {
        ink[block] = percentile(inkHistogram, b * 256, inkCount[b], INK_PERCENTILE);
        darkCut[b] = percentile(inkHistogram, b * 256, inkCount[b], 0.5);
      }
    }
    for (let y = y0; y < y1; y += ROW_STEP) {
      for (let x = 0, i = y * width; x < width; x++, i++) {
        const b = blockOf[x];
        if (classes[i] >= RIM && greyAt(source, i * 4) <= darkCut[b]) {
          sums[b * 4] += source[i * 4];
          sums[b * 4 + 1] += source[i * 4 + 1];
          sums[b * 4 + 2] += source[i * 4 + 2];
          sums[b * 4 + 3]++;
        }
      }
    }
    for (let b = 0; b < columns; b++) {
      const n = sums[b * 4 + 3];
      if (n === 0) continue;
      const block = (by * columns + b) * 3;
      inkColour[block] = sums[b * 4] / n;
      inkColour[block + 1] = sums[b * 4 + 1] / n;
      inkColour[block + 2] = sums[b * 4 + 2] / n;
    }
  }
  fillGaps(paper, 1, columns, rows, 255);
  fillGaps(ink, 1, columns, rows, 0);
  fillGaps(inkColour, 3, columns, rows, 0);
  return { blockSize, columns, rows, paper, ink, inkColour };
}

/** Blocks without a value (NaN) take the mean of their measured 4-neighbours, wave by wave;
 * with no measured block at all, every block gets `fallback`. */
function fillGaps(
  values: Float32Array,
  channels: number,
  columns: number,
  rows: number,
  fallback: number,
): void {
  let missing = 0;
  for (let i = 0; i < values.length; i += channels) if (Number.isNaN(values[i])) missing++;
  if (missing === columns * rows) {
    values.fill(fallback);
    return;
  }
  const known = new Uint8Array(columns * rows);
  for (let b = 0; b < known.length; b++) known[b] = Number.isNaN(values[b * channels]) ? 0 : 1;
  const next = new Uint8Array(known);
  while (missing > 0) {
    for (let by = 0; by < rows; by++) {
      for (let bx = 0; bx < columns; bx++) {
        const b = by * columns + bx;
        if (known[b]) continue;
        let n = 0;
        const neighbours = [
          bx > 0 ? b - 1 : -1,
          bx < columns - 1 ? b + 1 : -1,
          by > 0 ? b - columns : -1,
          by < rows - 1 ? b + columns : -1,
        ];
        for (const q of neighbours) {
          if (q < 0 || !known[q]) continue;
          for (let c = 0; c < channels; c++) {
            values[b * channels + c] =
              (n === 0 ? 0 : values[b * channels + c]) + values[q * channels + c];
          }
          n++;
        }
        if (n === 0) continue;
        for (let c = 0; c < channels; c++) values[b * channels + c] /= n;
        next[b] = 1;
        missing--;
      }
    }
    known.set(next);
  }
}
