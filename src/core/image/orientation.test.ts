import { describe, expect, test } from 'vitest';
import { applyOrientation } from './orientation.ts';

// A 3×2 image whose pixels are numbered 1..6 (in the red channel):
//   1 2 3
//   4 5 6
function numbered() {
  const data = new Uint8ClampedArray(3 * 2 * 4);
  for (let i = 0; i < 6; i++) data.set([i + 1, 0, 0, 255], i * 4);
  return { data, width: 3, height: 2 };
}

function rows(image: { data: Uint8ClampedArray; width: number; height: number }) {
  const out: number[][] = [];
  for (let y = 0; y < image.height; y++) {
    out.push(Array.from({ length: image.width }, (_, x) => image.data[(y * image.width + x) * 4]));
  }
  return out;
}

describe('applyOrientation', () => {
  test.each([
    [
      1,
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
    ],
    [
      2,
      [
        [3, 2, 1],
        [6, 5, 4],
      ],
    ],
    [
      3,
      [
        [6, 5, 4],
        [3, 2, 1],
      ],
    ],
    [
      4,
      [
        [4, 5, 6],
        [1, 2, 3],
      ],
    ],
    [
      5,
      [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
    ],
    [
      6,
      [
        [4, 1],
        [5, 2],
        [6, 3],
      ],
    ],
    [
      7,
      [
        [6, 3],
        [5, 2],
        [4, 1],
      ],
    ],
    [
      8,
      [
        [3, 6],
        [2, 5],
        [1, 4],
      ],
    ],
  ])('orientation %i', (orientation, expected) => {
    expect(rows(applyOrientation(numbered(), orientation))).toEqual(expected);
  });

  test('rejects values outside 1–8, naming them', () => {
    expect(() => applyOrientation(numbered(), 9)).toThrow(/got 9/);
  });
});
