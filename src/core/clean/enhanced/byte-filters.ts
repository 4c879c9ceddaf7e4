// The grey closing (the window minimum of the window maximum) of a byte image, four pixels per
// 32-bit operation (SWAR: SIMD within a register). Down the columns, a row of words is four
// columns each; along the rows the image is transposed first, so both directions run the same
// column loop on whole words (byteMax: swar.ts). The running maximum is van Herk / Gil-Werman's (prefix maxima
// within blocks of the window's size, forwards and backwards), exactly the 1-D operator of the
// reference (background-reference.test-helper.ts), and a rectangle's maximum or minimum is the
// same whichever direction goes first, so the result is identical to it. Pure.

import { byteMax } from '../swar.ts';

/**
 * Running maximum over ±radius down every column of `source` (`words` words a row, `lines`
 * rows); `flip` = −1 makes it a minimum (bytes complemented on the way in and out).
 */
function columnFilter(
  source: Int32Array,
  words: number,
  lines: number,
  radius: number,
  flip: number,
  forward: Int32Array,
  backward: Int32Array,
): Int32Array {
  const size = 2 * radius + 1;
  for (let start = 0; start < lines; start += size) {
    const end = Math.min(lines, start + size);
    let row = start * words;
    for (let x = 0; x < words; x++) forward[row + x] = source[row + x] ^ flip;
    for (let y = start + 1; y < end; y++) {
      row = y * words;
      for (let x = 0; x < words; x++) {
        forward[row + x] = byteMax(forward[row - words + x], source[row + x] ^ flip);
      }
    }
    row = (end - 1) * words;
    for (let x = 0; x < words; x++) backward[row + x] = source[row + x] ^ flip;
    for (let y = end - 2; y >= start; y--) {
      row = y * words;
      for (let x = 0; x < words; x++) {
        backward[row + x] = byteMax(backward[row + words + x], source[row + x] ^ flip);
      }
    }
  }
  const out = source; // every value of source has been read
  for (let y = 0; y < lines; y++) {
    const top = (y > radius ? y - radius : 0) * words;
    const bottom = (y + radius < lines ? y + radius : lines - 1) * words;
    const row = y * words;
    for (let x = 0; x < words; x++) {
      out[row + x] = byteMax(backward[top + x], forward[bottom + x]) ^ flip;
    }
  }
  return out;
}

/** `columns` × `rows` bytes (rows `fromStride` apart) transposed into rows `toStride` apart. */
function transpose(
  from: Uint8Array,
  fromStride: number,
  columns: number,
  rows: number,
  to: Uint8Array,
  toStride: number,
) {
  for (let y = 0; y < rows; y++) {
    const row = y * fromStride;
    for (let x = 0; x < columns; x++) to[x * toStride + y] = from[row + x];
  }
}

const padded = (length: number) => (length + 3) & ~3;

/**
 * Grey closing of `image` with a (2·radius + 1)² window: dark details narrower than the window
 * vanish. Near the borders the window is clipped as in the reference.
 */
export function closing(
  image: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const rowStride = padded(width);
  const columnStride = padded(height);
  const size = Math.max(rowStride * height, columnStride * width);
  const a = new Uint8Array(size);
  const b = new Uint8Array(size);
  const forward = new Int32Array(size >> 2);
  const backward = new Int32Array(size >> 2);
  const a32 = new Int32Array(a.buffer);
  const b32 = new Int32Array(b.buffer);
  for (let y = 0; y < height; y++) {
    a.set(image.subarray(y * width, (y + 1) * width), y * rowStride);
  }
  const wordsDown = rowStride >> 2;
  const wordsAcross = columnStride >> 2;
  columnFilter(a32, wordsDown, height, radius, 0, forward, backward); // maximum down the columns
  transpose(a, rowStride, width, height, b, columnStride);
  columnFilter(b32, wordsAcross, width, radius, 0, forward, backward); // maximum along the rows
  columnFilter(b32, wordsAcross, width, radius, -1, forward, backward); // minimum along the rows
  transpose(b, columnStride, height, width, a, rowStride);
  columnFilter(a32, wordsDown, height, radius, -1, forward, backward); // minimum down the columns
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    out.set(a.subarray(y * rowStride, y * rowStride + width), y * width);
  }
  return out;
}
