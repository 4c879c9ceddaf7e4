// The photo read once (photo-pass-kernel.ts, speed-i): its grey, whole cells and sampled rows
// equal the TypeScript's grayOnly, cellMeans and the photo's own rows, on random photos of any
// size (strips of whole cell rows, odd widths, 1 px, rows past a strip's end); and readPhoto
// with it gives the TypeScript's sheet, grey and paper colour, with the spec's weights and with
// a projection of the colour.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ENHANCED_PARAMS } from '../core/clean/enhanced/enhanced-params.ts';
import { FULL_READING, readPhoto } from '../core/clean/enhanced/photo/photo-reads.ts';
import { grayOnly } from '../core/clean/grayscale.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { cellMeans } from '../core/paper/cells.ts';
import { syntheticSignature } from '../../scripts/lib/synthetic-signature.ts';
import { both, wasm } from './kernel-check.test-helper.ts';
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

const colour = ENHANCED_PARAMS.photo;

/** Buffer.compare, not toEqual: the matcher walks large arrays element by element. */
const same = (a: Uint8Array, b: Uint8Array) =>
  Buffer.compare(
    Buffer.from(a.buffer, a.byteOffset, a.length),
    Buffer.from(b.buffer, b.byteOffset, b.length),
  ) === 0;

/** Random RGBA photos up to 2,100 px wide: wide ones take several strips of 8 or 16 rows. */
const photo = fc
  .record({
    width: fc.oneof(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 1000, max: 2100 })),
    height: fc.integer({ min: 1, max: 60 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map(({ width, height, seed }) => {
    const data = new Uint8ClampedArray(width * height * 4);
    let s = seed;
    for (let i = 0; i < data.length; i++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      data[i] = s >>> 24;
    }
    return { width, height, data };
  });

describe('the photo read once', () => {
  test('grey, whole cells and sampled rows equal the TypeScript', () => {
    fc.assert(
      fc.property(
        photo,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 8 }),
        ({ width, height, data }, step, first) => {
          const n = width * height;
          const mw = Math.ceil(width / 8);
          const mh = Math.ceil(height / 8);
          const cols = Math.floor(width / 8);
          const rows = Math.floor(height / 8);
          const count = Math.max(0, Math.floor((height - 1 - first) / step) + 1);
          const stale = (bytes: number) => new Uint8Array(bytes).fill(0xa5);
          const channels = [0, 1, 2].map(() => stale(mw * mh)) as [
            Uint8Array,
            Uint8Array,
            Uint8Array,
          ];
          const sampled = { first, step, count, into: stale(count * 4 * width) };
          const ends: number[] = [];
          const gray = wasm.photoPass(
            data,
            width,
            height,
            (end) => ends.push(end),
            stale(n),
            { cols, rows, channels, mw },
            sampled,
          );
          expect(same(gray, grayOnly(data, n))).toBe(true);
          // onRead: increasing, up to every pixel.
          expect(ends.every((end, i) => i === 0 || end > ends[i - 1])).toBe(true);
          expect(ends.at(-1)).toBe(n);
          const means = cellMeans(data, width, height, 8, mw, mh);
          for (let c = 0; c < 3; c++) {
            for (let y = 0; y < rows; y++) {
              const at = y * mw;
              const got = channels[c].subarray(at, at + cols);
              expect(same(got, means[c].subarray(at, at + cols))).toBe(true);
            }
          }
          for (let s = 0; s < count; s++) {
            const row = (first + s * step) * 4 * width;
            const got = sampled.into.subarray(s * 4 * width, (s + 1) * 4 * width);
            expect(same(got, new Uint8Array(data.buffer, row, 4 * width))).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test('readPhoto gives the TypeScript sheet, grey and paper colour', () => {
    let projected = 0;
    for (const [width, height, seed] of [
      [1280, 720, 7],
      [640, 360, 3],
      [333, 201, 5],
      [1, 1, 1],
      [9, 17, 2],
    ]) {
      for (const coloured of [false, true]) {
        const data = syntheticSignature(seed, width, height);
        // Green ink on brown paper, about as bright: the weights leave the spec's.
        for (let i = 0; coloured && i < data.length; i += 4) {
          const ink = data[i] < 128;
          data.set(ink ? [60, 140, 60] : [200, 150, 90 + (i % 7)], i);
        }
        const [a, b] = both((k) => {
          const read = readPhoto(data, width, height, new Scratch(), FULL_READING, colour, k);
          const ink = new Uint8Array(width * height);
          return { ...read, gray: read.gray.slice(), colour: read.paper.colourOf(ink) };
        });
        expect(b.sheet).toEqual(a.sheet);
        expect(same(b.gray, a.gray)).toBe(true);
        expect(b.colour).toEqual(a.colour);
        if (coloured && width > 100) {
          // The projection's grey is not the spec's: the kernels took it after the weights.
          const spec = grayOnly(data, width * height);
          if (!spec.every((v, i) => v === a.gray[i])) projected++;
        }
      }
    }
    expect(projected).toBe(3);
  });

  test('every photo is read in one pass, whatever the photo before it', () => {
    // Before, a photo whose weights left the spec's sent the next one down the passes one by
    // one (module state: a guess kept between cleans); now each photo is read once, its own way.
    let passes = 0;
    const kernels: Kernels = {
      ...wasm,
      photoPass: (...args: Parameters<typeof wasm.photoPass>) => {
        passes++;
        return wasm.photoPass(...args);
      },
    };
    const plain = syntheticSignature(3, 160, 120);
    const coloured = plain.slice();
    for (let i = 0; i < coloured.length; i += 4) {
      coloured.set(coloured[i] < 128 ? [60, 140, 60] : [200, 150, 90 + (i % 7)], i);
    }
    const read = (data: Uint8ClampedArray) =>
      readPhoto(data, 160, 120, new Scratch(), FULL_READING, colour, kernels).gray.slice();
    const first = [plain, coloured].map(read);
    // The same grey each time, and the coloured photo's is its own projection.
    expect(same(first[0], first[1])).toBe(false);
    const uses = [plain, coloured, coloured, plain, plain, coloured].map((data) => {
      const before = passes;
      const gray = read(data);
      expect(same(gray, first[data === plain ? 0 : 1])).toBe(true);
      return passes - before;
    });
    expect(uses).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
