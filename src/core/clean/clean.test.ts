import { describe, expect, test } from 'vitest';
import { clean } from './clean.ts';
import type { CleanAlgorithm } from './clean-options.ts';
import { cleanEnhanced } from './enhanced/enhanced-clean.ts';
import { cleanSpec } from './spec-clean.ts';

/** Dark vertical strokes 4 px wide on mid-grey paper with a soft gradient. */
function sample(width = 48, height = 24) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = x % 12 < 4 ? 30 + (y % 3) * 10 : 150 + Math.round((x * 60) / width);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

describe('clean (dispatcher)', () => {
  test('defaults to the spec cleaner with offset 0', () => {
    const { data, width, height } = sample();
    expect(clean(data, width, height)).toEqual(cleanSpec(data, width, height));
  });

  test('passes thresholdOffset to the spec cleaner', () => {
    const { data, width, height } = sample();
    const shifted = clean(data, width, height, { algorithm: 'spec', thresholdOffset: 130 });
    expect(shifted).toEqual(cleanSpec(data, width, height, { thresholdOffset: 130 }));
    expect(shifted.inkPixels).toBeGreaterThan(clean(data, width, height).inkPixels);
  });

  test('runs the enhanced cleaner when asked', () => {
    const { data, width, height } = sample();
    expect(clean(data, width, height, { algorithm: 'enhanced', thresholdOffset: 3 })).toEqual(
      cleanEnhanced(data, width, height, { thresholdOffset: 3 }),
    );
  });

  test("writes either cleaner's result into a kept buffer, the same pixels as a new one", () => {
    const { data, width, height } = sample();
    for (const algorithm of ['spec', 'enhanced'] as const) {
      const kept = new Uint8ClampedArray(data.length).fill(99);
      const result = clean(data, width, height, { algorithm, resultBuffer: kept });
      expect(result.data).toBe(kept);
      expect(result).toEqual(clean(data, width, height, { algorithm }));
    }
  });

  test('an unknown algorithm is an error naming it', () => {
    const { data, width, height } = sample();
    expect(() =>
      clean(data, width, height, { algorithm: 'magic' as unknown as CleanAlgorithm }),
    ).toThrow(/algorithm .* got magic/);
  });
});
