// The normalised image's dark blocks (src/core/clean/enhanced/flatten/dark-blocks.ts, the reference):
// the 16-byte blocks holding a level below `below`, listed by the normalisation (normalise.ts)
// row by row, while each row it wrote is still in cache; 64 bytes a step where it can.

/**
 * The 16-byte blocks of the bytes from `from` to `to` (a multiple of 16 apart) after `src` that
 * hold a byte below `below` (1..255), their indices (offset / 16) written as i32 at `out` from
 * entry `k` on, in increasing order; returns the entries written in all.
 */
export function darkRun(
  src: usize,
  from: usize,
  to: usize,
  out: usize,
  k: usize,
  below: i32,
): usize {
  const bound = i8x16.splat(<i8>below);
  let i = from;
  for (; i + 64 <= to; i += 64) {
    const a = v128.load(src + i);
    const b = v128.load(src + i, 16);
    const c = v128.load(src + i, 32);
    const d = v128.load(src + i, 48);
    // Paper (nothing below) passes with one compare of the four blocks' minimum.
    if (i8x16.all_true(i8x16.ge_u(i8x16.min_u(i8x16.min_u(a, b), i8x16.min_u(c, d)), bound))) {
      continue;
    }
    const block = <i32>(i >> 4);
    if (v128.any_true(i8x16.lt_u(a, bound))) store<i32>(out + (k++ << 2), block);
    if (v128.any_true(i8x16.lt_u(b, bound))) store<i32>(out + (k++ << 2), block + 1);
    if (v128.any_true(i8x16.lt_u(c, bound))) store<i32>(out + (k++ << 2), block + 2);
    if (v128.any_true(i8x16.lt_u(d, bound))) store<i32>(out + (k++ << 2), block + 3);
  }
  for (; i < to; i += 16) {
    if (v128.any_true(i8x16.lt_u(v128.load(src + i), bound))) {
      store<i32>(out + (k++ << 2), <i32>(i >> 4));
    }
  }
  return k;
}

/** The last short block (bytes `from` … `count` − 1 after `src`, fewer than 16) listed at `out`
 * entry `k` when it holds a byte below `below`; returns the entries written in all. */
export function darkTail(
  src: usize,
  from: usize,
  count: usize,
  out: usize,
  k: usize,
  below: i32,
): usize {
  let any = false;
  for (let j = from; j < count; j++) if (<i32>load<u8>(src + j) < below) any = true;
  if (any) store<i32>(out + (k++ << 2), <i32>(from >> 4));
  return k;
}
