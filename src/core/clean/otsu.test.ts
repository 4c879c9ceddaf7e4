import { describe, expect, test } from 'vitest';
import { otsuThreshold } from './otsu.ts';

describe('Otsu', () => {
  test('two equal populations: the threshold is the dark level (last of the dark class)', () => {
    const h = new Array(256).fill(0);
    h[20] = 50;
    h[220] = 50;
    expect(otsuThreshold(h)).toBe(20);
  });

  test('hand-computed three-level case', () => {
    // Levels 0 (2 px), 1 (1 px), 3 (1 px). Between-class variance for t=0: q1=.5, mu1=0, mu2=2
    // → .25·4 = 1; t=1: q1=.75, mu1=1/3, mu2=3 → .1875·(8/3)² = 1.333 → t = 1.
    const h = new Array(256).fill(0);
    h[0] = 2;
    h[1] = 1;
    h[3] = 1;
    expect(otsuThreshold(h)).toBe(1);
  });

  test('a single occupied level gives -1 (no contrast)', () => {
    const h = new Array(256).fill(0);
    h[128] = 10;
    expect(otsuThreshold(h)).toBe(-1);
    expect(otsuThreshold(new Array(256).fill(0))).toBe(-1);
  });
});
