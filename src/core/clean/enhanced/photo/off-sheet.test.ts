// A thin band of the table followed past the sheet's cells (off-sheet.ts): the pixels of the
// cells beside the band that are as dark as the table, and joined to it, are paper after the
// cut; a faint stroke in those cells, and a dark one away from the table, stay; a table found
// with its steep cells (no band) is not followed.
import { describe, expect, test } from 'vitest';
import { paperOffSheet } from './off-sheet.ts';

describe('paperOffSheet with the grey', () => {
  test('a band of the table reaching 3 px into the cells beside it is paper; a faint stroke there and the strokes on the sheet stay', () => {
    // 64 × 40 px in cells of 8: the top row of cells is off the sheet; the table (grey 50, with
    // grain up to 70) reaches to y = 10, into the second row of cells. A faint stroke (grey 170)
    // runs along y = 12 in those cells, a black one (grey 40) along y = 30, away from the table.
    const [w, h, scale] = [64, 40, 8];
    const gray = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        gray[y * w + x] =
          y <= 10 ? 50 + ((x * 7 + y * 13) % 21) : y === 12 ? 170 : y === 30 ? 40 : 230;
    // The normalised image: the grey against a paper of 230.
    const normalised = gray.map((v) => Math.min(255, Math.round((255 * v) / 230)));
    const histogram = new Uint32Array(256);
    for (const v of normalised) histogram[v]++;
    const mw = w / scale;
    const mask = Uint8Array.from({ length: mw * (h / scale) }, (_, c) => (c < mw ? 0 : 1));
    const bands = mask.map((v) => 1 - v);
    const sheet = { mask, maskWidth: mw, scale, bands };
    const unfollowed = normalised.slice();
    const notBands = { ...sheet, bands: null };
    expect(paperOffSheet(unfollowed, histogram.slice(), w, h, notBands, gray)).toBe(8 * w);
    const changed = paperOffSheet(normalised, histogram, w, h, sheet, gray);
    expect(changed).toBe(11 * w);
    for (let x = 0; x < w; x++) {
      for (let y = 0; y <= 10; y++) expect(normalised[y * w + x]).toBe(255);
      expect(normalised[12 * w + x]).toBeLessThan(200);
      expect(normalised[30 * w + x]).toBeLessThan(60);
    }
    const recount = new Uint32Array(256);
    for (const v of normalised) recount[v]++;
    expect(histogram).toEqual(recount);
  });

  test('a pale surface beside the sheet is not followed', () => {
    const [w, h, scale] = [32, 24, 8];
    const gray = Uint8Array.from({ length: w * h }, (_, i) => (i < 10 * w ? 180 : 230));
    const normalised = gray.slice();
    const histogram = new Uint32Array(256);
    for (const v of normalised) histogram[v]++;
    const mask = Uint8Array.from({ length: 12 }, (_, c) => (c < 4 ? 0 : 1));
    const bands = mask.map((v) => 1 - v);
    const changed = paperOffSheet(
      normalised,
      histogram,
      w,
      h,
      { mask, maskWidth: 4, scale, bands },
      gray,
    );
    expect(changed).toBe(8 * w);
    expect(normalised[9 * w]).toBe(180);
  });
});
