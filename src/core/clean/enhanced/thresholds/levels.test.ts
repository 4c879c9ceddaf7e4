import { describe, expect, test } from 'vitest';
import { histogramQuantile, inkShare, paperNoiseFloor, thinPenThreshold } from './levels.ts';

/** Levels → 256-bin histogram. */
const histogramOf = (levels: number[]) => {
  const h = new Uint32Array(256);
  for (const v of levels) h[v]++;
  return h;
};
/** The plain reference: the smallest level with at least `share` of the sorted values at or below it. */
const sortedQuantile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
};

function seededLevels(seed: number, count: number, from: number, to: number) {
  let s = seed;
  return Array.from({ length: count }, () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return from + (s % (to - from + 1));
  });
}

describe('histogram levels', () => {
  test('inkShare is the share of counts at or below the level, 0 for an empty histogram', () => {
    const levels = [...seededLevels(3, 30, 0, 99), ...seededLevels(4, 970, 100, 255)];
    const histogram = histogramOf(levels);
    expect(inkShare(histogram, 99)).toBeCloseTo(0.03, 10);
    expect(inkShare(histogram, 255)).toBe(1);
    expect(inkShare(histogram, -1)).toBe(0);
    expect(inkShare(new Uint32Array(256), 128)).toBe(0);
  });

  test('histogramQuantile matches sorting, ranges and edges included', () => {
    const values = seededLevels(3, 999, 0, 255);
    const h = histogramOf(values);
    for (const share of [0, 0.1, 0.25, 0.5, 0.9, 1]) {
      for (const [from, to] of [
        [0, 255],
        [0, 100],
        [101, 255],
      ]) {
        const inRange = values.filter((v) => v >= from && v <= to);
        expect(histogramQuantile(h, from, to, share)).toBe(sortedQuantile(inRange, share));
      }
    }
    expect(histogramQuantile(new Uint32Array(256), 0, 255, 0.5)).toBe(-1);
  });

  test('thinPenThreshold lies half-way between the ink’s dark quartile and the paper’s median', () => {
    const ink = seededLevels(5, 400, 60, 180);
    const paper = seededLevels(7, 5000, 235, 255);
    const h = histogramOf([...ink, ...paper]);
    const expected = Math.floor((sortedQuantile(ink, 0.25) + sortedQuantile(paper, 0.5)) / 2);
    expect(thinPenThreshold(h, 200)).toBe(expected);
    expect(thinPenThreshold(histogramOf(paper), 200)).toBe(200); // no ink below: unchanged
  });

  test('paperNoiseFloor is the median minus k robust deviations of the paper', () => {
    const paper = seededLevels(11, 4001, 220, 250);
    const h = histogramOf(paper);
    const median = sortedQuantile(paper, 0.5);
    const deviations = paper.map((v) => Math.abs(v - median));
    const mad = sortedQuantile(deviations, 0.5);
    expect(paperNoiseFloor(h, 100, 4)).toBe(Math.floor(median - 4 * 1.4826 * mad));
    // Flat paper: no spread, the floor is the paper itself.
    expect(paperNoiseFloor(histogramOf([255, 255, 255, 40]), 100, 4)).toBe(255);
  });
});
