import { describe, expect, test } from 'vitest';
import { removeNotInk } from './not-ink.ts';
import { countInk, inkAt, maskOf } from './correct-fixtures.test-helper.ts';

describe('removeNotInk', () => {
  test('a speck goes as a whole piece; the signature stays', () => {
    const rgba = maskOf(100, 60, [
      [10, 10, 40, 40],
      [70, 20, 75, 24],
    ]);
    expect(removeNotInk(rgba, 100, 60, 72, 22, 6)).toBe(20);
    expect(countInk(rgba)).toBe(900);
  });

  test('a ruled line goes along its whole length, the strokes crossing it stay', () => {
    const width = 400;
    const rgba = maskOf(width, 100, [
      [0, 60, width, 63], // the rule, across
      [100, 20, 104, 95], // a stroke crossing it
      [300, 30, 305, 61], // a stroke ending on it
    ]);
    const cleared = removeNotInk(rgba, width, 100, 200, 61, 6);
    expect(cleared).toBeGreaterThan(380 * 3 - 40);
    for (const x of [0, 50, 200, 399]) expect(inkAt(rgba, width, x, 61)).toBe(false);
    // The crossing stroke is whole through the rule.
    for (let y = 20; y < 95; y++) expect(inkAt(rgba, width, 102, y)).toBe(true);
    expect(inkAt(rgba, width, 302, 40)).toBe(true);
  });

  test('a slanted line is followed to its ends', () => {
    const width = 300;
    const rgba = new Uint8ClampedArray(width * 100 * 4);
    for (let x = 0; x < width; x++) {
      const y = Math.round(20 + x * 0.2);
      for (let k = 0; k < 3; k++) rgba[((y + k) * width + x) * 4 + 3] = 255;
    }
    removeNotInk(rgba, width, 100, 150, 51, 5);
    expect(countInk(rgba)).toBeLessThan(10);
  });

  test('a tap with no ink near changes nothing', () => {
    const rgba = maskOf(50, 50, [[0, 0, 5, 5]]);
    expect(removeNotInk(rgba, 50, 50, 40, 40, 5)).toBe(0);
    expect(countInk(rgba)).toBe(25);
  });
});
