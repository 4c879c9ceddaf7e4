import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { referenceNormalise } from './background-reference.test-helper.ts';
import { halfByMaximum, normaliseByBackground } from './background.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** Paper with a gradient, noise and dark strokes, seeded. */
function page(width: number, height: number, seed: number) {
  let s = seed;
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const paper = (150 + (100 * x) / width) | 0;
      const ink = (x + 2 * y) % 17 < 3;
      gray[y * width + x] = ink ? (s >>> 16) % 90 : Math.min(255, paper + ((s >>> 16) % 9));
    }
  }
  return gray;
}

function differences(a: Uint8Array | Uint32Array, b: Uint8Array | Uint32Array) {
  let count = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) count++;
  return count;
}

describe('halfByMaximum', () => {
  test('each small pixel is the maximum of its 2 × 2 block (clipped at odd edges)', () => {
    for (const [width, height] of [
      [16, 5],
      [64, 8],
      [8, 1],
      [13, 7],
      [1280, 9],
    ]) {
      const gray = page(width, height, width + height);
      const { small, sw, sh } = halfByMaximum(gray, width, height);
      expect([sw, sh]).toEqual([Math.ceil(width / 2), Math.ceil(height / 2)]);
      let wrong = 0;
      for (let y = 0; y < sh; y++) {
        for (let x = 0; x < sw; x++) {
          let max = 0;
          for (let dy = 0; dy < 2; dy++) {
            for (let dx = 0; dx < 2; dx++) {
              const gx = Math.min(width - 1, 2 * x + dx);
              const gy = Math.min(height - 1, 2 * y + dy);
              max = Math.max(max, gray[gy * width + gx]);
            }
          }
          if (small[y * sw + x] !== max) wrong++;
        }
      }
      expect(wrong).toBe(0);
    }
  });
});

describe('normaliseByBackground', () => {
  test('equals the plain reference (image and histogram) for any size and window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 45 }),
        fc.integer({ min: 1, max: 33 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, window, seed) => {
          const gray = page(width, height, seed);
          const half = halfByMaximum(gray, width, height);
          const fast = normaliseByBackground(gray, width, height, window, new Scratch(), half);
          const reference = referenceNormalise(gray, width, height, window, half);
          expect(differences(fast.normalised, reference.normalised)).toBe(0);
          expect(differences(fast.histogram, reference.histogram)).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('equals the reference on a camera frame and on a grey image that is not word-aligned', () => {
    for (const [width, height, offset] of [
      [1280, 720, 0],
      [643, 211, 1],
    ]) {
      const buffer = new Uint8Array(width * height + offset);
      buffer.set(page(width, height, 7), offset);
      const gray = buffer.subarray(offset);
      const half = halfByMaximum(gray, width, height);
      for (const window of [21, 63]) {
        const fast = normaliseByBackground(gray, width, height, window, new Scratch(), half);
        const reference = referenceNormalise(gray, width, height, window, half);
        expect(differences(fast.normalised, reference.normalised)).toBe(0);
        expect(differences(fast.histogram, reference.histogram)).toBe(0);
      }
    }
  });
});
