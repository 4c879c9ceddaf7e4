// The grey closing of src/core/clean/enhanced/flatten/byte-filters.ts (the reference), 16 columns per
// step: van Herk / Gil-Werman running maxima and minima down the columns (u8x16.max_u/min_u),
// the row passes row by row (rowFilters) with the reference's results, which it computes on the
// transposed image. Rows are padded to 16 bytes; a padding byte only meets other padding.

/** Running maximum (or minimum) over ±radius down 16-byte columns, in place. */
function columnFilter(
  image: usize,
  lineBytes: i32,
  lines: i32,
  radius: i32,
  minimum: bool,
  forward: usize,
  backward: usize,
): void {
  const size = 2 * radius + 1;
  const step = <usize>lineBytes;
  for (let start = 0; start < lines; start += size) {
    const end = min(lines, start + size);
    let row = <usize>start * step;
    memory.copy(forward + row, image + row, step);
    for (let y = start + 1; y < end; y++) {
      row = <usize>y * step;
      for (let x: usize = 0; x < step; x += 16) {
        const above = v128.load(forward + row - step + x);
        const here = v128.load(image + row + x);
        v128.store(
          forward + row + x,
          minimum ? i8x16.min_u(above, here) : i8x16.max_u(above, here),
        );
      }
    }
    row = <usize>(end - 1) * step;
    memory.copy(backward + row, image + row, step);
    for (let y = end - 2; y >= start; y--) {
      row = <usize>y * step;
      for (let x: usize = 0; x < step; x += 16) {
        const below = v128.load(backward + row + step + x);
        const here = v128.load(image + row + x);
        v128.store(
          backward + row + x,
          minimum ? i8x16.min_u(below, here) : i8x16.max_u(below, here),
        );
      }
    }
  }
  for (let y = 0; y < lines; y++) {
    const topLine: i32 = y > radius ? y - radius : 0;
    const top = <usize>topLine * step;
    const bottom = <usize>(y + radius < lines ? y + radius : lines - 1) * step;
    const row = <usize>y * step;
    for (let x: usize = 0; x < step; x += 16) {
      const b = v128.load(backward + top + x);
      const f = v128.load(forward + bottom + x);
      v128.store(image + row + x, minimum ? i8x16.min_u(b, f) : i8x16.max_u(b, f));
    }
  }
}

/**
 * The maximum, then the minimum, along each of the `height` rows of `width` bytes at `image`
 * (rows `stride` apart), in place, exactly as columnFilter gives them along the transposed
 * image: each row in the buffer `row` (width + 4 · radius + 64 bytes), the window x ± radius
 * cut at the row's ends by padding (0 for the maximum, 255 for the minimum), by doubling — spans
 * of 1, 2, 4, … bytes combined 16 at a time with unaligned loads, then the two spans that cover
 * the window; then the ends as van Herk's blocks give them (edgesAsBlocks). The row stays in
 * the first-level cache; through the transposed image this took two transposes and a pass per
 * filter.
 */
function rowFilters(
  image: usize,
  stride: i32,
  width: i32,
  height: i32,
  radius: i32,
  row: usize,
): void {
  const size = 2 * radius + 1;
  let power = 1;
  while (power * 2 <= size) power *= 2;
  const rest = <usize>(size - power);
  const pad = <usize>radius;
  const w = <usize>width;
  const length = w + 2 * pad; // the padded row's bytes
  for (let y = 0; y < height; y++) {
    const line = image + <usize>y * <usize>stride;
    for (let minimum = 0; minimum < 2; minimum++) {
      const identity: u8 = minimum ? 255 : 0;
      memory.fill(row, identity, pad);
      memory.copy(row + pad, line, w);
      memory.fill(row + pad + w, identity, pad + 64);
      // The extreme of the last block's bytes (the columnFilter's blocks of `size` from 0).
      const last = ((width - 1) / size) * size;
      let end = <u32>load<u8>(row + pad + <usize>last);
      for (let x = last + 1; x < width; x++) {
        const v = <u32>load<u8>(row + pad + <usize>x);
        end = minimum ? min(end, v) : max(end, v);
      }
      // row[x] becomes the extreme of row[x … x + span − 1], span doubling up to `power`.
      for (let span: usize = 1; span < <usize>power; span <<= 1) {
        for (let x: usize = 0; x + span < length; x += 16) {
          const a = v128.load(row + x);
          const b = v128.load(row + x + span);
          v128.store(row + x, minimum ? i8x16.min_u(a, b) : i8x16.max_u(a, b));
        }
      }
      // The window x − radius … x + radius of the row is row[x … x + size − 1] padded.
      for (let x: usize = 0; x < w; x += 16) {
        const a = v128.load(row + x);
        const b = v128.load(row + x + rest);
        v128.store(line + x, minimum ? i8x16.min_u(a, b) : i8x16.max_u(a, b));
      }
      edgesAsBlocks(line, width, radius, last, <u8>end);
    }
  }
}

/**
 * The row's ends as columnFilter's blocks (of size = 2 · radius + 1 from 0) make them: a window
 * cut at an end whose two halves fall in one block takes that whole block. At the start (x <
 * radius) that is the window at x = radius (or at the last byte); at the end, where x + radius
 * passes the last byte and x − radius lies in the last block (from `last`), the last block's
 * extreme `end`. Elsewhere the cut window is the blocks' result.
 */
function edgesAsBlocks(line: usize, width: i32, radius: i32, last: i32, end: u8): void {
  const start = load<u8>(line + <usize>min(radius, width - 1));
  for (let x = 0; x < min(radius, width); x++) store<u8>(line + <usize>x, start);
  const from = last == 0 ? max(0, width - 1 - radius) : max(width - 1 - radius, last + radius);
  for (let x = from; x < width; x++) store<u8>(line + <usize>x, end);
}

function padded(length: i32): i32 {
  return (length + 15) & ~15;
}

/**
 * Grey closing of the width × height bytes at `image` with a (2·radius + 1)² window into `out`
 * (also width × height); a, forward and backward are work images of padded width × height
 * bytes, b the row buffer of rowFilters (width + 4 · radius + 64 bytes).
 */
export function closing(
  image: usize,
  width: i32,
  height: i32,
  radius: i32,
  out: usize,
  a: usize,
  b: usize,
  forward: usize,
  backward: usize,
): void {
  const rowStride = padded(width);
  for (let y = 0; y < height; y++) {
    memory.copy(a + <usize>(y * rowStride), image + <usize>(y * width), <usize>width);
  }
  columnFilter(a, rowStride, height, radius, false, forward, backward);
  rowFilters(a, rowStride, width, height, radius, b);
  columnFilter(a, rowStride, height, radius, true, forward, backward);
  for (let y = 0; y < height; y++) {
    memory.copy(out + <usize>(y * width), a + <usize>(y * rowStride), <usize>width);
  }
}
