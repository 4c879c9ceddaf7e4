import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blockFloors, keepLocallySignificant } from './local-noise.ts';
import { referenceKeepLocallySignificant } from './local-noise-reference.test-helper.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** A seeded pseudo-random sequence in [0, 1). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * 120 × 60, normalised (paper 255): the left half clean paper at 250, the right half grainy
 * paper (200 ± 40, as a dim, noisy margin comes out of the flattening), a dark stroke (30) with
 * a soft rim (150) on each half.
 */
function page() {
  const [w, h] = [120, 60];
  const next = random(7);
  const grey = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      grey[y * w + x] = x < 60 ? 250 : Math.round(200 + 80 * (next() - 0.5));
    }
  }
  for (let y = 10; y < 50; y++) {
    for (const x0 of [20, 90]) {
      grey[y * w + x0 - 1] = grey[y * w + x0 + 2] = 150;
      grey[y * w + x0] = grey[y * w + x0 + 1] = 30;
    }
  }
  return { grey, w, h };
}

describe('keepLocallySignificant', () => {
  test('the noise is measured by neighbour steps: a stroke does not inflate it', () => {
    const { grey, w, h } = page();
    const { floors, columns } = blockFloors(grey, w, h, 30, 4);
    // Clean paper with a stroke through the block: the floor stays close under the paper.
    expect(floors[1 * columns + 0]).toBeGreaterThan(240);
    // Grain: the floor lies well under the grainy paper's level.
    expect(floors[1 * columns + 3]).toBeLessThan(150);
  });

  test('grain that never stands out of its paper goes; strokes and their rims stay', () => {
    const { grey, w, h } = page();
    // The mask a global level of 190 cuts: both strokes with their rims, and much of the grain.
    const mask = new Uint8Array(w * h);
    for (let i = 0; i < mask.length; i++) mask[i] = grey[i] <= 190 ? 1 : 0;
    const grain = () => {
      let count = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 60; x < w; x++) if (mask[y * w + x] && (x < 85 || x > 96)) count++;
      }
      return count;
    };
    const before = grain();
    expect(before).toBeGreaterThan(300);
    keepLocallySignificant(grey, w, h, mask, new Scratch(), {
      block: 30,
      deviations: 4,
      radius: 1,
      sure: 60,
    });
    expect(grain()).toBeLessThan(before / 20);
    for (let y = 10; y < 50; y++) {
      for (const x of [19, 20, 21, 22, 89, 90, 91, 92]) expect(mask[y * w + x]).toBe(1);
    }
  });

  test('paper words passed over give what the pixel-by-pixel scan gives (any size)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 61 }),
        fc.integer({ min: 1, max: 23 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 3 }),
        (w, h, seed, radius) => {
          const next = random(seed);
          const grey = new Uint8Array(w * h).map(() => Math.round(255 * next()));
          const mask = new Uint8Array(w * h).map(() => (next() < 0.1 ? 1 : 0));
          // The same mask one byte into its buffer: not word-aligned, so every pixel is read.
          const unaligned = new Uint8Array(w * h + 1).subarray(1);
          unaligned.set(mask);
          const options = { block: 7, deviations: 2, radius, sure: 40 };
          const dropped = keepLocallySignificant(grey, w, h, mask, new Scratch(), options);
          expect(dropped).toBe(
            keepLocallySignificant(grey, w, h, unaligned, new Scratch(), options),
          );
          expect(mask).toEqual(Uint8Array.from(unaligned));
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a call after another gives what it gives after none (its scratch memory is cleared)', () => {
    // The page on clean paper, `extra` more rows of paper below (they change no floor the page
    // reads); each picture larger than any before it takes fresh scratch memory.
    const small = page();
    const w = small.w + 40;
    const picture = (extra: number) => {
      const grey = new Uint8Array(w * (small.h + 20 + extra)).fill(250);
      for (let y = 0; y < small.h; y++) {
        grey.set(small.grey.subarray(y * small.w, (y + 1) * small.w), y * w);
      }
      return grey;
    };
    const run = (grey: Uint8Array, deviations = 4) => {
      const mask = Uint8Array.from(grey, (v) => (v <= 190 ? 1 : 0));
      keepLocallySignificant(grey, w, grey.length / w, mask, new Scratch(), {
        block: 30,
        deviations,
        radius: 1,
        sure: 60,
      });
      return mask.subarray(0, (small.h + 20) * w);
    };
    // A call that finds every pixel significant (its floors above the paper), then the page...
    run(picture(60), -4);
    const after = run(picture(0));
    // ...gives what the page gives on fresh memory.
    expect(after).toEqual(run(picture(120)));
  });

  test('gives what the reference gives: every floor up front, every window judged afresh', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -2, max: 6 }),
        (w, h, seed, block, radius, deviations) => {
          const next = random(seed);
          // Paper whose grain varies by region, some strokes across it, and a mask cut at a
          // level that takes in strokes, rims and grain.
          const grain = 10 + 80 * next();
          const grey = new Uint8Array(w * h).map((_, i) => {
            const noise = ((i % w) / w < 0.5 ? 10 : grain) * (next() - 0.5);
            return Math.round(Math.min(255, Math.max(0, 230 + noise)));
          });
          for (let k = Math.floor(4 * next()); k > 0; k--) {
            const y = Math.floor(h * next());
            const level = Math.round(200 * next());
            for (let x = 0; x < w; x++) grey[y * w + x] = level;
          }
          const cut = 150 + Math.round(80 * next());
          const mask = Uint8Array.from(grey, (v) => (v <= cut ? 1 : 0));
          const expected = mask.slice();
          const options = { block, deviations, radius, sure: Math.round(100 * next()) };
          const dropped = referenceKeepLocallySignificant(grey, w, h, expected, options);
          expect(keepLocallySignificant(grey, w, h, mask, new Scratch(), options)).toBe(dropped);
          expect(mask).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
