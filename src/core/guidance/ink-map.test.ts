import { describe, expect, test } from 'vitest';
import type { GreySample } from './grey-sample.ts';
import { sampleGrey } from './grey-sample.ts';
import { inkLevel, inkMask, paperMap, percentile } from './ink-map.ts';
import { INK_MIN_DEPTH } from './thresholds.ts';

const sampleOf = (width: number, height: number, grey: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = grey(x, y);
  return { grey: data, width, height, step: 1 } satisfies GreySample;
};

describe('paperMap', () => {
  test('each block takes its 90th percentile: a tenth of strokes does not lower it', () => {
    // 4×4 blocks of 16 px: the left block has 4 ink pixels (25 %), the right one 1 (6 %).
    const sample = sampleOf(8, 4, (x, y) =>
      x < 4 ? (y === 0 ? 30 : 200) : x === 7 && y === 3 ? 30 : 180,
    );
    const map = paperMap(sample, 4);
    expect([map.gridWidth, map.gridHeight]).toEqual([2, 1]);
    expect(Array.from(map.levels)).toEqual([200, 180]);
  });

  test('partial blocks at the right and bottom are measured too', () => {
    const map = paperMap(
      sampleOf(10, 5, (x) => (x < 8 ? 100 : 220)),
      4,
    );
    expect([map.gridWidth, map.gridHeight]).toEqual([3, 2]);
    expect(map.levels[2]).toBe(220);
  });
});

describe('inkMask', () => {
  test('ink is relative to its own block: the same grey is ink on bright paper, not on shaded', () => {
    // Left half paper 200, right half paper 100; a 100-grey pixel on the left is 50 % deep.
    const sample = sampleOf(8, 4, (x, y) => (x < 4 ? (x === 1 && y === 1 ? 100 : 200) : 100));
    const mask = inkMask(sample, paperMap(sample, 4));
    expect(mask.count).toBe(1);
    expect(mask.ink[1 * 8 + 1]).toBe(1);
    expect(mask.contrast).toBe(100);
  });

  test('a blank noisy page has no ink: never shallower than INK_MIN_DEPTH', () => {
    const sample = sampleOf(64, 32, (x, y) => 200 + ((x * 7 + y * 13) % 11) - 5);
    expect(inkMask(sample, paperMap(sample)).count).toBe(0);
    const levels = (dark: number) =>
      Array.from({ length: 256 }, (_, l) => (l === dark || l === 255 ? 1 : 0));
    // Otsu splits paper noise (240 vs 255) too; the depth floor keeps it from being ink…
    expect(inkLevel(levels(240))).toBe(Math.floor(255 * (1 - INK_MIN_DEPTH)));
    // …while real ink keeps Otsu's level.
    expect(inkLevel(levels(50))).toBe(50);
  });

  test('a black block is not ink (there is no paper to compare with)', () => {
    const sample = sampleOf(32, 16, (x) => (x < 16 ? 0 : 200));
    expect(inkMask(sample, paperMap(sample)).count).toBe(0);
  });
});

describe('helpers', () => {
  test('percentile counts up from level 0', () => {
    expect(percentile([2, 0, 3, 5], 10, 0.5)).toBe(2);
    expect(percentile([2, 0, 3, 5], 10, 0.51)).toBe(3);
    expect(percentile([2, 0, 3, 5], 10, 0)).toBe(0);
  });

  test('sampleGrey reads the middle pixel of each step × step cell', () => {
    const width = 960;
    const data = new Uint8ClampedArray(width * 16 * 4);
    for (let i = 0; i < width * 16; i++) data.set([i % width, 0, 0, 255], i * 4);
    const sample = sampleGrey(data, width, 16);
    expect(sample.step).toBe(3);
    expect([sample.width, sample.height]).toEqual([320, 5]);
    // Column 1 of the sample is region column 4: grey of (4, 0, 0) = (77·4 + 128) >> 8 = 1.
    expect(sample.grey[1]).toBe((77 * 4 + 128) >> 8);
  });
});
