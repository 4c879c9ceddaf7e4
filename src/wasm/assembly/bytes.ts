// Byte-image passes of the enhanced cleaner, 16 pixels a step: the byte mask of
// src/core/clean/byte-mask.ts (maskAtOrBelow) and the half-resolution block maximum of
// src/core/clean/enhanced/flatten/background.ts (halfByMaximum), the TypeScript references. The caller
// hands them strips (whole rows for the block maximum), so the memory stays small.

/** dst[i] = 1 where src[i] <= limit (0..254), else 0, for `count` bytes (dst may be src). */
export function atOrBelow(src: usize, dst: usize, count: i32, limit: i32): void {
  const n = <usize>count;
  const bound = i8x16.splat(<i8>limit);
  const one = i8x16.splat(1);
  let i: usize = 0;
  for (; i + 16 <= n; i += 16) {
    v128.store(dst + i, v128.and(i8x16.le_u(v128.load(src + i), bound), one));
  }
  for (; i < n; i++) store<u8>(dst + i, <u32>load<u8>(src + i) <= <u32>limit ? 1 : 0);
}

/**
 * The maximum of each 2 × 2 block of the `rows` rows (an even count, or the image's last odd
 * row, which then pairs with itself) of `width` bytes at `src` into rows of ceil(width / 2)
 * bytes at `dst`; a last odd column makes blocks of one column.
 */
export function halfMaximum(src: usize, width: i32, rows: i32, dst: usize): void {
  const w = <usize>width;
  const sw = <usize>((width + 1) >> 1);
  const pairs = <usize>(width >> 1);
  for (let y = 0; y < rows; y += 2) {
    const top = src + <usize>y * w;
    const bottom = y + 1 < rows ? top + w : top;
    const out = dst + <usize>(y >> 1) * sw;
    let k: usize = 0;
    for (; k + 16 <= pairs; k += 16) {
      const x = k << 1;
      const a = i8x16.max_u(v128.load(top + x), v128.load(bottom + x));
      const b = i8x16.max_u(v128.load(top + x, 16), v128.load(bottom + x, 16));
      // prettier-ignore
      const even = i8x16.shuffle(a, b, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
      // prettier-ignore
      const odd = i8x16.shuffle(a, b, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
      v128.store(out + k, i8x16.max_u(even, odd));
    }
    for (; k < pairs; k++) {
      const x = k << 1;
      const m = max(
        max(load<u8>(top + x), load<u8>(top + x + 1)),
        max(load<u8>(bottom + x), load<u8>(bottom + x + 1)),
      );
      store<u8>(out + k, m);
    }
    if (width & 1) store<u8>(out + pairs, max(load<u8>(top + w - 1), load<u8>(bottom + w - 1)));
  }
}

/**
 * The indices (from `first` on) of the 16-byte blocks of the `count` bytes at `src` that hold a
 * byte above `above` (0..254; 0: any byte not 0), as i32 at `out` (a last short block counts as a
 * block); returns how many. A mask's paper is passed 64 bytes a step.
 */
export function nonZeroBlocks(src: usize, count: i32, first: i32, out: usize, above: i32): i32 {
  const n = <usize>count;
  const bound = i8x16.splat(<i8>above);
  let k: usize = 0;
  let i: usize = 0;
  for (; i + 64 <= n; i += 64) {
    const a = i8x16.gt_u(v128.load(src + i), bound);
    const b = i8x16.gt_u(v128.load(src + i, 16), bound);
    const c = i8x16.gt_u(v128.load(src + i, 32), bound);
    const d = i8x16.gt_u(v128.load(src + i, 48), bound);
    if (!v128.any_true(v128.or(v128.or(a, b), v128.or(c, d)))) continue;
    const block = first + <i32>(i >> 4);
    if (v128.any_true(a)) store<i32>(out + (k++ << 2), block);
    if (v128.any_true(b)) store<i32>(out + (k++ << 2), block + 1);
    if (v128.any_true(c)) store<i32>(out + (k++ << 2), block + 2);
    if (v128.any_true(d)) store<i32>(out + (k++ << 2), block + 3);
  }
  for (; i < n; i += 16) {
    let any = false;
    const end = min(n, i + 16);
    for (let j = i; j < end; j++) if (<i32>load<u8>(src + j) > above) any = true;
    if (any) store<i32>(out + (k++ << 2), first + <i32>(i >> 4));
  }
  return <i32>k;
}
