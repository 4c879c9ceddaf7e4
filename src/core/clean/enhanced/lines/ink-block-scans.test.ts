// The line pass read from the mask's ink blocks (nonZeroBlocks) against the whole mask: the
// long lines' bounds and the ruled lines' evidence give the same pixels, for the exact list and
// for a list holding every block (any superset will do).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { removeLongLines } from './long-lines.ts';
import { removeRuledLines } from './ruled-lines.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** Ruled lines (slanted a little), a few long columns, blobs and specks. */
function sample(width: number, height: number, seed: number) {
  let s = seed;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 16) % n;
  };
  const mask = new Uint8Array(width * height);
  const spacing = 3 + next(9);
  const slant = (next(5) - 2) / 64;
  for (let y0 = next(spacing); y0 < height; y0 += spacing) {
    for (let x = 0; x < width; x++) {
      const y = Math.round(y0 + slant * x);
      if (y >= 0 && y < height && next(20) > 0) mask[y * width + x] = 1;
    }
  }
  for (let k = next(3); k > 0; k--) {
    const x = next(width);
    for (let y = 0; y < height; y++) if (next(30) > 0) mask[y * width + x] = 1;
  }
  for (let k = next(12); k > 0; k--) {
    const x0 = next(width);
    const y0 = next(height);
    const size = 1 + next(7);
    for (let y = y0; y < Math.min(height, y0 + size); y++) {
      for (let x = x0; x < Math.min(width, x0 + size); x++) mask[y * width + x] = 1;
    }
  }
  for (let i = next(50); i < mask.length; i += 1 + next(60)) mask[i] = 1;
  return mask;
}

const every = (mask: Uint8Array) =>
  Int32Array.from({ length: (mask.length + 15) >> 4 }, (_, k) => k);

const sizes = [
  fc.integer({ min: 1, max: 97 }),
  fc.integer({ min: 1, max: 97 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
] as const;

describe('the line pass from the ink blocks equals the whole-mask reading', () => {
  test('removeLongLines', () => {
    let found = 0;
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 1, max: 4 }), (width, height, seed, thick) => {
        const plain = sample(width, height, seed);
        const removed = removeLongLines(plain, width, height, thick);
        if (removed.length > 0) found++;
        for (const list of [nonZeroBlocks, every]) {
          const mask = sample(width, height, seed);
          expect(removeLongLines(mask, width, height, thick, list(mask))).toEqual(removed);
          expect(mask).toEqual(plain);
        }
      }),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(20);
  });

  test('removeRuledLines', () => {
    let found = 0;
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 1, max: 6 }), (width, height, seed, stroke) => {
        const plain = sample(width, height, seed);
        const removed = removeRuledLines(
          plain,
          width,
          height,
          stroke,
          new Scratch(),
          null,
          null,
          ENHANCED_PARAMS.lines.ruled,
          null,
        );
        if (removed.length > 0) found++;
        for (const list of [nonZeroBlocks, every]) {
          const mask = sample(width, height, seed);
          const blocks = list(mask);
          expect(
            removeRuledLines(
              mask,
              width,
              height,
              stroke,
              new Scratch(),
              null,
              null,
              ENHANCED_PARAMS.lines.ruled,
              blocks,
            ),
          ).toEqual(removed);
          expect(mask).toEqual(plain);
        }
      }),
      { numRuns: 200 },
    );
    expect(found).toBeGreaterThan(20);
  });
});
