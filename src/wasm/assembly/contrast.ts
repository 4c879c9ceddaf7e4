// The edge threshold's 3 × 3 contrast image, 16 pixels a step: round(255 (max − min) /
// (max + min + 1)) over each pixel's clamped 3 × 3 neighbourhood, with its histogram. The
// TypeScript in src/core/clean/enhanced/thresholds/contrast.ts is the reference (a 64 KiB table there).
//
// Here the quotient is floor((510 d + s) / (2 s)) with d = max − min, s = max + min + 1, which is
// Math.round(255 d / s) (a tie n + ½ is exact on both sides), computed as a float32 division:
// numerator (≤ 130,561) and denominator (≤ 1022) are exact, and a quotient that is not an integer
// lies at least 1/1022 from one, far beyond the division's rounding (every pair is tested).
import { count4, pack16 } from './lanes';

/** Four lanes of floor((510 d + s) / (2 s)) from i32 lanes d and s. */
function quotient4(d: v128, s: v128): v128 {
  const num = i32x4.add(i32x4.mul(d, i32x4.splat(510)), s);
  const den = i32x4.shl(s, 1);
  return i32x4.trunc_sat_f32x4_s(f32x4.div(f32x4.convert_i32x4_s(num), f32x4.convert_i32x4_s(den)));
}

/** The contrast of max and min (bytes) in one step of scalar code. */
function contrastOf(hi: u32, lo: u32): u32 {
  const s = hi + lo + 1;
  return (510 * (hi - lo) + s) / (2 * s);
}

/**
 * The contrast of the `rows` rows of `width` bytes at `src` into `dst`, counted in the four
 * interleaved histograms (4 × 256 u32) at `hist`. The row before the first (`src` − width) and
 * the row after the last are there too (the caller repeats the image's edge rows). `colMax`
 * and `colMin` hold width + 2 bytes each: one row's maxima and minima down its column of three,
 * with the edge column repeated at both ends.
 */
export function contrast(
  src: usize,
  width: i32,
  rows: i32,
  dst: usize,
  colMax: usize,
  colMin: usize,
  hist: usize,
): void {
  const w = <usize>width;
  for (let y = 0; y < rows; y++) {
    const mid = src + <usize>y * w;
    const up = mid - w;
    const down = mid + w;
    let x: usize = 0;
    for (; x + 16 <= w; x += 16) {
      const a = v128.load(up + x);
      const b = v128.load(mid + x);
      const c = v128.load(down + x);
      v128.store(colMax + 1 + x, i8x16.max_u(i8x16.max_u(a, b), c));
      v128.store(colMin + 1 + x, i8x16.min_u(i8x16.min_u(a, b), c));
    }
    for (; x < w; x++) {
      const a = load<u8>(up + x);
      const b = load<u8>(mid + x);
      const c = load<u8>(down + x);
      store<u8>(colMax + 1 + x, max(max(a, b), c));
      store<u8>(colMin + 1 + x, min(min(a, b), c));
    }
    store<u8>(colMax, load<u8>(colMax + 1));
    store<u8>(colMin, load<u8>(colMin + 1));
    store<u8>(colMax + w + 1, load<u8>(colMax + w));
    store<u8>(colMin + w + 1, load<u8>(colMin + w));
    const out = dst + <usize>y * w;
    x = 0;
    for (; x + 16 <= w; x += 16) {
      const hi = i8x16.max_u(
        i8x16.max_u(v128.load(colMax + x), v128.load(colMax + x, 1)),
        v128.load(colMax + x, 2),
      );
      const lo = i8x16.min_u(
        i8x16.min_u(v128.load(colMin + x), v128.load(colMin + x, 1)),
        v128.load(colMin + x, 2),
      );
      const d = i8x16.sub(hi, lo);
      // s = hi + lo + 1 needs 9 bits: widened to 16, then 32 bits.
      const sLow = i16x8.add(
        i16x8.add(i16x8.extend_low_i8x16_u(hi), i16x8.extend_low_i8x16_u(lo)),
        i16x8.splat(1),
      );
      const sHigh = i16x8.add(
        i16x8.add(i16x8.extend_high_i8x16_u(hi), i16x8.extend_high_i8x16_u(lo)),
        i16x8.splat(1),
      );
      const dLow = i16x8.extend_low_i8x16_u(d);
      const dHigh = i16x8.extend_high_i8x16_u(d);
      const q = pack16(
        quotient4(i32x4.extend_low_i16x8_u(dLow), i32x4.extend_low_i16x8_u(sLow)),
        quotient4(i32x4.extend_high_i16x8_u(dLow), i32x4.extend_high_i16x8_u(sLow)),
        quotient4(i32x4.extend_low_i16x8_u(dHigh), i32x4.extend_low_i16x8_u(sHigh)),
        quotient4(i32x4.extend_high_i16x8_u(dHigh), i32x4.extend_high_i16x8_u(sHigh)),
      );
      v128.store(out + x, q);
      for (let k: usize = 0; k < 16; k += 4) count4(hist, load<u32>(out + x + k));
    }
    for (; x < w; x++) {
      const hi = max(max(load<u8>(colMax + x), load<u8>(colMax + x + 1)), load<u8>(colMax + x + 2));
      const lo = min(min(load<u8>(colMin + x), load<u8>(colMin + x + 1)), load<u8>(colMin + x + 2));
      const v = contrastOf(hi, lo);
      store<u8>(out + x, v);
      // The tail's pixels go to the histogram of their column's lane, as the words' do.
      const h = hist + ((x & 3) << 10) + (v << 2);
      store<u32>(h, load<u32>(h) + 1);
    }
  }
}
