import { describe, expect, test } from 'vitest';
import { handwritingBox } from './handwriting.ts';

/** An ink mask with rows of printed "words" (blocks 9 px tall), a rule and a tall scribble. */
function form(withScribble: boolean) {
  const [w, h] = [900, 700];
  const ink = new Uint8Array(w * h);
  const block = (x0: number, y0: number, bw: number, bh: number) => {
    for (let y = y0; y < y0 + bh; y++) for (let x = x0; x < x0 + bw; x++) ink[y * w + x] = 1;
  };
  // Print: rows of words, each word a few letters 6 px wide, 9 px tall, 2 px apart.
  for (let row = 0; row < 12; row++) {
    const y = 40 + row * 22 + (row >= 8 ? 260 : 0);
    for (let x = 60; x < 820; x += 70) {
      for (let letter = 0; letter < 6; letter++) block(x + letter * 8, y, 6, 9);
    }
  }
  // The form's rule: a thin line past the signature.
  for (let x = 200; x < 700; x++) ink[420 * w + x] = ink[421 * w + x] = 1;
  if (withScribble) {
    // A signature over the rule: a wavy stroke 3 px thick, 80 px tall, 300 px wide.
    const at = (x: number) => Math.round(370 + 38 * Math.sin((x - 300) / 15));
    for (let x = 300; x < 600; x++) {
      const [a, b] = [at(x), at(Math.min(599, x + 1))];
      block(x, Math.min(a, b), 3, Math.abs(a - b) + 3);
    }
    // Its underline, apart from it, under it.
    for (let x = 320; x < 560; x++) ink[413 * w + x] = ink[414 * w + x] = ink[415 * w + x] = 1;
  }
  return { ink, w, h };
}

describe('handwritingBox', () => {
  test('among rows of print, the box holds the signature and its underline, not the print or the rule', () => {
    const { ink, w, h } = form(true);
    const box = handwritingBox(ink, w, h)!;
    expect(box).not.toBeNull();
    expect(box.x).toBe(300);
    expect(box.x + box.width).toBe(602); // the 3 px pen from x = 300 to 599
    expect(box.y).toBeLessThanOrEqual(332);
    expect(box.y).toBeGreaterThan(300); // the print rows above it are left out
    expect(box.y + box.height).toBe(416); // down to the underline, not the rule at 420
  });

  test('print alone, or a signature alone, is not a form: null (every piece counts)', () => {
    const { ink, w, h } = form(false);
    expect(handwritingBox(ink, w, h)).toBeNull();
    const lone = new Uint8Array(400 * 200);
    for (let x = 50; x < 350; x++) lone[(100 + Math.round(30 * Math.sin(x / 20))) * 400 + x] = 1;
    expect(handwritingBox(lone, 400, 200)).toBeNull();
  });
});
