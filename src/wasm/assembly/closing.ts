// The grey closing of src/core/clean/enhanced/byte-filters.ts (the reference), 16 columns per
// step: van Herk / Gil-Werman running maxima and minima down the columns (u8x16.max_u/min_u),
// the row passes on the transposed image, which is moved in 4 × 4 blocks of bytes as the
// reference moves them. Rows are padded to 16 bytes; a padding byte only meets other padding.

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

/** `columns` × `rows` bytes (rows `fromStride` apart) transposed into rows `toStride` apart. */
function transpose(
  from: usize,
  fromStride: i32,
  columns: i32,
  rows: i32,
  to: usize,
  toStride: i32,
): void {
  const fullRows = rows & ~3;
  const fullColumns = columns & ~3;
  const fs = <usize>fromStride;
  const ts = <usize>toStride;
  for (let y = 0; y < fullRows; y += 4) {
    const source = from + <usize>y * fs;
    for (let x = 0; x < fullColumns; x += 4) {
      const i = source + <usize>x;
      const w0 = load<u32>(i);
      const w1 = load<u32>(i + fs);
      const w2 = load<u32>(i + 2 * fs);
      const w3 = load<u32>(i + 3 * fs);
      const t0 = (w0 & 0xff00ff) | ((w1 & 0xff00ff) << 8);
      const t1 = ((w0 >>> 8) & 0xff00ff) | (w1 & 0xff00ff00);
      const t2 = (w2 & 0xff00ff) | ((w3 & 0xff00ff) << 8);
      const t3 = ((w2 >>> 8) & 0xff00ff) | (w3 & 0xff00ff00);
      const o = to + <usize>x * ts + <usize>y;
      store<u32>(o, (t0 & 0xffff) | (t2 << 16));
      store<u32>(o + ts, (t1 & 0xffff) | (t3 << 16));
      store<u32>(o + 2 * ts, (t0 >>> 16) | (t2 & 0xffff0000));
      store<u32>(o + 3 * ts, (t1 >>> 16) | (t3 & 0xffff0000));
    }
  }
  for (let y = 0; y < rows; y++) {
    const row = from + <usize>y * fs;
    for (let x = y < fullRows ? fullColumns : 0; x < columns; x++) {
      store<u8>(to + <usize>x * ts + <usize>y, load<u8>(row + <usize>x));
    }
  }
}

function padded(length: i32): i32 {
  return (length + 15) & ~15;
}

/**
 * Grey closing of the width × height bytes at `image` with a (2·radius + 1)² window into `out`
 * (also width × height); a, b, forward and backward are work images of max(padded width × height, padded
 * height × width) bytes each.
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
  const columnStride = padded(height);
  for (let y = 0; y < height; y++) {
    memory.copy(a + <usize>(y * rowStride), image + <usize>(y * width), <usize>width);
  }
  columnFilter(a, rowStride, height, radius, false, forward, backward);
  transpose(a, rowStride, width, height, b, columnStride);
  columnFilter(b, columnStride, width, radius, false, forward, backward);
  columnFilter(b, columnStride, width, radius, true, forward, backward);
  transpose(b, columnStride, height, width, a, rowStride);
  columnFilter(a, rowStride, height, radius, true, forward, backward);
  for (let y = 0; y < height; y++) {
    memory.copy(out + <usize>(y * width), a + <usize>(y * rowStride), <usize>width);
  }
}
