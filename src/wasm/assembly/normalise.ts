// The background normalisation after the closing (src/core/clean/enhanced/flatten/background.ts, the
// reference): the closed paper's 3 × 3 box blur (rounded means of three, rows then columns),
// the bilinear ×2 upsampling in integers, and normalised = min(255, floor(255 g / paper)) with
// its histogram. The division is a float32 division, 16 pixels a step: 255 g and the paper
// are exact, and a quotient that is not an integer lies at least 1/255 from one, far beyond
// float32's rounding below 256, so the truncation is the integer quotient.
import { pack16 } from './lanes';
import { clearPairs, countPairs, foldPairs, PAPER_FROM } from './pair-histogram';
import { darkRun, darkTail } from './dark-blocks';

/** Four lanes of trunc(n / b) for n = 255 g (float32: exact, see the header); g ≥ b lanes are the
 * caller's (b = 0 gives +∞ or NaN, saturated to the i32 maximum or 0). */
function quotient4(n: v128, b: v128): v128 {
  return i32x4.trunc_sat_f32x4_s(f32x4.div(f32x4.convert_i32x4_s(n), f32x4.convert_i32x4_s(b)));
}

/** Math.round(sum / 3) for a sum of three bytes (never a half): floor((sum + 1) / 3). */
function third(sum: u32): u32 {
  return (sum + 1) / 3;
}

/** Eight lanes of third(sum) for sums up to 765: (sum · 10923 + 2^14) >> 15 (a rounding Q15
 * product) is floor(sum / 3 + ½ + at most 0.008), and sum / 3 + ½ lies at least 1/6 below the
 * next integer, so it is round(sum / 3) = floor((sum + 1) / 3) (checked for every sum). */
function third8(sum: v128): v128 {
  return i16x8.q15mulr_sat_s(sum, i16x8.splat(10923));
}

/** third() of three byte vectors' sums, the low and high eight lanes. */
function thirdLow(a: v128, b: v128, c: v128): v128 {
  return third8(
    i16x8.add(
      i16x8.add(i16x8.extend_low_i8x16_u(a), i16x8.extend_low_i8x16_u(b)),
      i16x8.extend_low_i8x16_u(c),
    ),
  );
}

function thirdHigh(a: v128, b: v128, c: v128): v128 {
  return third8(
    i16x8.add(
      i16x8.add(i16x8.extend_high_i8x16_u(a), i16x8.extend_high_i8x16_u(b)),
      i16x8.extend_high_i8x16_u(c),
    ),
  );
}

/** The row half of the blur (edges clamped) of the sw × sh bytes at `closed` into `rows3`. */
function blurRows(closed: usize, sw: i32, sh: i32, rows3: usize): void {
  for (let r = 0; r < sh; r++) {
    const row = closed + <usize>(r * sw);
    const out = rows3 + <usize>(r * sw);
    if (sw == 1) {
      store<u8>(out, third(3 * <u32>load<u8>(row)));
      continue;
    }
    store<u8>(out, third(2 * <u32>load<u8>(row) + <u32>load<u8>(row, 1)));
    let i = 1;
    // Sixteen at a time while the right neighbours stay inside the row.
    for (; i + 16 <= sw - 1; i += 16) {
      const p = row + <usize>i;
      const a = v128.load(p - 1);
      const b = v128.load(p);
      const c = v128.load(p + 1);
      v128.store(out + <usize>i, i8x16.narrow_i16x8_u(thirdLow(a, b, c), thirdHigh(a, b, c)));
    }
    for (; i < sw - 1; i++) {
      const p = row + <usize>i;
      store<u8>(
        out + <usize>i,
        third(<u32>load<u8>(p - 1) + <u32>load<u8>(p) + <u32>load<u8>(p + 1)),
      );
    }
    const last = <usize>(sw - 1);
    store<u8>(out + last, third(<u32>load<u8>(row + last - 1) + 2 * <u32>load<u8>(row + last)));
  }
}

/** across[r · width + x] = 3a + b along small row r of the blurred paper (background.ts). */
function acrossRows(rows3: usize, sw: i32, sh: i32, width: i32, across: usize): void {
  const pairs = width >> 1;
  for (let r = 0; r < sh; r++) {
    const mid = rows3 + <usize>(r * sw);
    const up = r > 0 ? mid - <usize>sw : mid;
    const down = r < sh - 1 ? mid + <usize>sw : mid;
    const target = across + ((<usize>(r * width)) << 1);
    let before = third(<u32>load<u8>(up) + <u32>load<u8>(mid) + <u32>load<u8>(down));
    let centre = before;
    let j = 0;
    if (pairs > 0) {
      // Pair 0 (its left neighbour clamped to itself), then eight pairs a step while the 16
      // column means from j − 1 on lie inside the row.
      const k: usize = 1 < sw ? 1 : 0;
      const after = third(<u32>load<u8>(up + k) + <u32>load<u8>(mid + k) + <u32>load<u8>(down + k));
      store<u32>(target, (3 * centre + before) | ((3 * centre + after) << 16));
      before = centre;
      centre = after;
      j = 1;
    }
    for (; j + 15 <= sw && j + 8 <= pairs; j += 8) {
      const k = <usize>(j - 1);
      const a = v128.load(up + k);
      const b = v128.load(mid + k);
      const c = v128.load(down + k);
      // Column means j − 1 … j + 6 (low) and j + 7 … j + 14 (high), 16-bit lanes.
      const low = thirdLow(a, b, c);
      const high = thirdHigh(a, b, c);
      const centres = i8x16.shuffle(
        low,
        high,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
      );
      const afters = i8x16.shuffle(
        low,
        high,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19,
      );
      const triple = i16x8.mul(centres, i16x8.splat(3));
      const even = i16x8.add(triple, low);
      const odd = i16x8.add(triple, afters);
      const at = target + ((<usize>j) << 2);
      v128.store(
        at,
        i8x16.shuffle(even, odd, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23),
      );
      v128.store(
        at,
        i8x16.shuffle(even, odd, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31),
        16,
      );
      before = <u32>i16x8.extract_lane_u(centres, 7);
      centre = <u32>i16x8.extract_lane_u(afters, 7);
    }
    for (; j < pairs; j++) {
      const k = <usize>(j + 1 < sw ? j + 1 : j);
      const after = third(<u32>load<u8>(up + k) + <u32>load<u8>(mid + k) + <u32>load<u8>(down + k));
      store<u32>(target + ((<usize>j) << 2), (3 * centre + before) | ((3 * centre + after) << 16));
      before = centre;
      centre = after;
    }
    if (width & 1) store<u16>(target + ((<usize>(width - 1)) << 1), 3 * centre + before);
  }
}

/**
 * The normalised image of the width × height grey at `gray` against the sw × sh closed paper at
 * `closed` into `out`, its histogram added to `hist` (4 × 256 u32, summed by the caller).
 * `rows3` holds sw × sh bytes, `across` sh × width u16, `pairs` PAIR_BYTES (pair-histogram.ts; cleared here).
 * Returns how many dark blocks (16 bytes of `out` holding a level below PAPER_FROM) it listed
 * as i32 at `dark` (room for one a block; dark-blocks.ts).
 */
export function normalise(
  gray: usize,
  width: i32,
  height: i32,
  closed: usize,
  sw: i32,
  sh: i32,
  rows3: usize,
  across: usize,
  out: usize,
  hist: usize,
  pairs: usize,
  dark: usize,
): i32 {
  clearPairs(pairs);
  blurRows(closed, sw, sh, rows3);
  acrossRows(rows3, sw, sh, width, across);
  const w = <usize>width;
  let listed: usize = 0;
  let found: usize = 0;
  for (let y = 0; y < height; y++) {
    const centre = y >> 1;
    const near = across + ((<usize>(min(sh - 1, centre) * width)) << 1);
    const far =
      across + ((<usize>(min(sh - 1, max(0, y & 1 ? centre + 1 : centre - 1)) * width)) << 1);
    const row = <usize>(y * width);
    let x: usize = 0;
    for (; x + 16 <= w; x += 16) {
      const g = v128.load(gray + row + x);
      // The paper levels (3 near + far + 8) >> 4 of 16 pixels, eight 16-bit lanes at a time.
      const lowLevels = i16x8.shr_u(
        i16x8.add(
          i16x8.add(
            i16x8.mul(v128.load(near + (x << 1)), i16x8.splat(3)),
            v128.load(far + (x << 1)),
          ),
          i16x8.splat(8),
        ),
        4,
      );
      const highLevels = i16x8.shr_u(
        i16x8.add(
          i16x8.add(
            i16x8.mul(v128.load(near + (x << 1), 16), i16x8.splat(3)),
            v128.load(far + (x << 1), 16),
          ),
          i16x8.splat(8),
        ),
        4,
      );
      // Paper: every grey at or above its level gives 255, without the divisions.
      const paper = i8x16.ge_u(g, i8x16.narrow_i16x8_u(lowLevels, highLevels));
      if (i8x16.all_true(paper)) {
        v128.store(out + row + x, i8x16.splat(-1));
        continue;
      }
      // 255 g in 16-bit lanes (at most 65,025); the lanes with g ≥ level are set to 255 by `paper`
      // after the packing (their quotients, ≥ 255 or 0/0, saturate or are overwritten).
      const gLow = i16x8.mul(i16x8.extend_low_i8x16_u(g), i16x8.splat(255));
      const gHigh = i16x8.mul(i16x8.extend_high_i8x16_u(g), i16x8.splat(255));
      const a = quotient4(i32x4.extend_low_i16x8_u(gLow), i32x4.extend_low_i16x8_u(lowLevels));
      const b = quotient4(i32x4.extend_high_i16x8_u(gLow), i32x4.extend_high_i16x8_u(lowLevels));
      const c = quotient4(i32x4.extend_low_i16x8_u(gHigh), i32x4.extend_low_i16x8_u(highLevels));
      const d = quotient4(i32x4.extend_high_i16x8_u(gHigh), i32x4.extend_high_i16x8_u(highLevels));
      v128.store(out + row + x, v128.or(pack16(a, b, c, d), paper));
    }
    for (; x < w; x++) {
      const level: u32 =
        (3 * <u32>load<u16>(near + (x << 1)) + <u32>load<u16>(far + (x << 1)) + 8) >> 4;
      const g = <u32>load<u8>(gray + row + x);
      const v = g >= level ? 255 : (255 * g) / level;
      store<u8>(out + row + x, v);
      store<u32>(hist + (v << 2), load<u32>(hist + (v << 2)) + 1);
    }
    // The row's histogram in a pass of its own: counted inside the vector loop it cost twice as
    // much (the divisions and the counts' stores contend).
    // Rows of whole blocks: the count's own test lists the dark blocks; else the whole blocks
    // written so far are read again (in cache).
    const whole = (w & 15) == 0;
    found = countPairs(out + row, w & ~15, pairs, hist, whole ? dark : 0, found, <i32>(row >> 4));
    const upTo = (row + w) & ~15;
    if (!whole) found = darkRun(out, listed, upTo, dark, found, PAPER_FROM);
    listed = upTo;
  }
  foldPairs(pairs, hist);
  return <i32>darkTail(out, listed, <usize>(height * width), dark, found, PAPER_FROM);
}
