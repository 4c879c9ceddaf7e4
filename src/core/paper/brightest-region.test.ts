// growBrightest (brightest-region.ts) against a plain fill from each bright cell in turn, on
// random cell grids of any size: the brightness summed four cells at a time (whole words) and
// one at a time (the last cells, and channels that do not start on a word) alike.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { growBrightest } from './brightest-region.ts';
import { smoothCells } from './cells.ts';
import { PAPER_PARAMS } from './paper-params.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';

/** The region as first written: the seed level by sorting, then a fill from each seed cell. */
function plainBrightest(channels: Uint8Array[], w: number, h: number): Uint8Array {
  const n = w * h;
  const [r, g, b] = channels;
  const smooth = smoothCells(channels, w, h);
  const levels = Array.from({ length: n }, (_, i) => r[i] + g[i] + b[i]).sort((p, q) => q - p);
  // The highest level at which at least (1 − seedQuantile) · n cells are as bright (0 at least).
  let seedLevel = 0;
  for (let k = 0; k < n; k++) {
    if (k + 1 >= (1 - PAPER_PARAMS.region.seedQuantile) * n) {
      seedLevel = levels[k];
      break;
    }
  }
  const label = new Int32Array(n).fill(-1);
  let best: number[] = [];
  for (let start = 0; start < n; start++) {
    if (!smooth[start] || label[start] >= 0 || r[start] + g[start] + b[start] < seedLevel) continue;
    const members = [start];
    label[start] = start;
    for (let k = 0; k < members.length; k++) {
      const p = members[k];
      const x = p % w;
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w]) {
        if (q < 0 || q >= n || !smooth[q] || label[q] >= 0) continue;
        label[q] = start;
        members.push(q);
      }
    }
    if (members.length > best.length) best = members;
  }
  const region = new Uint8Array(n);
  for (const p of best) region[p] = 1;
  return region;
}

describe('growBrightest', () => {
  test('equals a fill from each bright cell in turn, on any grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 60 }),
        (w, h, offset, seed, spread) => {
          const n = w * h;
          let s = seed;
          const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 16;
          // Patches of paper (levels near 200) and darker blots: regions of many sizes.
          const base = Array.from({ length: n }, () => (next() % 4 === 0 ? 60 : 200));
          const channels = [0, 1, 2].map(() => {
            const c = new Uint8Array(n + offset).subarray(offset);
            for (let i = 0; i < n; i++) c[i] = Math.min(255, base[i] + (next() % spread));
            return c;
          });
          expect(growBrightest(channels, w, h, new Scratch())).toEqual(
            plainBrightest(channels, w, h),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
