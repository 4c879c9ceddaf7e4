// The normalisation kernel's histogram (normalise.ts): on a page the normalised paper fills
// 16-byte blocks with levels near 255, and such a block is counted a pair of neighbouring
// pixels at a time in a 64 × 64 table of pairs, folded into the histogram once at the end —
// half the increments of counting byte by byte. Any other block is counted byte by byte.
import { count4 } from './lanes';

/** The paper's levels (normalised, at or above this) are counted two pixels at a time. */
const PAIR_FROM: i32 = 192;
/** The table of pairs: 64 × 64 u32, right after the four histograms. */
export const PAIR_TABLE: usize = 4 * 256 * 4;

/** One more of the pair at byte `offset` (a % 64 << 8 | b % 64 << 2) of the table at `pairs`. */
function countPair(pairs: usize, offset: u32): void {
  const at = pairs + <usize>offset;
  store<u32>(at, load<u32>(at) + 1);
}

/**
 * The `whole` bytes (a multiple of 16) at `p` counted in the histograms at `hist`. A block of
 * 16 levels all at or above PAIR_FROM (paper) is counted a pair of neighbours at a time in the
 * 64 × 64 table after them (half the counts; the table is folded into the histogram once, by
 * foldPairs); any other block byte by byte.
 */
export function countRow(hist: usize, p: usize, whole: usize): void {
  const pairs = hist + PAIR_TABLE;
  const from = i8x16.splat(<i8>PAIR_FROM);
  for (let k: usize = 0; k < whole; k += 16) {
    const v = v128.load(p + k);
    if (!i8x16.all_true(i8x16.ge_u(v, from))) {
      for (let j: usize = 0; j < 16; j += 4) count4(hist, load<u32>(p + k + j));
      continue;
    }
    // Each u16 lane holds a (low byte) and b (high byte), both 192..255: a % 64 << 8 |
    // b % 64 << 2 is the byte offset of the pair's count.
    const t = v128.and(v, i8x16.splat(63));
    const offsets = v128.or(i16x8.shl(v128.and(t, i16x8.splat(0xff)), 8), i16x8.shr_u(t, 6));
    countPair(pairs, i16x8.extract_lane_u(offsets, 0));
    countPair(pairs, i16x8.extract_lane_u(offsets, 1));
    countPair(pairs, i16x8.extract_lane_u(offsets, 2));
    countPair(pairs, i16x8.extract_lane_u(offsets, 3));
    countPair(pairs, i16x8.extract_lane_u(offsets, 4));
    countPair(pairs, i16x8.extract_lane_u(offsets, 5));
    countPair(pairs, i16x8.extract_lane_u(offsets, 6));
    countPair(pairs, i16x8.extract_lane_u(offsets, 7));
  }
}

/** The pair table's counts added to both levels of each pair (in the first histogram). */
export function foldPairs(hist: usize): void {
  const pairs = hist + PAIR_TABLE;
  for (let a: usize = 0; a < 64; a++) {
    for (let b: usize = 0; b < 64; b++) {
      const count = load<u32>(pairs + ((a * 64 + b) << 2));
      const first = hist + ((<usize>PAIR_FROM + a) << 2);
      const second = hist + ((<usize>PAIR_FROM + b) << 2);
      store<u32>(first, load<u32>(first) + count);
      store<u32>(second, load<u32>(second) + count);
    }
  }
}
