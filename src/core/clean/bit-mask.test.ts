import { describe, expect, test } from 'vitest';
import { applyMask, countBits, thresholdToMask } from './bit-mask.ts';

/** Every grey level 0–255, twice, in a scrambled order, on rows that are not a multiple of 32. */
function allLevels(width: number): { gray: Uint8Array; height: number } {
  const height = Math.ceil(512 / width);
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = (i * 97 + 13) & 255;
  return { gray, height };
}

function bitAt(bits: Int32Array, stride: number, x: number, y: number): number {
  return (bits[y * stride + (x >>> 5)] >>> (x & 31)) & 1;
}

describe('thresholdToMask', () => {
  test.each([1, 5, 31, 32, 33, 36, 37, 64, 100, 128])(
    'sets exactly the pixels with grey <= limit (width %i)',
    (width) => {
      const { gray, height } = allLevels(width);
      const every = Array.from({ length: 256 }, (_, level) => level);
      for (const limit of [-5, -0.5, 0.5, 127.9, 300, 1e9, ...every]) {
        const mask = thresholdToMask(gray, width, height, limit);
        let expected = 0;
        const wrong: string[] = [];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const ink = gray[y * width + x] <= limit ? 1 : 0;
            expected += ink;
            if (bitAt(mask.bits, mask.stride, x, y) !== ink) wrong.push(`${x},${y}`);
          }
          // Bits beyond the right edge stay clear.
          for (let x = width; x < mask.stride * 32; x++) {
            if (bitAt(mask.bits, mask.stride, x, y)) wrong.push(`${x},${y} (outside)`);
          }
        }
        expect(wrong, `limit ${limit}`).toEqual([]);
        expect(countBits(mask)).toBe(expected);
      }
    },
  );
});

describe('applyMask', () => {
  test('word-aligned and unaligned inputs give the same RGBA', () => {
    const width = 40;
    const height = 7;
    const backing = new Uint8Array(width * height * 4 + 1);
    const unaligned = backing.subarray(1);
    for (let i = 0; i < unaligned.length; i++) unaligned[i] = (i * 31 + 5) & 255;
    const aligned = new Uint8Array(unaligned);
    const gray = new Uint8Array(width * height);
    for (let i = 0; i < gray.length; i++) gray[i] = (i * 7) % 256;
    const mask = thresholdToMask(gray, width, height, 100);
    const fromAligned = applyMask(aligned, mask);
    const fromUnaligned = applyMask(unaligned, mask);
    expect(Array.from(fromUnaligned)).toEqual(Array.from(fromAligned));
    let ink = 0;
    for (let i = 0; i < gray.length; i++) {
      const pixel = Array.from(fromAligned.subarray(i * 4, i * 4 + 4));
      if (gray[i] <= 100) {
        ink++;
        expect(pixel).toEqual([...Array.from(aligned.subarray(i * 4, i * 4 + 3)), 255]);
      } else {
        expect(pixel).toEqual([0, 0, 0, 0]);
      }
    }
    expect(ink).toBe(countBits(mask));
  });
});
