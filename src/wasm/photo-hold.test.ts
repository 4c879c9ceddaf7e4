// The photo held in the kernels' memory once per clean (wasm-kernels.ts, holdPhoto; issue 26):
// the passes that read it where it lies give the bytes they give when they copy it in (and the
// TypeScript's), a call laid out over it or another array is never read from it, and cleans of
// different sizes in a row, or between spec cleans, give what fresh kernels give.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { contrastLevels } from '../core/clean/enhanced/ink-levels.ts';
import { projectGray } from '../core/clean/enhanced/ink-projection.ts';
import { readPhoto } from '../core/clean/enhanced/photo-reads.ts';
import { grayAndHistogram, grayOnly } from '../core/clean/grayscale.ts';
import type { CleanResult } from '../core/clean/clean-options.ts';
import { installKernels, type Kernels } from '../core/clean/kernels.ts';
import { cleanSpec } from '../core/clean/spec-clean.ts';
import { cellMeans } from '../core/paper/cells.ts';
import { syntheticSignature } from '../../scripts/lib/synthetic-signature.ts';
import { wasmKernels } from './wasm-kernels.ts';
import { both, BYTES, image } from './kernel-check.test-helper.ts';

/** `fn` on fresh kernels with `data` held (and let go after). */
function held<T>(data: Uint8ClampedArray | Uint8Array, fn: () => T): T {
  const kernels = wasmKernels(BYTES) as Kernels;
  installKernels(kernels);
  try {
    expect(kernels.holdPhoto?.(data)).toBe(true);
    return fn();
  } finally {
    kernels.letGoPhoto?.();
    installKernels(null);
  }
}

const sheetOf = (width: number, height: number, scale: number, seed: number) => {
  const maskWidth = Math.ceil(width / scale);
  const mask = new Uint8Array(maskWidth * Math.ceil(height / scale));
  let s = seed;
  for (let i = 0; i < mask.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    mask[i] = (s >>> 16) % 5 === 0 ? 0 : 1;
  }
  return { mask, maskWidth, scale };
};

describe('the photo held once per clean', () => {
  test('cell means, colour levels and greys read from the held photo equal the TypeScript', () => {
    fc.assert(
      fc.property(
        image,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.tuple(fc.integer({ min: 0, max: 65536 }), fc.integer({ min: 0, max: 65536 })),
        ({ width, height, data }, step, seed, [a, b]) => {
          const n = width * height;
          const [lo, hi] = [Math.min(a, b) / 65536, Math.max(a, b) / 65536];
          const w = [lo, hi - lo, 1 - hi] as const;
          const sw = Math.floor(width / step);
          const sh = Math.floor(height / step);
          const grid = { step, sw, sh, block: 2, bw: Math.ceil(sw / 2), bh: Math.ceil(sh / 2) };
          const sheet = seed % 3 === 0 ? null : sheetOf(width, height, 1 + (seed % 8), seed);
          const [mw, mh] = [Math.ceil(width / 8), Math.ceil(height / 8)];
          const run = () => ({
            cells: cellMeans(data, width, height, 8, mw, mh),
            levels: contrastLevels(data, width, grid, sheet, true),
            gray: grayOnly(data, n),
            spec: grayAndHistogram(data, n),
            projected: projectGray(data, n, w),
          });
          const [reference] = both(run);
          expect(held(data, run)).toEqual(reference);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('readPhoto with the photo held equals the TypeScript at frame sizes', () => {
    for (const [width, height] of [
      [1280, 720],
      [640, 360],
      [333, 201],
    ]) {
      const data = syntheticSignature(3, width, height);
      const plain = (r: ReturnType<typeof readPhoto>) => ({
        sheet: r.sheet,
        gray: r.gray,
        paper: r.paper.colourOf(new Uint8Array(width * height)),
      });
      const [a, b] = both(() => plain(readPhoto(data, width, height, {})));
      expect(Buffer.compare(Buffer.from(b.gray), Buffer.from(a.gray))).toBe(0);
      expect([b.sheet, b.paper]).toEqual([a.sheet, a.paper]);
    }
  });

  test('the held photo is read where it lies (the passes do not copy it in again)', () => {
    const [width, height] = [96, 48]; // whole cells of 8 px only: all are the kernel's
    const data = syntheticSignature(5, width, height);
    const expected = grayOnly(data, width * height);
    const [mw, mh] = [Math.ceil(width / 8), Math.ceil(height / 8)];
    const cells = cellMeans(data, width, height, 8, mw, mh);
    held(data, () => {
      data.fill(0); // breaks the contract on purpose: the held copy is what the kernels read
      expect(grayOnly(data, width * height)).toEqual(expected);
      expect(cellMeans(data, width, height, 8, mw, mh)).toEqual(cells);
    });
  });

  test('another array, or a call laid out over the held photo, is never read from it', () => {
    const [width, height] = [97, 53];
    const data = syntheticSignature(5, width, height);
    const other = syntheticSignature(6, width, height);
    const copy = data.slice();
    const [expected, expectedOther] = [
      grayOnly(data, width * height),
      grayOnly(other, width * height),
    ];
    held(data, () => {
      // The same bytes in another array (which may change) are copied in as before.
      expect(grayOnly(other, width * height)).toEqual(expectedOther);
      expect(grayOnly(copy, width * height)).toEqual(expected);
      // A large spec clean lays out its grey and masks over the held photo: it is held no longer.
      const big = syntheticSignature(7, 1500, 1000);
      cleanSpec(big, 1500, 1000);
      data.fill(0); // were it still read from the kernels' memory, the grey would not change
      expect(grayOnly(data, width * height)).toEqual(new Uint8Array(width * height));
    });
  });

  test('cleans of different sizes in a row, and between spec cleans, equal fresh kernels', () => {
    const frames = [
      [640, 360, 7],
      [1280, 720, 7],
      [333, 201, 4],
      [640, 360, 9],
    ].map(([width, height, seed]) => ({
      width,
      height,
      data: syntheticSignature(seed, width, height),
    }));
    const fresh = frames.map(({ width, height, data }) => {
      installKernels(wasmKernels(BYTES));
      try {
        return [cleanSpec(data, width, height), cleanEnhanced(data, width, height)];
      } finally {
        installKernels(null);
      }
    });
    installKernels(wasmKernels(BYTES));
    try {
      const inTurn = frames.map(({ width, height, data }) => [
        cleanSpec(data, width, height),
        cleanEnhanced(data, width, height),
      ]);
      const enhancedInARow = frames.map(({ width, height, data }) =>
        cleanEnhanced(data, width, height),
      );
      // Buffer.compare, not toEqual: the matcher walks megabytes element by element.
      const same = (a: CleanResult, b: CleanResult) =>
        a.threshold === b.threshold &&
        a.inkPixels === b.inkPixels &&
        Buffer.compare(Buffer.from(a.data), Buffer.from(b.data)) === 0;
      for (let i = 0; i < frames.length; i++) {
        expect(same(inTurn[i][0], fresh[i][0])).toBe(true);
        expect(same(inTurn[i][1], fresh[i][1])).toBe(true);
        expect(same(enhancedInARow[i], fresh[i][1])).toBe(true);
      }
    } finally {
      installKernels(null);
    }
  });
});
