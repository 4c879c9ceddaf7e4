import { describe, expect, test } from 'vitest';
import { shadowedSheets } from '../../../scripts/lib/synthetic/shadowed-sheets.ts';
import { PAPER_PARAMS } from './paper-params.ts';
import { proposeCrop } from './propose-crop.ts';

/** White paper with dark rectangles drawn in. */
function paper(width: number, height: number, marks: [number, number, number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4).fill(245);
  for (const [mx, my, mw, mh] of marks) {
    for (let y = my; y < my + mh; y++) {
      for (let x = mx; x < mx + mw; x++) data.set([30, 30, 40], (y * width + x) * 4);
    }
  }
  return data;
}

describe('proposeCrop', () => {
  test('frames the ink with a margin', () => {
    const data = paper(1000, 600, [
      [300, 250, 400, 10],
      [300, 200, 6, 100],
    ]);
    const rect = proposeCrop(data, 1000, 600);
    // The ink spans x 300–700, y 200–300; the margin is 8% of 400 = 32 (cells are 5 px).
    expect(rect.x).toBeLessThanOrEqual(300 - 30);
    expect(rect.x).toBeGreaterThanOrEqual(300 - 40);
    expect(rect.x + rect.width).toBeGreaterThanOrEqual(700 + 30);
    expect(rect.x + rect.width).toBeLessThanOrEqual(700 + 40);
    expect(rect.y).toBeLessThanOrEqual(200 - 30);
    expect(rect.y + rect.height).toBeGreaterThanOrEqual(300 + 30);
    expect(rect.width).toBeLessThan(500);
  });

  test('reads its margin from the parameters handed in', () => {
    const data = paper(1000, 600, [[300, 250, 400, 10]]);
    const crop = { ...PAPER_PARAMS.crop, margin: 0 };
    const rect = proposeCrop(data, 1000, 600, undefined, null, { ...PAPER_PARAMS, crop });
    // No margin: the inky cells (5 px) round the ink, x 300–700, y 250–260.
    expect(rect.x).toBeGreaterThanOrEqual(295);
    expect(rect.x + rect.width).toBeLessThanOrEqual(705);
    expect(rect.y).toBeGreaterThanOrEqual(245);
    expect(rect.y + rect.height).toBeLessThanOrEqual(265);
  });

  test('ignores a speck far from the signature', () => {
    const data = paper(1000, 600, [
      [300, 250, 400, 10],
      [950, 20, 3, 3],
    ]);
    const rect = proposeCrop(data, 1000, 600);
    expect(rect.x + rect.width).toBeLessThan(800);
    expect(rect.y).toBeGreaterThan(150);
  });

  test('keeps two words of a signature apart from each other', () => {
    const data = paper(1000, 600, [
      [100, 300, 200, 8],
      [600, 300, 250, 8],
    ]);
    const rect = proposeCrop(data, 1000, 600);
    expect(rect.x).toBeLessThan(100);
    expect(rect.x + rect.width).toBeGreaterThan(850);
  });

  test('stays inside the picture when the ink crosses its edge', () => {
    // A stroke from the left edge to the right one, another down from the top edge. (Ink that
    // runs along the edge has paper on one side only: it may be a strip of table the frame cut.)
    const data = paper(200, 100, [
      [0, 20, 200, 5],
      [40, 0, 5, 60],
    ]);
    const rect = proposeCrop(data, 200, 100);
    expect(rect).toMatchObject({ x: 0, y: 0, width: 200 });
    // The ink reaches y 60; the margin is 8% of 200.
    expect(rect.height).toBeGreaterThanOrEqual(60);
    expect(rect.height).toBeLessThan(90);
  });

  test('a dark table around the sheet is not taken for ink', () => {
    // A whole photo: a dark wooden table (left and bottom), the sheet on it, a signature on the
    // sheet. Read alone, the table is the darkest thing in the picture.
    const width = 1200;
    const height = 800;
    const data = paper(width, height, [
      [500, 400, 400, 8],
      [520, 330, 6, 120],
    ]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (x < 250 || y >= 650) data.set([70, 45, 30], (y * width + x) * 4);
      }
    }
    const rect = proposeCrop(data, width, height);
    expect(rect.x).toBeGreaterThanOrEqual(250);
    expect(rect.x).toBeLessThanOrEqual(500 - 20);
    expect(rect.y + rect.height).toBeLessThanOrEqual(650);
    expect(rect.x + rect.width).toBeGreaterThanOrEqual(900 + 20);
    expect(rect.y).toBeLessThanOrEqual(330 - 20);
  });

  test('a blank picture is proposed whole', () => {
    expect(proposeCrop(paper(50, 40, []), 50, 40)).toEqual({ x: 0, y: 0, width: 50, height: 40 });
  });

  test('checks its input', () => {
    expect(() => proposeCrop(new Uint8ClampedArray(10), 2, 2)).toThrow(/data length 10/);
    expect(() => proposeCrop(new Uint8ClampedArray(0), 0, 2)).toThrow(/0×2/);
  });

  test('a hand shadow across a sheet on a dark table: the box holds the signature and little else', () => {
    // Generated photos (shadowed-sheets.ts) at the size the app proposes on: the shadow's edge
    // across the signature, and the sheet deep in the shadow with the table around it lit.
    for (const photo of shadowedSheets([1, 4], { width: 800, height: 600 })) {
      const rect = proposeCrop(photo.data, photo.width, photo.height);
      let [left, top, right, bottom] = [photo.width, photo.height, -1, -1];
      let outside = 0;
      for (let y = 0; y < photo.height; y++) {
        for (let x = 0; x < photo.width; x++) {
          if (!photo.gt[y * photo.width + x]) continue;
          [left, top] = [Math.min(left, x), Math.min(top, y)];
          [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
          const inside =
            x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
          if (!inside) outside++;
        }
      }
      expect(outside, photo.name).toBe(0);
      // The signature's own box with the proposal's margin (8% of its longer side each way).
      const pad = Math.round(0.08 * Math.max(right - left + 1, bottom - top + 1));
      const own = (right - left + 1 + 2 * pad) * (bottom - top + 1 + 2 * pad);
      expect((rect.width * rect.height) / own, photo.name).toBeLessThan(2);
    }
  });
});
