import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maskAtOrBelow, nonZeroBlocks } from '../../byte-mask.ts';
import { DARK_BELOW, darkBlocks, maskWithBlocks } from './dark-blocks.ts';

/** Paper levels (192–255) with dark pixels (0–191) at a random share, from a seeded generator. */
function levelsOf(n: number, darkShare: number, seed: number): Uint8Array {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
  const levels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    levels[i] =
      next() < darkShare ? Math.floor(next() * DARK_BELOW) : 192 + Math.floor(next() * 64);
  }
  return levels;
}

describe('dark blocks', () => {
  test('are the blocks holding a level below the bound (any length, any share of ink)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 255 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (n, share, below, seed) => {
          const levels = levelsOf(n, share, seed);
          const expected: number[] = [];
          for (let b = 0; 16 * b < n; b++) {
            if (levels.subarray(16 * b, 16 * b + 16).some((v) => v < below)) expected.push(b);
          }
          expect(Array.from(darkBlocks(levels, below))).toEqual(expected);
          // At an odd offset the words are not used: the same list.
          const shifted = new Uint8Array(n + 1);
          shifted.set(levels, 1);
          expect(Array.from(darkBlocks(shifted.subarray(1), below))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('give the mask and its ink blocks of maskAtOrBelow and nonZeroBlocks (stale `into`, raised levels)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 700 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: -1, max: 254.5, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (n, share, limit, seed, raise) => {
          const levels = levelsOf(n, share, seed);
          const dark = darkBlocks(levels);
          // Off-sheet paper is raised to 255 after the list is taken (off-sheet.ts).
          if (raise) for (let i = 0; i < n; i += 3) levels[i] = 255;
          const mask = maskAtOrBelow(levels, limit);
          const into = new Uint8Array(n).fill(0xa5);
          const made = maskWithBlocks(levels, limit, into, dark);
          expect(Array.from(made.mask)).toEqual(Array.from(mask));
          if (limit >= 0 && Math.floor(limit) < DARK_BELOW) {
            expect(made.mask).toBe(into);
            expect(Array.from(made.blocks ?? [])).toEqual(Array.from(nonZeroBlocks(mask)));
          } else {
            expect(made.blocks).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
