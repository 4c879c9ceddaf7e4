import { describe, expect, test } from 'vitest';
import { grayAndHistogram } from '../../grayscale.ts';
import { inkProjectionWeights, projectAndHistogram, projectGray } from './ink-projection.ts';
import { SPEC_WEIGHTS } from './ink-levels.ts';

type Rgb = [number, number, number];

/** A sheet of `paper` with horizontal strokes of `ink` 3 px thick every 20 rows, and a soft shadow. */
function page(paper: Rgb, ink: Rgb, width = 240, height = 160): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const j = (y * width + x) * 4;
      const stroke = y % 20 < 3 && x > 20 && x < width - 20;
      const light = 1 - 0.3 * (x / width);
      const c = stroke ? ink : paper;
      for (let k = 0; k < 3; k++) data[j + k] = Math.round(c[k] * light);
      data[j + 3] = 255;
    }
  }
  return data;
}

/** Ink-to-paper ratio in a grey image: the mean of the stroke rows over the mean of the others. */
function contrast(gray: Uint8Array, width: number, height: number): number {
  let ink = 0;
  let inkCount = 0;
  let paper = 0;
  let paperCount = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 21; x < width - 20; x++) {
      if (y % 20 < 3) {
        ink += gray[y * width + x];
        inkCount++;
      } else if (y % 20 > 6 && y % 20 < 17) {
        paper += gray[y * width + x];
        paperCount++;
      }
    }
  }
  return ink / inkCount / (paper / paperCount);
}

describe('inkProjectionWeights', () => {
  test('black or grey ink on tinted paper keeps the spec grey exactly', () => {
    for (const [paper, ink] of [
      [
        [235, 230, 212],
        [40, 40, 40],
      ],
      [
        [196, 160, 112],
        [70, 58, 42],
      ],
      [
        [245, 245, 245],
        [90, 90, 90],
      ],
    ] as [Rgb, Rgb][]) {
      expect(inkProjectionWeights(page(paper, ink), 240, 160, null)).toBe(SPEC_WEIGHTS);
    }
  });

  test('green ink on brown paper: the projection separates what luminance barely does', () => {
    // Nearly the paper's luminance (≈ 141 against 164), very different red.
    const data = page([196, 160, 112], [60, 190, 110]);
    const weights = inkProjectionWeights(data, 240, 160, null);
    expect(weights).not.toBe(SPEC_WEIGHTS);
    expect(weights[0] + weights[1] + weights[2]).toBeCloseTo(1, 9);
    expect(weights[0]).toBeGreaterThan(0.8);
    const spec = grayAndHistogram(data, 240 * 160).gray;
    const projected = projectAndHistogram(data, 240 * 160, weights).gray;
    expect(contrast(spec, 240, 160)).toBeGreaterThan(0.8);
    expect(contrast(projected, 240, 160)).toBeLessThan(0.5);
  });

  test('ink exactly as bright as its paper is found by its colour', () => {
    // Green on brown of the same spec luminance (≈ 165.7 against 165.3).
    const data = page([196, 160, 112], [126, 210, 42]);
    const n = 240 * 160;
    // Ranked by the spec's grey, the darkest samples are not the ink: no separation.
    const byGrey = inkProjectionWeights(data, 240, 160, null, false);
    expect(contrast(projectAndHistogram(data, n, byGrey).gray, 240, 160)).toBeGreaterThan(0.9);
    const weights = inkProjectionWeights(data, 240, 160, null);
    expect(weights).not.toBe(SPEC_WEIGHTS);
    expect(weights[1]).toBeLessThan(0.05); // the ink is brighter than the paper in green
    // Darker in red and blue holds most of its difference: no channel is inverted.
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(0);
    const projected = projectAndHistogram(data, n, weights).gray;
    expect(contrast(grayAndHistogram(data, n).gray, 240, 160)).toBeGreaterThan(0.99);
    expect(contrast(projected, 240, 160)).toBeLessThan(0.7);
  });

  test('ink brighter than its paper in some channel is found by its signed difference', () => {
    // Lavender on brown and pink on green-tinted, of the paper's spec luminance: the ink is far
    // brighter in blue (and red), barely darker in the others. Before, the positive-only weights
    // put it on blue or red, where it is brighter than the paper: the ink came out light.
    const n = 240 * 160;
    for (const [paper, ink, inverted] of [
      [[196, 160, 112], [182, 146, 218], [2]],
      [
        [205, 228, 200],
        [250, 196, 245],
        [0, 2],
      ],
    ] as [Rgb, Rgb, number[]][]) {
      const data = page(paper, ink);
      const weights = inkProjectionWeights(data, 240, 160, null);
      expect(Math.abs(weights[0]) + Math.abs(weights[1]) + Math.abs(weights[2])).toBeCloseTo(1, 9);
      for (let c = 0; c < 3; c++) expect(weights[c] < 0).toBe(inverted.includes(c));
      expect(contrast(grayAndHistogram(data, n).gray, 240, 160)).toBeGreaterThan(0.95);
      const projected = projectAndHistogram(data, n, weights).gray;
      expect(contrast(projected, 240, 160)).toBeLessThan(0.8);
      expect(projectGray(data, n, weights)).toEqual(projected);
    }
  });

  test('a fat marker stroke filling much of a block keeps the positive weights', () => {
    // Blue marker 12 rows of every 20: the median of a block is the ink, which would make
    // the paper look brighter than "its paper" everywhere; the block's brightest quarter is paper.
    const data = new Uint8ClampedArray(240 * 160 * 4);
    for (let i = 0; i < 240 * 160; i++) {
      const stroke = Math.floor(i / 240) % 20 < 12;
      data.set(stroke ? [40, 60, 200, 255] : [240, 240, 235, 255], i * 4);
    }
    const weights = inkProjectionWeights(data, 240, 160, null);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(0);
    expect(weights[2]).toBeLessThan(0.05);
  });

  test('blue ink on white leans away from blue', () => {
    const weights = inkProjectionWeights(page([240, 240, 240], [40, 60, 220]), 240, 160, null);
    expect(weights[2]).toBeLessThan(0.05);
    expect(weights[0]).toBeGreaterThan(SPEC_WEIGHTS[0]);
  });
});

describe('projectAndHistogram', () => {
  test('the spec weights give the spec grey; other weights round half up and keep white', () => {
    const data = new Uint8ClampedArray([
      255, 255, 255, 255, 10, 20, 30, 255, 0, 0, 0, 255, 200, 7, 9, 255, 1, 2, 3, 255,
    ]);
    expect(projectAndHistogram(data, 5, SPEC_WEIGHTS)).toEqual(grayAndHistogram(data, 5));
    const { gray, histogram } = projectAndHistogram(data, 5, [0.5, 0.25, 0.25]);
    expect([...gray]).toEqual([255, 18, 0, 104, 2]);
    expect(histogram[255] + histogram[18] + histogram[0] + histogram[104] + histogram[2]).toBe(5);
  });

  test('a negative weight counts its channel inverted, 255 − value', () => {
    const data = new Uint8ClampedArray([255, 255, 255, 255, 10, 20, 30, 255, 0, 0, 0, 255]);
    // 0.5 R + 0.25 G + 0.25 (255 − B): 191.25, 66.25 and 63.75, rounded.
    expect([...projectAndHistogram(data, 3, [0.5, 0.25, -0.25]).gray]).toEqual([191, 66, 64]);
  });

  test('projectGray is its grey without the histogram, aligned or not', () => {
    const n = 1031;
    const data = new Uint8ClampedArray(4 * n);
    for (let i = 0; i < data.length; i++) data[i] = (i * 53 + 7) & 255;
    const shifted = new Uint8ClampedArray(data.length + 1).subarray(1);
    shifted.set(data);
    for (const weights of [
      SPEC_WEIGHTS,
      [0.5, 0.25, 0.25],
      [0.1, 0.2, 0.7],
      [0.1, 0.2, -0.7],
    ] as const) {
      const expected = projectAndHistogram(data, n, weights).gray;
      expect(projectGray(data, n, weights)).toEqual(expected);
      expect(projectGray(shifted, n, weights)).toEqual(expected);
    }
  });
});
