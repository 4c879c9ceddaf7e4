import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { grayAndHistogram, grayOf } from './grayscale.ts';
import { referenceClean } from './reference-clean.test-helper.ts';
import { cleanSpec } from './spec-clean.ts';

function rgba(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return data;
}

describe('grey conversion', () => {
  test('hand-computed values', () => {
    expect(grayOf(0, 0, 0)).toBe(0);
    expect(grayOf(255, 255, 255)).toBe(255);
    expect(grayOf(1, 1, 0)).toBe(1); // 0.886 → 1
    expect(grayOf(10, 5, 5)).toBe(6); // 6.495 → 6
    expect(grayOf(5, 0, 0)).toBe(1); // 1.495 → 1
    expect(grayOf(0, 0, 25)).toBe(3); // 2.85 → 3
    // Exact halves round up: 587·12 + 114·4 = 7500 → 8; 587·36 + 114·12 = 22500 → 23, where
    // floating point computes 22.499999999999996 and would round down.
    expect(grayOf(0, 12, 4)).toBe(8);
    expect(grayOf(0, 36, 12)).toBe(23);
    expect(Math.round(0.299 * 0 + 0.587 * 36 + 0.114 * 12)).toBe(22);
    expect(grayOf(5, 5, 5)).toBe(5);
  });

  test('matches floor((299R + 587G + 114B + 500) / 1000) on every exact half and random colours', () => {
    let halves = 0;
    for (let r = 0; r < 256; r += 3) {
      for (let g = 0; g < 256; g += 5) {
        for (let b = 0; b < 256; b++) {
          const sum = 299 * r + 587 * g + 114 * b;
          if (sum % 1000 !== 500) continue;
          halves++;
          expect(grayOf(r, g, b)).toBe((sum + 500 - ((sum + 500) % 1000)) / 1000);
          expect(grayOf(r, g, b)).toBe(Math.ceil(sum / 1000));
        }
      }
    }
    expect(halves).toBeGreaterThan(100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          const { gray } = grayAndHistogram(new Uint8Array([r, g, b, 255]), 1);
          expect(gray[0]).toBe(Math.floor((299 * r + 587 * g + 114 * b + 500) / 1000));
        },
      ),
    );
  });

  test('the fused pass gives the same grey for unaligned views', () => {
    const backing = new Uint8Array(4 * 5 + 1);
    const view = backing.subarray(1);
    view.set([10, 20, 30, 255, 200, 100, 50, 255, 0, 0, 0, 255, 255, 255, 255, 255, 1, 2, 3, 255]);
    const { gray, histogram } = grayAndHistogram(view, 5);
    expect(Array.from(gray)).toEqual([
      grayOf(10, 20, 30),
      grayOf(200, 100, 50),
      0,
      255,
      grayOf(1, 2, 3),
    ]);
    expect(histogram.reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe('cleanSpec', () => {
  test('a hand-checked 5×5: a 3×3 ink block survives, a lone speck does not', () => {
    const ink = new Set(['1,1', '2,1', '3,1', '1,2', '2,2', '3,2', '1,3', '2,3', '3,3']);
    const data = rgba(6, 5, (x, y) =>
      ink.has(`${x},${y}`) ? [10, 20, 200] : x === 5 && y === 0 ? [0, 0, 0] : [250, 250, 250],
    );
    const result = cleanSpec(data, 6, 5);
    expect(result.inkPixels).toBe(9);
    expect(result.threshold).toBeGreaterThanOrEqual(grayOf(10, 20, 200));
    expect(result.threshold).toBeLessThan(250);
    // Ink keeps its colour with alpha 255; paper (and the speck) become 0,0,0,0.
    expect(Array.from(result.data.slice((1 * 6 + 1) * 4, (1 * 6 + 1) * 4 + 4))).toEqual([
      10, 20, 200, 255,
    ]);
    expect(Array.from(result.data.slice(5 * 4, 5 * 4 + 4))).toEqual([0, 0, 0, 0]);
    expect(Array.from(result.data.slice(0, 4))).toEqual([0, 0, 0, 0]);
  });

  test('writes into a given buffer, whatever it held, the same bytes as a new one', () => {
    const data = rgba(6, 5, (x, y) =>
      x > 0 && x < 4 && y > 0 && y < 4 ? [10, 20, 200] : [250, 250, 250],
    );
    const fresh = cleanSpec(data, 6, 5);
    const held = new Uint8ClampedArray(6 * 5 * 4 + 8).fill(77);
    const into = held.subarray(4, 4 + 6 * 5 * 4);
    const reused = cleanSpec(data, 6, 5, { resultBuffer: into });
    expect(reused.data).toBe(into);
    expect(Array.from(reused.data)).toEqual(Array.from(fresh.data));
    expect([held[0], held[held.length - 1]]).toEqual([77, 77]);
    expect(() => cleanSpec(data, 6, 5, { resultBuffer: held })).toThrow(/120 bytes/);
  });

  test('ink touching the border is kept: the border does not eat ink', () => {
    const data = rgba(4, 4, (x, y) => (x < 2 && y < 2 ? [0, 0, 0] : [255, 255, 255]));
    // A 2×2 block in the corner: with outside neighbours ignored, erosion keeps (0,0) only
    // where every in-image neighbour is ink: (0,0) has neighbours (1,0),(0,1),(1,1) → kept.
    const result = cleanSpec(data, 4, 4);
    expect(result.inkPixels).toBe(4);
  });

  test('degenerate inputs', () => {
    expect(
      cleanSpec(
        rgba(1, 1, () => [0, 0, 0]),
        1,
        1,
      ),
    ).toMatchObject({ inkPixels: 0, threshold: -1 });
    expect(
      cleanSpec(
        rgba(7, 3, () => [90, 90, 90]),
        7,
        3,
      ),
    ).toMatchObject({ inkPixels: 0, threshold: -1 });
    expect(
      cleanSpec(
        rgba(9, 9, () => [0, 0, 0]),
        9,
        9,
      ).inkPixels,
    ).toBe(0);
    const row = cleanSpec(
      rgba(40, 1, (x) => (x >= 10 && x < 20 ? [0, 0, 0] : [255, 255, 255])),
      40,
      1,
    );
    // In a 1-pixel-high image every pixel's in-image neighbourhood is its row: a 10 px run
    // erodes to 8 and dilates back to 10.
    expect(row.inkPixels).toBe(10);
    const column = cleanSpec(
      rgba(1, 40, (_x, y) => (y < 5 ? [0, 0, 0] : [255, 255, 255])),
      1,
      40,
    );
    expect(column.inkPixels).toBe(5);
  });

  test('bad sizes throw errors naming the bad value', () => {
    expect(() => cleanSpec(new Uint8ClampedArray(0), 0, 1)).toThrow(
      /width must be a positive integer, got 0/,
    );
    expect(() => cleanSpec(new Uint8ClampedArray(4), 1, -2)).toThrow(/height .* got -2/);
    expect(() => cleanSpec(new Uint8ClampedArray(12), 2, 2)).toThrow(
      /data length 12 .* 2×2 RGBA \(expected 16\)/,
    );
    expect(() => cleanSpec(new Uint8ClampedArray(16), 2.5, 2)).toThrow(/got 2.5/);
    expect(() => cleanSpec(new Uint8ClampedArray(16), 2, 2, { thresholdOffset: NaN })).toThrow(
      /thresholdOffset/,
    );
  });

  test('thresholdOffset moves the ink boundary', () => {
    const data = rgba(30, 30, (x) =>
      x < 10 ? [0, 0, 0] : x < 20 ? [100, 100, 100] : [255, 255, 255],
    );
    const base = cleanSpec(data, 30, 30);
    const wider = cleanSpec(data, 30, 30, { thresholdOffset: 200 });
    expect(wider.threshold).toBe(base.threshold);
    expect(wider.inkPixels).toBeGreaterThan(base.inkPixels);
  });

  test('equals the plain reference on random images of every shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: -20, max: 20 }),
        (width, height, seed, offset) => {
          let s = seed;
          const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff), s >>> 16);
          const data = rgba(width, height, () => {
            const dark = next() % 3 === 0;
            return dark
              ? [next() % 90, next() % 90, next() % 120]
              : [180 + (next() % 76), 180 + (next() % 76), 170 + (next() % 86)];
          });
          const fast = cleanSpec(data, width, height, { thresholdOffset: offset });
          const slow = referenceClean(data, width, height, offset);
          expect(fast.threshold).toBe(slow.threshold);
          expect(fast.inkPixels).toBe(slow.inkPixels);
          expect(Buffer.from(fast.data).equals(Buffer.from(slow.data))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
