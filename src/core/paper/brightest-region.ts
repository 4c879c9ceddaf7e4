// findPaper's third step (find-paper.ts): the largest 4-connected region of smooth cells that
// holds one of the brightest cells. The regions are found by runs: each row's runs of smooth
// cells, joined (union–find) to the runs of the row above that they touch, so a sheet of paper
// costs a few runs a row instead of a fill cell by cell. Pure; small grids, plain loops.
import { LITTLE_ENDIAN } from '../clean/endian.ts';
import type { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';
import type { Kernels } from '../clean/kernels.ts';
import { smoothCells } from './cells.ts';
import { PAPER_PARAMS } from './paper-params.ts';

/**
 * The largest 4-connected region of smooth cells that holds one of the brightest; 1 = in it.
 * Of regions of the same size, the one whose first bright cell (row by row) comes first: the
 * region a fill from each bright cell in turn would keep. `kernels`: the owner's faster ones;
 * `seedQuantile`: the brightest cells' (`region` of paper-params.ts).
 */
export function growBrightest(
  channels: Uint8Array[],
  w: number,
  h: number,
  scratch: Scratch,
  kernels: Kernels | null = null,
  seedQuantile = PAPER_PARAMS.region.seedQuantile,
): Uint8Array {
  const n = w * h;
  const [r, g, b] = channels;
  const smooth = smoothCells(channels, w, h, kernels);
  // Each cell's brightness (R + G + B), kept for the seeds below, and its histogram: two copies
  // counted in turn (a sheet's cells fall into a few bins, and back-to-back increments of one
  // bin wait on each other).
  const bright = new Uint16Array(scratch.buffer('sheet brightness', 2 * n), 0, n);
  const counts = new Uint32Array(2 * 768);
  const i = brightness(r, g, b, bright, counts);
  for (let k = i; k < n; k++) {
    bright[k] = r[k] + g[k] + b[k];
    counts[bright[k]]++;
  }
  let seedLevel = 765;
  for (let seen = 0; seedLevel > 0; seedLevel--) {
    seen += counts[seedLevel] + counts[768 + seedLevel];
    if (seen >= (1 - seedQuantile) * n) break;
  }
  // Runs of smooth cells: row, first cell, end (exclusive), the union–find parent, and the
  // index of the run's first bright cell (n when it has none). Scratch kept between photos:
  // each run's entries are written before they are read.
  const most = n;
  const runs5 = scratch.buffer('sheet runs', 5 * 4 * most);
  const [runRow, runStart, runEnd, parent, firstSeed] = [0, 1, 2, 3, 4].map(
    (k) => new Int32Array(runs5, 4 * k * most, most),
  );
  const find = (k: number) => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k]];
      k = parent[k];
    }
    return k;
  };
  let runs = 0;
  let above = 0; // the first run of the row above
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const first = runs;
    let x = 0;
    while (x < w) {
      while (x < w && !smooth[row + x]) x++;
      if (x === w) break;
      const start = x;
      let seed = n;
      for (; x < w && smooth[row + x]; x++) {
        if (bright[row + x] >= seedLevel) {
          seed = row + x;
          break;
        }
      }
      while (x < w && smooth[row + x]) x++;
      const k = runs++;
      runRow[k] = y;
      runStart[k] = start;
      runEnd[k] = x;
      parent[k] = k;
      firstSeed[k] = seed;
      // Join the runs of the row above that share a column with this one.
      while (above < first && runEnd[above] <= start) above++;
      for (let j = above; j < first && runStart[j] < x; j++) {
        const a = find(j);
        const c = find(k);
        if (a !== c) parent[Math.max(a, c)] = Math.min(a, c);
      }
      // The next run of this row may touch the last run above that this one touched.
      while (above < first && runEnd[above] <= x) above++;
    }
    above = first;
  }
  // Each region's size and first bright cell, gathered at its root.
  const size = new Int32Array(runs);
  const seedOf = new Int32Array(runs).fill(n);
  for (let k = 0; k < runs; k++) {
    const root = find(k);
    size[root] += runEnd[k] - runStart[k];
    if (firstSeed[k] < seedOf[root]) seedOf[root] = firstSeed[k];
  }
  let best = -1;
  for (let k = 0; k < runs; k++) {
    if (parent[k] !== k || seedOf[k] === n) continue;
    if (best < 0 || size[k] > size[best] || (size[k] === size[best] && seedOf[k] < seedOf[best])) {
      best = k;
    }
  }
  const region = new Uint8Array(n);
  if (best < 0) return region;
  for (let k = 0; k < runs; k++) {
    if (find(k) === best) region.fill(1, runRow[k] * w + runStart[k], runRow[k] * w + runEnd[k]);
  }
  return region;
}

/**
 * R + G + B of the cells four at a time (one 32-bit read of each channel: the sums of cells 0
 * and 2, and of 1 and 3, in the 16-bit halves of two words) into `bright`, counted in `counts`'
 * two copies; returns how many cells it did (the rest, up to three, are the caller's).
 */
function brightness(
  r: Uint8Array,
  g: Uint8Array,
  b: Uint8Array,
  bright: Uint16Array,
  counts: Uint32Array,
): number {
  if (!LITTLE_ENDIAN || (r.byteOffset | g.byteOffset | b.byteOffset) % 4 !== 0) return 0;
  const words = r.length >> 2;
  const [rw, gw, bw] = [r, g, b].map((c) => new Int32Array(c.buffer, c.byteOffset, words));
  const out = new Int32Array(bright.buffer, bright.byteOffset, 2 * words);
  for (let k = 0; k < words; k++) {
    const x = rw[k];
    const y = gw[k];
    const z = bw[k];
    const even = (x & 0xff00ff) + (y & 0xff00ff) + (z & 0xff00ff);
    const odd = ((x >>> 8) & 0xff00ff) + ((y >>> 8) & 0xff00ff) + ((z >>> 8) & 0xff00ff);
    out[2 * k] = (even & 0xffff) | (odd << 16);
    out[2 * k + 1] = (even >>> 16) | (odd & 0xffff0000);
    counts[even & 0xffff]++;
    counts[768 + (odd & 0xffff)]++;
    counts[even >>> 16]++;
    counts[768 + (odd >>> 16)]++;
  }
  return words << 2;
}
