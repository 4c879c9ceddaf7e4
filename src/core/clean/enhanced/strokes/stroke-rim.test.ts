import { describe, expect, test } from 'vitest';
import { growRims } from './stroke-rim.ts';

/** A 40 × 20 normalised image (paper 255) with `level` at the listed columns of rows 5..14. */
function image(columns: Record<number, number>) {
  const [w, h] = [40, 20];
  const grey = new Uint8Array(w * h).fill(255);
  for (let y = 5; y < 15; y++) {
    for (const [x, level] of Object.entries(columns)) grey[y * w + Number(x)] = level;
  }
  return { grey, w, h };
}

describe('growRims', () => {
  test('adds the pixels at least half as dark as the stroke beside them, nothing else', () => {
    // A dark stroke (40) with a rim of 140 on the left and 150 on the right: half-way between
    // 40 and the paper is 147.5. A lone pixel of 140 far from ink is not a rim.
    const { grey, w, h } = image({ 9: 140, 10: 40, 11: 40, 12: 150, 30: 140 });
    const mask = new Uint8Array(w * h);
    for (let y = 5; y < 15; y++) mask[y * w + 10] = mask[y * w + 11] = 1;
    expect(growRims(grey, w, h, mask, { radius: 2, sure: 100, share: 0.5 })).toBe(10);
    expect(mask[8 * w + 9]).toBe(1);
    expect(mask[8 * w + 12]).toBe(0);
    expect(mask[8 * w + 30]).toBe(0);
  });

  test('by default a pixel at least 45% as dark as the stroke is rim; at half, 50%', () => {
    // Ink at 0: a pixel at 135 is 47% as dark against the paper (255), one at 145 43%.
    const { grey, w, h } = image({ 9: 135, 10: 0, 11: 0, 12: 145 });
    const mask = new Uint8Array(w * h);
    for (let y = 5; y < 15; y++) mask[y * w + 10] = mask[y * w + 11] = 1;
    const atHalf = mask.slice();
    expect(growRims(grey, w, h, mask, { radius: 2, sure: 100, share: 0.55 })).toBe(10);
    expect(mask[8 * w + 9]).toBe(1);
    expect(mask[8 * w + 12]).toBe(0);
    expect(growRims(grey, w, h, atHalf, { radius: 2, sure: 100, share: 0.5 })).toBe(0);
  });

  test('grows only from sure ink, and never into blocked pixels', () => {
    // A faint stroke (180, above `sure`) keeps its own width; a blocked rim stays out.
    const { grey, w, h } = image({ 9: 170, 10: 180, 20: 140, 21: 40 });
    const mask = new Uint8Array(w * h);
    for (let y = 5; y < 15; y++) mask[y * w + 10] = mask[y * w + 21] = 1;
    const blocked = new Uint8Array(w * h);
    for (let y = 5; y < 10; y++) blocked[y * w + 20] = 1;
    expect(growRims(grey, w, h, mask, { radius: 2, sure: 100, share: 0.55, blocked })).toBe(5);
    expect(mask[7 * w + 9]).toBe(0);
    expect(mask[7 * w + 20]).toBe(0);
    expect(mask[12 * w + 20]).toBe(1);
  });

  test('grows at most `depth` pixels out of the ink (a stain is dark all over)', () => {
    // Dark ink at column 5, then a stain at rim level (130) over columns 6..30.
    const columns: Record<number, number> = { 5: 40 };
    for (let x = 6; x <= 30; x++) columns[x] = 130;
    const { grey, w, h } = image(columns);
    const mask = new Uint8Array(w * h);
    for (let y = 5; y < 15; y++) mask[y * w + 5] = 1;
    // Radius 30: the dark column is within reach of the whole stain.
    expect(growRims(grey, w, h, mask.slice(), { radius: 30, sure: 100, share: 0.55 })).toBe(250);
    expect(growRims(grey, w, h, mask, { radius: 30, sure: 100, share: 0.55, depth: 2 })).toBe(20);
    expect(mask[8 * w + 7]).toBe(1);
    expect(mask[8 * w + 8]).toBe(0);
  });
});
