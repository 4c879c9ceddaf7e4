// The ink's colour in the output: its own colour evened out to one (so a photo's uneven light
// does not show as blotchy ink), or a chosen black or ballpoint blue. Opacity is kept, so soft
// edges stay soft. Pure.
import { LITTLE_ENDIAN } from '../clean/endian.ts';
import { greyAt } from './grey.ts';
import type { Rgb } from './image-types.ts';

export type InkColour = 'original' | 'black' | 'blue';

export const INK_COLOURS: readonly InkColour[] = ['original', 'black', 'blue'];

export const BLACK_INK: Rgb = { r: 0, g: 0, b: 0 };
/** A ballpoint pen's blue: deep and slightly violet, as it looks on paper. */
export const BLUE_INK: Rgb = { r: 20, g: 52, b: 164 };

/**
 * The ink's own colour: the mean of the darker `share` of the solid ink (alpha 255; the lighter
 * part is where the stroke blurs into the paper). Falls back to all ink when none is solid.
 * null when there is no ink. (The Original colour of the output is pen-colour.ts's, which
 * also takes the photo's light out.)
 */
export function estimateInkColour(data: Uint8ClampedArray | Uint8Array, share = 0.5): Rgb | null {
  // One pass: per grey level, the count and the colour sums of the solid ink (alpha 255: levels
  // 0–255 of the tables) and of the rest of the ink (256–511); the darker share is then read off
  // the levels (the same integer sums as passes over the pixels make).
  const counts = new Uint32Array(512);
  const sums = new Float64Array(512 * 3);
  let solid = 0;
  let soft = 0;
  for (let j = 0; j < data.length; j += 4) {
    const alpha = data[j + 3];
    if (alpha === 0) continue;
    let level = greyAt(data, j);
    if (alpha === 255) solid++;
    else {
      soft++;
      level += 256;
    }
    counts[level]++;
    sums[level * 3] += data[j];
    sums[level * 3 + 1] += data[j + 1];
    sums[level * 3 + 2] += data[j + 2];
  }
  if (solid + soft === 0) return null;
  // Without solid ink, all of it (none of it is solid then).
  const from = solid > 0 ? 0 : 256;
  const count = solid > 0 ? solid : soft;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let level = from; level < from + 256; level++) {
    n += counts[level];
    r += sums[level * 3];
    g += sums[level * 3 + 1];
    b += sums[level * 3 + 2];
    if (n >= share * count) break;
  }
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}

/**
 * The RGB a colour choice stands for on this image: 'original' is `original` when the caller
 * measured it (pen-colour.ts), else read off the ink; black without ink.
 */
export function resolveInkColour(
  colour: InkColour,
  data: Uint8ClampedArray | Uint8Array,
  original: Rgb | null = null,
): Rgb {
  switch (colour) {
    case 'original':
      return original ?? estimateInkColour(data) ?? BLACK_INK;
    case 'black':
      return BLACK_INK;
    case 'blue':
      return BLUE_INK;
    default:
      throw new RangeError(
        `ink colour must be one of ${INK_COLOURS.join(', ')}, got ${String(colour)}`,
      );
  }
}

/**
 * Every pixel with ink (alpha > 0) takes the colour and keeps its alpha; paper is 0,0,0,0. Into a
 * new RGBA, or into `into` (as long as `data`; it may be `data` itself: painted over, no copy).
 */
export function paintInk(
  data: Uint8ClampedArray | Uint8Array,
  { r, g, b }: Rgb,
  into?: Uint8ClampedArray,
): Uint8ClampedArray {
  if (into && into.length !== data.length) {
    throw new RangeError(`paintInk: into holds ${into.length} bytes, the image ${data.length}`);
  }
  const out = into ?? new Uint8ClampedArray(data.length);
  // A new image is all paper already; one painted over is cleared where there is no ink.
  const clear = into !== undefined;
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0 && out.byteOffset % 4 === 0) {
    // One 32-bit word a pixel (R in the low byte): one read and one write, not eight. The
    // colour is made bytes as a Uint8ClampedArray stores them (rounded, clamped).
    const [red, green, blue] = Uint8ClampedArray.of(r, g, b);
    const colour = red | (green << 8) | (blue << 16);
    const pixels = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2);
    const painted = new Uint32Array(out.buffer, out.byteOffset, out.length >> 2);
    for (let i = 0; i < pixels.length; i++) {
      const alpha = pixels[i] >>> 24;
      if (alpha !== 0) painted[i] = (colour | (alpha << 24)) >>> 0;
      else if (clear) painted[i] = 0;
    }
    return out;
  }
  for (let j = 0; j < data.length; j += 4) {
    const alpha = data[j + 3];
    if (alpha === 0) {
      if (clear) out[j] = out[j + 1] = out[j + 2] = out[j + 3] = 0;
      continue;
    }
    out[j] = r;
    out[j + 1] = g;
    out[j + 2] = b;
    out[j + 3] = alpha;
  }
  return out;
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}
