// The thin runs of an ink mask that may be pieces of ruled lines (ruled-family.ts, step 1):
// every run along the rows (columns) at least `minRun` long, cut into pieces of about `minRun`,
// each kept where the ink across it is thin. A line at a slight slant is a staircase of runs.
// Pure.
import { firstNonZero } from '../../../src/core/clean/swar.ts';

/** A mask seen so that the lines run along its rows: `along` × `across`, row by row. */
export interface Geometry {
  along: number;
  across: number;
  at: (a: number, c: number) => number;
}

/**
 * Thin runs as (midpoint along, position across, length) triples. Long runs are cut into
 * pieces of about `minRun` so that each votes where it lies (a frame-wide line would otherwise
 * vote only at its middle, where every slope agrees). The order of the triples does not matter.
 */
function addPieces(
  mask: Uint8Array,
  g: Geometry,
  c: number,
  start: number,
  end: number,
  maxThickness: number,
  minRun: number,
  runs: number[],
) {
  const pieces = Math.floor((end - start) / minRun);
  for (let k = 0; k < pieces; k++) {
    const from = start + Math.floor((k * (end - start)) / pieces);
    const to = start + Math.floor(((k + 1) * (end - start)) / pieces);
    const mid = (from + to - 1) >> 1;
    if (thickness(mask, g, mid, c, maxThickness).length <= maxThickness) {
      runs.push(mid, c, to - from);
    }
  }
}

/** The thin runs along the rows; outside a run, paper is skipped a word (four bytes) at a time. */
export function rowRuns(mask: Uint8Array, g: Geometry, maxThickness: number, minRun: number) {
  const runs: number[] = [];
  const words =
    mask.byteOffset % 4 === 0
      ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
      : null;
  for (let c = 0; c < g.across; c++) {
    const row = c * g.along;
    let start = -1;
    for (let a = 0; a <= g.along; a++) {
      const i = row + a;
      if (start < 0 && words !== null && (i & 3) === 0 && a + 4 <= g.along && words[i >> 2] === 0) {
        // Words wholly inside the row end before (row + along) >> 2.
        a = 4 * firstNonZero(words, (i >> 2) + 1, (row + g.along) >> 2) - row - 1;
        continue;
      }
      const ink = a < g.along && mask[i] === 1;
      if (ink && start < 0) start = a;
      if (ink || start < 0) continue;
      if (a - start >= minRun) addPieces(mask, g, c, start, a, maxThickness, minRun, runs);
      start = -1;
    }
  }
  return runs;
}

/** The thin runs down the columns, found in row order with one open run per column. */
export function columnRuns(
  mask: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
  minRun: number,
) {
  const g: Geometry = { along: height, across: width, at: (a, c) => a * width + c };
  const runs: number[] = [];
  const start = new Int32Array(width).fill(-1);
  // Where rows are whole words: four columns with no open run and four paper bytes are skipped
  // as one word (`open` counts each group's open runs).
  const words =
    mask.byteOffset % 4 === 0 && (width & 3) === 0
      ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
      : null;
  const open = new Uint8Array((width + 3) >> 2);
  for (let y = 0; y <= height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (words !== null && (x & 3) === 0 && open[x >> 2] === 0) {
        if (y === height) {
          x += 3;
          continue;
        }
        if (words[(row + x) >> 2] === 0) {
          // On along the row while the words are paper and their columns have no open run.
          const first = row >> 2;
          let w = ((row + x) >> 2) + 1;
          const end = (row + width) >> 2;
          while (w < end && words[w] === 0 && open[w - first] === 0) w++;
          x = 4 * (w - first) - 1;
          continue;
        }
      }
      const ink = y < height && mask[row + x] === 1;
      const s = start[x];
      if (ink) {
        if (s < 0) {
          start[x] = y;
          open[x >> 2]++;
        }
      } else if (s >= 0) {
        if (y - s >= minRun) addPieces(mask, g, x, s, y, maxThickness, minRun, runs);
        start[x] = -1;
        open[x >> 2]--;
      }
    }
  }
  return runs;
}

/** The ink run across the line through (a, c): its first position and length (capped). */
export function thickness(mask: Uint8Array, g: Geometry, a: number, c: number, cap: number) {
  let first = c;
  let last = c;
  while (first > 0 && mask[g.at(a, first - 1)] && last - first <= cap) first--;
  while (last < g.across - 1 && mask[g.at(a, last + 1)] && last - first <= cap) last++;
  return { first, length: last - first + 1 };
}
