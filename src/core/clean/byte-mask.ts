// Byte masks (1 = ink, one byte a pixel): thresholding a grey image and turning a mask into the
// cleaned RGBA image. Shared by the enhanced cleaner and the benchmark's baselines. Pure.
import { LITTLE_ENDIAN } from './endian.ts';

/** 1 where level <= limit, else 0. */
export function maskAtOrBelow(levels: Uint8Array, limit: number): Uint8Array {
  const mask = new Uint8Array(levels.length);
  // (level − limit − 1) is negative exactly when level <= limit: its sign bit is the mask bit,
  // without a branch (noise makes a per-pixel branch mispredict).
  for (let i = 0; i < levels.length; i++) mask[i] = (levels[i] - limit - 1) >>> 31;
  return mask;
}

/** Ink keeps its colour with alpha 255; everything else is 0,0,0,0. */
export function inkToRgba(
  data: Uint8ClampedArray | Uint8Array,
  mask: Uint8Array,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(mask.length * 4);
  if (data.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    // One 32-bit word a pixel: the colour with alpha 255, or 0, chosen without a branch.
    const source = new Uint32Array(data.buffer, data.byteOffset, mask.length);
    const target = new Uint32Array(out.buffer);
    for (let i = 0; i < mask.length; i++) target[i] = (source[i] | 0xff000000) & -mask[i];
    return out;
  }
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const j = i * 4;
    out[j] = data[j];
    out[j + 1] = data[j + 1];
    out[j + 2] = data[j + 2];
    out[j + 3] = 255;
  }
  return out;
}

export function countInk(mask: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < mask.length; i++) count += mask[i];
  return count;
}
