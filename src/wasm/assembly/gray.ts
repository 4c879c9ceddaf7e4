// Grey images from RGBA, 16 pixels a step: the spec's exact grey and the enhanced cleaner's
// colour projection, each with the histogram counted when `hist` is not 0. The TypeScript in
// src/core/clean/grayscale.ts and enhanced/ink-projection.ts is the reference; these give the
// same bytes (tests in src/wasm/).
//
// Spec: floor((299 R + 587 G + 114 B + 500) / 1000) as a float32 product with 0.001: the sum is
// below 2^18 and exact in float32, and on every sum from 0 to 255,500 the truncated product
// equals the integer quotient (float32's 0.001 is a hair above 0.001, so multiples of 1000 do
// not fall short; the other sums are at least 0.001 from the next integer, far more than the
// product's rounding). Checked on all 16.7 M colours by the tests.
import { count4, pack16 } from './lanes';

function specGray4(p: usize): v128 {
  const v = v128.load(p);
  const byte = i32x4.splat(255);
  const r = v128.and(v, byte);
  const g = v128.and(i32x4.shr_u(v, 8), byte);
  const b = v128.and(i32x4.shr_u(v, 16), byte);
  const sum = i32x4.add(
    i32x4.add(i32x4.mul(r, i32x4.splat(299)), i32x4.mul(g, i32x4.splat(587))),
    i32x4.add(i32x4.mul(b, i32x4.splat(114)), i32x4.splat(500)),
  );
  return i32x4.trunc_sat_f32x4_s(f32x4.mul(f32x4.convert_i32x4_s(sum), f32x4.splat(<f32>0.001)));
}

/** (wr R + wg G + wb B + 32768) >> 16 with weights summing to 65536: at most 255 · 65536 + 32768. */
function projectGray4(p: usize, wr: v128, wg: v128, wb: v128): v128 {
  const v = v128.load(p);
  const byte = i32x4.splat(255);
  const r = v128.and(v, byte);
  const g = v128.and(i32x4.shr_u(v, 8), byte);
  const b = v128.and(i32x4.shr_u(v, 16), byte);
  const sum = i32x4.add(
    i32x4.add(i32x4.mul(r, wr), i32x4.mul(g, wg)),
    i32x4.add(i32x4.mul(b, wb), i32x4.splat(32768)),
  );
  return i32x4.shr_u(sum, 16);
}

/** Sixteen grey levels (each 0..255 in an i32 lane) packed into one vector of bytes. */
/** Sixteen bytes at `gray` counted in the four interleaved histograms at `hist`. */
function count16(hist: usize, gray: usize): void {
  for (let k: usize = 0; k < 16; k += 4) count4(hist, load<u32>(gray + k));
}

/**
 * The spec's grey of `count` RGBA pixels at `src` into `dst`; with `hist` (4 × 256 u32, summed by
 * the caller) the grey's histogram is added to it.
 */
export function specGray(src: usize, dst: usize, count: i32, hist: usize): void {
  const n = <usize>count;
  let i: usize = 0;
  for (; i + 16 <= n; i += 16) {
    const p = src + (i << 2);
    v128.store(
      dst + i,
      pack16(specGray4(p), specGray4(p + 16), specGray4(p + 32), specGray4(p + 48)),
    );
    if (hist) count16(hist, dst + i);
  }
  for (; i < n; i++) {
    const p = src + (i << 2);
    const sum = 299 * <u32>load<u8>(p) + 587 * <u32>load<u8>(p, 1) + 114 * <u32>load<u8>(p, 2);
    const level = (sum + 500) / 1000;
    store<u8>(dst + i, level);
    if (hist) store<u32>(hist + (level << 2), load<u32>(hist + (level << 2)) + 1);
  }
}

/** The colour projection's grey (enhanced/ink-projection.ts), weights in 1/65536. */
export function projectedGray(
  src: usize,
  dst: usize,
  count: i32,
  hist: usize,
  wr: i32,
  wg: i32,
  wb: i32,
): void {
  const n = <usize>count;
  const r = i32x4.splat(wr);
  const g = i32x4.splat(wg);
  const b = i32x4.splat(wb);
  let i: usize = 0;
  for (; i + 16 <= n; i += 16) {
    const p = src + (i << 2);
    v128.store(
      dst + i,
      pack16(
        projectGray4(p, r, g, b),
        projectGray4(p + 16, r, g, b),
        projectGray4(p + 32, r, g, b),
        projectGray4(p + 48, r, g, b),
      ),
    );
    if (hist) count16(hist, dst + i);
  }
  for (; i < n; i++) {
    const p = src + (i << 2);
    const sum = wr * <i32>load<u8>(p) + wg * <i32>load<u8>(p, 1) + wb * <i32>load<u8>(p, 2);
    const level = (<u32>(sum + 32768)) >>> 16;
    store<u8>(dst + i, level);
    if (hist) store<u32>(hist + (level << 2), load<u32>(hist + (level << 2)) + 1);
  }
}
