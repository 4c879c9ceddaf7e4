// The WebAssembly kernels give exactly the TypeScript reference's bytes: each kernel and both
// cleaners on random images of random sizes (odd widths, one pixel), every colour's grey, and
// a large photo after which the kernels' memory is given up and taken again.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { closing } from '../core/clean/enhanced/byte-filters.ts';
import { halfByMaximum, normaliseByBackground } from '../core/clean/enhanced/background.ts';
import { projectAndHistogram, projectGray } from '../core/clean/enhanced/ink-projection.ts';
import { grayAndHistogram, grayOnly } from '../core/clean/grayscale.ts';
import { fastKernels, installKernels, type Kernels } from '../core/clean/kernels.ts';
import { cleanSpec } from '../core/clean/spec-clean.ts';
import { maskAtOrBelow } from '../core/clean/byte-mask.ts';
import { closeCells } from '../core/paper/cells.ts';
import { measureStrokeWidths } from '../core/clean/enhanced/stroke-width.ts';
import { wasmKernels } from './wasm-kernels.ts';

const BYTES = readFileSync(new URL('./kernels.wasm', import.meta.url));
const wasm = wasmKernels(BYTES) as Kernels;
let calls = 0;
/** The kernels, each call counted (so a test knows they ran). */
const counted = Object.fromEntries(
  Object.entries(wasm).map(([name, kernel]: [string, (...args: unknown[]) => unknown]) => [
    name,
    (...args: unknown[]) => {
      calls++;
      return kernel(...args);
    },
  ]),
) as unknown as Kernels;

/** `fn` with the TypeScript kernels, then with the WebAssembly ones (which must run, unless
 * `mayNotRun`: a pass that returns before its kernel on some inputs). */
function both<T>(fn: () => T, mayNotRun = false): [T, T] {
  installKernels(null);
  const reference = fn();
  const before = calls;
  installKernels(counted);
  try {
    return [reference, fn()];
  } finally {
    installKernels(null);
    if (!mayNotRun) expect(calls).toBeGreaterThan(before);
  }
}

afterEach(() => installKernels(null));

const image = fc
  .record({ width: fc.integer({ min: 1, max: 71 }), height: fc.integer({ min: 1, max: 37 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      // Mostly two colours (paper and ink) so masks and components have something to keep.
      data: fc
        .tuple(
          fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }),
          fc.uint8Array({ minLength: width * height, maxLength: width * height }),
          fc.integer({ min: 0, max: 255 }),
        )
        .map(([noise, pick, cut]) => {
          const data = new Uint8ClampedArray(noise.length);
          for (let i = 0; i < pick.length; i++) {
            const ink = pick[i] < cut;
            for (let c = 0; c < 3; c++) {
              data[4 * i + c] = ink ? noise[4 * i + c] >> 2 : 200 + (noise[4 * i + c] % 56);
            }
            data[4 * i + 3] = 255;
          }
          return data;
        }),
    }),
  );

describe('WebAssembly kernels', () => {
  test('compile in this Node and are off until installed', () => {
    expect(wasm).not.toBeNull();
    expect(fastKernels()).toBeNull();
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
        const [a, b] = both(() => [
          grayAndHistogram(data, n),
          grayOnly(data, n),
          projectAndHistogram(data, n, weights),
          projectGray(data, n, weights),
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
    const [a, b] = both(() => grayOnly(data, words.length));
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
  });

  test('closing and normalisation equal the TypeScript at every radius', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: 1, max: 12 }), ({ width, height, data }, radius) => {
        const gray = grayOnly(data, width * height);
        const [a, b] = both(() => [
          closing(gray, width, height, radius),
          normaliseByBackground(
            gray,
            width,
            height,
            4 * radius,
            halfByMaximum(gray, width, height),
          ),
        ]);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  test('byte mask and half-resolution maximum equal the TypeScript at every limit', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: -2, max: 256 }), ({ width, height, data }, limit) => {
        const gray = grayOnly(data, width * height);
        const [a, b] = both(() => [
          maskAtOrBelow(gray, limit),
          maskAtOrBelow(gray, limit + 0.5),
          halfByMaximum(gray, width, height),
        ]);
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  test('byte mask and half-resolution maximum across strips (odd sides, one pixel)', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 3],
      [2, 1],
      [1001, 301],
      [333_333, 1],
      [1, 140_001],
    ]) {
      const gray = new Uint8Array(width * height);
      for (let i = 0; i < gray.length; i++) gray[i] = (i * 2654435761) >>> 24;
      const [a, b] = both(() => [maskAtOrBelow(gray, 127), halfByMaximum(gray, width, height)]);
      expect(Buffer.compare(Buffer.from(b[0] as Uint8Array), Buffer.from(a[0] as Uint8Array))).toBe(
        0,
      );
      expect(b[1]).toEqual(a[1]);
    }
  });

  test("findPaper's cell closing equals the TypeScript at every radius", () => {
    const grid = fc
      .record({ w: fc.integer({ min: 1, max: 60 }), h: fc.integer({ min: 1, max: 30 }) })
      .chain(({ w, h }) =>
        fc.tuple(
          fc.constant(w),
          fc.constant(h),
          fc.uint8Array({ minLength: w * h, maxLength: w * h }),
          fc.integer({ min: 1, max: 6 }),
        ),
      );
    fc.assert(
      fc.property(grid, ([w, h, cells, r]) => {
        const [a, b] = both(() => closeCells(cells, w, h, r));
        expect(b).toEqual(a);
      }),
      { numRuns: 500 },
    );
  });

  test('stroke widths (their vertical runs) equal the TypeScript, on and off a sheet', () => {
    let ran = 0;
    fc.assert(
      fc.property(
        image,
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 2, max: 40 }),
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        ({ width, height, data }, shift, scale, maxRun, cells) => {
          const gray = grayOnly(data, width * height);
          const paperWidth = Math.ceil(width / (1 << shift));
          const paper = new Uint8Array(paperWidth * Math.ceil(height / (1 << shift)));
          for (let i = 0; i < paper.length; i++) paper[i] = 150 + ((i * 37) % 106);
          const maskWidth = Math.ceil(width / scale);
          const mask = new Uint8Array(maskWidth * Math.ceil(height / scale));
          for (let i = 0; i < mask.length; i++) mask[i] = cells[i % 64] < 40 ? 0 : 1;
          const sheet = { mask, maskWidth, scale };
          const [a, b] = both(
            () =>
              [null, sheet].map((on) =>
                measureStrokeWidths(gray, width, height, paper, paperWidth, on, maxRun, shift),
              ),
            true,
          );
          expect(b).toEqual(a);
          ran += a[0].level >= 0 ? 1 : 0;
        },
      ),
      { numRuns: 400 },
    );
    expect(ran).toBeGreaterThan(200); // most images have ink, so the kernel ran
    // Across the strips the grey is copied in by (5001 px rows: 26 a strip), on a sheet.
    const [width, height] = [5001, 90];
    const gray = new Uint8Array(width * height);
    for (let i = 0; i < gray.length; i++) gray[i] = (i * 2654435761) >>> 24 < 60 ? 40 : 230;
    const paper = new Uint8Array(Math.ceil(width / 4) * Math.ceil(height / 4)).fill(235);
    const mask = new Uint8Array(626 * 12).map((_, i) => (i % 7 === 0 ? 0 : 1));
    const sheet = { mask, maskWidth: 626, scale: 8 };
    const [a, b] = both(() =>
      measureStrokeWidths(gray, width, height, paper, Math.ceil(width / 4), sheet, 64, 2),
    );
    expect(a.runs).toBeGreaterThan(1000);
    expect(b).toEqual(a);
  });

  test('both cleaners give the same result with and without them', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: -20, max: 20 }), ({ width, height, data }, offset) => {
        const [a, b] = both(() => [
          cleanSpec(data, width, height, { thresholdOffset: offset }),
          cleanEnhanced(data, width, height, { thresholdOffset: offset }),
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
    const [a, b] = both(() => {
      const { threshold, inkPixels, data: out } = cleanSpec(data, width, height);
      const { normalised, histogram } = normaliseByBackground(gray, width, height, 31);
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
    const [c, d] = both(() => cleanSpec(small, 3, 3));
    expect(d).toEqual(c);
  });
});
