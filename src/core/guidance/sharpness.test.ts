import { describe, expect, test } from 'vitest';
import { measureFrame } from './frame-measures.ts';
import { nearInk } from './sharpness.ts';

/**
 * Bars of ink (40) on paper (200), each edge a straight ramp `ramp` px long, repeated every 80
 * px: along the bars' direction nothing changes. `across` lays the bars as columns (edges along
 * the rows), otherwise as rows.
 */
function bars(ramp: number, across: boolean) {
  const long = 240;
  const short = 48;
  const width = across ? long : short;
  const height = across ? short : long;
  const level = (t: number) => {
    const p = t % 80;
    if (p < 10) return 200;
    if (p < 10 + ramp) return 200 - (160 * (p - 10 + 1)) / ramp;
    if (p < 24 + ramp) return 40;
    if (p < 24 + 2 * ramp) return 40 + (160 * (p - 24 - ramp + 1)) / ramp;
    return 200;
  };
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = level(across ? x : y);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return measureFrame(data, width, height);
}

describe('edge width = total rise ÷ steepest step', () => {
  test.each([1, 2, 4, 5, 8, 16])(
    'a %i px ramp measures as much along rows and along columns',
    (ramp) => {
      expect(bars(ramp, true).edgeWidth).toBe(ramp);
      expect(bars(ramp, false).edgeWidth).toBe(ramp);
    },
  );

  test('the contrast is the paper minus the ink', () => {
    expect(bars(2, true).contrast).toBe(160);
  });
});

describe('nearInk grows the ink mask by a square radius', () => {
  test('one ink pixel becomes a (2r+1)² square, clipped at the sides', () => {
    const mask = new Uint8Array(7 * 5);
    mask[2 * 7 + 1] = 1; // (1, 2)
    const grown = nearInk(mask, 7, 5, 2);
    const rows = Array.from({ length: 5 }, (_, y) =>
      Array.from(grown.subarray(y * 7, y * 7 + 7)).join(''),
    );
    expect(rows).toEqual(['1111000', '1111000', '1111000', '1111000', '1111000']);
  });

  test('an empty mask stays empty', () => {
    expect(nearInk(new Uint8Array(12), 4, 3, 3).every((v) => v === 0)).toBe(true);
  });
});
