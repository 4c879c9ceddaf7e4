import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paperOffSheet } from '../photo/off-sheet.ts';
import { measureStrokeWidths, SAMPLE_STEP } from './stroke-width.ts';
import { referenceStrokeWidths } from './stroke-width-reference.test-helper.ts';

/** Grey paper 240 with dark vertical bars of the given widths; a flat paper estimate of 240. */
function bars(width: number, height: number, widths: number[], edgeBar = 0) {
  const gray = new Uint8Array(width * height).fill(240);
  let x = 20;
  for (const w of widths) {
    for (let y = 10; y < height - 10; y++) gray.fill(30, y * width + x, y * width + x + w);
    x += w + 20;
  }
  // A dark band touching the frame's left edge (a table), `edgeBar` px wide.
  for (let y = 0; y < height; y++) gray.fill(30, y * width, y * width + edgeBar);
  const paperWidth = Math.ceil(width / 2);
  const paper = new Uint8Array(paperWidth * Math.ceil(height / 2)).fill(240);
  return { gray, paper, paperWidth };
}

describe('measureStrokeWidths', () => {
  test('median and upper quantile of the runs across the strokes', () => {
    // Twenty bars: the 95th percentile is the 19th width, 9 px (the one marker-wide bar above).
    const widths = [...Array<number>(10).fill(3), 5, 5, 5, 5, 9, 9, 9, 9, 9, 20];
    const { gray, paper, paperWidth } = bars(560, 120, widths);
    const result = measureStrokeWidths(gray, 560, 120, paper, paperWidth, null, 64);
    expect(result.median).toBe(3);
    expect(result.upper).toBe(9);
  });

  test('runs that touch the frame or leave the sheet are not strokes', () => {
    const { gray, paper, paperWidth } = bars(400, 120, [4, 4, 4], 30);
    expect(measureStrokeWidths(gray, 400, 120, paper, paperWidth, null, 64).upper).toBe(4);
    // The bar at x = 20..23 is off the sheet: only the other two count.
    const mask = new Uint8Array(50 * 15).fill(1);
    for (let y = 0; y < 15; y++) mask.fill(0, y * 50, y * 50 + 4); // cells 0–3: x < 32
    const sheet = { mask, maskWidth: 50, scale: 8 };
    const result = measureStrokeWidths(gray, 400, 120, paper, paperWidth, sheet, 64);
    expect(result.median).toBe(4);
    expect(result.runs).toBe(2 * Math.ceil(100 / SAMPLE_STEP));
  });

  test('a quarter-resolution paper estimate (paperShift 2) is read at x / 4, y / 4', () => {
    const { gray } = bars(400, 120, [3, 9]); // bars at x = 20..22 and 43..51
    // Paper 240 where x < 56, 20 beyond (nothing there is darker than that paper).
    const quarter = new Uint8Array(100 * 30).fill(20);
    for (let y = 0; y < 30; y++) quarter.fill(240, y * 100, y * 100 + 14);
    const result = measureStrokeWidths(gray, 400, 120, quarter, 100, null, 64, 2);
    expect(result.median).toBe(3);
    // Read at x / 2 the paper would end at x = 28 and the 9 px bar would not be ink.
    expect(result.upper).toBe(9);
  });

  test('no ink: width 1, no runs', () => {
    const { gray, paper, paperWidth } = bars(100, 50, []);
    expect(measureStrokeWidths(gray, 100, 50, paper, paperWidth, null, 64)).toMatchObject({
      median: 1,
      upper: 1,
      runs: 0,
      rowMedian: 1,
      columnMedian: 1,
    });
  });
});

describe('paperOffSheet', () => {
  test('sets exactly the pixels of off-sheet cells to 255 and keeps the histogram true', () => {
    const [w, h, scale] = [21, 13, 4];
    const normalised = Uint8Array.from({ length: w * h }, (_, i) => (i * 53) % 256);
    const histogram = new Uint32Array(256);
    for (const v of normalised) histogram[v]++;
    const mw = Math.ceil(w / scale);
    const mask = Uint8Array.from({ length: mw * Math.ceil(h / scale) }, (_, i) => (i % 3 ? 1 : 0));
    let off = 0;
    const expected = normalised.map((v, i) => {
      const x = i % w;
      const y = (i - x) / w;
      if (mask[Math.floor(y / scale) * mw + Math.floor(x / scale)]) return v;
      off++;
      return 255;
    });
    const changed = paperOffSheet(normalised, histogram, w, h, { mask, maskWidth: mw, scale });
    expect(normalised).toEqual(expected);
    const recount = new Uint32Array(256);
    for (const v of normalised) recount[v]++;
    expect(histogram).toEqual(recount);
    expect(changed).toBe(off);
  });
});

describe('measureStrokeWidths against the one-pixel-at-a-time reference', () => {
  test('random strokes, paper estimates, sheets and sizes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 40 }),
        (width, height, paperShift, withSheet, seed, maxRun) => {
          let s = seed;
          const next = (n: number) => {
            s = (Math.imul(s, 1103515245) + 12345) >>> 0;
            return (s >>> 16) % n;
          };
          const paperWidth = Math.ceil(width / 2 ** paperShift);
          const paperHeight = Math.ceil(height / 2 ** paperShift);
          const paper = new Uint8Array(paperWidth * paperHeight);
          for (let i = 0; i < paper.length; i++)
            paper[i] = next(8) === 0 ? next(256) : 200 + next(40);
          // Paper near its estimate (above and below it) with dark runs of random lengths.
          const gray = new Uint8Array(width * height);
          for (let i = 0; i < gray.length; i++) gray[i] = 195 + next(50);
          for (let k = next(40); k > 0; k--) {
            const x = next(width);
            const y = next(height);
            const length = 1 + next(12);
            const level = next(180);
            const down = next(2) === 0;
            for (let j = 0; j < length; j++) {
              const i = down ? (y + j) * width + x : y * width + x + j;
              if ((down ? y + j < height : x + j < width) && i < gray.length) gray[i] = level;
            }
          }
          const scale = 3 + next(6);
          const maskWidth = Math.ceil(width / scale);
          const mask = new Uint8Array(maskWidth * Math.ceil(height / scale));
          for (let i = 0; i < mask.length; i++) mask[i] = next(5) === 0 ? 0 : 1;
          const sheet = withSheet ? { mask, maskWidth, scale } : null;
          expect(
            measureStrokeWidths(gray, width, height, paper, paperWidth, sheet, maxRun, paperShift),
          ).toEqual(
            referenceStrokeWidths(
              gray,
              width,
              height,
              paper,
              paperWidth,
              sheet,
              maxRun,
              paperShift,
            ),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
