// The edge threshold's 3 × 3 contrast image (src/core/clean/enhanced/contrast.ts, the reference):
// (max − min) / (max + min) over each pixel's neighbourhood, edges clamped, rounded to 0..255,
// with its histogram. The maximum and minimum down each column of three, then across, 16 pixels
// a step; the reference's table round(255 (max − min) / (max + min + 1)) is a float32 division
// here: an exact half is exact in float32 too, and any other quotient lies at least 1/1022 from
// a half, far beyond float32's error below 256, so adding ½ and truncating rounds as it does.
import { count4, pack16 } from './lanes';

/** The contrast of one max and min (the reference's table entry). */
function contrastOf(max: u32, min: u32): u32 {
  const difference: u32 = 255 * (max - min);
  const sum: u32 = max + min + 1;
  return <u32>(<f32>difference / <f32>sum + <f32>0.5);
}

/** Four lanes of contrastOf from i32 lanes of max − min and max + min + 1. */
function contrast4(difference: v128, sum: v128): v128 {
  const q = f32x4.div(
    f32x4.convert_i32x4_u(i32x4.mul(difference, i32x4.splat(255))),
    f32x4.convert_i32x4_u(sum),
  );
  return i32x4.trunc_sat_f32x4_u(f32x4.add(q, f32x4.splat(0.5)));
}

/**
 * The contrast of the width × height bytes at `src` into `out`, its histogram added to `hist`
 * (4 × 256 u32); `columnMax` and `columnMin` hold `width` bytes each.
 */
export function contrast(
  src: usize,
  width: i32,
  height: i32,
  out: usize,
  hist: usize,
  columnMax: usize,
  columnMin: usize,
): void {
  const w = <usize>width;
  for (let y = 0; y < height; y++) {
    const row = src + <usize>y * w;
    const up = y > 0 ? row - w : row;
    const down = y < height - 1 ? row + w : row;
    let x: usize = 0;
    for (; x + 16 <= w; x += 16) {
      const a = v128.load(up + x);
      const b = v128.load(row + x);
      const c = v128.load(down + x);
      v128.store(columnMax + x, i8x16.max_u(i8x16.max_u(a, b), c));
      v128.store(columnMin + x, i8x16.min_u(i8x16.min_u(a, b), c));
    }
    for (; x < w; x++) {
      const a = load<u8>(up + x);
      const b = load<u8>(row + x);
      const c = load<u8>(down + x);
      store<u8>(columnMax + x, max(max(a, b), c));
      store<u8>(columnMin + x, min(min(a, b), c));
    }
    const target = out + <usize>y * w;
    // The first pixel, then 16 a step while the right neighbours lie inside the row, then the
    // rest one by one (the last pixel's right neighbour is itself).
    x = 0;
    if (w > 0) {
      const right: usize = w > 1 ? 1 : 0;
      const hi = max(load<u8>(columnMax), load<u8>(columnMax + right));
      const lo = min(load<u8>(columnMin), load<u8>(columnMin + right));
      store<u8>(target, contrastOf(hi, lo));
      x = 1;
    }
    for (; x + 17 <= w; x += 16) {
      const hi = i8x16.max_u(
        i8x16.max_u(v128.load(columnMax + x - 1), v128.load(columnMax + x)),
        v128.load(columnMax + x + 1),
      );
      const lo = i8x16.min_u(
        i8x16.min_u(v128.load(columnMin + x - 1), v128.load(columnMin + x)),
        v128.load(columnMin + x + 1),
      );
      const difference = i8x16.sub(hi, lo);
      const dLow = i16x8.extend_low_i8x16_u(difference);
      const dHigh = i16x8.extend_high_i8x16_u(difference);
      const one = i16x8.splat(1);
      const sLow = i16x8.add(
        i16x8.add(i16x8.extend_low_i8x16_u(hi), i16x8.extend_low_i8x16_u(lo)),
        one,
      );
      const sHigh = i16x8.add(
        i16x8.add(i16x8.extend_high_i8x16_u(hi), i16x8.extend_high_i8x16_u(lo)),
        one,
      );
      const v = pack16(
        contrast4(i32x4.extend_low_i16x8_u(dLow), i32x4.extend_low_i16x8_u(sLow)),
        contrast4(i32x4.extend_high_i16x8_u(dLow), i32x4.extend_high_i16x8_u(sLow)),
        contrast4(i32x4.extend_low_i16x8_u(dHigh), i32x4.extend_low_i16x8_u(sHigh)),
        contrast4(i32x4.extend_high_i16x8_u(dHigh), i32x4.extend_high_i16x8_u(sHigh)),
      );
      v128.store(target + x, v);
    }
    for (; x < w; x++) {
      const right = x + 1 < w ? x + 1 : x;
      const hi = max(
        max(load<u8>(columnMax + x - 1), load<u8>(columnMax + x)),
        load<u8>(columnMax + right),
      );
      const lo = min(
        min(load<u8>(columnMin + x - 1), load<u8>(columnMin + x)),
        load<u8>(columnMin + right),
      );
      store<u8>(target + x, contrastOf(hi, lo));
    }
    // The row's histogram, four bytes a step, in a pass of its own.
    x = 0;
    for (; x + 4 <= w; x += 4) count4(hist, load<u32>(target + x));
    for (; x < w; x++) {
      const h = hist + ((<usize>load<u8>(target + x)) << 2);
      store<u32>(h, load<u32>(h) + 1);
    }
  }
}
