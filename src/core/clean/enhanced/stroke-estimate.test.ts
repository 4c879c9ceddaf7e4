import { describe, expect, test } from 'vitest';
import { halfByMaximum } from './background.ts';
import { robustStrokeWidth } from './stroke-estimate.ts';

/** Grey paper with ruled lines 5 px thick every 50 px and pen strokes `pen` px wide. */
function lined(width: number, height: number, pen: number) {
  const gray = new Uint8Array(width * height).fill(235);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y % 50 >= 20 && y % 50 < 25) gray[y * width + x] = 90;
      // Pen strokes: slanted bars, one every 120 px, over the middle rows.
      const u = (x + 0.3 * y) % 120;
      if (y > 30 && y < height - 30 && u < pen) gray[y * width + x] = 40;
    }
  }
  return gray;
}

const measure = (gray: Uint8Array, w: number, h: number, withoutLines: boolean) =>
  robustStrokeWidth(gray, w, h, halfByMaximum(gray, w, h), null, { minWindow: 21, withoutLines });

describe('robustStrokeWidth on lined paper', () => {
  test("a marker's width is measured without the lines' short runs", () => {
    const [w, h] = [960, 400];
    const gray = lined(w, h, 36);
    // With the lines' runs the median is the lines' thickness; without them, the marker's.
    expect(measure(gray, w, h, false)).toBeLessThan(10);
    expect(measure(gray, w, h, true)).toBeGreaterThanOrEqual(30);
  });

  test('a pen about as thick as the lines keeps its first estimate', () => {
    const [w, h] = [960, 400];
    const gray = lined(w, h, 6);
    expect(measure(gray, w, h, true)).toBe(measure(gray, w, h, false));
  });
});
