import { describe, expect, test } from 'vitest';
import { roundHalfUp } from '../kernel-helpers/branchless.ts';
import { blocksThatMayVote, BOUND_BLOCK } from './vote-bound.ts';

/** Each row's best score (a bin's votes and its heavier neighbour's, bins 1 … bins − 2), counted
 * bin by bin as hough-table.ts does. */
function rowScores(
  cs: Float64Array,
  as: Float64Array,
  slopeOf: Float64Array,
  bins: number,
  reach: number,
) {
  return Array.from(slopeOf, (s) => {
    const row = new Int32Array(bins);
    for (let p = 0; p < cs.length; p++) row[reach + roundHalfUp(cs[p] - s * as[p])]++;
    let best = 0;
    for (let b = 1; b < bins - 1; b++) {
      if (row[b] > 0) best = Math.max(best, row[b] + Math.max(row[b - 1], row[b + 1]));
    }
    return best;
  });
}

describe('blocksThatMayVote', () => {
  test('a block it leaves out has no row whose best score reaches the floor (random runs, with and without a line)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0), seed / 4294967296);
    for (let trial = 0; trial < 40; trial++) {
      const m = 50 + Math.floor(random() * 300);
      const half = (m - 1) / 2;
      const k0 = Math.ceil(0.47 * m);
      const slopeOf = Float64Array.from({ length: 2 * k0 + 1 }, (_, k) => (k - k0) / m);
      const reach = Math.ceil(0.47 * (half + 1)) + 2;
      const across = 20 + Math.floor(random() * 400);
      const bins = across + 2 * reach + 1;
      const count = 10 + Math.floor(random() * 400);
      const cs = new Float64Array(count);
      const as = new Float64Array(count);
      const lineSlope = slopeOf[Math.floor(random() * slopeOf.length)];
      for (let p = 0; p < count; p++) {
        as[p] = Math.floor(random() * m) - half;
        // Half the trials have a third of their runs on one line (with a little scatter).
        const onLine = across / 2 + lineSlope * as[p] + (random() - 0.5);
        // Centres lie on the picture, as the evidence's do.
        cs[p] =
          trial % 2 === 0 && p % 3 === 0
            ? Math.min(across - 1, Math.max(0, onLine))
            : random() * (across - 1);
      }
      const minVotes = 8 + Math.floor(random() * 60);
      const may = blocksThatMayVote(cs, as, count, slopeOf, bins, reach, minVotes);
      const scores = rowScores(cs, as, slopeOf, bins, reach);
      let left = 0;
      scores.forEach((score, k) => {
        if (may[Math.floor(k / BOUND_BLOCK)] === 1) return;
        left++;
        expect(score).toBeLessThan(minVotes);
      });
      if (trial === 1) expect(left).toBeGreaterThan(0); // it does leave blocks out
    }
  });
  test('a block whose runs fill single bins far apart is left out (no two neighbours reach the floor)', () => {
    // Every run at the middle station (a = 0): its bin is the same in every row. Groups of five
    // runs in bins four apart: a bin holds half the floor of 10, but no bin with a neighbour
    // scores more than 5.
    const slopeOf = Float64Array.from({ length: 17 }, (_, k) => (k - 8) / 40);
    const cs = Float64Array.from({ length: 20 }, (_, p) => 4 * Math.floor(p / 5) + 2);
    const as = new Float64Array(20);
    const may = blocksThatMayVote(cs, as, 20, slopeOf, 30, 5, 10);
    expect(Array.from(may)).toEqual([0, 0, 0]);
    // Five more runs in a neighbouring bin of one group: that pair reaches the floor.
    const more = Float64Array.from([...cs, 3, 3, 3, 3, 3]);
    const mayMore = blocksThatMayVote(more, new Float64Array(25), 25, slopeOf, 30, 5, 10);
    expect(Array.from(mayMore)).toEqual([1, 1, 1]);
  });
});
