// The line finder's vote table (line-hough.ts): one row of bins per slope, each run voting in
// every row for the bin its centre gives a line of that slope, roundHalfUp(c − s·a) (c: the
// run's centre in bins, a: its station from the middle, s: the row's slope). The three loops
// that touch the whole table — the first votes, taking a line's runs back, searching a row for
// its strongest bin — are here, on typed arrays the table owns. This TypeScript is the reference
// of the WebAssembly kernel (src/wasm/assembly/hough.ts), whose table lives in its memory and
// gives the same votes, scores and bins. Pure.
import { roundHalfUp } from '../kernel-helpers/branchless.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { blocksThatMayVote, BOUND_BLOCK } from './vote-bound.ts';
import type { HoughShape, HoughTable } from './hough-types.ts';

export type { HoughShape, HoughTable } from './hough-types.ts';

/** The reference table, on TypeScript arrays. */
export function houghTable(
  { slopes, bins, reach, count }: HoughShape,
  scratch: Scratch,
): HoughTable {
  const votes = new Int32Array(scratch.buffer('hough votes', 4 * slopes * bins), 0, slopes * bins);
  const cs = new Float64Array(count);
  const as = new Float64Array(count);
  const slopeOf = new Float64Array(slopes);
  const rowScore = new Int32Array(slopes);
  const rowAt = new Int32Array(slopes);
  const stale = new Uint8Array(slopes);
  const rowPeak = new Int32Array(slopes);
  const alive = new Int32Array(slopes);
  const runs = new Int32Array(count);
  const found = new Int32Array(2);
  return {
    votes,
    cs,
    as,
    slopeOf,
    rowScore,
    rowAt,
    stale,
    rowPeak,
    alive,
    runs,
    vote(minVotes) {
      const may = blocksThatMayVote(cs, as, count, slopeOf, bins, reach, minVotes);
      for (let k = 0, row = reach; k < slopes; k++, row += bins) {
        // A row that can never hold a line is never read (rowPeak 0: it is never searched).
        if (may[(k / BOUND_BLOCK) | 0] === 0) continue;
        votes.fill(0, row - reach, row - reach + bins);
        const s = slopeOf[k];
        let peak = 0;
        for (let p = 0; p < count; p++) {
          const v = ++votes[row + roundHalfUp(cs[p] - s * as[p])];
          if (v > peak) peak = v;
        }
        rowPeak[k] = peak;
      }
    },
    unvote(n, aliveCount) {
      for (let i = 0; i < n; i++) {
        const p = runs[i];
        const c = cs[p];
        const a = as[p];
        for (let j = 0; j < aliveCount; j++) {
          const k = alive[j];
          const b = roundHalfUp(c - slopeOf[k] * a);
          votes[reach + k * bins + b]--;
          if (b + reach - rowAt[k] <= 1 && rowAt[k] - b - reach <= 1) stale[k] = 1;
        }
      }
    },
    strongest() {
      // A stale row's score is a bound (votes only fall): when it is no more than the best found
      // so far it cannot win (a later row wins only when strictly stronger), so it is searched
      // only when it may, and stays stale for the next round — the same bin either way.
      let best = -1;
      let at = -1;
      for (let k = 0; k < slopes; k++) {
        if (stale[k] === 1 && rowScore[k] > best) {
          stale[k] = 0;
          search(k);
        }
        if (rowScore[k] > best) {
          best = rowScore[k];
          at = k * bins + rowAt[k];
        }
      }
      found[0] = best;
      found[1] = at;
    },
    found,
    release() {},
  };
  /** Row k's best score (a bin with its heavier neighbour) and the first bin with it (−bins for
   * a row without votes). */
  function search(k: number) {
    const row = k * bins;
    let rowBest = -1;
    let rowBin = -1;
    for (let b = 1; b < bins - 1; b++) {
      const v = votes[row + b];
      if (v === 0) continue;
      const score = v + Math.max(votes[row + b - 1], votes[row + b + 1]);
      if (score > rowBest) {
        rowBest = score;
        rowBin = b;
      }
    }
    rowScore[k] = rowBest;
    // A row without votes keeps no bin: no change can make it stale again.
    rowAt[k] = rowBin < 0 ? -bins : rowBin;
  }
}
