import { describe, expect, test } from 'vitest';
import { evenlySpaced, removeRuledLines } from './ruled-family.ts';

/** A mask with lines y = offset + slope·(x − w/2), `thick` px thick, every `spacing` px. */
function ruled(w: number, h: number, slope: number, spacing: number, thick: number) {
  const mask = new Uint8Array(w * h);
  for (let offset = spacing / 2; offset < h; offset += spacing) {
    for (let x = 0; x < w; x++) {
      const y0 = Math.round(offset + slope * (x - w / 2));
      for (let t = 0; t < thick; t++) {
        if (y0 + t >= 0 && y0 + t < h) mask[(y0 + t) * w + x] = 1;
      }
    }
  }
  return mask;
}

const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('removeRuledLines', () => {
  test('removes a family of lines tilted by 2° that never span a row', () => {
    const [w, h] = [600, 300];
    const mask = ruled(w, h, Math.tan((2 * Math.PI) / 180), 40, 2);
    const before = count(mask);
    const removed = removeRuledLines(mask, w, h, 4, 10);
    expect(removed.length).toBe(before);
    expect(count(mask)).toBe(0);
  });

  test('a pen stroke crossing the lines keeps its pixels; a lone straight underline stays', () => {
    const [w, h] = [600, 300];
    const mask = ruled(w, h, 0.01, 40, 2);
    // A vertical pen stroke 6 px wide across every line.
    for (let y = 0; y < h; y++) for (let x = 300; x < 306; x++) mask[y * w + x] = 1;
    const lines = ruled(w, h, 0.01, 40, 2);
    removeRuledLines(mask, w, h, 4, 10);
    for (let y = 0; y < h; y++) for (let x = 300; x < 306; x++) expect(mask[y * w + x]).toBe(1);
    expect(count(mask)).toBe(6 * h);
    expect(lines[Math.round(20 + 0.01 * -200) * w + 100]).toBe(1); // the line was there

    const underline = new Uint8Array(w * h);
    for (let x = 50; x < 550; x++) underline[150 * w + x] = underline[151 * w + x] = 1;
    expect(removeRuledLines(underline, w, h, 4, 10)).toEqual([]);
    expect(count(underline)).toBe(1000);
  });

  test('evenly spaced lines of handwriting, straight only letter by letter, stay', () => {
    // Rows of 30 px strokes with 8 px gaps line up like a ruling (their runs cover 79% of each
    // row), but no row runs on unbroken: lines of writing, not a ruling.
    const [w, h] = [600, 300];
    const writing = new Uint8Array(w * h);
    for (let y = 20; y < h; y += 40) {
      for (let x = 0; x < w; x++)
        if (x % 38 < 30) writing[y * w + x] = writing[(y + 1) * w + x] = 1;
    }
    const before = count(writing);
    expect(removeRuledLines(writing, w, h, 4, 10)).toEqual([]);
    expect(count(writing)).toBe(before);
    // The same rows with gaps of 2 px (noise on a faint ruled line) are a ruling.
    const ruling = new Uint8Array(w * h);
    for (let y = 20; y < h; y += 40) {
      for (let x = 0; x < w; x++) if (x % 38 < 36) ruling[y * w + x] = ruling[(y + 1) * w + x] = 1;
    }
    removeRuledLines(ruling, w, h, 4, 10);
    expect(count(ruling)).toBe(0);
  });

  test('vertical lines (a grid) are removed too, indices mapped back to the image', () => {
    const [w, h] = [300, 400];
    const mask = new Uint8Array(w * h);
    for (let x = 20; x < w; x += 50) for (let y = 0; y < h; y++) mask[y * w + x] = 1;
    const removed = removeRuledLines(mask, w, h, 3, 10);
    expect(count(mask)).toBe(0);
    expect(new Set(removed).size).toBe(6 * h);
    expect(removed).toContain(7 * w + 70);
  });
});

describe('evenlySpaced', () => {
  test('keeps whole spacings (gaps of several lines included) and drops strays', () => {
    expect(evenlySpaced([0, 77, 154, 231, 308, 322])).toEqual([0, 77, 154, 231, 308]);
    expect(evenlySpaced([10, 50, 130, 170])).toEqual([10, 50, 130, 170]);
    expect(evenlySpaced([5])).toEqual([]);
  });
});
