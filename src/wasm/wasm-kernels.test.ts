// The WebAssembly kernels give exactly the TypeScript reference's bytes: each kernel and both
// cleaners on random images of random sizes (odd widths, one pixel), every colour's grey, the
// normalisation of noisy and of flat paper, and a large photo after which the kernels' memory is given up and taken again.
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { closing } from '../core/clean/enhanced/flatten/byte-filters.ts';
import { halfByMaximum, normaliseByBackground } from '../core/clean/enhanced/flatten/background.ts';
import { projectAndHistogram, projectGray } from '../core/clean/enhanced/photo/ink-projection.ts';
import { grayAndHistogram, grayOnly } from '../core/clean/grayscale.ts';
import { cleanSpec } from '../core/clean/spec-clean.ts';
import { wasmKernels } from './wasm-kernels.ts';
import { both, BYTES, image, wasm } from './kernel-check.test-helper.ts';
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

/** The normalisation on the TypeScript and on the kernels, of a grey picture on rows of 1–300 px
 * whose levels, pixel by pixel, `levels()` draws from a seeded generator. */
function normalisationMatches(levels: () => (random: () => number) => number) {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 300 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (width, height, seed) => {
        let s = seed;
        const random = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
        const level = levels();
        const data = new Uint8Array(width * height * 4);
        for (let j = 0; j < data.length; j += 4) {
          const v = level(random);
          data.set([v, v, v, 255], j);
        }
        const gray = grayOnly(data, width * height);
        const half = halfByMaximum(gray, width, height);
        const [a, b] = both((k) =>
          normaliseByBackground(gray, width, height, 21, new Scratch(), half, undefined, k),
        );
        expect(b).toEqual(a);
      },
    ),
    { numRuns: 200 },
  );
}

describe('WebAssembly kernels', () => {
  test('compile in this Node', () => {
    expect(wasm).not.toBeNull();
  });

  test('without WebAssembly there are none (the TypeScript runs)', () => {
    vi.stubGlobal('WebAssembly', undefined);
    try {
      expect(wasmKernels(BYTES)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('grey, histogram and projection equal the TypeScript on random images', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: 0, max: 65536 }), ({ width, height, data }, wr) => {
        const n = width * height;
        const weights = [wr / 65536, (65536 - wr) / 2 / 65536, 0] as const;
        const [a, b] = both((k) => [
          grayAndHistogram(data, n, k),
          grayOnly(data, n, undefined, undefined, k),
          projectAndHistogram(data, n, weights, k),
          projectGray(data, n, weights, undefined, undefined, k),
        ]);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  test('the spec grey of every one of the 16.7 M colours', () => {
    const data = new Uint8Array(1 << 26);
    const words = new Uint32Array(data.buffer);
    for (let c = 0; c < words.length; c++) words[c] = c | 0xff000000;
    const [a, b] = both((k) => grayOnly(data, words.length, undefined, undefined, k));
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
  });

  test('closing and normalisation equal the TypeScript at every radius', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: 1, max: 12 }), ({ width, height, data }, radius) => {
        const gray = grayOnly(data, width * height);
        const [a, b] = both((k) => [
          closing(gray, width, height, radius, new Scratch(), k),
          normaliseByBackground(
            gray,
            width,
            height,
            4 * radius,
            new Scratch(),
            halfByMaximum(gray, width, height, k),
            undefined,
            k,
          ),
        ]);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  test('closing of rows up to 300 px at radii up to 60 equals the TypeScript', () => {
    // The rows are filtered by doubling, with the ends as the reference's blocks make them:
    // rows shorter and longer than a block, radii beyond the picture, one row, one column.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, radius, seed) => {
          const gray = new Uint8Array(width * height);
          let s = seed;
          for (let i = 0; i < gray.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            gray[i] = s >>> 24;
          }
          const [a, b] = both((k) => closing(gray, width, height, radius, new Scratch(), k));
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('normalisation of noisy paper equals the TypeScript', () => {
    // Bright paper whose normalised levels spread over the top of the range (a page's), with a
    // few dark pixels.
    normalisationMatches(() => (random) => {
      const s = random();
      return s >>> 26 === 0 ? 30 : 185 + ((s >>> 8) % 71);
    });
  });

  test('normalisation of flat paper and flat ink (runs of equal levels) equals the TypeScript', () => {
    // The histogram counts a block of 16 equal levels at once and other blocks by pairs of
    // neighbours: runs of 1–40 px of a few levels (paper that normalises to 255, flat ink) put
    // equal and mixed blocks side by side.
    normalisationMatches(() => {
      const levels = [255, 240, 20, 0];
      let left = 0;
      let v = 255;
      return (random) => {
        if (left <= 0) {
          const s = random();
          v = levels[(s >>> 28) & 3];
          left = 1 + ((s >>> 8) % 40);
        }
        left--;
        return v;
      };
    });
  });

  test('both cleaners give the same result with and without them', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: -20, max: 20 }), ({ width, height, data }, offset) => {
        const [a, b] = both((kernels) => [
          cleanSpec(data, width, height, { thresholdOffset: offset, kernels }),
          cleanEnhanced(data, width, height, { thresholdOffset: offset, kernels }),
        ]);
        expect(b).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  test('a large photo, then a small one: the memory given up is taken again', () => {
    const [width, height] = [5001, 4003]; // the normalisation needs ≈ 90 MB: more than RETAIN_BYTES
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24 > 40 ? 230 : 20;
    const gray = grayOnly(data, width * height);
    const [a, b] = both((kernels) => {
      const { threshold, inkPixels, data: out } = cleanSpec(data, width, height, { kernels });
      const { normalised, histogram } = normaliseByBackground(
        gray,
        width,
        height,
        31,
        new Scratch(),
        halfByMaximum(gray, width, height, kernels),
        undefined,
        kernels,
      );
      return { threshold, inkPixels, out, normalised, histogram };
    });
    // Buffer.compare, not toEqual: the matcher walks megabytes element by element.
    expect([b.threshold, b.inkPixels, b.histogram]).toEqual([
      a.threshold,
      a.inkPixels,
      a.histogram,
    ]);
    expect(Buffer.compare(Buffer.from(b.out), Buffer.from(a.out))).toBe(0);
    expect(Buffer.compare(Buffer.from(b.normalised), Buffer.from(a.normalised))).toBe(0);
    const small = data.subarray(0, 9 * 4);
    const [c, d] = both((kernels) => cleanSpec(small, 3, 3, { kernels }));
    expect(d).toEqual(c);
  });
});
