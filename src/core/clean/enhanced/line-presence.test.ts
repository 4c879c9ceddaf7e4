import { describe, expect, test } from 'vitest';
import { band, count } from './band.test-helper.ts';
import { removeRuledLines } from './ruled-lines.ts';

const DEGREE = Math.PI / 180;

describe('crossesSheet (line-presence.ts), through removeRuledLines', () => {
  test("a ruled line running along the frame's edge, with no paper to see beyond it, goes with the others", () => {
    // As on faint-ruled (seed 12): the last line of the ruling 1–3 px from the bottom edge,
    // leaving the frame before the right edge; outside the frame nothing can contradict it.
    const [w, h] = [1152, 384];
    const mask = new Uint8Array(w * h);
    for (const y0 of [40, 125, 210, 295]) band(mask, w, h, { y0, angle: 0.3 * DEGREE, thick: 3 });
    const edge = new Uint8Array(w * h);
    band(edge, w, h, { y0: 380, angle: 0.3 * DEGREE, thick: 3 });
    for (let i = 0; i < mask.length; i++) mask[i] |= edge[i];
    removeRuledLines(mask, w, h, 3);
    let left = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i] && edge[i]) left++;
    expect(count(edge)).toBeGreaterThan(1500);
    expect(left).toBeLessThan(0.05 * count(edge));
  });
});
