import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bytesAtLeast, byteMax, byteMin, splat, firstNonZero } from './swar.ts';

describe('SWAR bytes', () => {
  test('max, min and >= of every pair of bytes, in each of the four lanes', () => {
    // Lane k holds the pair under test; the other lanes hold other values that must not leak in.
    for (let lane = 0; lane < 4; lane++) {
      const shift = lane * 8;
      const noiseA = 0x5a3cff00 & ~(255 << shift);
      const noiseB = 0xa5c300ff & ~(255 << shift);
      let wrong = 0;
      for (let a = 0; a < 256; a++) {
        for (let b = 0; b < 256; b++) {
          const x = noiseA | (a << shift);
          const y = noiseB | (b << shift);
          if (((byteMax(x, y) >>> shift) & 255) !== Math.max(a, b)) wrong++;
          if (((byteMin(x, y) >>> shift) & 255) !== Math.min(a, b)) wrong++;
          if (((bytesAtLeast(x, y) >>> shift) & 255) !== (a >= b ? 0x80 : 0)) wrong++;
        }
      }
      expect(wrong).toBe(0);
    }
  });

  test('lane by lane on random words', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        for (let shift = 0; shift < 32; shift += 8) {
          const x = (a >>> shift) & 255;
          const y = (b >>> shift) & 255;
          expect((byteMax(a, b) >>> shift) & 255).toBe(Math.max(x, y));
          expect((byteMin(a, b) >>> shift) & 255).toBe(Math.min(x, y));
        }
      }),
    );
  });

  test('splat puts the byte in every lane', () => {
    expect(splat(0)).toBe(0);
    expect(splat(0x7f) >>> 0).toBe(0x7f7f7f7f);
    expect(splat(255) >>> 0).toBe(0xffffffff);
  });
});

describe('firstNonZero', () => {
  test('equals a plain search for the first non-zero word in a range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(0), fc.integer()), { maxLength: 40 }),
        fc.nat(45),
        fc.nat(45),
        (values, from, to) => {
          const words = Int32Array.from(values);
          const end = Math.min(to, words.length);
          let expected = from;
          while (expected < end && words[expected] === 0) expected++;
          expect(firstNonZero(words, from, end)).toBe(Math.max(expected, from));
        },
      ),
    );
  });
});
