// A binary mask packed 32 pixels to a word, row by row (bit k of word j in a row is x = 32j + k),
// and the spec's 3×3 opening on it: erosion then dilation, with neighbours outside the image
// ignored (the border does not eat ink). Working on words does 32 pixels per operation.
import { LITTLE_ENDIAN } from './endian.ts';
import { bytesAtLeast, splat } from './swar.ts';

const HIGH_BITS = 0x80808080 | 0;

export interface BitMask {
  width: number;
  height: number;
  /** Words per row. */
  stride: number;
  bits: Int32Array;
}

export function createBitMask(width: number, height: number): BitMask {
  const stride = (width + 31) >>> 5;
  return { width, height, stride, bits: new Int32Array(stride * height) };
}

/**
 * Sets the bits of every pixel whose grey level is <= limit. Branch-free: with L = floor(limit)+1,
 * `(grey - L) >>> 31` is 1 exactly when grey <= limit; four pixels per step (≈ 2× faster than a
 * lookup table per level at 12 MP).
 */
export function thresholdToMask(
  gray: Uint8Array,
  width: number,
  height: number,
  limit: number,
): BitMask {
  const mask = createBitMask(width, height);
  const { stride, bits } = mask;
  if (!(limit >= 0)) return mask;
  const L = Math.min(256, Math.floor(limit) + 1);
  const fullWords = width >>> 5;
  const rest = width & 31;
  // Where every row starts on a word, four grey levels are compared per operation (swar.ts):
  // the top bit of each byte of ~bytesAtLeast(levels, L) is an ink bit, and multiplying by
  // 0x10204080 gathers the four of them into the top nibble (the other products fall below
  // bit 28 without a carry, or beyond bit 31).
  const grayWords =
    LITTLE_ENDIAN && L < 256 && (width & 3) === 0 && gray.byteOffset % 4 === 0
      ? new Int32Array(gray.buffer, gray.byteOffset, (width * height) >> 2)
      : null;
  const bound = splat(L);
  for (let y = 0; y < height; y++) {
    let p = y * width;
    const rowWords = y * stride;
    if (grayWords) {
      for (let j = 0, g = p >> 2; j < fullWords; j++, p += 32) {
        let word = 0;
        for (let k = 0; k < 32; k += 4, g++) {
          const ink = ~bytesAtLeast(grayWords[g], bound) & HIGH_BITS;
          word |= (Math.imul(ink >>> 7, 0x10204080) >>> 28) << k;
        }
        bits[rowWords + j] = word;
      }
    }
    for (let j = grayWords ? fullWords : 0; j < fullWords; j++) {
      let word = 0;
      for (let k = 0; k < 32; k += 4, p += 4) {
        word |=
          (((gray[p] - L) >>> 31) |
            (((gray[p + 1] - L) >>> 31) << 1) |
            (((gray[p + 2] - L) >>> 31) << 2) |
            (((gray[p + 3] - L) >>> 31) << 3)) <<
          k;
      }
      bits[rowWords + j] = word;
    }
    if (rest > 0) {
      let word = 0;
      for (let k = 0; k < rest; k++) word |= ((gray[p++] - L) >>> 31) << k;
      bits[rowWords + fullWords] = word;
    }
  }
  return mask;
}

/** Bits of the last word of a row that lie inside the image. */
function lastWordMask(width: number): number {
  const used = width & 31;
  return used === 0 ? -1 : (1 << used) - 1;
}

/** 3×3 erosion; pixels outside the image count as ink (so they are ignored). */
export function erode3x3(mask: BitMask): BitMask {
  const { width, height, stride, bits } = mask;
  const horizontal = new Int32Array(bits.length);
  const padOnes = ~lastWordMask(width);
  for (let y = 0; y < height; y++) {
    const base = y * stride;
    for (let j = 0; j < stride; j++) {
      const last = j === stride - 1;
      const m = last ? bits[base + j] | padOnes : bits[base + j];
      const prev = j > 0 ? bits[base + j - 1] : -1;
      const next = last
        ? -1
        : j + 1 === stride - 1
          ? bits[base + j + 1] | padOnes
          : bits[base + j + 1];
      const left = (m << 1) | (prev >>> 31);
      const right = (m >>> 1) | (next << 31);
      horizontal[base + j] = m & left & right;
    }
  }
  return verticalPass(horizontal, width, height, stride, true);
}

/** 3×3 dilation; pixels outside the image count as paper. */
export function dilate3x3(mask: BitMask): BitMask {
  const { width, height, stride, bits } = mask;
  const horizontal = new Int32Array(bits.length);
  for (let y = 0; y < height; y++) {
    const base = y * stride;
    for (let j = 0; j < stride; j++) {
      const m = bits[base + j];
      const prev = j > 0 ? bits[base + j - 1] : 0;
      const next = j < stride - 1 ? bits[base + j + 1] : 0;
      horizontal[base + j] = m | (m << 1) | (prev >>> 31) | (m >>> 1) | (next << 31);
    }
  }
  return verticalPass(horizontal, width, height, stride, false);
}

function verticalPass(
  source: Int32Array,
  width: number,
  height: number,
  stride: number,
  erode: boolean,
): BitMask {
  const out = new Int32Array(source.length);
  const keep = lastWordMask(width);
  for (let y = 0; y < height; y++) {
    const base = y * stride;
    const up = y > 0 ? base - stride : -1;
    const down = y < height - 1 ? base + stride : -1;
    for (let j = 0; j < stride; j++) {
      const a = up >= 0 ? source[up + j] : erode ? -1 : 0;
      const b = source[base + j];
      const c = down >= 0 ? source[down + j] : erode ? -1 : 0;
      out[base + j] = erode ? a & b & c : a | b | c;
    }
    // Bits beyond the right edge are never ink.
    out[base + stride - 1] &= keep;
  }
  return { width, height, stride, bits: out };
}

export function countBits(mask: BitMask): number {
  let count = 0;
  const { bits } = mask;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i];
    v = v - ((v >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/**
 * Output RGBA: ink keeps its colour with alpha 255, everything else is 0,0,0,0. Into a new array,
 * or into `into` (width × height × 4 bytes, starting on a 4-byte boundary), whatever it held.
 */
export function applyMask(
  data: Uint8ClampedArray | Uint8Array,
  mask: BitMask,
  into?: Uint8ClampedArray,
): Uint8ClampedArray {
  const { width, height, stride, bits } = mask;
  const bytes = width * height * 4;
  if (into && (into.length !== bytes || into.byteOffset % 4 !== 0)) {
    throw new RangeError(
      `applyMask: into must be ${bytes} bytes on a 4-byte boundary, got ${into.length} at ${into.byteOffset}`,
    );
  }
  const out = into ? into.fill(0) : new Uint8ClampedArray(bytes);
  // The output starts as zeros (paper); only ink pixels are written, found by walking set bits.
  // Where the input is word-aligned, a pixel is one 32-bit store (alpha is the top byte).
  const words =
    data.byteOffset % 4 === 0 && LITTLE_ENDIAN
      ? new Uint32Array(data.buffer, data.byteOffset, width * height)
      : null;
  const outWords = new Uint32Array(out.buffer, out.byteOffset, width * height);
  for (let y = 0; y < height; y++) {
    const base = y * stride;
    const row = y * width;
    for (let j = 0; j < stride; j++) {
      let word = bits[base + j];
      while (word !== 0) {
        const k = 31 - Math.clz32(word & -word);
        word &= word - 1;
        const p = row + (j << 5) + k;
        if (words) {
          outWords[p] = words[p] | 0xff000000;
        } else {
          const i = p * 4;
          out[i] = data[i];
          out[i + 1] = data[i + 1];
          out[i + 2] = data[i + 2];
          out[i + 3] = 255;
        }
      }
    }
  }
  return out;
}
