// The line finder's vote table in WebAssembly (hough-kernel.ts, assembly/hough.ts) finds exactly
// the TypeScript reference's lines (enhanced/hough-table.ts through line-hough.ts): on random
// masks of ruled lines at random slants and thicknesses with ink and noise, in both directions,
// with vote floors low enough for many rounds (odd run counts, a single run, none).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lineEvidence } from '../core/clean/enhanced/lines/line-evidence.ts';
import { houghLines } from '../core/clean/enhanced/lines/line-hough.ts';
import { ENHANCED_PARAMS } from '../core/clean/enhanced/enhanced-params.ts';
import { houghTable, type HoughTable } from '../core/clean/enhanced/lines/hough-table.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { both, wasm } from './kernel-check.test-helper.ts';

const finder = ENHANCED_PARAMS.lines.finder;
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

/** A mask with `lines` straight lines (slope up to ±0.5, 1–4 px thick) and scattered ink. */
function ruledMask(width: number, height: number, lines: number, seed: number) {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
  const mask = new Uint8Array(width * height);
  for (let l = 0; l < lines; l++) {
    const slope = (next() - 0.5) * 1.0;
    const offset = next() * height;
    const thickness = 1 + Math.floor(next() * 4);
    for (let x = 0; x < width; x++) {
      const y0 = Math.round(offset + slope * (x - width / 2));
      for (let t = 0; t < thickness; t++) {
        const y = y0 + t;
        if (y >= 0 && y < height && next() < 0.95) mask[y * width + x] = 1;
      }
    }
  }
  for (let i = 0; i < mask.length; i++) if (next() < 0.01) mask[i] = 1;
  return mask;
}

describe('hough kernel', () => {
  test('finds the same lines as the TypeScript on random ruled masks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 700 }),
        fc.integer({ min: 1, max: 160 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, lines, minVotes, seed) => {
          const mask = ruledMask(width, height, lines, seed);
          for (const horizontal of [true, false]) {
            const evidence = lineEvidence(mask, width, height, horizontal, 6);
            const along = horizontal ? width : height;
            const across = horizontal ? height : width;
            const find = (k: Kernels | null) =>
              houghLines(evidence, along, across, minVotes, new Scratch(), finder, k);
            const [reference, kernel] = both(find);
            expect(kernel).toEqual(reference);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  test('finds the lines of a real-sized ruled frame, many rounds, the same', () => {
    const [width, height] = [1800, 560];
    const mask = ruledMask(width, height, 5, 7);
    const evidence = lineEvidence(mask, width, height, true, 12);
    const [reference, kernel] = both((k) =>
      houghLines(evidence, width, height, 8, new Scratch(), finder, k),
    );
    expect(reference.length).toBeGreaterThanOrEqual(5);
    expect(kernel).toEqual(reference);
  });

  test('votes the same rows with the same votes (the bound on the rows at its floor too)', () => {
    votesTheSameRows(90, 30, 400);
  });

  test('votes the same rows for a few runs at a floor of 2 to 4 (the last odd run counts)', () => {
    votesTheSameRows(9, 4, 400);
  });
});

/** Random runs (up to `maxCount`, floors 2 … `maxFloor`) voted by the TypeScript and the kernel:
 * the same rows (the bound's) with the same votes. */
function votesTheSameRows(maxCount: number, maxFloor: number, numRuns: number) {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: maxCount }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 2, max: maxFloor }),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (count, stations, minVotes, seed) => {
        let s = seed;
        const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s / 2 ** 32);
        const k0 = Math.ceil(ENHANCED_PARAMS.lines.finder.maxSlope * stations);
        const slopes = 2 * k0 + 1;
        const reach =
          Math.ceil(ENHANCED_PARAMS.lines.finder.maxSlope * ((stations - 1) / 2 + 1)) + 2;
        const shape = { slopes, bins: 12 + 2 * reach + 1, reach, count };
        const fill = (table: HoughTable) => {
          s = seed;
          for (let k = 0; k < slopes; k++) table.slopeOf[k] = (k - k0) / stations;
          for (let p = 0; p < count; p++) {
            // A few centres, so runs pile up in bins right at the bound's floor.
            table.cs[p] = Math.floor(next() * 4) * 3 + 0.5 * Math.floor(next() * 2);
            table.as[p] = Math.floor(next() * stations) - (stations - 1) / 2;
          }
          table.vote(minVotes);
          const peaks = table.rowPeak.slice();
          const votes = table.votes.slice();
          table.release();
          return { peaks, votes };
        };
        const reference = fill(houghTable(shape, new Scratch()));
        const kernel = fill(wasm.houghTable(shape));
        expect(kernel.peaks).toEqual(reference.peaks);
        for (let k = 0; k < slopes; k++) {
          if (reference.peaks[k] === 0) continue;
          const row = (t: Int32Array) => t.subarray(k * shape.bins, (k + 1) * shape.bins);
          expect(row(kernel.votes)).toEqual(row(reference.votes));
        }
      },
    ),
    { numRuns },
  );
}
