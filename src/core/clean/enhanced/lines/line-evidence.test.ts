import { describe, expect, test } from 'vitest';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { lineEvidence, type Evidence } from './line-evidence.ts';

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

/** The evidence's runs as plain arrays. */
const runs = (e: Evidence) => ({
  stations: [...e.stations],
  station: [...e.station.subarray(0, e.count)],
  centre: [...e.centre.subarray(0, e.count)],
  length: [...e.length.subarray(0, e.count)],
});

describe('lineEvidence from the ink blocks', () => {
  test('reads the same runs in the same order as the whole mask, for any block list holding the ink', () => {
    let seed = 5;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216;
    let compared = 0;
    for (const [width, height] of [
      [64, 40],
      [37, 53],
      [5, 70],
      [1, 9],
      [300, 7],
      [1280, 30],
      [16, 16],
      [17, 1],
    ]) {
      for (const density of [0, 0.01, 0.05, 0.3, 0.9]) {
        // Ink specks, a line along each axis, blank bands, a blocked (2) pixel here and there.
        const mask = new Uint8Array(width * height);
        for (let i = 0; i < mask.length; i++) if (random() < density) mask[i] = 1;
        if (density > 0) {
          mask.fill(1, (height >> 1) * width, (height >> 1) * width + width);
          for (let y = 0; y < height; y++) mask[y * width + (width >> 2)] = 1;
          mask.fill(0, (height >> 2) * width, ((height >> 2) + 2) * width);
          for (let i = 0; i < mask.length; i += 13) if (random() < 0.2) mask[i] = 2;
        }
        const every = Int32Array.from({ length: (mask.length + 15) >> 4 }, (_, k) => k);
        for (const horizontal of [true, false]) {
          for (const cap of [1, 3, 1000]) {
            const plain = runs(lineEvidence(mask, width, height, horizontal, cap));
            for (const blocks of [nonZeroBlocks(mask), every]) {
              const read = runs(lineEvidence(mask, width, height, horizontal, cap, blocks));
              expect(read, `${width}×${height} ${density} ${horizontal} ${cap}`).toEqual(plain);
              compared += plain.station.length;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
