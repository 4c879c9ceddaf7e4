// The contrast kernel (assembly/contrast.ts) gives exactly the TypeScript reference's contrast
// image and histogram (core/clean/enhanced/contrast.ts): random images of random sizes (odd
// widths, one pixel), and every pair of neighbourhood maximum and minimum.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contrastImage, contrastImagePlain } from '../core/clean/enhanced/contrast.ts';
import { grayOnly } from '../core/clean/grayscale.ts';
import { both, image } from './kernel-check.test-helper.ts';

describe('contrast kernel', () => {
  test('equals the TypeScript on random images', () => {
    fc.assert(
      fc.property(image, ({ width, height, data }) => {
        const gray = grayOnly(data, width * height);
        const [a, b] = both(() => contrastImage(gray, width, height));
        expect(b).toEqual(a);
        expect(b).toEqual(contrastImagePlain(gray, width, height));
      }),
      { numRuns: 300 },
    );
  });

  test('every maximum and minimum gives the reference table’s contrast', () => {
    // One row of triplets [max, min, min]: each middle pixel's neighbourhood is its triplet.
    const values: number[] = [];
    for (let max = 0; max < 256; max++)
      for (let min = 0; min <= max; min++) values.push(max, min, min);
    const gray = Uint8Array.from(values);
    for (const height of [1, 3]) {
      const rows = new Uint8Array(gray.length * height);
      for (let y = 0; y < height; y++) rows.set(gray, y * gray.length);
      const [a, b] = both(() => contrastImage(rows, gray.length, height));
      expect(Buffer.compare(Buffer.from(b.contrast), Buffer.from(a.contrast))).toBe(0);
      expect(b.histogram).toEqual(a.histogram);
    }
  });

  test('sizes at and around the 16-pixel steps', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 9],
      [2, 2],
      [16, 3],
      [17, 2],
      [18, 5],
      [33, 4],
      [640, 360],
    ]) {
      const gray = new Uint8Array(width * height);
      for (let i = 0; i < gray.length; i++) gray[i] = (i * 2654435761) >>> 24;
      const [a, b] = both(() => contrastImage(gray, width, height));
      expect(b).toEqual(a);
    }
  });
});
