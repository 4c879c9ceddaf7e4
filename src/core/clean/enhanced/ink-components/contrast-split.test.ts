import { describe, expect, test } from 'vitest';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { splitByContrast } from './contrast-split.ts';
import { ABLATIONS } from '../../../../../scripts/lib/enhanced-ablations.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const [W, H] = [120, 80];

describe('splitByContrast', () => {
  test('cuts a light blob wider than the pen off the dark stroke it touches', () => {
    const normalised = new Uint8Array(W * H).fill(255);
    const mask = new Uint8Array(W * H);
    const ink = (x0: number, x1: number, y0: number, y1: number, level: number) => {
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          normalised[y * W + x] = level;
          mask[y * W + x] = 1;
        }
    };
    ink(10, 110, 20, 24, 60); // a 4 px stroke
    ink(40, 70, 24, 44, 180); // a 30 × 20 px blot of bleed-through under it
    expect(
      splitByContrast(normalised, W, H, mask, new Scratch(), { level: 100, depth: 2, wide: 3 }),
    ).toBe(30 * 18);
    expect(mask[22 * W + 50]).toBe(1); // the stroke
    expect(mask[25 * W + 50]).toBe(1); // its rim (two steps)
    expect(mask[35 * W + 50]).toBe(0); // the blot
  });

  test('keeps a lighter stretch of a stroke, as narrow as the pen, between dark pools', () => {
    const normalised = new Uint8Array(W * H).fill(255);
    const mask = new Uint8Array(W * H);
    for (let y = 20; y < 24; y++)
      for (let x = 10; x < 110; x++) {
        normalised[y * W + x] = x < 20 || x >= 100 ? 60 : 170;
        mask[y * W + x] = 1;
      }
    expect(
      splitByContrast(normalised, W, H, mask, new Scratch(), { level: 100, depth: 2, wide: 3 }),
    ).toBe(0);
  });

  test('on a page, bleed-through joined to a stroke is not ink (it was before)', () => {
    const sharp = new Float32Array(W * H).fill(225);
    for (const y of [15, 40, 65])
      for (let x = 10; x < 110; x += 25) {
        for (let yy = y - 2; yy < y + 2; yy++)
          for (let xx = x; xx < x + 18; xx++) sharp[yy * W + xx] = 50;
        for (let yy = y - 8; yy < y + 8; yy++)
          for (let xx = x; xx < x + 3; xx++) sharp[yy * W + xx] = 50;
      }
    // A blot of bleed-through, 22 × 12 px, under the middle line, touching its strokes.
    for (let y = 42; y < 54; y++)
      for (let x = 38; x < 60; x++) sharp[y * W + x] = Math.min(sharp[y * W + x], 150);
    // As a camera sees it: a [1 2 1] blur both ways, a little grain.
    const rgba = new Uint8ClampedArray(4 * W * H);
    let seed = 5;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const q =
              Math.min(H - 1, Math.max(0, y + dy)) * W + Math.min(W - 1, Math.max(0, x + dx));
            sum += sharp[q] * (2 - Math.abs(dx)) * (2 - Math.abs(dy));
          }
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const i = y * W + x;
        rgba.fill(Math.round(sum / 16 + ((seed >> 16) % 5) - 2), 4 * i, 4 * i + 3);
        rgba[4 * i + 3] = 255;
      }
    const alpha = (out: Uint8ClampedArray, x: number, y: number) => out[4 * (y * W + x) + 3];
    expect(alpha(cleanEnhanced(rgba, W, H, {}, ABLATIONS['no-contrast-split']).data, 48, 50)).toBe(
      255,
    );
    const out = cleanEnhanced(rgba, W, H).data;
    expect(alpha(out, 48, 50)).toBe(0);
    expect(alpha(out, 20, 15)).toBe(255); // the writing stays
    expect(alpha(out, 40, 40)).toBe(255); // the stroke the blot touched
  });
});
