// The grey closing (the window minimum of the window maximum) of a byte image, four pixels per
// 32-bit operation (SWAR: SIMD within a register). Down the columns, a row of words is four
// columns each; along the rows the image is transposed first, so both directions run the same
// column loop on whole words (byteMax: swar.ts). The running maximum is van Herk / Gil-Werman's (prefix maxima
// within blocks of the window's size, forwards and backwards), exactly the 1-D operator of the
// reference (background-reference.test-helper.ts), and a rectangle's maximum or minimum is the
// same whichever direction goes first, so the result is identical to it. Pure.

import type { Kernels } from '../../kernels.ts';
import { byteMax } from '../../swar.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

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

/**
 * `columns` × `rows` bytes (rows `fromStride` apart) transposed into rows `toStride` apart
 * (both strides multiples of 4, both buffers starting on a word). Whole blocks of 4 × 4 bytes
 * go as four words in, four words out; the ragged edges byte by byte.
 */
function transpose(
  from: Uint8Array,
  fromStride: number,
  columns: number,
  rows: number,
  to: Uint8Array,
  toStride: number,
) {
  const from32 = new Int32Array(from.buffer, from.byteOffset, from.length >> 2);
  const to32 = new Int32Array(to.buffer, to.byteOffset, to.length >> 2);
  const fullRows = rows & ~3;
  const fullColumns = columns & ~3;
  const fromWords = fromStride >> 2;
  const toWords = toStride >> 2;
  for (let y = 0; y < fullRows; y += 4) {
    const source = (y * fromStride) >> 2;
    const target = y >> 2;
    for (let x = 0; x < fullColumns; x += 4) {
      const i = source + (x >> 2);
      const w0 = from32[i];
      const w1 = from32[i + fromWords];
      const w2 = from32[i + 2 * fromWords];
      const w3 = from32[i + 3 * fromWords];
      // Bytes k of rows y, y + 1 side by side, then the pairs of rows y + 2, y + 3 above them.
      const t0 = (w0 & 0xff00ff) | ((w1 & 0xff00ff) << 8);
      const t1 = ((w0 >>> 8) & 0xff00ff) | (w1 & 0xff00ff00);
      const t2 = (w2 & 0xff00ff) | ((w3 & 0xff00ff) << 8);
      const t3 = ((w2 >>> 8) & 0xff00ff) | (w3 & 0xff00ff00);
      const o = x * toWords + target;
      to32[o] = (t0 & 0xffff) | (t2 << 16);
      to32[o + toWords] = (t1 & 0xffff) | (t3 << 16);
      to32[o + 2 * toWords] = (t0 >>> 16) | (t2 & 0xffff0000);
      to32[o + 3 * toWords] = (t1 >>> 16) | (t3 & 0xffff0000);
    }
  }
  for (let y = 0; y < rows; y++) {
    const row = y * fromStride;
    for (let x = y < fullRows ? fullColumns : 0; x < columns; x++) {
      to[x * toStride + y] = from[row + x];
    }
  }
}

const padded = (length: number) => (length + 3) & ~3;

/**
 * Grey closing of `image` with a (2·radius + 1)² window: dark details narrower than the window
 * vanish. Near the borders the window is clipped as in the reference. The work images are taken
 * from `scratch` (the TypeScript's; the kernels work in their own memory).
 */
export function closing(
  image: Uint8Array,
  width: number,
  height: number,
  radius: number,
  scratch: Scratch,
  kernels: Kernels | null = null,
): Uint8Array {
  if (kernels) return kernels.closing(image, width, height, radius);
  const rowStride = padded(width);
  const columnStride = padded(height);
  const size = Math.max(rowStride * height, columnStride * width);
  // Work images from scratch memory: every byte read below is written first, and padding
  // bytes only ever meet other padding bytes (each byte of a word is its own column).
  const a = new Uint8Array(scratch.buffer('closing a', size), 0, size);
  const b = new Uint8Array(scratch.buffer('closing b', size), 0, size);
  const forward = new Int32Array(scratch.buffer('closing forward', size), 0, size >> 2);
  const backward = new Int32Array(scratch.buffer('closing backward', size), 0, size >> 2);
  const a32 = new Int32Array(a.buffer, 0, size >> 2);
  const b32 = new Int32Array(b.buffer, 0, size >> 2);
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
