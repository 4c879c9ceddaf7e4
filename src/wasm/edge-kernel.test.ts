// The edge threshold's kernel (edge-kernel.ts, assembly/edge-windows.ts: the edge list and the
// windows) gives exactly the TypeScript reference's mask (enhanced/edge-threshold.ts): on random
// pictures of strokes on noisy paper of random sizes (odd widths, one pixel), radii, edge floors
// and deviations.
import fc from 'fast-check';
import type { Kernels } from '../core/clean/kernels.ts';
import { describe, expect, test } from 'vitest';
import { addEdgeThresholdInk } from '../core/clean/enhanced/thresholds/edge-threshold.ts';
import { both } from './kernel-check.test-helper.ts';

describe('edge threshold kernel', () => {
  test('equals the TypeScript on random pictures, radii and deviations', () => {
    let added = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 157 }),
        fc.integer({ min: 1, max: 61 }),
        fc.integer({ min: 1, max: 24 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, radius, minEdgesPerWidth, deviations, seed) => {
          let s = seed;
          const random = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 8;
          // Paper near white with grain, strokes (dark, with soft rims) in random rows and
          // columns, and some pixels at 255.
          const normalised = new Uint8Array(width * height);
          const ink = random() % 8;
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const onStroke = (y + (x >> 2)) % 11 < ink || (x * 7 + y) % 23 < ink;
              const v = onStroke ? 20 + (random() % 120) : 200 + (random() % 70);
              normalised[y * width + x] = Math.min(255, v);
            }
          }
          const cut = 60 + (random() % 100);
          const run = (k: Kernels | null) => {
            const mask = new Uint8Array(width * height);
            for (let i = 0; i < mask.length; i++) mask[i] = normalised[i] <= cut ? 1 : 0;
            const count = addEdgeThresholdInk(
              normalised,
              width,
              height,
              mask,
              {
                radius,
                minEdgesPerWidth,
                deviations,
              },
              k,
            );
            return { mask, count };
          };
          const [a, b] = both(run, true);
          expect(b.count).toBe(a.count);
          expect(Buffer.compare(Buffer.from(b.mask), Buffer.from(a.mask))).toBe(0);
          if (a.count > 0) added++;
        },
      ),
      { numRuns: 400 },
    );
    // Most pictures get ink added.
    expect(added).toBeGreaterThan(100);
  });

  test('a frame and a strip one pixel high or wide', () => {
    for (const [width, height] of [
      [640, 360],
      [1, 300],
      [300, 1],
      [1, 1],
    ]) {
      const normalised = new Uint8Array(width * height);
      for (let i = 0; i < normalised.length; i++) normalised[i] = (i * 37) % 7 === 0 ? 40 : 230;
      const run = (k: Kernels | null) => {
        const mask = new Uint8Array(width * height);
        for (let i = 0; i < mask.length; i += 5) mask[i] = 1;
        const count = addEdgeThresholdInk(
          normalised,
          width,
          height,
          mask,
          {
            radius: 14,
            minEdgesPerWidth: 2,
            deviations: 0.25,
          },
          k,
        );
        return { mask, count };
      };
      const [a, b] = both(run, true);
      expect(b.count).toBe(a.count);
      expect(Buffer.compare(Buffer.from(b.mask), Buffer.from(a.mask))).toBe(0);
    }
  });
});
