// Which slopes of the line finder's Hough table (line-hough.ts) can hold a line at all, found
// before voting. A run's bin, roundHalfUp(c − s·a), moves monotonically with the slope s (each
// step of it is correctly rounded, so monotone), so over a block of consecutive slopes it stays
// between its bins at the block's two ends (its span, here to the next block's first slope). A bin's score is its votes and its
// heavier neighbour's: in any row of the block, at most the runs whose spans meet one of the two
// bins (each run votes once a row). A block where no two neighbouring bins are met by the vote
// floor's runs can never hold a line (votes only fall): its rows are neither cleared nor voted
// in. A signature without ruled lines skips most of the table (at 720p: all but 3 of the 31
// blocks of the rows, where a bound by one bin, twice its runs against the floor, kept 12).
import { roundHalfUp } from '../kernel-helpers/branchless.ts';

/** Slopes judged together: the runs' spans stay a few bins wide. */
export const BOUND_BLOCK = 8;

/**
 * Per block of BOUND_BLOCK slopes, 1 where some bin with a neighbour may score `minVotes`.
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
  // Each run's bin at the block's first slope: the last block's end. A block's span reaches to
  // the next block's first slope (its own last for the last block), so each run's bin is taken
  // once per block, not twice; the span only widens, which keeps it a bound.
  const starts = new Int32Array(count);
  for (let p = 0; p < count; p++) starts[p] = reach + roundHalfUp(cs[p] - slopeOf[0] * as[p]);
  for (let j = 0; j < blocks; j++) {
    const end = slopeOf[Math.min(slopes - 1, (j + 1) * BOUND_BLOCK)];
    let low = bins;
    let high = 0;
    for (let p = 0; p < count; p++) {
      const b1 = starts[p];
      const b2 = reach + roundHalfUp(cs[p] - end * as[p]);
      starts[p] = b2;
      // Counted at c for the pair c, c + 1: a span lo … to − 1 meets the pairs from lo − 1 on.
      const lo = b1 < b2 ? b1 : b2;
      const from = lo > 0 ? lo - 1 : 0;
      const to = (b1 < b2 ? b2 : b1) + 1;
      cover[from]++;
      cover[to]--;
      if (from < low) low = from;
      if (to > high) high = to;
    }
    // Only the bins touched were counted in, and are cleared again for the next block.
    for (let b = low, covered = 0; b < high; b++) {
      covered += cover[b];
      if (covered >= minVotes) {
        may[j] = 1;
        break;
      }
    }
    cover.fill(0, low, high + 1);
  }
  return may;
}
