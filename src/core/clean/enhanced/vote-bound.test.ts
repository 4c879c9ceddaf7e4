import { describe, expect, test } from 'vitest';
import { roundHalfUp } from './branchless.ts';
import { blocksThatMayVote, BOUND_BLOCK } from './vote-bound.ts';

/** Each row's largest vote, counted bin by bin as line-hough.ts does. */
function rowPeaks(
  cs: Float64Array,
  as: Float64Array,
  slopeOf: Float64Array,
  bins: number,
  reach: number,
) {
  return Array.from(slopeOf, (s) => {
    const row = new Int32Array(bins);
    let peak = 0;
    for (let p = 0; p < cs.length; p++)
      peak = Math.max(peak, ++row[reach + roundHalfUp(cs[p] - s * as[p])]);
    return peak;
  });
}

describe('blocksThatMayVote', () => {
  test('a block it leaves out has no row whose largest vote reaches half the floor (random runs, with and without a line)', () => {
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
      const peaks = rowPeaks(cs, as, slopeOf, bins, reach);
      let left = 0;
      peaks.forEach((peak, k) => {
        if (may[Math.floor(k / BOUND_BLOCK)] === 1) return;
        left++;
        expect(2 * peak).toBeLessThan(minVotes);
      });
      if (trial === 1) expect(left).toBeGreaterThan(0); // it does leave blocks out
    }
  });
});
