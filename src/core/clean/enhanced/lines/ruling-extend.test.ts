import { describe, expect, test } from 'vitest';
import { predictLines } from './ruling-extend.ts';
import type { Judged } from './ruling.ts';

const line = (offset: number, slope: number): Judged => ({
  offset,
  slope,
  thickness: 4,
  stations: new Uint8Array(0),
  votes: 100,
  deviation: 0,
  even: 1,
  horizontal: true,
  distance: offset / Math.hypot(1, slope),
});

describe('predictLines', () => {
  test('a ruling of lines 100 px apart predicts the missing one between them and those beyond its ends while they cross the picture', () => {
    // 1000 × 400: lines at offsets 100, 200 and 400 (300 missing), level.
    const lines = [line(100, 0), line(200, 0), line(400, 0)];
    const predicted = predictLines({ lines, spacing: 100 }, 1000, 400);
    expect(predicted.map((p) => Math.round(p.offset)).sort((a, b) => a - b)).toEqual([0, 300]);
  });

  test('in perspective the slope and offset follow the lines, and a line crossing only a corner is predicted', () => {
    // Slopes turn by 0.02 a line; across 1800 px, a line at offset -250 still crosses the top right.
    const lines = [line(-110, 0.37), line(30, 0.35), line(170, 0.33)];
    const predicted = predictLines({ lines, spacing: 140 / Math.hypot(1, 0.35) }, 1800, 560);
    const corner = predicted.find((p) => p.offset < -200);
    expect(corner?.offset).toBeCloseTo(-250, 0);
    expect(corner?.slope).toBeCloseTo(0.39, 5);
    // Below: down to offset 730, whose left end is still in the picture (730 − 0.25 × 900 =
    // 505); the next, at 870 and slope 0.23, is below it everywhere (663 at the left).
    expect(predicted.filter((p) => p.offset > 200).map((p) => Math.round(p.offset))).toEqual([
      310, 450, 590, 730,
    ]);
  });

  test('a lone line predicts nothing', () => {
    expect(predictLines({ lines: [line(100, 0)], spacing: 0 }, 1000, 400)).toEqual([]);
  });
});
