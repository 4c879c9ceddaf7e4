import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { windowMinimum } from './window-minimum.ts';

/** The darkest level within `radius` of (x, y), every pixel of the window read. */
function direct(
  levels: Uint8Array,
  width: number,
  height: number,
  radius: number,
  x: number,
  y: number,
) {
  let darkest = 255;
  for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
    for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
      darkest = Math.min(darkest, levels[yy * width + xx]);
    }
  }
  return darkest;
}

describe('windowMinimum', () => {
  test('equals the window read pixel by pixel, for any size, radius and order of reads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 47 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (width, height, radius, seed) => {
          let s = seed;
          const next = () => ((s = (s * 48271) % 2147483647), s);
          // Levels in a narrow range as well as the full one, so equal minima tie often.
          const range = next() % 2 === 0 ? 256 : 4;
          const levels = new Uint8Array(width * height).map(() => next() % range);
          const darkest = windowMinimum(levels, width, height, radius);
          for (let k = 0; k < 60; k++) {
            const x = next() % width;
            const y = next() % height;
            expect(darkest(x, y)).toBe(direct(levels, width, height, radius, x, y));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a dark pixel is seen from exactly radius away, not one further', () => {
    const [width, height] = [30, 9];
    const levels = new Uint8Array(width * height).fill(200);
    levels[4 * width + 3] = 10;
    const darkest = windowMinimum(levels, width, height, 6);
    expect(darkest(9, 4)).toBe(10);
    expect(darkest(10, 4)).toBe(200);
    expect(darkest(9, 0)).toBe(10);
  });
});
