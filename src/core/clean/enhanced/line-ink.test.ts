import { describe, expect, test } from 'vitest';
import { removeRuledLines } from './ruled-lines.ts';

/** Sets rows y0..y0 + thick − 1 from x0 to x1 (exclusive) to `value`. */
function rows(
  image: Uint8Array,
  w: number,
  y0: number,
  thick: number,
  x0: number,
  x1: number,
  value = 1,
) {
  for (let y = y0; y < y0 + thick; y++) image.fill(value, y * w + x0, y * w + x1);
}

/** Three light ruled lines 3 px thick (level 170 on paper 250) across the frame. */
function ruledPage(w: number, h: number) {
  const mask = new Uint8Array(w * h);
  const normalised = new Uint8Array(w * h).fill(250);
  for (const y0 of [60, 140, 220]) {
    rows(mask, w, y0, 3, 0, w);
    rows(normalised, w, y0, 3, 0, w, 170);
  }
  return { mask, normalised };
}

describe('ink lying along a ruled line', () => {
  test("a signature's underline drawn on a ruled line keeps its pixels; the lines go", () => {
    const [w, h] = [900, 280];
    const { mask, normalised } = ruledPage(w, h);
    // A dark 2 px underline over a third of the middle line, on its upper half and just above.
    rows(mask, w, 139, 2, 300, 600);
    rows(normalised, w, 139, 2, 300, 600, 40);
    removeRuledLines(mask, w, h, 3, null, { normalised, threshold: 200 });
    let kept = 0;
    let other = 0;
    for (let i = 0; i < mask.length; i++) {
      const x = i % w;
      const y = (i / w) | 0;
      if (y >= 139 && y < 141 && x >= 300 && x < 600) kept += mask[i];
      else other += mask[i];
    }
    expect(kept).toBe(2 * 300);
    expect(other).toBeLessThan(10);
  });

  test('a line darker only where another crosses it, or a little darker along a stretch, still goes', () => {
    const [w, h] = [900, 280];
    const { mask, normalised } = ruledPage(w, h);
    // Crossings with a vertical rule every 100 px: the overlap twice as dark, 3 px long.
    for (let x = 50; x < w; x += 100)
      for (const y0 of [60, 140, 220]) rows(normalised, w, y0, 3, x, x + 3, 90);
    // A stretch of the top line printed a little darker (1.3 × its darkness).
    rows(normalised, w, 60, 3, 200, 700, 146);
    removeRuledLines(mask, w, h, 3, null, { normalised, threshold: 200 });
    expect(mask.reduce((sum, v) => sum + v, 0)).toBeLessThan(10);
  });
});
