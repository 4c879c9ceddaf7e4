import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { referenceFilterComponents } from './components-reference.test-helper.ts';
import { filterComponents } from './components.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

describe('filterComponents with sure ink', () => {
  test('a component without one pixel as dark as the sure level is not ink', () => {
    const [w, h] = [30, 10];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(255);
    for (let x = 2; x < 10; x++) {
      mask[4 * w + x] = 1; // bleed-through: faint all along
      normalised[4 * w + x] = 190;
    }
    for (let x = 15; x < 25; x++) {
      mask[4 * w + x] = 1; // a stroke: faint at its ends, dark in its middle
      normalised[4 * w + x] = x === 20 ? 60 : 190;
    }
    const options = { minArea: 3, maxLineThickness: 2 };
    expect(filterComponents(mask.slice(), w, h, new Scratch(), options)).toBe(18);
    expect(
      filterComponents(mask, w, h, new Scratch(), { ...options, normalised, sureLevel: 100 }),
    ).toBe(10);
    expect(mask[4 * w + 5]).toBe(0);
    expect(mask[4 * w + 16]).toBe(1);
  });
});

describe('filterComponents against the reference with a separate visited array', () => {
  test('random masks: the same pixels kept, the same count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (w, h, seed, minArea, density, sure) => {
          let s = seed;
          const next = (n: number) => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return (s >>> 16) % n;
          };
          const mask = new Uint8Array(w * h);
          const normalised = new Uint8Array(w * h).fill(255);
          for (let i = 0; i < mask.length; i++) {
            if (next(10) < density) {
              mask[i] = 1;
              normalised[i] = next(200);
            }
          }
          // A frame-wide line now and then.
          if (next(3) === 0) mask.fill(1, (h >> 1) * w, (h >> 1) * w + w);
          const options = {
            minArea,
            maxLineThickness: 2,
            ...(sure ? { normalised, sureLevel: 80 } : {}),
          };
          const expected = mask.slice();
          const count = referenceFilterComponents(expected, w, h, options);
          expect(filterComponents(mask, w, h, new Scratch(), options)).toBe(count);
          expect(mask).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});
