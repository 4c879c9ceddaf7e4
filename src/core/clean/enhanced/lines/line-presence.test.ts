import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { inkMaskFromRgba } from '../../../quality/metrics.ts';
import { band, count } from './band.test-helper.ts';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { removeRuledLines } from './ruled-lines.ts';
import { ABLATIONS } from '../../../../../scripts/lib/enhanced-ablations.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const DEGREE = Math.PI / 180;

describe('crossesSheet (line-presence.ts), through removeRuledLines', () => {
  test("a ruled line running along the frame's edge, with no paper to see beyond it, goes with the others", () => {
    // As on faint-ruled (seed 12): the last line of the ruling 1–3 px from the bottom edge,
    // leaving the frame before the right edge; outside the frame nothing can contradict it.
    const [w, h] = [1152, 384];
    const mask = new Uint8Array(w * h);
    for (const y0 of [40, 125, 210, 295]) band(mask, w, h, { y0, angle: 0.3 * DEGREE, thick: 3 });
    const edge = new Uint8Array(w * h);
    band(edge, w, h, { y0: 380, angle: 0.3 * DEGREE, thick: 3 });
    for (let i = 0; i < mask.length; i++) mask[i] |= edge[i];
    removeRuledLines(mask, w, h, 3, new Scratch());
    let left = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i] && edge[i]) left++;
    expect(count(edge)).toBeGreaterThan(1500);
    expect(left).toBeLessThan(0.05 * count(edge));
  });
});

// Small handwriting (a page photographed from afar: real pages at half their size) is straight
// to a pixel along its rows, and the rows are evenly spaced like a ruling; they are not lines.
const PAGES = resolve(
  process.env.INKLIFT_DATA_DIR ??
    resolve(import.meta.dirname, '../../../../../shared/data/dibco-handwritten'),
  'images',
);
const pages = existsSync(PAGES);
if (!pages) console.warn(`SKIPPED rows of small handwriting: ${PAGES} is absent`);

/** The page at half its size, each pixel the mean of a 2 × 2 block. */
function halfSize(path: string) {
  const png = PNG.sync.read(readFileSync(path));
  const [width, height] = [png.width >> 1, png.height >> 1];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ])
          sum += png.data[((2 * y + dy) * png.width + 2 * x + dx) * 4 + c];
        data[(y * width + x) * 4 + c] = sum / 4;
      }
  return { data, width, height };
}

const ink = (data: Uint8ClampedArray, n: number) => {
  const mask = inkMaskFromRgba(data, n);
  return mask.reduce((a, b) => a + b, 0);
};

describe.runIf(pages)('rows of small handwriting', () => {
  test.each(['2014-H06.png', '2016-10.png'])('%s at half size keeps its rows', (name) => {
    const { data, width, height } = halfSize(resolve(PAGES, name));
    const n = width * height;
    const withLines = ink(cleanEnhanced(data.slice(), width, height).data, n);
    const without = ink(
      cleanEnhanced(data.slice(), width, height, {}, ABLATIONS['no-line-removal']).data,
      n,
    );
    expect(without).toBeGreaterThan(0.02 * n);
    // Only 2016-10's margin, a printed line along its right edge, may go.
    expect(withLines).toBeGreaterThan(0.97 * without);
  });
});
