import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { referenceClosing } from './background-reference.test-helper.ts';
import { closing } from './byte-filters.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

describe('closing', () => {
  test('equals the one-pixel-at-a-time reference on random images, any size and radius', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 37 }),
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 255 }),
        (width, height, radius, seed, spread) => {
          let s = seed;
          const image = new Uint8Array(width * height);
          for (let i = 0; i < image.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            image[i] = 255 - ((s >>> 16) % (spread + 1));
          }
          const before = image.slice();
          expect(closing(image, width, height, radius, new Scratch())).toEqual(
            referenceClosing(image.slice(), width, height, radius),
          );
          expect(image).toEqual(before); // the input is not changed
        },
      ),
      { numRuns: 300 },
    );
  });

  test('equals the reference on a camera-sized frame', () => {
    const width = 641;
    const height = 359;
    const image = new Uint8Array(width * height);
    for (let i = 0; i < image.length; i++) image[i] = (i * 7919) % 251 > 40 ? 230 : (i * 31) % 256;
    for (const radius of [1, 5, 6, 40]) {
      const fast = closing(image, width, height, radius, new Scratch());
      const reference = referenceClosing(image.slice(), width, height, radius);
      let differences = 0;
      for (let i = 0; i < fast.length; i++) if (fast[i] !== reference[i]) differences++;
      expect(fast.length).toBe(reference.length);
      expect(differences).toBe(0);
    }
  });
});
