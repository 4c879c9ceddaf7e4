import { describe, expect, test } from 'vitest';
import { cellMeans, closeCells, fillHoles, smoothCells } from './cells.ts';
import { findPaper } from './find-paper.ts';
import { PAPER_PARAMS } from './paper-params.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';

/** An RGBA image painted by a function of (x, y). */
function image(width: number, height: number, paint: (x: number, y: number) => number[]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return data;
}

const PAPER = [240, 238, 230];
const TABLE = [70, 50, 40];

describe('findPaper', () => {
  test('a sheet on a dark table: the box is the sheet, within one cell', () => {
    const [w, h] = [640, 480];
    const sheet = { x0: 100, y0: 60, x1: 560, y1: 420 };
    const data = image(w, h, (x, y) => {
      const on = x >= sheet.x0 && x < sheet.x1 && y >= sheet.y0 && y < sheet.y1;
      const ink = on && y >= 240 && y < 243 && x > 150 && x < 500;
      return ink ? [20, 20, 30] : on ? PAPER : TABLE;
    });
    const found = findPaper(data, w, h);
    expect(found.found).toBe(true);
    expect(Math.abs(found.x - sheet.x0)).toBeLessThanOrEqual(found.scale);
    expect(Math.abs(found.y - sheet.y0)).toBeLessThanOrEqual(found.scale);
    expect(Math.abs(found.x + found.width - sheet.x1)).toBeLessThanOrEqual(found.scale);
    expect(Math.abs(found.y + found.height - sheet.y1)).toBeLessThanOrEqual(found.scale);
    const cell = (x: number, y: number) =>
      found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
    expect(cell(320, 241)).toBe(1); // the ink is on the sheet
    expect(cell(20, 20)).toBe(0);
    expect(cell(620, 460)).toBe(0);
  });

  test('reads its parameters from those handed in: a sheet under minCoverage is no sheet', () => {
    const [w, h] = [640, 480];
    const data = image(w, h, (x, y) => (x >= 100 && x < 560 && y >= 60 && y < 420 ? PAPER : TABLE));
    expect(findPaper(data, w, h).found).toBe(true);
    const region = { ...PAPER_PARAMS.region, minCoverage: 0.9 };
    const found = findPaper(data, w, h, { params: { ...PAPER_PARAMS, region } });
    expect(found.found).toBe(false);
    expect([found.x, found.y, found.width, found.height]).toEqual([0, 0, w, h]);
  });

  test('plain paper, a soft shadow and a stroke reaching the frame edge: all of it is paper', () => {
    const [w, h] = [600, 300];
    const data = image(w, h, (x, y) => {
      const shade = 1 - 0.5 * Math.max(0, 1 - x / 300); // darkens gradually to the left
      if (y >= 140 && y < 146) return [25, 25, 35]; // a stroke across the whole frame
      return PAPER.map((v) => v * shade);
    });
    const found = findPaper(data, w, h);
    expect(found.coverage).toBe(1);
    expect([found.x, found.y, found.width, found.height]).toEqual([0, 0, w, h]);
  });

  test('a deep shadow with a soft edge is on the sheet; a table as dark with a sharp edge is not', () => {
    const [w, h] = [640, 480];
    // The right side in shadow down to a quarter of the light, over a penumbra 120 px wide
    // (issue 23: real shadowed paper keeps 20–35% of the lit paper's light).
    const light = (x: number) => (x < 380 ? 1 : x > 500 ? 0.25 : 1 - (0.75 * (x - 380)) / 120);
    const shadowed = image(w, h, (x) => PAPER.map((v) => v * light(x)));
    const inShadow = findPaper(shadowed, w, h);
    const cellOf = (found: ReturnType<typeof findPaper>, x: number, y: number) =>
      found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
    expect(cellOf(inShadow, 600, 240)).toBe(1);
    expect(inShadow.coverage).toBe(1);
    // The same darkness as a table beyond a sharp edge stays off the sheet.
    const table = image(w, h, (x) => PAPER.map((v) => v * (x < 440 ? 1 : 0.25)));
    const onTable = findPaper(table, w, h);
    expect(cellOf(onTable, 600, 240)).toBe(0);
    expect(cellOf(onTable, 200, 240)).toBe(1);
  });

  test('a grey or light desk (half to four fifths of the paper) stays off; a blotchy stain as pale rejoins', () => {
    const [w, h] = [640, 480];
    const onSheet = (x: number, y: number) => x >= 150 && x < 490 && y >= 40 && y < 440;
    // A notepad's ruled lines and a signature on the sheet; the desk is one even colour.
    const sheet = (x: number, y: number) =>
      y % 44 === 0
        ? [200, 210, 235]
        : y > 200 && y < 204 && x > 250 && x < 400
          ? [20, 20, 30]
          : PAPER;
    for (const share of [0.5, 0.62, 0.78]) {
      const desk = [0.95, 1, 1.06].map((c) => Math.round(c * share * PAPER[1]));
      const data = image(w, h, (x, y) => (onSheet(x, y) ? sheet(x, y) : desk));
      const found = findPaper(data, w, h);
      const cell = (x: number, y: number) =>
        found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
      expect([share, cell(40, 240), cell(600, 240), cell(320, 460)]).toEqual([share, 0, 0, 0]);
      expect(cell(320, 240)).toBe(1);
    }
    // A stain as pale reaching the frame: blotches of 12 px from 0.45 to 0.75 of the paper, ink
    // through it — the sheet's, not a surface.
    const blotch = (x: number, y: number) =>
      0.45 + (0.3 * ((((x / 12) | 0) * 7 + ((y / 12) | 0) * 13) % 5)) / 4;
    const stained = image(w, h, (x, y) =>
      x < 200 ? PAPER.map((v) => v * blotch(x, y)) : sheet(x, y),
    );
    const withStain = findPaper(stained, w, h);
    expect(withStain.mask[Math.floor(240 / withStain.scale) * withStain.maskWidth + 2]).toBe(1);
  });

  test('a hard-edged shadow at half the light over a signature stays on the sheet, however shallow its strokes reach in', () => {
    // The app's shadowed photo (capture-enhanced.e2e.ts): as even and as dark as a grey desk; the
    // strokes running into it are what tells the sheet's own shadow from a desk. 12 px in, the
    // stroke lies only in the region's ring along the sheet, not in its inner cells.
    const [w, h] = [900, 300];
    for (const reach of [250, 12]) {
      const data = image(w, h, (x, y) => {
        const light = x < 450 ? 0.5 : 1;
        const ink =
          (y >= 148 && y < 152 && x > 450 - reach && x < 840) ||
          (reach > 100 && x >= 200 && x < 204 && y > 60 && y < 240);
        return PAPER.map((v) => Math.round((ink ? 40 : v) * light));
      });
      const found = findPaper(data, w, h);
      const cell = (x: number, y: number) =>
        found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
      expect([reach, cell(100, 100), cell(440, 150), cell(700, 100)]).toEqual([reach, 1, 1, 1]);
    }
  });

  test('a small crop with a thin strip of the table along two edges: the strip is off the sheet, a bold stroke at the edge is not', () => {
    // 450 × 160 px: the table 14 px deep along the top and 20 px along the left, narrower than
    // the cells' closing; a faint stroke across the sheet and a bold one running off its bottom.
    const [w, h] = [450, 160];
    const data = image(w, h, (x, y) => {
      if (y < 14 || x < 20) return TABLE;
      if (y >= 78 && y < 80 && x > 60 && x < 400) return [170, 180, 215];
      if (x >= 300 && x < 306 && y > 110) return [30, 30, 40];
      return PAPER;
    });
    const found = findPaper(data, w, h);
    const cell = (x: number, y: number) =>
      found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
    expect(found.coverage).toBeLessThan(0.9);
    for (const x of [40, 200, 440]) expect(cell(x, 3)).toBe(0);
    for (const y of [40, 100, 150]) expect(cell(4, y)).toBe(0);
    expect([cell(200, 79), cell(303, 156), cell(200, 130)]).toEqual([1, 1, 1]);
    expect(found.y).toBeGreaterThanOrEqual(8);
    expect(found.x).toBeGreaterThanOrEqual(8);
  });

  test('a deep shadow whose penumbra turns steep only half-way down is on the sheet', () => {
    const [w, h] = [640, 480];
    // A long penumbra (deep-shadow, seeds 12 and 14): the light falls evenly from 1 to 0.2 over
    // 256 px, so the cells turn steep only where the paper is down to about half its light, and
    // three cells past that it is already darker than darkShare × the sheet. It goes on
    // darkening as it did: a penumbra, where a table is as dark as it gets two cells past its edge.
    const light = (x: number) => (x < 150 ? 1 : x > 406 ? 0.2 : 1 - (0.8 * (x - 150)) / 256);
    const shadowed = image(w, h, (x) => PAPER.map((v) => v * light(x)));
    const found = findPaper(shadowed, w, h);
    const cell = (x: number, y: number) =>
      found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
    expect(cell(600, 240)).toBe(1);
    expect(found.coverage).toBe(1);
    // A table past a sharp edge whose own light fades away from the sheet is still a table.
    const fading = (x: number) => (x < 300 ? 1 : 0.3 - (0.1 * (x - 300)) / 340);
    const table = findPaper(
      image(w, h, (x) => PAPER.map((v) => v * fading(x))),
      w,
      h,
    );
    expect(
      table.mask[Math.floor(240 / table.scale) * table.maskWidth + Math.floor(600 / table.scale)],
    ).toBe(0);
  });

  test('a dense blot of ink inside the sheet stays on it (holes are filled)', () => {
    const [w, h] = [640, 480];
    const data = image(w, h, (x, y) => {
      if (y < 60) return TABLE;
      if (x > 250 && x < 390 && y > 200 && y < 330) return [10, 10, 20];
      return PAPER;
    });
    const found = findPaper(data, w, h);
    const cell = (x: number, y: number) =>
      found.mask[Math.floor(y / found.scale) * found.maskWidth + Math.floor(x / found.scale)];
    expect(cell(320, 260)).toBe(1);
    expect(cell(320, 20)).toBe(0);
  });

  test('a flat frame is one region; fine noise everywhere is closed into one sheet', () => {
    const data = image(200, 100, () => [30, 30, 30]);
    const found = findPaper(data, 200, 100);
    expect(found.found).toBe(true); // one flat region is still the sheet
    const noisy = image(200, 100, (x, y) =>
      (x * 7 + y * 13) % 5 < 2 ? [0, 0, 0] : [255, 255, 255],
    );
    const result = findPaper(noisy, 200, 100);
    expect(result.mask.every((v) => v === 1)).toBe(true);
  });
});

describe('cell helpers', () => {
  test('cellMeans reads whole pixels as words or bytes alike', () => {
    for (const [w, h, scale] of [
      [640, 480, 8],
      [333, 97, 9],
      [50, 31, 3],
      // Whole cells of 4 × 4 samples (unrolled where read as words) beside clipped ones.
      [1001, 203, 12],
      [97, 65, 16],
      [7, 5, 4],
    ]) {
      const data = image(w, h, (x, y) => [
        (Math.imul(x, 2654435761) ^ Math.imul(y, 40503)) >>> 24,
        (x * y) % 253,
        (x + 3 * y) % 250,
      ]);
      const shifted = new Uint8ClampedArray(data.length + 1).subarray(1);
      shifted.set(data);
      const [mw, mh] = [Math.ceil(w / scale), Math.ceil(h / scale)];
      expect(cellMeans(data, w, h, scale, mw, mh)).toEqual(cellMeans(shifted, w, h, scale, mw, mh));
      expect(cellMeans(data, w, h, scale, mw, mh)).toEqual(plainMeans(data, w, h, scale, mw, mh));
    }
  });

  /** Each cell's rounded mean of its samples every floor(scale / 4) px, one at a time. */
  function plainMeans(
    data: Uint8ClampedArray,
    w: number,
    h: number,
    scale: number,
    mw: number,
    mh: number,
  ) {
    const step = Math.max(1, Math.floor(scale / 4));
    const means = [0, 1, 2].map(() => new Uint8Array(mw * mh));
    for (let cy = 0; cy < mh; cy++) {
      for (let cx = 0; cx < mw; cx++) {
        const sums = [0, 0, 0];
        let count = 0;
        for (let y = cy * scale; y < Math.min(h, (cy + 1) * scale); y += step) {
          for (let x = cx * scale; x < Math.min(w, (cx + 1) * scale); x += step) {
            for (let c = 0; c < 3; c++) sums[c] += data[(y * w + x) * 4 + c];
            count++;
          }
        }
        for (let c = 0; c < 3; c++) means[c][cy * mw + cx] = Math.round(sums[c] / count);
      }
    }
    return means;
  }

  test('closeCells equals a plain window max-then-min, borders included', () => {
    for (const [w, h, r] of [
      [13, 9, 2],
      [1, 1, 2],
      [4, 3, 2],
      [5, 5, 2],
      [6, 7, 2],
      [17, 11, 1],
      [9, 14, 3],
      [160, 90, 2],
    ]) {
      closeCellsAgainstPlain(w, h, r);
    }
  });

  function closeCellsAgainstPlain(w: number, h: number, r: number) {
    const cells = Uint8Array.from({ length: w * h }, (_, i) => ((i * 37) % 251) ^ (i % 7));
    const window = (src: Uint8Array, pick: (a: number, b: number) => number) =>
      Uint8Array.from({ length: w * h }, (_, i) => {
        const x = i % w;
        const y = (i - x) / w;
        let best = src[i];
        for (let dy = -r; dy <= r; dy++) {
          for (let dx = -r; dx <= r; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx >= 0 && yy >= 0 && xx < w && yy < h) best = pick(best, src[yy * w + xx]);
          }
        }
        return best;
      });
    expect(closeCells(cells, w, h, r)).toEqual(window(window(cells, Math.max), Math.min));
  }

  test('smoothCells marks a sharp step as a barrier and a gentle ramp as smooth', () => {
    const w = 10;
    const step = Uint8Array.from({ length: w * 3 }, (_, i) => (i % w < 5 ? 240 : 60));
    const ramp = Uint8Array.from({ length: w * 3 }, (_, i) => 200 + (i % w));
    expect(Array.from(smoothCells([step, step, step], w, 3).subarray(0, w))).toEqual([
      1, 1, 1, 1, 0, 0, 1, 1, 1, 1,
    ]);
    expect(smoothCells([ramp, ramp, ramp], w, 3).every((v) => v === 1)).toBe(true);
  });

  test('fillHoles fills what the frame edge cannot reach, and only that', () => {
    // 0 = outside; a ring of 1 with a hole, and a notch open to the edge.
    const rows = ['11111', '10101', '11101', '11111'];
    const region = Uint8Array.from(rows.join(''), (c) => Number(c));
    fillHoles(region, 5, 4, new Scratch());
    expect(Array.from(region).join('')).toBe('11111' + '11111' + '11111' + '11111');
    const open = Uint8Array.from('0111110001111111'.split(''), (c) => Number(c));
    fillHoles(open, 4, 4, new Scratch());
    expect(open[0]).toBe(0); // the corner touches the edge
  });
});
