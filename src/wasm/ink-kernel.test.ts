// The colour weights' kernel (ink-kernel.ts, assembly/ink-levels.ts) gives exactly the
// TypeScript reference's counts and sums (enhanced/ink-levels.ts): the same doubles, summed in
// the same order, on random photos with and without a sheet, on random sample grids.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { contrastLevels } from '../core/clean/enhanced/photo/ink-levels.ts';
import { inkProjectionWeights } from '../core/clean/enhanced/photo/ink-projection.ts';
import { syntheticSignature } from '../../scripts/lib/synthetic-signature.ts';
import { ENHANCED_PARAMS } from '../core/clean/enhanced/enhanced-params.ts';
import { both, image } from './kernel-check.test-helper.ts';

const sameDoubles = (a: Float64Array, b: Float64Array) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

describe('colour weights kernel', () => {
  test('equals the TypeScript on random photos, grids and sheets', () => {
    fc.assert(
      fc.property(
        image,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 0, max: 2 ** 31 - 1 })),
        ({ width, height, data }, step, block, scale, sheetSeed) => {
          const sw = Math.floor(width / step);
          const sh = Math.floor(height / step);
          const grid = {
            step,
            sw,
            sh,
            block,
            bw: Math.ceil(sw / block),
            bh: Math.ceil(sh / block),
          };
          let sheet = null;
          if (sheetSeed !== null) {
            const maskWidth = Math.ceil(width / scale);
            const mask = new Uint8Array(maskWidth * Math.ceil(height / scale));
            let s = sheetSeed;
            for (let i = 0; i < mask.length; i++) {
              s = (Math.imul(s, 1103515245) + 12345) >>> 0;
              mask[i] = (s >>> 16) % 5 === 0 ? 0 : 1;
            }
            sheet = { mask, maskWidth, scale };
          }
          const [a, b] = both((k) => contrastLevels(data, width, grid, sheet, true, undefined, k));
          expect(b.total).toBe(a.total);
          expect(sameDoubles(b.count, a.count)).toBe(true);
          expect(sameDoubles(b.sums, a.sums)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('the same weights on tinted photos with coloured ink, frame sizes', () => {
    for (const [width, height] of [
      [1280, 720],
      [640, 360],
      [333, 201],
    ]) {
      const data = syntheticSignature(3, width, height);
      // Green ink on brown paper, about as bright: the weights leave the spec's.
      for (let i = 0; i < data.length; i += 4) {
        const ink = data[i] < 128;
        data.set(ink ? [60, 140, 60] : [200, 150, 90 + (i % 7)], i);
      }
      const [a, b] = both((k) =>
        inkProjectionWeights(data, width, height, null, true, undefined, ENHANCED_PARAMS.photo, k),
      );
      expect(b).toEqual(a);
      expect(a[1]).not.toBe(0.587);
    }
  });
});
