// Lane helpers shared by the kernels (gray.ts, normalise.ts, stroke-levels.ts).

/** Four lanes of min(255, floor(255 g / b)): 255 where g >= b (b = 0 included). */
export function divide4(g: v128, b: v128): v128 {
  const q = i32x4.trunc_sat_f32x4_s(
    f32x4.div(f32x4.convert_i32x4_s(i32x4.mul(g, i32x4.splat(255))), f32x4.convert_i32x4_s(b)),
  );
  return v128.bitselect(i32x4.splat(255), q, i32x4.ge_s(g, b));
}

/** Sixteen bytes from four i32x4 lanes of values 0–255 (saturating narrow). */
export function pack16(a: v128, b: v128, c: v128, d: v128): v128 {
  return i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
}

/**
 * The four bytes of `word` counted in the four interleaved histograms (4 × 256 u32) at `hist`:
 * the same bin is not incremented back to back.
 */
export function count4(hist: usize, word: u32): void {
  const h0 = hist + ((word & 255) << 2);
  const h1 = hist + 1024 + (((word >>> 8) & 255) << 2);
  const h2 = hist + 2048 + (((word >>> 16) & 255) << 2);
  const h3 = hist + 3072 + ((word >>> 24) << 2);
  store<u32>(h0, load<u32>(h0) + 1);
  store<u32>(h1, load<u32>(h1) + 1);
  store<u32>(h2, load<u32>(h2) + 1);
  store<u32>(h3, load<u32>(h3) + 1);
}
