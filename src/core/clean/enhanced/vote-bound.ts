// Which slopes of the line finder's Hough table (line-hough.ts) can hold a line at all, found
// before voting. A run's bin, roundHalfUp(c − s·a), moves monotonically with the slope s (each
// step of it is correctly rounded, so monotone), so over a block of consecutive slopes it stays
// between its bins at the block's two ends; a bin of any row in the block gets at most as many
// votes as there are runs whose span covers it. A block where no bin is covered by half the vote
// floor can never hold a line (a bin's score is at most twice its row's largest vote): its rows
// are neither cleared nor voted in. A signature without ruled lines skips most of the table.
import { roundHalfUp } from './branchless.ts';

/** Slopes judged together: the runs' spans stay a few bins wide. */
export const BOUND_BLOCK = 8;

/**
 * Per block of BOUND_BLOCK slopes, 1 where some bin may get `minVotes / 2` votes or more.
 * `cs`, `as`: each run's centre in bins and station from the middle; `slopeOf`: each row's
 * slope; bins of row k lie at `reach` + roundHalfUp(cs − slopeOf[k] · as) in 0 … bins − 1.
 */
export function blocksThatMayVote(
  cs: Float64Array,
  as: Float64Array,
  count: number,
  slopeOf: Float64Array,
  bins: number,
  reach: number,
  minVotes: number,
): Uint8Array {
  const slopes = slopeOf.length;
  const blocks = Math.ceil(slopes / BOUND_BLOCK);
  const may = new Uint8Array(blocks);
  const cover = new Int32Array(bins + 1);
  for (let j = 0; j < blocks; j++) {
    const first = slopeOf[j * BOUND_BLOCK];
    const last = slopeOf[Math.min(slopes, (j + 1) * BOUND_BLOCK) - 1];
    let low = bins;
    let high = 0;
    for (let p = 0; p < count; p++) {
      const b1 = reach + roundHalfUp(cs[p] - first * as[p]);
      const b2 = reach + roundHalfUp(cs[p] - last * as[p]);
      const from = b1 < b2 ? b1 : b2;
      const to = (b1 < b2 ? b2 : b1) + 1;
      cover[from]++;
      cover[to]--;
      if (from < low) low = from;
      if (to > high) high = to;
    }
    // Only the bins touched were counted in, and are cleared again for the next block.
    for (let b = low, covered = 0; b < high; b++) {
      covered += cover[b];
      if (2 * covered >= minVotes) may[j] = 1;
    }
    cover.fill(0, low, high + 1);
  }
  return may;
}
