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
  // a pixel each side half as dark as its core, as a camera's blur leaves it.
  const [w, h] = [160, 50];
  const data = scene(w, h, (x, y) => {
    const d = (x % 10) - 5;
    const on = y > 8 && y < h - 12;
    if (y >= h - 8) return [50, 40, 35]; // a dark strip along the bottom edge
    if (on && (d === 0 || d === 1)) return [40, 40, 40];
    if (on && (d === -1 || d === 2)) return [150, 150, 150];
    return [240, 240, 240];
  });
  const result = cleanEnhanced(data, w, h);
  let ink = 0;
  for (let x = 0; x < w; x++) if (alphaAt(result.data, w, x, 25) === 255) ink++;
  expect(ink).toBe(2 * (w / 10));
});
