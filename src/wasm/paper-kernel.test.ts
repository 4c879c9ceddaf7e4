// The pen colour's paper kernel (paper-kernel.ts, assembly/paper-blocks.ts) gives exactly the
// TypeScript reference's sums and solid ink (core/output/pen-colour.ts, paperByBlock), and so
// the same pen colour: on random pictures of any size and block (soft ink, solid ink, paper),
// on bytes that do not start on a word, and on a band too large to copy at once.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paperByBlock, penColour } from '../core/output/pen-colour.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { both } from './kernel-check.test-helper.ts';
import { BAND_BYTES } from './paper-kernel.ts';

/** A picture of paper (with a shadow and grain) and ink, some of it soft (alpha 1..254). */
function picture(width: number, height: number, seed: number, inkShare: number) {
  let state = seed >>> 0 || 1;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const source = new Uint8ClampedArray(width * height * 4);
  const clean = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < source.length; j += 4) {
    const shade = (j / 4) % width < width / 3 ? 0.45 : 1;
    const ink = random() < inkShare;
    for (let c = 0; c < 3; c++) {
      source[j + c] = ink ? random() * 120 : 250 * shade - random() * 60;
      if (ink) clean[j + c] = source[j + c];
    }
    source[j + 3] = 255;
    if (ink) clean[j + 3] = random() < 0.3 ? 1 + random() * 254 : 255;
  }
  return { source, clean };
}

/** The sums with the solid ink cut to its count (the lists' spare room may differ). */
function sumsOf(
  kernels: Kernels | null,
  clean: Uint8ClampedArray,
  source: Uint8ClampedArray,
  width: number,
  height: number,
  block: number,
) {
  const found = kernels
    ? kernels.paperByBlock(clean, source, width, height, block)
    : paperByBlock(clean, source, width, height, block);
  return { ...found, solid: found.solid.slice(0, found.solidCount) };
}

describe('paper kernel', () => {
  test('gives the reference sums and solid ink on random pictures and blocks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 157 }),
        fc.integer({ min: 1, max: 61 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, block, seed, inkShare) => {
          const { source, clean } = picture(width, height, seed, inkShare);
          const [reference, fast] = both((k) => sumsOf(k, clean, source, width, height, block));
          expect(fast).toEqual(reference);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('gives the same pen colour through penColour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 120 }),
        fc.integer({ min: 16, max: 60 }),
        fc.integer(),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (width, height, seed, inkShare) => {
          const { source, clean } = picture(width, height, seed, inkShare);
          const [reference, fast] = both(
            (k) => penColour(clean, source, width, undefined, k),
            true,
          );
          expect(fast).toEqual(reference);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('reads bytes that do not start on a word', () => {
    const width = 45;
    const height = 33;
    const { source, clean } = picture(width, height, 7, 0.2);
    const bytes = new Uint8ClampedArray(source.length + clean.length + 3);
    bytes.set(source, 1);
    bytes.set(clean, 2 + source.length);
    const shiftedSource = bytes.subarray(1, 1 + source.length);
    const shiftedClean = bytes.subarray(2 + source.length, 2 + source.length + clean.length);
    const [reference, fast] = both((k) =>
      sumsOf(k, shiftedClean, shiftedSource, width, height, 16),
    );
    expect(fast).toEqual(reference);
    expect(reference.solidCount).toBeGreaterThan(0);
  });

  test('sums a band too large to copy at once in strips, each pass copying them again', () => {
    // Rows so wide that a band of 100 rows is more than both pictures' BAND_BYTES.
    const width = Math.ceil(BAND_BYTES / (2 * 4 * 40));
    const height = 230;
    const block = 100;
    expect(2 * 4 * width * block).toBeGreaterThan(BAND_BYTES);
    const { source, clean } = picture(width, height, 11, 0.05);
    const [reference, fast] = both((k) => sumsOf(k, clean, source, width, height, block));
    expect(fast).toEqual(reference);
    expect(reference.solidCount).toBeGreaterThan(1024);
  });
});
