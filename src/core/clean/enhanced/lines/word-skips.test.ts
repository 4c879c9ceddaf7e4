// The mask scans that skip four paper bytes as one word (ruled lines' column runs, the long
// lines' counts, the components' scan, the stroke cores' pass, the rims' seeds) against their one-byte-at-a-time
// path, which the same functions take when the mask does not start on a word.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterComponents } from '../ink-components/components.ts';
import { removeLongLines } from './long-lines.ts';
import { removeRuledLines } from '../../../../../scripts/lib/ruled-family/ruled-family.ts';
import { keepStrokeCores } from '../strokes/stroke-core.ts';
import { growRims } from '../strokes/stroke-rim.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** A sparse ink mask with ruled lines, a few long columns and blobs; the levels it was cut from. */
function sample(width: number, height: number, seed: number) {
  let s = seed;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 16) % n;
  };
  const mask = new Uint8Array(width * height);
  const normalised = new Uint8Array(width * height).fill(255);
  const spacing = 3 + next(6);
  for (let y = next(spacing); y < height; y += spacing) {
    for (let x = 0; x < width; x++) if (next(20) > 0) mask[y * width + x] = 1;
  }
  for (let k = next(3); k > 0; k--) {
    const x = next(width);
    for (let y = 0; y < height; y++) if (next(30) > 0) mask[y * width + x] = 1;
  }
  for (let k = next(12); k > 0; k--) {
    const x0 = next(width);
    const y0 = next(height);
    const size = 1 + next(5);
    for (let y = y0; y < Math.min(height, y0 + size); y++) {
      for (let x = x0; x < Math.min(width, x0 + size); x++) mask[y * width + x] = 1;
    }
  }
  for (let i = 0; i < mask.length; i++) if (mask[i]) normalised[i] = next(200);
  return { mask, normalised };
}

/** A copy of `bytes` that starts one byte past a word boundary. */
function unaligned(bytes: Uint8Array) {
  const copy = new Uint8Array(bytes.length + 1).subarray(1);
  copy.set(bytes);
  return copy;
}

const sizes = [
  fc.integer({ min: 1, max: 24 }).map((k) => 4 * k),
  fc.integer({ min: 1, max: 60 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
] as const;

describe('word-at-a-time mask scans equal the byte-at-a-time ones', () => {
  test('removeRuledLines', () => {
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 1, max: 4 }), (width, height, seed, thick) => {
        const { mask } = sample(width, height, seed);
        const slow = unaligned(mask);
        const removed = removeRuledLines(mask, width, height, thick, 5);
        expect(removed).toEqual(removeRuledLines(slow, width, height, thick, 5));
        expect(mask).toEqual(new Uint8Array(slow));
      }),
      { numRuns: 300 },
    );
  });

  test('removeLongLines', () => {
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 1, max: 4 }), (width, height, seed, thick) => {
        const { mask } = sample(width, height, seed);
        const slow = unaligned(mask);
        expect(removeLongLines(mask, width, height, thick)).toEqual(
          removeLongLines(slow, width, height, thick),
        );
        expect(mask).toEqual(new Uint8Array(slow));
      }),
      { numRuns: 300 },
    );
  });

  test('filterComponents', () => {
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 1, max: 12 }), (width, height, seed, minArea) => {
        const { mask, normalised } = sample(width, height, seed);
        const slow = unaligned(mask);
        const options = { minArea, maxLineThickness: 2, normalised, sureLevel: 60 };
        expect(filterComponents(mask, width, height, new Scratch(), options)).toBe(
          filterComponents(slow, width, height, new Scratch(), options),
        );
        expect(mask).toEqual(new Uint8Array(slow));
      }),
      { numRuns: 300 },
    );
  });

  test('growRims', () => {
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 60, max: 160 }), (width, height, seed, sure) => {
        const { mask, normalised } = sample(width, height, seed);
        // Soft rims around the ink for the growth to find.
        for (let i = 1; i < mask.length; i++) {
          if (mask[i - 1] === 1 && mask[i] === 0) normalised[i] = 150 + (i % 60);
        }
        const slow = unaligned(mask);
        const options = { radius: 2, sure, share: 0.55, depth: 2 };
        expect(growRims(normalised, width, height, mask, options)).toBe(
          growRims(normalised, width, height, slow, options),
        );
        expect(mask).toEqual(new Uint8Array(slow));
      }),
      { numRuns: 300 },
    );
  });

  test('keepStrokeCores', () => {
    fc.assert(
      fc.property(...sizes, fc.integer({ min: 0, max: 120 }), (width, height, seed, sure) => {
        const { mask, normalised } = sample(width, height, seed);
        const slow = unaligned(mask);
        expect(keepStrokeCores(normalised, width, height, mask, sure)).toBe(
          keepStrokeCores(normalised, width, height, slow, sure),
        );
        expect(mask).toEqual(new Uint8Array(slow));
      }),
      { numRuns: 300 },
    );
  });
});
