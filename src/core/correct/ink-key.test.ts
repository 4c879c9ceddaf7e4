import { describe, expect, test } from 'vitest';
import { keyToInks, sampleInk, dropSmallPieces } from './ink-key.ts';
import { measurePaper, paperAt } from './local-paper.ts';
import { countInk, inkAt, inkRect, maskOf, paperPicture } from './correct-fixtures.test-helper.ts';

const PALE_GREEN = [0.72, 0.86, 0.76] as const;
const BLACK = [0.12, 0.12, 0.13] as const;
const BLUE_RULE = [0.7, 0.8, 0.95] as const;

describe('measurePaper', () => {
  test('reads the paper, not the ink, and follows a shadow', () => {
    const picture = paperPicture(200, 100, [236, 234, 228], 100, 0.4);
    inkRect(picture, 20, 40, 80, 46, BLACK);
    const paper = measurePaper(picture.data, 200, 100);
    expect(Array.from(paperAt(paper, 50, 43)).map(Math.round)).toEqual([236, 234, 228]);
    const shaded = paperAt(paper, 180, 50);
    expect(Math.round(shaded[0])).toBe(Math.round(236 * 0.4));
  });

  test('refuses pixels of the wrong size', () => {
    expect(() => measurePaper(new Uint8ClampedArray(12), 2, 2)).toThrow(/expected 16 bytes/);
  });
});

describe('keyToInks', () => {
  test('one pick finds a pale pen whole, in daylight and in a deep shadow', () => {
    const picture = paperPicture(240, 120, [236, 234, 228], 120, 0.35);
    inkRect(picture, 10, 30, 230, 34, PALE_GREEN); // across the shadow's edge
    inkRect(picture, 60, 70, 64, 110, PALE_GREEN);
    inkRect(picture, 180, 70, 184, 110, PALE_GREEN); // in the shadow
    const paper = measurePaper(picture.data, 240, 120);
    const ink = sampleInk(picture.data, 240, 120, paper, 62, 90, 6)!;
    expect(ink[1]).toBeLessThan(ink[0]); // green: it takes red and blue away
    const out = keyToInks(picture.data, 240, 120, paper, [ink]);
    expect(countInk(out)).toBe(220 * 4 + 2 * 4 * 40);
    expect(inkAt(out, 240, 182, 90)).toBe(true);
    expect(inkAt(out, 240, 200, 50)).toBe(false);
    // Ink keeps its own colour at full alpha.
    const j = (90 * 240 + 62) * 4;
    expect(Array.from(out.subarray(j, j + 4))).toEqual([...picture.data.subarray(j, j + 3), 255]);
  });

  test('a black pick leaves the blue ruled line under it; a second pick adds the line', () => {
    const picture = paperPicture(200, 100);
    inkRect(picture, 0, 50, 200, 53, BLUE_RULE);
    inkRect(picture, 40, 20, 45, 90, BLACK); // a stroke across the rule
    const paper = measurePaper(picture.data, 200, 100);
    const black = sampleInk(picture.data, 200, 100, paper, 42, 30, 4)!;
    const out = keyToInks(picture.data, 200, 100, paper, [black]);
    expect(countInk(out)).toBe(5 * 70);
    expect(inkAt(out, 200, 120, 51)).toBe(false);
    const blue = sampleInk(picture.data, 200, 100, paper, 120, 51, 4)!;
    const both = keyToInks(picture.data, 200, 100, paper, [black, blue]);
    expect(inkAt(both, 200, 120, 51)).toBe(true);
    expect(countInk(both)).toBe(5 * 70 + 195 * 3);
  });

  test('a pale pick does not take a black pen for its ink', () => {
    const picture = paperPicture(120, 60);
    inkRect(picture, 10, 10, 110, 14, PALE_GREEN);
    inkRect(picture, 10, 40, 110, 44, BLACK);
    const paper = measurePaper(picture.data, 120, 60);
    const ink = sampleInk(picture.data, 120, 60, paper, 60, 12, 3)!;
    const out = keyToInks(picture.data, 120, 60, paper, [ink]);
    expect(countInk(out)).toBe(400);
    expect(inkAt(out, 120, 60, 42)).toBe(false);
  });

  test('no pick where a tap finds only paper', () => {
    const picture = paperPicture(60, 60);
    const paper = measurePaper(picture.data, 60, 60);
    expect(sampleInk(picture.data, 60, 60, paper, 30, 30, 8)).toBeNull();
  });
});

describe('dropSmallPieces', () => {
  test('clears pieces under the size and keeps the rest whole', () => {
    const rgba = maskOf(50, 20, [
      [1, 1, 3, 3], // 4 px
      [10, 5, 40, 7], // 60 px
      [45, 15, 46, 16], // 1 px
    ]);
    dropSmallPieces(rgba, 50, 20, 6);
    expect(countInk(rgba)).toBe(60);
    expect(inkAt(rgba, 50, 39, 6)).toBe(true);
  });
});

test('a hard-edged shadow is paper too', () => {
  const picture = paperPicture(240, 120, [236, 234, 228], 120, 0.35, 1);
  inkRect(picture, 10, 30, 230, 34, PALE_GREEN);
  const paper = measurePaper(picture.data, 240, 120);
  const ink = sampleInk(picture.data, 240, 120, paper, 60, 32, 4)!;
  expect(countInk(keyToInks(picture.data, 240, 120, paper, [ink]))).toBe(220 * 4);
});

test('a tap beside a pale stroke picks that stroke, not a darker line further off', () => {
  const picture = paperPicture(120, 80);
  inkRect(picture, 0, 20, 120, 22, [0.5, 0.6, 0.85]); // a darker blue rule
  inkRect(picture, 0, 40, 120, 44, PALE_GREEN);
  const paper = measurePaper(picture.data, 120, 80);
  const ink = sampleInk(picture.data, 120, 80, paper, 60, 36, 25)!;
  expect(ink[1]).toBeLessThan(ink[2]); // green's deficit, not the blue rule's
  const out = keyToInks(picture.data, 120, 80, paper, [ink]);
  expect(inkAt(out, 120, 60, 42)).toBe(true);
  expect(inkAt(out, 120, 60, 21)).toBe(false);
});
