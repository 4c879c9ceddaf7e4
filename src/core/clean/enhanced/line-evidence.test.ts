import { describe, expect, test } from 'vitest';
import { lineEvidence } from './line-evidence.ts';

/** The same bytes in a buffer that starts one byte off a word: the byte-by-byte path. */
function unaligned(mask: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new ArrayBuffer(mask.length + 1), 1, mask.length);
  copy.set(mask);
  return copy;
}

describe('lineEvidence', () => {
  test('passing paper over by words finds the same runs as reading every byte', () => {
    let seed = 11;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216;
    for (const [width, height] of [
      [64, 40],
      [128, 9],
      [36, 100],
    ]) {
      // Sparse ink in blocks with blank rows between, some lines along each axis.
      const mask = new Uint8Array(width * height);
      for (let i = 0; i < mask.length; i++) if (random() < 0.04) mask[i] = 1;
      mask.fill(1, 7 * width, 7 * width + width);
      for (let y = 0; y < height; y++) mask[y * width + 5] = 1;
      mask.fill(0, 20 * width, 26 * width);
      for (const horizontal of [true, false]) {
        const words = lineEvidence(mask, width, height, horizontal, 3);
        const bytes = lineEvidence(unaligned(mask), width, height, horizontal, 3);
        expect(words.count, `${width}×${height}`).toBe(bytes.count);
        expect(words.count).toBeGreaterThan(0);
        expect([...words.station.subarray(0, words.count)]).toEqual([
          ...bytes.station.subarray(0, bytes.count),
        ]);
        expect([...words.centre.subarray(0, words.count)]).toEqual([
          ...bytes.centre.subarray(0, bytes.count),
        ]);
      }
    }
  });
});
