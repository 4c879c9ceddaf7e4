import { describe, expect, it } from 'vitest';
import { distanceMap } from './distance-map.ts';
import type { RgbaPixels } from './image-types.ts';
import { reweightStrokes } from './stroke-weight.ts';
import { clampThickness, thicknessFactor, THICKNESS } from './thickness.ts';
import { drawScene, ringStroke, type Stroke } from './synthetic-ink.test-helper.ts';

/** A clean result of pen strokes `pen` px wide: the ink's colour where the pen covers half a pixel. */
function strokes(pen: number, extra: Stroke[] = []): RgbaPixels {
  const { mask } = drawScene({
    width: 260,
    height: 140,
    strokes: [ringStroke(70, 70, 45, pen), ringStroke(180, 70, 50, pen), ...extra],
    ink: { r: 30, g: 60, b: 160 },
    paperLeft: { r: 245, g: 245, b: 240 },
  });
  return { data: mask, width: 260, height: 140 };
}

const inkArea = ({ data }: RgbaPixels) => {
  let sum = 0;
  for (let j = 3; j < data.length; j += 4) sum += data[j] / 255;
  return sum;
};

describe('reweightStrokes: the thickness slider’s ends halve and double the strokes', () => {
  // A ballpoint in a webcam box (2–2.5 px) to a marker (7 px). The strokes are long and closed:
  // their area is their width times their length.
  it.each([2, 2.5, 4, 7])('a %s px pen: about half as wide at 0.5, twice at 2', (pen) => {
    const image = strokes(pen);
    const area = inkArea(image);
    const thin = inkArea(reweightStrokes(image, 0.5)) / area;
    const thick = inkArea(reweightStrokes(image, 2)) / area;
    expect(thin).toBeGreaterThan(0.4);
    expect(thin).toBeLessThan(0.7);
    expect(thick).toBeGreaterThan(1.7);
    expect(thick).toBeLessThan(2.3);
  });

  it('factor 1 returns the image itself; moved edges are anti-aliased', () => {
    const image = strokes(4);
    expect(reweightStrokes(image, 1)).toBe(image);
    const alphas = new Set(reweightStrokes(image, 1.5).data.filter((_, i) => i % 4 === 3));
    expect([...alphas].some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('a fine tail beside thick strokes thins in proportion, it does not vanish', () => {
    const tail = {
      contains: (x: number, y: number) => x >= 20 && x < 240 && y >= 130 && y < 131.5,
    };
    const image = strokes(7, [tail]);
    const thin = reweightStrokes(image, 0.5);
    let left = 0;
    for (let x = 20; x < 240; x++) {
      let column = 0;
      for (let y = 126; y < 136; y++) column += thin.data[(y * 260 + x) * 4 + 3];
      if (column > 0) left++;
    }
    expect(left).toBe(220);
  });

  it('new edge pixels take the ink’s colour; paper stays clear', () => {
    const image = strokes(4);
    const thick = reweightStrokes(image, 2);
    for (let j = 0; j < thick.data.length; j += 4) {
      if (thick.data[j + 3] === 0) continue;
      expect([thick.data[j], thick.data[j + 1], thick.data[j + 2]]).toEqual([30, 60, 160]);
    }
  });
});

describe('the slider’s scale', () => {
  it('runs from half to twice the width, 1 in the middle', () => {
    expect(thicknessFactor(THICKNESS.min)).toBe(0.5);
    expect(thicknessFactor(THICKNESS.neutral)).toBe(1);
    expect(thicknessFactor(THICKNESS.max)).toBe(2);
    expect(clampThickness(20)).toBe(THICKNESS.max);
    expect(clampThickness(-3.4)).toBe(-3);
    expect(clampThickness(NaN)).toBe(THICKNESS.neutral);
  });
});

describe('distanceMap', () => {
  it('is the exact Euclidean distance to the nearest mark, and names it', () => {
    const width = 7;
    const height = 5;
    const marked = new Uint8Array(width * height);
    marked[1 * width + 1] = 1;
    marked[4 * width + 6] = 1;
    const { squared, nearest } = distanceMap(marked, width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const a = (x - 1) ** 2 + (y - 1) ** 2;
        const b = (x - 6) ** 2 + (y - 4) ** 2;
        expect(squared[y * width + x]).toBe(Math.min(a, b));
        if (a !== b) expect(nearest[y * width + x]).toBe(a < b ? width + 1 : 4 * width + 6);
      }
    }
    expect(distanceMap(new Uint8Array(4), 2, 2).nearest[0]).toBe(-1);
  });
});
