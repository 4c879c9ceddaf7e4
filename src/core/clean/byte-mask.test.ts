import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { castTables, removeCast } from '../output/white-balance.ts';
import { inkToRgba, maskAtOrBelow, maskedHistogram } from './byte-mask.ts';

const levelsFrom = (seed: number, length: number, offset: number) => {
  let s = seed;
  const buffer = new Uint8Array(length + offset);
  for (let i = 0; i < buffer.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    buffer[i] = s >>> 24;
  }
  return buffer.subarray(offset);
};

describe('maskAtOrBelow', () => {
  test('is 1 exactly where level <= limit, for every limit, any length and alignment', () => {
    const limits = [-1, -0.5, 254.5, 255, 256, Number.NaN];
    for (let limit = 0; limit <= 255; limit++) limits.push(limit);
    for (const offset of [0, 1]) {
      const levels = levelsFrom(3 + offset, 4099, offset);
      for (const limit of limits) {
        const mask = maskAtOrBelow(levels, limit);
        let wrong = 0;
        for (let i = 0; i < levels.length; i++)
          if (mask[i] !== (levels[i] <= limit ? 1 : 0)) wrong++;
        expect(mask.length).toBe(levels.length);
        expect(wrong).toBe(0);
      }
    }
  });

  test('fractional limits round down', () => {
    fc.assert(
      fc.property(fc.double({ min: -2, max: 258, noNaN: true }), fc.nat(50), (limit, length) => {
        const levels = levelsFrom(length, length, 0);
        expect([...maskAtOrBelow(levels, limit)]).toEqual(
          [...levels].map((v) => (v <= limit ? 1 : 0)),
        );
      }),
    );
  });
});

describe('inkToRgba', () => {
  test('ink keeps its colour with alpha 255, paper is 0,0,0,0, aligned or not', () => {
    // Dense and sparse ink (long stretches of paper are skipped a word at a time).
    for (const [length, offset, below] of [
      [1031, 0, 40],
      [1031, 4, 40],
      [517, 1, 40],
      [4099, 0, 2],
      [4099, 4, 1],
    ]) {
      const mask = levelsFrom(9, length + offset, 0)
        .map((v) => (v < below ? 1 : 0))
        .subarray(offset);
      const rgba = levelsFrom(11, 4 * length, offset & 1 ? 1 : 0);
      const out = inkToRgba(rgba, mask);
      const expected = new Uint8ClampedArray(4 * length);
      for (let i = 0; i < length; i++) {
        if (!mask[i]) continue;
        expected.set([rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2], 255], 4 * i);
      }
      expect(out).toEqual(expected);
    }
  });

  test('with cast tables it writes what removeCast makes of its output, aligned or not', () => {
    for (const [length, offset, below] of [
      [1031, 0, 40],
      [517, 1, 40],
      [4099, 4, 2],
      [1, 0, 255],
    ]) {
      const mask = levelsFrom(5, length + offset, 0)
        .map((v) => (v < below ? 1 : 0))
        .subarray(offset);
      const rgba = levelsFrom(13, 4 * length, offset & 1 ? 1 : 0);
      for (const gains of [
        [1.3, 0.9, 0.75],
        [0.7, 1.05, 1.6],
      ] as [number, number, number][]) {
        const expected = inkToRgba(rgba, mask);
        removeCast(expected, gains);
        expect(inkToRgba(rgba, mask, castTables(gains))).toEqual(expected);
      }
    }
  });
});

describe('inkToRgba into a kept buffer', () => {
  test('writes what a new array holds over what the last clean left there, and checks its size', () => {
    const mask = levelsFrom(9, 1031, 0).map((v) => (v < 40 ? 1 : 0));
    const rgba = levelsFrom(11, 4 * 1031, 0);
    const kept = new Uint8ClampedArray(4 * 1031).fill(77);
    const out = inkToRgba(rgba, mask, castTables([1.3, 0.9, 0.75]), undefined, kept);
    expect(out).toBe(kept);
    expect(out).toEqual(inkToRgba(rgba, mask, castTables([1.3, 0.9, 0.75])));
    expect(() => inkToRgba(rgba, mask, null, undefined, new Uint8ClampedArray(16))).toThrow(
      /into holds 16 bytes/,
    );
  });
});

describe('maskedHistogram', () => {
  test('counts the levels under the mask, aligned or not, sparse or dense', () => {
    for (const [length, offset, below] of [
      [1031, 0, 40],
      [517, 1, 40],
      [4099, 4, 1],
      [3, 0, 255],
    ]) {
      const mask = levelsFrom(3, length + offset, 0)
        .map((v) => (v < below ? 1 : 0))
        .subarray(offset);
      const levels = levelsFrom(17, length, 0);
      const expected = new Uint32Array(256);
      for (let i = 0; i < length; i++) if (mask[i] === 1) expected[levels[i]]++;
      expect(maskedHistogram(levels, mask)).toEqual(expected);
    }
  });
});
