// The check of the cleaner's answer against the plain ink (plain-ink.ts): noise taken for ink is
// cut to the plain ink, a stroke's inside that came out paper is filled (a letter's loop is not),
// an answer that lost the strokes gets them back (not the table's edge at the border), a ruled
// line taken out stays out, and a page of faint handwriting is left as the cleaner gave it.
import { grainyShadowPhoto } from '../../../../../scripts/lib/synthetic/grainy-shadow.ts';
import { describe, expect, test } from 'vitest';
import { ABLATIONS } from '../../../../../scripts/lib/enhanced-ablations.ts';
import { inkMaskFromRgba, scoreBinarization } from '../../../quality/metrics.ts';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { checkPlainInk, type PlainInkInput } from './plain-ink.ts';

const SETTINGS = ENHANCED_PARAMS.check;

/** A normalised picture (paper 250) drawn by `level(x, y)`, with the check's input around it. */
function picture(
  width: number,
  height: number,
  level: (x: number, y: number) => number,
  ink: number,
  lines?: Uint8Array,
): PlainInkInput {
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) normalised[y * width + x] = level(x, y);
  return { normalised, width, height, block: 84, stroke: 4, ink, lines };
}

/** A mask of the pixels where `inside(x, y)`, and its count. */
function maskOf(width: number, height: number, inside: (x: number, y: number) => boolean) {
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (inside(x, y)) {
        mask[y * width + x] = 1;
        count++;
      }
  return { mask, count };
}

const countOf = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

/** `n` levels of grain within ±12 of `level`, from a seeded linear congruential generator. */
function grainAround(level: number, n: number, seed: number) {
  const grain = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    grain[i] = Math.round(level + 24 * (seed / 2 ** 32 - 0.5));
  }
  return grain;
}

describe('checkPlainInk', () => {
  const [w, h] = [200, 120];
  // A bold ring: a stroke 14 px wide around (100, 60), radius 40.
  const ring = (x: number, y: number) => Math.abs(Math.hypot(x - 100, y - 60) - 40) <= 7;
  const rim = (x: number, y: number) => {
    const d = Math.abs(Math.hypot(x - 100, y - 60) - 40);
    return d <= 7 && d > 3;
  };

  test('the inside of a bold stroke that came out paper is filled; a letter’s loop is not', () => {
    const input = picture(w, h, (x, y) => (ring(x, y) ? 30 : 250), 0);
    const { mask, count } = maskOf(w, h, rim);
    const check = checkPlainInk({ ...input, ink: count }, mask, SETTINGS);
    const ringCount = maskOf(w, h, ring).count;
    expect(check.restored).toBe(ringCount - count);
    expect(countOf(mask)).toBe(ringCount);
    // The loop's paper (inside the ring) stays paper.
    expect(mask[60 * w + 100]).toBe(0);
  });

  test('noise taken for ink all over a grainy shadow is cut to the plain ink', () => {
    // A pen's ring in a 300 × 120 picture whose left part is a shadow of grain around 225; the
    // answer took all of the grain.
    const [wide, high] = [300, 120];
    const pen = (x: number, y: number) => Math.abs(Math.hypot(x - 100, y - 60) - 40) <= 2;
    const grain = grainAround(225, wide * high, 7);
    const shadow = (x: number) => x < 250;
    const level = (x: number, y: number) =>
      pen(x, y) ? 30 : shadow(x) ? grain[y * wide + x] : 250;
    const { mask, count } = maskOf(wide, high, (x, y) => pen(x, y) || shadow(x));
    const check = checkPlainInk(picture(wide, high, level, count), mask, SETTINGS);
    const penCount = maskOf(wide, high, pen).count;
    expect(count).toBeGreaterThan(SETTINGS.noiseRatio * penCount);
    expect(check.trimmed).toBe(count - penCount);
    expect(mask).toEqual(maskOf(wide, high, pen).mask);
  });

  test('an answer that lost the strokes gets them back, but not the table’s edge at the border', () => {
    const strokes = (x: number, y: number) =>
      (y >= 58 && y < 62 && x > 20 && x < 180) || (x % 50 >= 20 && x % 50 < 24 && y > 30 && y < 90);
    const edge = (_x: number, y: number) => y < 6;
    const input = picture(w, h, (x, y) => (strokes(x, y) ? 170 : edge(x, y) ? 60 : 250), 0);
    const mask = new Uint8Array(w * h);
    const check = checkPlainInk(input, mask, SETTINGS);
    expect(check.restored).toBe(maskOf(w, h, strokes).count);
    for (let x = 0; x < w; x++) expect(mask[2 * w + x]).toBe(0);
  });

  test("noise cut to the plain ink keeps each stroke's footprint: a blurred rim is left out", () => {
    // The same grainy shadow; the pen's core is 30, its blurred rim 165 (plain ink too, past the
    // footprint's share of the way to the paper).
    const [wide, high] = [300, 120];
    const distance = (x: number, y: number) => Math.abs(Math.hypot(x - 100, y - 60) - 40);
    const core = (x: number, y: number) => distance(x, y) <= 1.5;
    const pen = (x: number, y: number) => distance(x, y) <= 3.5;
    const grain = grainAround(225, wide * high, 11);
    const shadow = (x: number) => x < 250;
    const level = (x: number, y: number) =>
      core(x, y) ? 30 : pen(x, y) ? 165 : shadow(x) ? grain[y * wide + x] : 250;
    const { mask, count } = maskOf(wide, high, (x, y) => pen(x, y) || shadow(x));
    const check = checkPlainInk(picture(wide, high, level, count), mask, SETTINGS);
    expect(mask).toEqual(maskOf(wide, high, core).mask);
    expect(check.trimmed).toBe(count - maskOf(wide, high, core).count);
  });

  test('noise cut to the plain ink keeps a pale pen’s stretch in the shadow that runs on from it', () => {
    // A pale pen's ring (150 on the lit paper) crosses into a shadow of grain around 225, where
    // it reads 185: out of the grain, but short of the plain ink's many deviations.
    const [wide, high] = [300, 120];
    const pen = (x: number, y: number) => Math.abs(Math.hypot(x - 190, y - 60) - 40) <= 2;
    const grain = grainAround(225, wide * high, 13);
    // The shadow's edge lies on a block's edge, so no block's paper is read across it.
    const shadow = (x: number) => x < 168;
    const level = (x: number, y: number) =>
      pen(x, y) ? (shadow(x) ? 185 : 150) : shadow(x) ? grain[y * wide + x] : 250;
    const { mask, count } = maskOf(wide, high, (x, y) => pen(x, y) || shadow(x));
    const input = picture(wide, high, level, count);
    const check = checkPlainInk(input, mask, SETTINGS);
    const penMask = maskOf(wide, high, pen);
    expect(count).toBeGreaterThan(SETTINGS.noiseRatio * penMask.count);
    expect(check.trimmed).toBe(count - penMask.count);
    expect(mask).toEqual(penMask.mask);
    // Grain that is not joined to the ink stays out, even where it is as dark as the pale pen.
    const { mask: speckled } = maskOf(wide, high, (x, y) => pen(x, y) || shadow(x));
    const darkGrain = { ...input, normalised: input.normalised.slice() };
    darkGrain.normalised[20 * wide + 20] = 185;
    checkPlainInk(darkGrain, speckled, SETTINGS);
    expect(speckled[20 * wide + 20]).toBe(0);
  });

  test('an answer that took part of the table’s edge and lost the strokes gets the strokes back, not the edge', () => {
    const strokes = (x: number, y: number) =>
      (y >= 58 && y < 62 && x > 20 && x < 180) || (x % 50 >= 20 && x % 50 < 24 && y > 30 && y < 90);
    const edge = (_x: number, y: number) => y < 14;
    const input = picture(w, h, (x, y) => (strokes(x, y) ? 170 : edge(x, y) ? 60 : 250), 0);
    // The answer holds a sliver of the edge (the sheet's step), nothing of the strokes.
    const { mask, count } = maskOf(w, h, (x, y) => y >= 12 && y < 14 && x >= 80 && x < 160);
    const check = checkPlainInk({ ...input, ink: count }, mask, SETTINGS);
    expect(check.restored).toBe(maskOf(w, h, strokes).count);
    for (let x = 0; x < w; x++) expect(mask[4 * w + x]).toBe(0);
  });

  test('a ruled line the line pass took out is never plain ink', () => {
    const line = (_x: number, y: number) => y >= 80 && y < 82;
    const lines = maskOf(w, h, line).mask;
    const input = picture(w, h, (x, y) => (ring(x, y) ? 30 : line(x, y) ? 120 : 250), 0, lines);
    const { mask, count } = maskOf(w, h, (x, y) => ring(x, y) && !line(x, y));
    const check = checkPlainInk({ ...input, ink: count }, mask, SETTINGS);
    expect(check.onLines).toBeGreaterThan(0);
    for (let x = 0; x < w; x++) if (!ring(x, 80)) expect(mask[80 * w + x]).toBe(0);
  });

  test('a page of faint handwriting the answer holds is left as it is', () => {
    // Rows of short strokes 40 levels under the paper, the answer holding them with a rim.
    const text = (x: number, y: number) => y % 20 < 4 && x % 12 < 7;
    const input = picture(w, h, (x, y) => (text(x, y) ? 205 : 248 + ((x * 7 + y * 3) % 5)), 0);
    const { mask, count } = maskOf(w, h, text);
    const before = mask.slice();
    const check = checkPlainInk({ ...input, ink: count }, mask, SETTINGS);
    expect(check.trimmed).toBe(0);
    expect(check.restored).toBe(0);
    expect(mask).toEqual(before);
  });
});

describe('the check in the cleaner', () => {
  test('a phone’s processed photo with a deep, blotchy shadow comes back as its strokes, not the shadow’s grain', () => {
    const photo = grainyShadowPhoto();
    const fm = (result: { data: Uint8ClampedArray }) =>
      scoreBinarization(
        inkMaskFromRgba(result.data, photo.width * photo.height),
        photo.gt,
        photo.width,
        photo.height,
      ).fm;
    const checked = cleanEnhanced(photo.data, photo.width, photo.height);
    const unchecked = cleanEnhanced(
      photo.data,
      photo.width,
      photo.height,
      {},
      ABLATIONS['no-plain-ink-check'],
    );
    expect(fm(unchecked)).toBeLessThan(10);
    expect(fm(checked)).toBeGreaterThan(85);
    expect(checked.check?.trimmed).toBeGreaterThan(0);
  });
});
