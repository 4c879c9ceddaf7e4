// The step edges judging the components filterComponents listed (enhanced-clean.ts hands the
// list on) give the same mask and count as their own fill: the same components, in the same
// order, each in the same pixel order (which sets the sample judged and where judging stops).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterComponents, listedComponents } from './components.ts';
import { dropStepEdges } from './step-edges.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** A grey frame with dark blots and strokes on noisy paper, and its mask (the darker pixels). */
function frame(width: number, height: number, seed: number) {
  let s = seed;
  const next = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 16) % n;
  };
  const grey = new Uint8Array(width * height).fill(235);
  for (let k = 2 + next(10); k > 0; k--) {
    const x0 = next(width);
    const y0 = next(height);
    const w = 1 + next(next(2) ? 4 : 40);
    const h = 1 + next(next(2) ? 4 : 40);
    const dark = next(180);
    for (let y = y0; y < Math.min(height, y0 + h); y++) {
      for (let x = x0; x < Math.min(width, x0 + w); x++) grey[y * width + x] = dark;
    }
  }
  for (let i = 0; i < grey.length; i++) grey[i] = Math.max(0, grey[i] - next(40));
  const mask = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) mask[i] = grey[i] < 190 ? 1 : 0;
  return { grey, mask };
}

describe('dropStepEdges on the components filterComponents listed', () => {
  test('random frames: the same mask and count as with its own fill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 3, max: 8 }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        (w, h, seed, minArea, reach, minShare) => {
          const { grey, mask } = frame(w, h, seed);
          const own = mask.slice();
          const components = { minArea, maxLineThickness: 2 };
          filterComponents(own, w, h, new Scratch(), components);
          const count = dropStepEdges(own, grey, w, h, new Scratch(), { reach, minShare });
          const listed = listedComponents();
          filterComponents(mask, w, h, new Scratch(), { ...components, listed });
          expect(dropStepEdges(mask, grey, w, h, new Scratch(), { reach, minShare, listed })).toBe(
            count,
          );
          expect(mask).toEqual(own);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a list is used once: the mask it describes changes as it is judged', () => {
    const { grey, mask } = frame(40, 30, 7);
    const listed = listedComponents();
    filterComponents(mask, 40, 30, new Scratch(), { minArea: 2, maxLineThickness: 2, listed });
    expect(listed.mask).toBe(mask);
    dropStepEdges(mask, grey, 40, 30, new Scratch(), { reach: 3, minShare: 0.5, listed });
    expect(listed.mask).toBeNull();
  });
});
