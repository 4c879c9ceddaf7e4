// The normalisation's histogram (normalise.ts) counted by pairs of neighbours where the levels
// are paper's: a block of 16 levels all at or above PAPER_FROM counts its eight pairs of
// neighbours, each pair one u32 in a small table indexed by the two levels' low six bits, folded
// into the histogram once at the end; a block of 16 equal levels (flat paper at 255) counts at
// once; any other block (ink, 2% of a 720p frame's) a level at a time in the four interleaved
// histograms (count4). Half the read-modify-writes of counting each level, and a pair is read
// as one u16, so nothing is extracted from a vector. Counted a level at a time, the 720p frame's
// histogram took half of the normalisation kernel. The table touches 16 KB (64 rows of 64
// entries, 1 KB apart): a table of every pair (256 KB) was as fast alone but pushed the next
// passes' data out of the cache.
import { count4 } from './lanes';

/** Blocks whose levels are all at or above this (64 levels: six bits) are counted by pairs; the
 * others are the normalisation's dark blocks (dark-blocks.ts). */
export const PAPER_FROM: u8 = 192;
/** The table's bytes: 64 rows of 256 u32 (first | second << 8, each level's low six bits), of
 * which each row's first 64 are used. */
export const PAIR_BYTES: i32 = 64 << 10;

/** The pair table's used entries set to 0. */
export function clearPairs(pairs: usize): void {
  for (let row: usize = 0; row < 64; row++) memory.fill(pairs + (row << 10), 0, 256);
}

/** One pair of neighbours at `p` counted in the table. */
function countPair(pairs: usize, p: usize): void {
  const t = pairs + ((<usize>(load<u16>(p) & 0x3f3f)) << 2);
  store<u32>(t, load<u32>(t) + 1);
}

/** The `whole` levels at `row` (a multiple of 16) counted into `hist` (4 × 256 u32) and the
 * pair table at `pairs` (cleared by clearPairs, folded by foldPairs). With `dark` (not 0), the
 * row's blocks holding a level below PAPER_FROM are listed there as i32 from entry `found` on,
 * the row's first block being block `first`; returns the entries written in all. */
export function countPairs(
  row: usize,
  whole: usize,
  pairs: usize,
  hist: usize,
  dark: usize,
  found: usize,
  first: i32,
): usize {
  for (let k: usize = 0; k < whole; k += 16) {
    const p = row + k;
    const v = v128.load(p);
    if (!i8x16.all_true(i8x16.ge_u(v, i8x16.splat(PAPER_FROM)))) {
      for (let b: usize = 0; b < 16; b += 4) count4(hist, load<u32>(p + b));
      if (dark != 0) store<i32>(dark + (found++ << 2), first + <i32>(k >> 4));
      continue;
    }
    // Equal neighbours would count into one entry back to back, each waiting on the last.
    const first = <usize>load<u8>(p);
    if (i8x16.all_true(i8x16.eq(v, i8x16.splat(<u8>first)))) {
      store<u32>(hist + (first << 2), load<u32>(hist + (first << 2)) + 16);
      continue;
    }
    countPair(pairs, p);
    countPair(pairs, p + 2);
    countPair(pairs, p + 4);
    countPair(pairs, p + 6);
    countPair(pairs, p + 8);
    countPair(pairs, p + 10);
    countPair(pairs, p + 12);
    countPair(pairs, p + 14);
  }
  return found;
}

/** The pair table at `pairs` added into the histogram at `hist`: entry first | second << 8
 * counts PAPER_FROM + first (summed down the table's columns, into the first of hist's four
 * copies) and PAPER_FROM + second (summed along its rows, into the second copy). */
export function foldPairs(pairs: usize, hist: usize): void {
  const firsts = hist + ((<usize>PAPER_FROM) << 2);
  const seconds = hist + 1024 + ((<usize>PAPER_FROM) << 2);
  for (let second: usize = 0; second < 64; second++) {
    const at = pairs + (second << 10);
    let sum = i32x4.splat(0);
    for (let first: usize = 0; first < 256; first += 16) {
      const v = v128.load(at + first);
      sum = i32x4.add(sum, v);
      v128.store(firsts + first, i32x4.add(v128.load(firsts + first), v));
    }
    const total =
      i32x4.extract_lane(sum, 0) +
      i32x4.extract_lane(sum, 1) +
      i32x4.extract_lane(sum, 2) +
      i32x4.extract_lane(sum, 3);
    const h = seconds + (second << 2);
    store<u32>(h, load<u32>(h) + <u32>total);
  }
}
