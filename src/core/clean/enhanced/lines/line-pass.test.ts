// The line pass's map of what it took out (line-pass.ts): the self-check reads it so that a ruled
// line's faded stretches, which no cut took, are never restored as plain ink.
import { describe, expect, test } from 'vitest';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';
import { band } from './band.test-helper.ts';
import { ON_BAND, takeOutLines } from './line-pass.ts';

describe('takeOutLines', () => {
  test("a ruled line's faded stretch, left out of the mask, is marked on its band; the paper beside it is not", () => {
    const [w, h] = [800, 240];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(250);
    for (const y0 of [60, 180]) {
      band(mask, w, h, { y0, angle: 0, thick: 4, x1: 480 });
      band(normalised, w, h, { y0, angle: 0, thick: 4, x1: 480, value: 100 });
      // Faded over the last 40%: out of the mask, a ridge 30 levels deep on the picture.
      band(normalised, w, h, { y0, angle: 0, thick: 4, x0: 480, value: 220 });
    }
    const { lines, blocked } = takeOutLines(mask, new Scratch(), {
      width: w,
      height: h,
      normalised,
      threshold: 150,
      lineThickness: 2 * 4,
      stroke: 4,
      sheet: null,
      blocks: nonZeroBlocks(mask),
      ruled: ENHANCED_PARAMS.lines.ruled,
      finder: ENHANCED_PARAMS.lines.finder,
      kernels: null,
    });
    expect(lines.length).toBe(2 * 4 * 480);
    expect(blocked).toBeDefined();
    for (const y0 of [60, 180]) {
      for (const x of [100, 400]) expect(blocked![y0 * w + x]).toBe(1);
      for (const x of [500, 700, 799]) expect(blocked![y0 * w + x]).toBe(ON_BAND);
      for (const x of [100, 700]) expect(blocked![(y0 + 20) * w + x]).toBe(0);
    }
  });
});
