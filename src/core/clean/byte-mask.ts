// Byte masks (1 = ink, one byte a pixel): thresholding a grey image and turning a mask into the
// cleaned RGBA image. Shared by the enhanced cleaner and the benchmark's baselines. Pure.
import { LITTLE_ENDIAN } from './endian.ts';
import type { Kernels } from './kernels.ts';
import { bytesAtLeast, firstNonZero, splat } from './swar.ts';

/** 1 where level <= limit, else 0; the WebAssembly kernels (`kernels`) write it into `into` when
 * given (`levels.length` bytes), the TypeScript into a fresh array. */
export function maskAtOrBelow(
  levels: Uint8Array,
  limit: number,
  into?: Uint8Array,
  kernels: Kernels | null = null,
): Uint8Array {
  const n = levels.length;
  if (limit >= 0 && limit < 255) {
    if (kernels) return kernels.maskAtOrBelow(levels, Math.floor(limit), into);
  }
  const mask = new Uint8Array(n);
  if (!(limit >= 0)) return mask;
  if (limit >= 255) return mask.fill(1);
  let i = 0;
  if (levels.byteOffset % 4 === 0) {
    // Four levels a step: a byte's top bit of bytesAtLeast is set where level >= limit + 1,
    // i.e. paper; its complement moved down to bit 0 is the mask byte.
    const bound = splat(Math.floor(limit) + 1);
    const words = new Int32Array(levels.buffer, levels.byteOffset, n >> 2);
    const maskWords = new Int32Array(mask.buffer, 0, n >> 2);
    for (let w = 0; w < words.length; w++) {
      maskWords[w] = (~bytesAtLeast(words[w], bound) >>> 7) & 0x01010101;
    }
    i = words.length << 2;
  }
  // (level − limit − 1) is negative exactly when level <= limit: its sign bit is the mask bit,
  // without a branch (noise makes a per-pixel branch mispredict).
  for (; i < n; i++) mask[i] = (levels[i] - limit - 1) >>> 31;
  return mask;
}

/**
 * The indices of the 16-byte blocks of `bytes` (bytes 16 b .. 16 b + 15; a last short block
 * counts) that hold a byte above `above` (0..254; 0: a byte other than 0), in increasing order:
 * the passes over a mask's ink visit these blocks only, instead of passing its paper a word at a
 * time each (a kernel passes 64 bytes a step). Passes that only clear ink may keep reading the
 * list as they go. `kernels`: the faster ones, when handed in (kernels.ts).
 */
export function nonZeroBlocks(
  bytes: Uint8Array,
  above = 0,
  kernels: Kernels | null = null,
): Int32Array {
  const n = bytes.length;
  if (kernels && n > 0) return kernels.nonZeroBlocks(bytes, above);
  const blocks = new Int32Array((n + 15) >> 4);
  let found = 0;
  let i = 0;
  if (bytes.byteOffset % 4 === 0) {
    // Words of four bytes: four to a block.
    const words = new Int32Array(bytes.buffer, bytes.byteOffset, n >> 2);
    if (above === 0) {
      for (let w = firstNonZero(words, 0, words.length); w < words.length;) {
        const block = w >> 2;
        blocks[found++] = block;
        w = firstNonZero(words, (block + 1) << 2, words.length);
      }
    } else {
      const bound = splat(above + 1);
      for (let w = 0; w < words.length; w++) {
        if (bytesAtLeast(words[w], bound) === 0) continue;
        const block = w >> 2;
        blocks[found++] = block;
        w = ((block + 1) << 2) - 1;
      }
    }
    i = words.length << 2;
  }
  for (; i < n; i++) {
    if (bytes[i] <= above) continue;
    const block = i >> 4;
    if (found === 0 || blocks[found - 1] !== block) blocks[found++] = block;
  }
  return blocks.subarray(0, found);
}

/** Per-channel tables a light's colour cast is taken out by (white-balance.ts's castTables). */
export type CastTables = readonly [Uint8ClampedArray, Uint8ClampedArray, Uint8ClampedArray];

/**
 * Ink keeps its colour with alpha 255 (each channel through `cast`'s table when given: the same
 * bytes as removeCast after, without a second pass over the output); everything else is 0,0,0,0.
 * `blocks`: a list holding every 16-byte block of the mask with ink (nonZeroBlocks, or one taken
 * before passes that only cleared ink); taken here when not given. Into a new RGBA, or into
 * `into` (mask.length × 4 bytes on a 4-byte boundary), cleared first: a buffer kept from clean to
 * clean is memory already in place, where a new one's untouched pages of paper would cost the
 * system a fresh page on each pass that reads them.
 */
export function inkToRgba(
  data: Uint8ClampedArray | Uint8Array,
  mask: Uint8Array,
  cast: CastTables | null = null,
  blocks?: Int32Array,
  into?: Uint8ClampedArray,
): Uint8ClampedArray {
  if (into && (into.length !== mask.length * 4 || into.byteOffset % 4 !== 0)) {
    throw new RangeError(
      `inkToRgba: into holds ${into.length} bytes at offset ${into.byteOffset}, the image ${mask.length * 4}`,
    );
  }
  const out = into ? into.fill(0) : new Uint8ClampedArray(mask.length * 4);
  if (data.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    // One 32-bit word a pixel: the colour with alpha 255, or 0, chosen without a branch.
    const source = new Uint32Array(data.buffer, data.byteOffset, mask.length);
    const target = new Uint32Array(out.buffer, out.byteOffset, mask.length);
    // The output starts as paper (zeros): only the mask's blocks that hold ink are written.
    const inked = blocks ?? nonZeroBlocks(mask);
    for (let b = 0; b < inked.length; b++) {
      const end = Math.min(mask.length, (inked[b] + 1) << 4);
      if (cast) {
        for (let k = inked[b] << 4; k < end; k++) target[k] = castWord(cast, source[k], mask[k]);
        continue;
      }
      for (let k = inked[b] << 4; k < end; k++) {
        target[k] = (source[k] | 0xff000000) & -mask[k];
      }
    }
    return out;
  }
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const j = i * 4;
    out[j] = cast ? cast[0][data[j]] : data[j];
    out[j + 1] = cast ? cast[1][data[j + 1]] : data[j + 1];
    out[j + 2] = cast ? cast[2][data[j + 2]] : data[j + 2];
    out[j + 3] = 255;
  }
  return out;
}

/** The colour of a little-endian RGBA word through the cast's tables (alpha 0). */
export function castColour(cast: CastTables, rgba: number): number {
  return (
    cast[0][rgba & 255] | (cast[1][(rgba >>> 8) & 255] << 8) | (cast[2][(rgba >>> 16) & 255] << 16)
  );
}

/** One little-endian RGBA word with alpha 255 through the cast's tables, or 0 where not ink. */
function castWord(cast: CastTables, rgba: number, ink: number): number {
  return (castColour(cast, rgba) | 0xff000000) & -ink;
}

/** The histogram of `levels` over the mask's pixels (mask 1); only the mask's ink blocks are read
 * (`blocks`: a list holding every block with ink, taken here when not given). */
export function maskedHistogram(
  levels: Uint8Array,
  mask: Uint8Array,
  blocks: Int32Array = nonZeroBlocks(mask),
): Uint32Array {
  const counts = new Uint32Array(256);
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let k = blocks[b] << 4; k < end; k++) if (mask[k] === 1) counts[levels[k]]++;
  }
  return counts;
}

export function countInk(mask: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i];
  return count;
}
