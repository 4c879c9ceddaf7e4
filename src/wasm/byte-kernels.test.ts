// The byte-image kernels (byte-kernels.ts) give exactly the TypeScript reference's bytes: the
// byte mask, the half-resolution maximum, findPaper's cell means, closing and smooth cells, and the
// stroke widths' vertical runs, on random images of random sizes (odd widths, one pixel) and
// across the strips they are copied in by.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maskAtOrBelow, nonZeroBlocks } from '../core/clean/byte-mask.ts';
import { halfByMaximum, NORMALISE } from '../core/clean/enhanced/flatten/background.ts';
import { measureStrokeWidths } from '../core/clean/enhanced/strokes/stroke-width.ts';
import { grayOnly } from '../core/clean/grayscale.ts';
import { cellMeans, closeCells, smoothCells } from '../core/paper/cells.ts';
import { ENHANCED_PARAMS } from '../core/clean/enhanced/enhanced-params.ts';
import { both, image, wasm } from './kernel-check.test-helper.ts';

/** The stroke widths' upper quantile, as the cleaner reads it. */
const q = ENHANCED_PARAMS.strokes.upperQuantile;

const grid = fc
  .record({ w: fc.integer({ min: 1, max: 60 }), h: fc.integer({ min: 1, max: 30 }) })
  .chain(({ w, h }) =>
    fc.tuple(
      fc.constant(w),
      fc.constant(h),
      fc.array(fc.uint8Array({ minLength: w * h, maxLength: w * h }), {
        minLength: 3,
        maxLength: 3,
      }),
      fc.integer({ min: 1, max: 6 }),
    ),
  );

/** measureStrokeWidths off and on a sheet, on the TypeScript and on the kernels: the paper at
 * 1 / 2^shift from `paper(i)`, the sheet's cells at 1 / scale on where `cells` reach `cut`. */
function widthsBoth(
  gray: Uint8Array,
  width: number,
  height: number,
  o: {
    shift: number;
    scale: number;
    maxRun: number;
    cells: Uint8Array;
    paper: (i: number) => number;
    cut?: number;
  },
) {
  const paperWidth = Math.ceil(width / (1 << o.shift));
  const paper = Uint8Array.from(
    { length: paperWidth * Math.ceil(height / (1 << o.shift)) },
    (_, i) => o.paper(i),
  );
  const maskWidth = Math.ceil(width / o.scale);
  const mask = Uint8Array.from({ length: maskWidth * Math.ceil(height / o.scale) }, (_, i) =>
    o.cells[i % 64] < (o.cut ?? 40) ? 0 : 1,
  );
  const sheet = { mask, maskWidth, scale: o.scale };
  return both(
    (k) =>
      [null, sheet].map((on) =>
        measureStrokeWidths(gray, width, height, paper, paperWidth, on, o.maxRun, o.shift, q, k),
      ),
    true,
  );
}

describe('byte-image kernels', () => {
  test('byte mask and half-resolution maximum equal the TypeScript at every limit', () => {
    fc.assert(
      fc.property(image, fc.integer({ min: -2, max: 256 }), ({ width, height, data }, limit) => {
        const gray = grayOnly(data, width * height);
        const [a, b] = both((k) => [
          maskAtOrBelow(gray, limit, undefined, k),
          maskAtOrBelow(gray, limit + 0.5, undefined, k),
          halfByMaximum(gray, width, height, k),
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
      const [a, b] = both((k) => [
        maskAtOrBelow(gray, 127, undefined, k),
        halfByMaximum(gray, width, height, k),
      ]);
      expect(Buffer.compare(Buffer.from(b[0] as Uint8Array), Buffer.from(a[0] as Uint8Array))).toBe(
        0,
      );
      expect(b[1]).toEqual(a[1]);
    }
  });

  test('the blocks that hold ink (or a level above a bound): kernel and TypeScript as defined', () => {
    /** The definition: every block of 16 bytes (a last short one too) with a byte not 0. */
    const naive = (mask: Uint8Array, above: number) => {
      const out: number[] = [];
      for (let i = 0; i < mask.length; i++) {
        if (mask[i] > above && out.at(-1) !== i >> 4) out.push(i >> 4);
      }
      return out;
    };
    const check = (mask: Uint8Array, above = 0) => {
      const [a, b] = both((k) => Array.from(nonZeroBlocks(mask, above, k)), mask.length === 0);
      expect(a).toEqual(naive(mask, above));
      expect(b).toEqual(a);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 255 }),
        (length, offset, seed, density) => {
          const bytes = new Uint8Array(length + offset);
          let s = seed;
          for (let i = 0; i < bytes.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            bytes[i] = s >>> 24 < density >> 4 ? 1 + ((s >>> 8) % 2) : 0;
          }
          check(bytes.subarray(offset));
          // Levels above a bound (the edge threshold's contrast above its level).
          const levels = bytes.map((v, i) => (v ? (i * 2654435761) >>> 24 : 0));
          check(levels.subarray(offset), density % 255);
        },
      ),
      { numRuns: 500 },
    );
    // Across the strips the mask is copied in by, with ink at their edges and in the last byte.
    const mask = new Uint8Array(3 * 131_072 + 5);
    for (const i of [0, 131_071, 131_072, 262_159, 300_000, mask.length - 1]) mask[i] = 1;
    check(mask);
    check(new Uint8Array(1).fill(1));
  });

  test("findPaper's cell closing and smooth cells equal the TypeScript", () => {
    fc.assert(
      fc.property(grid, ([w, h, channels, r]) => {
        const [a, b] = both((k) => [
          closeCells(channels[0], w, h, r, k),
          smoothCells(channels, w, h, k),
        ]);
        expect(b).toEqual(a);
        // Smooth cells of gentle ramps and steps: noise alone leaves few cells smooth.
        const ramps = channels.map((c) => c.map((v, i) => ((i % w) * (v & 7)) & 255));
        const [c, d] = both((k) => smoothCells(ramps, w, h, k));
        expect(d).toEqual(c);
      }),
      { numRuns: 500 },
    );
  });

  test("findPaper's cell means of 8 px cells equal the TypeScript (aligned or not, across bands)", () => {
    const means = (data: Uint8Array, w: number, h: number) =>
      both((k) => cellMeans(data, w, h, 8, Math.ceil(w / 8), Math.ceil(h / 8), undefined, k));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (w, h, shift, seed) => {
          const data = new Uint8Array(w * h * 4 + shift).subarray(shift);
          let s = seed;
          for (let i = 0; i < data.length; i++) {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            data[i] = s >>> 24;
          }
          const [a, b] = means(data, w, h);
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 200 },
    );
    // Bands of whole cell rows copied in turn: one band a copy, several, a band over a copy.
    for (const [w, h] of [
      [1280, 720],
      [4000, 17],
      [5001, 24],
    ]) {
      const data = Uint8Array.from({ length: w * h * 4 }, (_, i) => (i * 2654435761) >>> 24);
      const [a, b] = means(data, w, h);
      expect(b).toEqual(a);
    }
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
          const paper = (i: number) => 150 + ((i * 37) % 106);
          const [a, b] = widthsBoth(gray, width, height, { shift, scale, maxRun, cells, paper });
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
    const [a, b] = both((k) =>
      measureStrokeWidths(gray, width, height, paper, Math.ceil(width / 4), sheet, 64, 2, q, k),
    );
    expect(a.runs).toBeGreaterThan(1000);
    expect(b).toEqual(a);
  });

  test("the stroke widths' level histogram is exact for every grey and paper level", () => {
    // Each call: one grey over a row whose paper takes every level 0–255 (quarter or half
    // resolution), so each level's pixels land in NORMALISE's bin of that pair.
    for (const shift of [1, 2]) {
      const width = 256 << shift;
      const paper = Uint8Array.from({ length: 256 }, (_, b) => b);
      for (let g = 0; g < 256; g++) {
        const gray = new Uint8Array(width).fill(g);
        const expected = new Uint32Array(256);
        for (let x = 0; x < width; x++) expected[NORMALISE[(paper[x >> shift] << 8) | g]]++;
        const levels = { levels: paper, width: 256, shift };
        expect(wasm.strokeLevels(gray, width, 1, 4, levels, null)).toEqual(expected);
      }
    }
  });

  test('stroke widths equal the TypeScript on inked rectangles: long runs, wide frames', () => {
    // Dark rectangles on noisy paper: vertical runs of every length, across several groups of
    // 16 sampled columns, ending on paper, on the frame and off the sheet.
    const frame = fc
      .record({ width: fc.integer({ min: 1, max: 300 }), height: fc.integer({ min: 1, max: 90 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          boxes: fc.array(
            fc.tuple(
              fc.integer({ min: 0, max: width - 1 }),
              fc.integer({ min: 0, max: height - 1 }),
              fc.integer({ min: 1, max: 40 }),
              fc.integer({ min: 1, max: 90 }),
            ),
            { maxLength: 12 },
          ),
          shift: fc.integer({ min: 0, max: 3 }),
          scale: fc.integer({ min: 1, max: 40 }),
          maxRun: fc.integer({ min: 1, max: 100 }),
          cells: fc.uint8Array({ minLength: 64, maxLength: 64 }),
        }),
      );
    fc.assert(
      fc.property(frame, ({ width, height, boxes, shift, scale, maxRun, cells }) => {
        const gray = new Uint8Array(width * height);
        for (let i = 0; i < gray.length; i++) gray[i] = 200 + ((i * 2654435761) >>> 27);
        for (const [x0, y0, w, h] of boxes) {
          for (let y = y0; y < Math.min(height, y0 + h); y++) {
            gray.fill(30 + (y & 7), y * width + x0, y * width + Math.min(width, x0 + w));
          }
        }
        const paper = (i: number) => 225 + ((i * 7) % 31);
        const [a, b] = widthsBoth(gray, width, height, {
          shift,
          scale,
          maxRun,
          cells,
          paper,
          cut: 50,
        });
        expect(b).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });
});
