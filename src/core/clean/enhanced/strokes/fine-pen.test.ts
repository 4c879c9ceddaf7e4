// ENHANCED_PARAMS.edges.finePen (enhanced-params.ts): no rim is added to strokes measured 2 px or less.
import { expect, test } from 'vitest';
import { cleanEnhanced } from '../enhanced-clean.ts';

function scene(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return data;
}

const alphaAt = (data: Uint8ClampedArray, width: number, x: number, y: number) =>
  data[(y * width + x) * 4 + 3];

test("a 2 px pen's blurred rim is not ink, even where the ink covers much of the crop", () => {
  // A tiny crop full of 2 px strokes (a fifth of it ink and rim: no thin-pen path), each with
  // a pixel each side a little lighter than half-way to the paper, as a camera's blur leaves it,
  // and a dark strip of the table along the bottom edge. (A rim exactly half-way is a tie for
  // Otsu between the cores and the rims; the strip, once the sheet finder kept it, used to break
  // the tie.)
  const [w, h] = [160, 50];
  const data = scene(w, h, (x, y) => {
    const d = (x % 10) - 5;
    const on = y > 8 && y < h - 12;
    if (y >= h - 8) return [50, 40, 35];
    if (on && (d === 0 || d === 1)) return [40, 40, 40];
    if (on && (d === -1 || d === 2)) return [160, 160, 160];
    return [240, 240, 240];
  });
  const result = cleanEnhanced(data, w, h);
  const ink: number[] = [];
  for (let x = 0; x < w; x++) if (alphaAt(result.data, w, x, 25) === 255) ink.push(x);
  // Every stroke's core, none of its rim (the last stroke, 3 px from the frame's edge, may go).
  expect(ink.length).toBeGreaterThanOrEqual(2 * (w / 10 - 1));
  for (const x of ink) expect([5, 6]).toContain(x % 10);
  for (let x = 0; x < w; x++) expect(alphaAt(result.data, w, x, h - 3)).toBe(0);
});
