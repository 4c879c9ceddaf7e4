// The background normalisation after the closing (src/core/clean/enhanced/background.ts, the
// reference): the closed paper's 3 × 3 box blur (rounded means of three, rows then columns),
// the bilinear ×2 upsampling in integers, and normalised = min(255, floor(255 g / paper)) with
// its histogram. The division is a float32 division, 16 pixels a step: 255 g and the paper
// are exact, and a quotient that is not an integer lies at least 1/255 from one, far beyond
// float32's rounding below 256, so the truncation is the integer quotient.
import { count4, divide4, pack16 } from './lanes';

/** Math.round(sum / 3) for a sum of three bytes (never a half): floor((sum + 1) / 3). */
function third(sum: u32): u32 {
  return (sum + 1) / 3;
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
    for (let i = 1; i < sw - 1; i++) {
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
    for (let j = 0; j < pairs; j++) {
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
 * `rows3` holds sw × sh bytes, `across` sh × width u16.
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
): void {
  blurRows(closed, sw, sh, rows3);
  acrossRows(rows3, sw, sh, width, across);
  const w = <usize>width;
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
      if (i8x16.all_true(i8x16.ge_u(g, i8x16.narrow_i16x8_u(lowLevels, highLevels)))) {
        v128.store(out + row + x, i8x16.splat(-1));
        continue;
      }
      const gLow = i16x8.extend_low_i8x16_u(g);
      const gHigh = i16x8.extend_high_i8x16_u(g);
      const a = divide4(i32x4.extend_low_i16x8_u(gLow), i32x4.extend_low_i16x8_u(lowLevels));
      const b = divide4(i32x4.extend_high_i16x8_u(gLow), i32x4.extend_high_i16x8_u(lowLevels));
      const c = divide4(i32x4.extend_low_i16x8_u(gHigh), i32x4.extend_low_i16x8_u(highLevels));
      const d = divide4(i32x4.extend_high_i16x8_u(gHigh), i32x4.extend_high_i16x8_u(highLevels));
      const bytes = pack16(a, b, c, d);
      v128.store(out + row + x, bytes);
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
    const whole = w & ~15;
    for (let k: usize = 0; k < whole; k += 4) count4(hist, load<u32>(out + row + k));
  }
}
