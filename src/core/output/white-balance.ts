// The light's colour taken out of the ink (issue 10): under warm light a sheet of white paper
// photographs yellow and blue ink comes out brown-grey. The paper is the one thing in the picture
// known to be white, so each channel is scaled by how far the paper's colour falls short of a
// neutral grey of the same brightness (a von Kries correction): the paper turns neutral, the ink
// keeps its brightness and gets its own hue back. A sheet that already looks neutral is left
// alone, and so is a picture too dark to read the light from. Pure; typed arrays only.
//
// The limit of the idea: a tinted sheet (cream, brown) looks exactly like white paper under
// tinted light, so its tint is taken out of the ink as well. docs/QUALITY.md measures both.
import { LITTLE_ENDIAN } from '../clean/endian.ts';
import { castColour } from '../clean/byte-mask.ts';
import type { Rgb } from './image-types.ts';

/** Gains within this much of 1 are no cast: a neutral sheet's ink keeps its colour exactly. */
export const NEUTRAL_TOLERANCE = 0.03;
/** No channel is scaled by more than this (or less than its inverse). */
export const MAX_GAIN = 2;
/** A paper darker than this (the spec's grey) is too dim to read the light's colour from. */
export const MIN_PAPER_GREY = 48;
/** About this many pixels are sampled to measure the paper. */
const SAMPLES = 16384;

/** The spec's grey (0.299 R + 0.587 G + 0.114 B) in integers, as everywhere in the output step. */
function grey(r: number, g: number, b: number): number {
  return (r * 77 + g * 150 + b * 29 + 128) >> 8;
}

/**
 * The paper's colour: the mean of the brighter half of the pixels that are not ink (`ink`: one
 * byte a pixel, non-zero = ink), sampled on a regular stride — the brighter half, so that a
 * table, a hand or a shadow around the sheet does not colour it. null when no paper is left.
 */
export function paperColour(
  source: Uint8ClampedArray | Uint8Array,
  ink: Uint8Array,
  pixels: number,
): Rgb | null {
  return paperSampler(source, pixels).colourOf(ink);
}

/**
 * paperColour in two steps, so the samples can be read while a pass over the photo has them in
 * cache (the cleaner's grey pass): `readUpTo(end)` takes the samples before pixel `end` (calls
 * in increasing order), `colourOf(ink)` takes the rest and gives paperColour(source, ink, pixels).
 */
/**
 * paperColour with the ink read from an RGBA result (alpha > 0 is ink) at the samples only: the
 * same colour as paperColour(source, inkOfRgba(rgba), pixels), without a mask of every pixel.
 */
export function paperColourOfRgba(
  source: Uint8ClampedArray | Uint8Array,
  rgba: Uint8ClampedArray | Uint8Array,
  pixels: number,
): Rgb | null {
  const sampler = paperSampler(source, pixels);
  sampler.readUpTo(pixels);
  return sampler.colourOfRgba(rgba);
}

export function paperSampler(
  source: Uint8ClampedArray | Uint8Array,
  pixels: number,
): {
  readUpTo: (end: number) => void;
  colourOf: (ink: Uint8Array) => Rgb | null;
  colourOfRgba: (rgba: Uint8ClampedArray | Uint8Array) => Rgb | null;
} {
  const stride = Math.max(1, Math.floor(pixels / SAMPLES));
  // Each sample's R, G and B in one word (R in the low byte).
  const samples = new Int32Array(Math.ceil(pixels / stride));
  let next = 0; // the next sample's index
  // Where the pixels are whole words (R in the low byte), one read a sample instead of three.
  const words =
    LITTLE_ENDIAN && source.byteOffset % 4 === 0
      ? new Int32Array(source.buffer, source.byteOffset, pixels)
      : null;
  const readUpTo = (end: number) => {
    const last = Math.min(end, pixels);
    if (words !== null) {
      for (let i = next * stride; i < last; i += stride, next++)
        samples[next] = words[i] & 0xffffff;
      return;
    }
    for (let i = next * stride; i < last; i += stride, next++) {
      const j = i * 4;
      samples[next] = source[j] | (source[j + 1] << 8) | (source[j + 2] << 16);
    }
  };
  return {
    readUpTo,
    colourOf(ink) {
      readUpTo(pixels);
      return colourOfSamples(samples, stride, ink, 1, 0);
    },
    colourOfRgba(rgba) {
      readUpTo(pixels);
      return colourOfSamples(samples, stride, rgba, 4, 3);
    },
  };
}

/** The paper's colour from the samples; pixel i is ink where ink[i * step + offset] is not 0. */
function colourOfSamples(
  samples: Int32Array,
  stride: number,
  ink: Uint8Array | Uint8ClampedArray,
  step: number,
  offset: number,
): Rgb | null {
  // One pass: the samples' count and colour sums per grey level; the brighter half is then
  // read off the levels (the same sums as a second pass over the samples would make).
  const count = new Uint32Array(256);
  const sums = new Float64Array(256 * 3);
  let total = 0;
  for (let k = 0, i = 0; k < samples.length; k++, i += stride) {
    if (ink[i * step + offset] !== 0) continue;
    const word = samples[k];
    const red = word & 255;
    const green = (word >> 8) & 255;
    const blue = word >> 16;
    const level = grey(red, green, blue);
    count[level]++;
    sums[level * 3] += red;
    sums[level * 3 + 1] += green;
    sums[level * 3 + 2] += blue;
    total++;
  }
  if (total === 0) return null;
  let median = 0;
  for (let seen = 0; median < 255; median++) {
    seen += count[median];
    if (seen * 2 >= total) break;
  }
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let level = median; level < 256; level++) {
    r += sums[level * 3];
    g += sums[level * 3 + 1];
    b += sums[level * 3 + 2];
    n += count[level];
  }
  return { r: r / n, g: g / n, b: b / n };
}

/**
 * Per-channel gains that turn `paper` into the neutral grey of its own brightness, each within
 * 1/MAX_GAIN..MAX_GAIN; null when there is nothing to correct (no paper, too dark, or already
 * neutral within NEUTRAL_TOLERANCE).
 */
export function castGains(paper: Rgb | null): [number, number, number] | null {
  if (!paper) return null;
  const level = 0.299 * paper.r + 0.587 * paper.g + 0.114 * paper.b;
  if (level < MIN_PAPER_GREY) return null;
  const gains = [paper.r, paper.g, paper.b].map((channel) =>
    Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, level / Math.max(1, channel))),
  ) as [number, number, number];
  return gains.every((gain) => Math.abs(gain - 1) <= NEUTRAL_TOLERANCE) ? null : gains;
}

/**
 * Scales the colour of every ink pixel (alpha > 0) of `rgba` by `gains`, in place; alpha and
 * paper (0,0,0,0) are untouched. Channels are rounded and clamped to 0..255.
 */
export function removeCast(rgba: Uint8ClampedArray, gains: [number, number, number]): void {
  const cast = castTables(gains);
  const [red, green, blue] = cast;
  if (rgba.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    // One 32-bit word a pixel (R in the low byte): alpha 0 (paper included) is passed by one
    // test, and a pixel's three channels are looked up and written back in one store.
    const words = new Int32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);
    for (let i = 0; i < words.length; i++) {
      const p = words[i];
      if (p >>> 24 === 0) continue;
      words[i] = (p & 0xff000000) | castColour(cast, p);
    }
    return;
  }
  for (let j = 0; j < rgba.length; j += 4) {
    if (rgba[j + 3] === 0) continue;
    rgba[j] = red[rgba[j]];
    rgba[j + 1] = green[rgba[j + 1]];
    rgba[j + 2] = blue[rgba[j + 2]];
  }
}

/** One table a channel (256 multiplications instead of three a pixel): each value × its gain,
 * rounded and clamped to 0..255. */
export function castTables(
  gains: [number, number, number],
): [Uint8ClampedArray, Uint8ClampedArray, Uint8ClampedArray] {
  const table = (gain: number) => {
    const values = new Uint8ClampedArray(256);
    for (let v = 0; v < 256; v++) values[v] = Math.round(v * gain);
    return values;
  };
  return [table(gains[0]), table(gains[1]), table(gains[2])];
}

/** The ink mask (1 = alpha > 0) of a clean result's RGBA. */
export function inkOfRgba(rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const ink = new Uint8Array(rgba.length >> 2);
  for (let i = 0, j = 3; i < ink.length; i++, j += 4) ink[i] = rgba[j] === 0 ? 0 : 1;
  return ink;
}
