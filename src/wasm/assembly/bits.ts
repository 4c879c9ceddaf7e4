// The spec's mask and opening on bits packed 32 pixels to an i32, row by row, as
// src/core/clean/bit-mask.ts (the reference) lays them out: thresholdBits 32 grey levels a word
// by two byte compares and their bitmasks, the 3 × 3 erosion and dilation separable, the
// vertical halves four words a step.

function lastWordMask(width: i32): i32 {
  const used = width & 31;
  return used == 0 ? -1 : (1 << used) - 1;
}

/**
 * Bits of every pixel whose grey is <= `atMost` (0..255). Reads up to 31 bytes past the grey
 * image's end (the caller leaves room); those bits are cleared.
 */
export function thresholdBits(
  gray: usize,
  width: i32,
  height: i32,
  atMost: i32,
  bits: usize,
): void {
  const stride = (width + 31) >>> 5;
  const bound = i8x16.splat(<i8>atMost);
  const keep = lastWordMask(width);
  let out = bits;
  for (let y = 0; y < height; y++) {
    let p = gray + <usize>(y * width);
    for (let j = 0; j < stride; j++, p += 32, out += 4) {
      const low = i8x16.bitmask(i8x16.le_u(v128.load(p), bound));
      const high = i8x16.bitmask(i8x16.le_u(v128.load(p, 16), bound));
      store<i32>(out, low | (high << 16));
    }
    store<i32>(out - 4, load<i32>(out - 4) & keep);
  }
}

/** Each word with its row neighbours: erosion (pad = −1 outside) or dilation (pad = 0). */
function horizontal(src: usize, dst: usize, width: i32, height: i32, erode: bool): void {
  const stride = (width + 31) >>> 5;
  const padOnes = erode ? ~lastWordMask(width) : 0;
  const outside = erode ? -1 : 0;
  for (let y = 0; y < height; y++) {
    const base = (<usize>(y * stride)) << 2;
    for (let j = 0; j < stride; j++) {
      const at = base + ((<usize>j) << 2);
      const last = j == stride - 1;
      const m = last ? load<i32>(src + at) | padOnes : load<i32>(src + at);
      const prev = j > 0 ? load<i32>(src + at - 4) : outside;
      const next = last
        ? outside
        : j + 1 == stride - 1
          ? load<i32>(src + at + 4) | padOnes
          : load<i32>(src + at + 4);
      const left = (m << 1) | (prev >>> 31);
      const right = (m >>> 1) | (next << 31);
      store<i32>(dst + at, erode ? m & left & right : m | left | right);
    }
  }
}

/** Each word with the words above and below (outside: all ink for erosion, none for dilation). */
function vertical(src: usize, dst: usize, width: i32, height: i32, erode: bool): void {
  const stride = (width + 31) >>> 5;
  const rowBytes = (<usize>stride) << 2;
  const keep = lastWordMask(width);
  const outside = i32x4.splat(erode ? -1 : 0);
  for (let y = 0; y < height; y++) {
    const base = <usize>y * rowBytes;
    const up = src + base - rowBytes;
    const down = src + base + rowBytes;
    let j: usize = 0;
    for (; j + 16 <= rowBytes; j += 16) {
      const a = y > 0 ? v128.load(up + j) : outside;
      const b = v128.load(src + base + j);
      const c = y < height - 1 ? v128.load(down + j) : outside;
      v128.store(dst + base + j, erode ? v128.and(v128.and(a, b), c) : v128.or(v128.or(a, b), c));
    }
    const edge = erode ? -1 : 0;
    for (; j < rowBytes; j += 4) {
      const a = y > 0 ? load<i32>(up + j) : edge;
      const b = load<i32>(src + base + j);
      const c = y < height - 1 ? load<i32>(down + j) : edge;
      store<i32>(dst + base + j, erode ? a & b & c : a | b | c);
    }
    const last = dst + base + rowBytes - 4;
    store<i32>(last, load<i32>(last) & keep);
  }
}

/**
 * The spec's mask and its 3 × 3 opening: bits of grey <= atMost in `bits`, eroded then dilated
 * (`work` and `bits` the same size); returns the ink count.
 */
export function openedMask(
  gray: usize,
  width: i32,
  height: i32,
  atMost: i32,
  bits: usize,
  work: usize,
): i32 {
  thresholdBits(gray, width, height, atMost, bits);
  horizontal(bits, work, width, height, true);
  vertical(work, bits, width, height, true);
  horizontal(bits, work, width, height, false);
  vertical(work, bits, width, height, false);
  const words = <usize>(((width + 31) >>> 5) * height);
  let count = 0;
  for (let i: usize = 0; i < words; i++) count += popcnt<i32>(load<i32>(bits + (i << 2)));
  return count;
}
