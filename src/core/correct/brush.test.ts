import { describe, expect, test } from 'vitest';
import { applyBrush, strokeCoverage } from './brush.ts';
import { measurePaper } from './local-paper.ts';
import { countInk, inkAt, inkRect, maskOf, paperPicture } from './correct-fixtures.test-helper.ts';

describe('the brush', () => {
  test('covers discs along its path', () => {
    const { width, height, mask } = strokeCoverage(
      { mode: 'erase', points: [10, 10], radius: 2 },
      50,
      50,
    );
    expect([width, height]).toEqual([5, 5]);
    expect(mask.reduce((a, b) => a + b, 0)).toBe(13);
    expect(() => strokeCoverage({ mode: 'erase', points: [1], radius: 2 }, 5, 5)).toThrow(/pairs/);
  });

  test('erase clears the ink it passes over, nothing else', () => {
    const picture = paperPicture(60, 30);
    const rgba = maskOf(60, 30, [[0, 10, 60, 14]]);
    const paper = measurePaper(picture.data, 60, 30);
    const stroke = { mode: 'erase' as const, points: [20, 12, 30, 12], radius: 3 };
    expect(applyBrush(rgba, picture.data, 60, 30, paper, stroke)).toBe(240 - countInk(rgba));
    expect(countInk(rgba)).toBeLessThan(240 - 4 * 10);
    expect(inkAt(rgba, 60, 25, 12)).toBe(false);
    expect(inkAt(rgba, 60, 10, 12)).toBe(true);
  });

  test('restore brings back the picture’s ink in its shape and colour, not the brush’s disc', () => {
    const picture = paperPicture(80, 40);
    inkRect(picture, 0, 18, 80, 20, [0.5, 0.55, 0.7]); // a faint 2 px line the cleaner dropped
    const rgba = new Uint8ClampedArray(80 * 40 * 4);
    const paper = measurePaper(picture.data, 80, 40);
    const stroke = { mode: 'restore' as const, points: [10, 19, 60, 19], radius: 6 };
    const restored = applyBrush(rgba, picture.data, 80, 40, paper, stroke);
    expect(restored).toBeGreaterThanOrEqual(2 * 61);
    expect(restored).toBeLessThanOrEqual(2 * 63);
    let onTheLine = 0;
    for (let x = 0; x < 80; x++)
      onTheLine += Number(inkAt(rgba, 80, x, 18)) + Number(inkAt(rgba, 80, x, 19));
    expect(countInk(rgba)).toBe(restored);
    expect(onTheLine).toBe(restored);
    const j = (19 * 80 + 30) * 4;
    expect(Array.from(rgba.subarray(j, j + 4))).toEqual([...picture.data.subarray(j, j + 3), 255]);
  });
});
