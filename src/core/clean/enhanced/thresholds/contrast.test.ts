import fc from 'fast-check';
import { expect, test } from 'vitest';
import { contrastImage, contrastImagePlain } from './contrast.ts';

function differences(a: ArrayLike<number>, b: ArrayLike<number>) {
  let count = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) count++;
  return count;
}

test('the word-wise contrast image equals the one-pixel-at-a-time one (image and histogram)', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 16 }),
      fc.integer({ min: 1, max: 19 }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.integer({ min: 0, max: 255 }),
      (words, height, seed, floor) => {
        const width = 4 * words;
        let s = seed;
        const image = new Uint8Array(width * height);
        for (let i = 0; i < image.length; i++) {
          s = (Math.imul(s, 1103515245) + 12345) >>> 0;
          image[i] = floor + ((s >>> 16) % (256 - floor));
        }
        const fast = contrastImage(image, width, height);
        const plain = contrastImagePlain(image, width, height);
        expect(differences(fast.contrast, plain.contrast)).toBe(0);
        expect(differences(fast.histogram, plain.histogram)).toBe(0);
      },
    ),
    { numRuns: 300 },
  );
});

test('a camera frame, and widths that are not whole words', () => {
  for (const [width, height] of [
    [1280, 720],
    [1282, 7],
  ]) {
    const image = new Uint8Array(width * height);
    for (let i = 0; i < image.length; i++) image[i] = (i * 7919) % 97 > 12 ? 250 : (i * 31) % 256;
    const fast = contrastImage(image, width, height);
    const plain = contrastImagePlain(image, width, height);
    expect(differences(fast.contrast, plain.contrast)).toBe(0);
    expect(differences(fast.histogram, plain.histogram)).toBe(0);
  }
});
