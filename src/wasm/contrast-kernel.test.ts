// The contrast kernel (contrast-kernel.ts, assembly/contrast.ts) gives exactly the TypeScript
// reference's contrast image and histogram (enhanced/contrast.ts): on random images of random
// sizes (odd widths, one pixel), on every pair of maximum and minimum, and across its strips.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contrastImage } from '../core/clean/enhanced/thresholds/contrast.ts';
import { both } from './kernel-check.test-helper.ts';

const same = (a: Uint8Array | Uint32Array, b: Uint8Array | Uint32Array) =>
  a.length === b.length && Buffer.compare(Buffer.from(a.buffer), Buffer.from(b.buffer)) === 0;

describe('contrast kernel', () => {
  test('equals the TypeScript on random images (odd widths, one pixel)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 71 }),
        fc.integer({ min: 1, max: 37 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, floor, seed) => {
          let s = seed;
          const image = new Uint8Array(width * height);
          for (let i = 0; i < image.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            image[i] = floor + ((s >>> 16) % (256 - floor));
          }
          const [a, b] = both((k) => contrastImage(image, width, height, k));
          expect(same(b.contrast, a.contrast)).toBe(true);
          expect(same(b.histogram, a.histogram)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('every pair of maximum and minimum (min, max, min in one row)', () => {
    const image = new Uint8Array(3 * 32_896);
    let k = 0;
    for (let max = 0; max < 256; max++) {
      for (let min = 0; min <= max; min++, k += 3) image.set([min, max, min], k);
    }
    for (const height of [1, 2]) {
      const rows = new Uint8Array(image.length * height);
      for (let y = 0; y < height; y++) rows.set(image, y * image.length);
      const [a, b] = both((k) => contrastImage(rows, image.length, height, k));
      expect(same(b.contrast, a.contrast)).toBe(true);
      expect(same(b.histogram, a.histogram)).toBe(true);
    }
  });

  test('across strips (odd sides, one row, one column)', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 3],
      [2, 1],
      [17, 5],
      [1001, 301],
      [1280, 720],
      [333_333, 1],
      [1, 140_001],
    ]) {
      const image = new Uint8Array(width * height);
      for (let i = 0; i < image.length; i++) image[i] = (i * 2654435761) >>> 24;
      const [a, b] = both((k) => contrastImage(image, width, height, k));
      expect(same(b.contrast, a.contrast)).toBe(true);
      expect(same(b.histogram, a.histogram)).toBe(true);
    }
  });
});
