// The edge threshold after its contrast image (addEdgeInk in
// src/core/clean/enhanced/thresholds/edge-threshold.ts is the reference): the edge pixels (contrast above
// the edge level) listed row by row as edgeColumns lists them; then per column the count, sum and sum of squares of the edge pixels' levels in the
// band of rows y − r … y + r, slid down the picture; along each row the window's sums, and a
// pixel is ink where its window holds enough edges and it is no brighter than their mean + √k2
// deviations. Bit for bit the reference's: the columns are i32 as there, the window's sums the
// same whole numbers, and the test the same float64 operations in the same order.

/** Adds `sign` × row y's edge pixels to the columns; returns how many there are. */
function slide(
  norm: usize,
  width: i32,
  start: usize,
  xs: usize,
  columns: usize,
  pad: i32,
  y: i32,
  sign: i32,
): i32 {
  const row = <usize>(y * width);
  const from = load<i32>(start + ((<usize>y) << 2));
  const to = load<i32>(start + ((<usize>(y + 1)) << 2));
  for (let k = from; k < to; k++) {
    const x = load<i32>(xs + ((<usize>k) << 2));
    const v = <i32>load<u8>(norm + row + <usize>x);
    const c = columns + ((<usize>(3 * (x + pad))) << 2);
    store<i32>(c, load<i32>(c) + sign);
    store<i32>(c, load<i32>(c, 4) + sign * v, 4);
    store<i32>(c, load<i32>(c, 8) + sign * v * v, 8);
  }
  return sign * (to - from);
}

/**
 * `norm`, `mask`: width × height bytes (the mask changed in place); `start` (height + 1),
 * `first`, `last` (height) and `xs` as edgeColumns lays them out; `columns`: 3 (width + 2r + 2)
 * i32 of work. Returns the pixels added.
 */
function edgeWindows(
  norm: usize,
  mask: usize,
  width: i32,
  height: i32,
  start: usize,
  xs: usize,
  first: usize,
  last: usize,
  r: i32,
  minEdges: f64,
  k2: f64,
  columns: usize,
): i32 {
  const pad = r + 1;
  memory.fill(columns, 0, (<usize>(3 * (width + 2 * pad))) << 2);
  let bandEdges = 0;
  for (let y = 0; y < r && y < height; y++) {
    bandEdges += slide(norm, width, start, xs, columns, pad, y, 1);
  }
  let added = 0;
  for (let y = 0; y < height; y++) {
    if (y + r < height) bandEdges += slide(norm, width, start, xs, columns, pad, y + r, 1);
    if (y - r - 1 >= 0) bandEdges += slide(norm, width, start, xs, columns, pad, y - r - 1, -1);
    if (<f64>bandEdges < minEdges) continue;
    let lo = width;
    let hi = -1;
    const b1 = min(height - 1, y + r);
    for (let b = max(0, y - r); b <= b1; b++) {
      lo = min(lo, load<i32>(first + ((<usize>b) << 2)));
      hi = max(hi, load<i32>(last + ((<usize>b) << 2)));
    }
    const from = max(0, lo - r);
    const to = min(width - 1, hi + r);
    const row = <usize>(y * width);
    // The window's sums are whole numbers below 2^53, so they are exact in integers and the
    // same when converted for the test; sums and squares may pass 2^31 in a wide window (i64).
    let count = 0;
    let sum: i64 = 0;
    let squares: i64 = 0;
    for (let x = from; x < from + r && x < width; x++) {
      const c = columns + ((<usize>(3 * (x + pad))) << 2);
      count += load<i32>(c);
      sum += <i64>load<i32>(c, 4);
      squares += <i64>load<i32>(c, 8);
    }
    for (let x = from; x <= to; x++) {
      const enter = columns + ((<usize>(3 * (x + r + pad))) << 2);
      const leave = columns + ((<usize>(3 * (x - r - 1 + pad))) << 2);
      count += load<i32>(enter) - load<i32>(leave);
      sum += <i64>load<i32>(enter, 4) - <i64>load<i32>(leave, 4);
      squares += <i64>load<i32>(enter, 8) - <i64>load<i32>(leave, 8);
      const i = row + <usize>x;
      if (<f64>count < minEdges || load<u8>(mask + i) == 1) continue;
      const v = load<u8>(norm + i);
      if (v == 255) continue;
      const n = <f64>count;
      const s = <f64>sum;
      const above = <f64>v * n - s;
      if (above <= 0 || above * above <= k2 * (n * <f64>squares - s * s)) {
        store<u8>(mask + i, 1);
        added++;
      }
    }
  }
  return added;
}

/**
 * The edge pixels of the `width` × `height` contrast bytes at `contrast` (above `level`), as
 * edgeColumns (edge-threshold.ts) lays them out: row y's columns are xs[start[y] … start[y + 1]
 * − 1], in order; first/last the row's outermost (width and −1 without edges). 16 bytes a step.
 */
function edgeColumns(
  contrast: usize,
  width: i32,
  height: i32,
  level: i32,
  start: usize,
  xs: usize,
  first: usize,
  last: usize,
): void {
  const above = i8x16.splat(<i8>level);
  let k = 0;
  for (let y = 0; y < height; y++) {
    store<i32>(start + ((<usize>y) << 2), k);
    const rowStart = k;
    const row = contrast + <usize>(y * width);
    let x = 0;
    for (; x + 16 <= width; x += 16) {
      let bits = i8x16.bitmask(i8x16.gt_u(v128.load(row + <usize>x), above));
      while (bits != 0) {
        store<i32>(xs + ((<usize>k) << 2), x + ctz(bits));
        k++;
        bits &= bits - 1;
      }
    }
    for (; x < width; x++) {
      if (<i32>load<u8>(row + <usize>x) > level) {
        store<i32>(xs + ((<usize>k) << 2), x);
        k++;
      }
    }
    const f = first + ((<usize>y) << 2);
    const l = last + ((<usize>y) << 2);
    if (k > rowStart) {
      store<i32>(f, load<i32>(xs + ((<usize>rowStart) << 2)));
      store<i32>(l, load<i32>(xs + ((<usize>(k - 1)) << 2)));
    } else {
      store<i32>(f, width);
      store<i32>(l, -1);
    }
  }
  store<i32>(start + ((<usize>height) << 2), k);
}

/** edgeColumns of `contrast` at `level`, then edgeWindows (the same layout; `xs` last, up to
 * width × height i32). Returns the pixels added. */
export function edgeInk(
  norm: usize,
  contrast: usize,
  mask: usize,
  width: i32,
  height: i32,
  level: i32,
  start: usize,
  first: usize,
  last: usize,
  columns: usize,
  xs: usize,
  r: i32,
  minEdges: f64,
  k2: f64,
): i32 {
  edgeColumns(contrast, width, height, level, start, xs, first, last);
  return edgeWindows(norm, mask, width, height, start, xs, first, last, r, minEdges, k2, columns);
}
