import { describe, expect, test } from 'vitest';
import { lineEvidence } from './line-evidence.ts';
import { houghLines } from './line-hough.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

describe('houghLines', () => {
  test('an underline 11–13 px beside a ruled line in the same bin is fitted apart from it, each straight to a pixel', () => {
    const [w, h] = [1800, 560];
    const slope = Math.tan((20 * Math.PI) / 180);
    for (const gap of [11, 13]) {
      const mask = new Uint8Array(w * h);
      const draw = (y0: number, thick: number, x0: number, x1: number) => {
        for (let x = x0; x < x1; x++) {
          const centre = y0 + slope * (x - w / 2);
          for (let y = Math.ceil(centre - thick / 2); y < centre + thick / 2; y++) {
            if (y >= 0 && y < h) mask[y * w + x] = 1;
          }
        }
      };
      // The ruled line shows over the right half only (faded on the left); the underline is
      // longer there.
      draw(280, 5, 900, w);
      draw(280 + gap, 6, 300, 1300);
      const evidence = lineEvidence(mask, w, h, true, 12);
      const lines = houghLines(evidence, w, h, 38, new Scratch());
      const near = (offset: number) => lines.find((line) => Math.abs(line.offset - offset) < 1);
      // Each holds its own runs (the ruled line 111 stations, the underline 143), not a mix.
      expect(near(280)?.votes).toBeGreaterThan(100);
      expect(near(280 + gap)?.votes).toBeGreaterThan(130);
      expect(near(280)?.deviation).toBeLessThan(0.5);
      expect(near(280 + gap)?.deviation).toBeLessThan(0.5);
    }
  });
});
