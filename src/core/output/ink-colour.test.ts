import { describe, expect, it } from 'vitest';
import {
  BLUE_INK,
  estimateInkColour,
  paintInk,
  resolveInkColour,
  rgbToHex,
  type InkColour,
} from './ink-colour.ts';

/** Pixels as [r, g, b, a] quadruples. */
const rgba = (...pixels: number[][]) => new Uint8ClampedArray(pixels.flat());

describe('estimateInkColour', () => {
  it('evens the ink out to the mean of the darker half of the solid ink', () => {
    const data = rgba(
      [20, 30, 120, 255],
      [30, 40, 140, 255],
      [150, 150, 200, 255], // a light, paper-mixed rim pixel: the lighter half, left out
      [160, 170, 210, 255],
      [0, 0, 0, 100], // soft edge: not solid, left out
      [0, 0, 0, 0],
    );
    expect(estimateInkColour(data)).toEqual({ r: 25, g: 35, b: 130 });
  });

  it('uses the soft ink when none is solid, and is null without ink', () => {
    expect(estimateInkColour(rgba([40, 50, 60, 128], [0, 0, 0, 0]))).toEqual({
      r: 40,
      g: 50,
      b: 60,
    });
    expect(estimateInkColour(rgba([9, 9, 9, 0]))).toBeNull();
  });
});

describe('paintInk', () => {
  it('gives every ink pixel the colour, keeps its alpha, and leaves paper fully transparent', () => {
    const data = rgba([20, 30, 120, 255], [90, 80, 70, 77], [200, 10, 10, 0]);
    expect(Array.from(paintInk(data, BLUE_INK))).toEqual([
      ...[BLUE_INK.r, BLUE_INK.g, BLUE_INK.b, 255],
      ...[BLUE_INK.r, BLUE_INK.g, BLUE_INK.b, 77],
      ...[0, 0, 0, 0],
    ]);
    expect(Array.from(data.subarray(0, 4))).toEqual([20, 30, 120, 255]);
  });

  it('paints over its input when given it, clearing the paper, with the same pixels as a copy', () => {
    const data = rgba([20, 30, 120, 255], [90, 80, 70, 77], [200, 10, 10, 0]);
    const copy = paintInk(data, BLUE_INK);
    expect(paintInk(data, BLUE_INK, data)).toBe(data);
    expect(Array.from(data)).toEqual(Array.from(copy));
    expect(() => paintInk(data, BLUE_INK, new Uint8ClampedArray(8))).toThrow(/8 bytes/);
  });

  it('paints word by word the same bytes as byte by byte (pixels not starting on a word)', () => {
    // Any alpha, a colour that is not whole bytes (stored as a Uint8ClampedArray stores it).
    const colour = { r: 20.5, g: 300, b: -4 };
    const pixels = Array.from({ length: 257 }, (_, i) => [i % 251, (i * 7) % 256, 9, i % 256]);
    const shifted = new Uint8ClampedArray(257 * 4 + 1).subarray(1);
    shifted.set(pixels.flat());
    const byBytes = paintInk(shifted, colour);
    const byWords = paintInk(rgba(...pixels), colour);
    expect(Array.from(byWords)).toEqual(Array.from(byBytes));
    expect(Array.from(byWords.subarray(0, 8))).toEqual([0, 0, 0, 0, 20, 255, 0, 1]);
    const over = rgba(...pixels);
    expect(Array.from(paintInk(over, colour, over))).toEqual(Array.from(byBytes));
  });
});

describe('resolveInkColour', () => {
  const data = rgba([100, 40, 20, 255]);
  it.each<[InkColour, string]>([
    ['original', '#642814'],
    ['black', '#000000'],
    ['blue', rgbToHex(BLUE_INK)],
  ])('%s is %s', (colour, hex) => {
    expect(rgbToHex(resolveInkColour(colour, data))).toBe(hex);
  });

  it('falls back to black for the original colour of an empty image, and rejects unknown names', () => {
    expect(resolveInkColour('original', rgba([0, 0, 0, 0]))).toEqual({ r: 0, g: 0, b: 0 });
    expect(() => resolveInkColour('red' as InkColour, data)).toThrow(/red/);
  });
});
