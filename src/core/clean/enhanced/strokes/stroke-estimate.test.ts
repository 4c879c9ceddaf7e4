import { describe, expect, test } from 'vitest';
import { halfByMaximum } from '../flatten/background.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { robustStrokeWidth } from './stroke-estimate.ts';
import { linesMayHidePen } from './stroke-lines.ts';
import type { StrokeWidths } from './stroke-width.ts';
import { readPhoto } from '../photo/photo-reads.ts';
import { syntheticSet } from '../../../../../scripts/lib/synthetic/generate.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** Grey paper with ruled lines 5 px thick every `spacing` px and pen strokes `pen` px wide, one
 * every `every` px; with `margins`, as many vertical lines 3 px thick (a margin's double line,
 * squared paper). */
function lined(width: number, height: number, pen: number, margins = 0, spacing = 50, every = 120) {
  const gray = new Uint8Array(width * height).fill(235);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y % spacing >= 20 && y % spacing < 25) gray[y * width + x] = 90;
      if (x % 40 >= 10 && x % 40 < 13 && x < 40 * margins) gray[y * width + x] = 90;
      // Pen strokes: slanted bars over the middle rows.
      const u = (x + 0.3 * y) % every;
      if (y > 30 && y < height - 30 && u < pen) gray[y * width + x] = 40;
    }
  }
  return gray;
}

const measure = (gray: Uint8Array, w: number, h: number, withoutLines: boolean) =>
  robustStrokeWidth(gray, w, h, halfByMaximum(gray, w, h), null, new Scratch(), {
    minWindow: 21,
    strokes: { ...ENHANCED_PARAMS.strokes, lineFreeGain: withoutLines ? 3 : Infinity },
  });

describe('robustStrokeWidth on lined paper', () => {
  test("a marker's width is measured without the lines' short runs", () => {
    const [w, h] = [960, 400];
    const gray = lined(w, h, 36);
    // With the lines' runs the median is the lines' thickness; without them, the marker's.
    expect(measure(gray, w, h, false)).toBeLessThan(10);
    expect(measure(gray, w, h, true)).toBeGreaterThanOrEqual(30);
  });

  test('a marker is measured without the lines when lines run both ways', () => {
    // Ruled lines down the columns and a margin's lines along the rows: both directions' medians
    // are the lines' thickness, and only the upper runs show the marker (marker-lined, seeds 13
    // and 14: LOST).
    const [w, h] = [960, 400];
    const gray = lined(w, h, 36, 12);
    expect(measure(gray, w, h, false)).toBeLessThan(10);
    expect(measure(gray, w, h, true)).toBeGreaterThanOrEqual(30);
  });

  test('a small marker on dense lines both ways is measured without them', () => {
    // Lines every 25 px and four marker strokes: the runs past the lines' are about 7% of all
    // runs, so the upper quantile must reach beyond the top tenth to see the marker.
    const [w, h] = [960, 400];
    const gray = lined(w, h, 36, 12, 25, 240);
    expect(measure(gray, w, h, false)).toBeLessThan(10);
    expect(measure(gray, w, h, true)).toBeGreaterThanOrEqual(30);
  });

  test('ruled lines with pale stretches are taken out too', () => {
    // marker-lined, seed 22, image 1 (41.32): a margin's double line and ruled lines that fade
    // along part of their length, broken in the provisional ink, so without their ridge on the
    // provisional flattening half of them stayed and the width read 7 px.
    const image = syntheticSet(4, 22, new Set(['marker-lined'])).next().value!;
    const { width, height } = image;
    const { gray, offSheet } = readPhoto(image.data, width, height, new Scratch());
    const half = halfByMaximum(gray, width, height);
    const options = { minWindow: 21 };
    expect(
      robustStrokeWidth(gray, width, height, half, offSheet, new Scratch(), options),
    ).toBeGreaterThan(30);
  });

  test('ruled lines one way with pale stretches are taken out too', () => {
    // marker-lined, seed 33, image 4 (48.93): a streaky marker on slanted ruled lines (one way:
    // the medians disagree) that fade along part of their length; without their ridge on the
    // provisional flattening, their pieces stayed and the width read 8 px.
    const images = syntheticSet(4, 33, new Set(['marker-lined']));
    for (let k = 0; k < 3; k++) images.next();
    const image = images.next().value!;
    const { width, height } = image;
    const { gray, offSheet } = readPhoto(image.data, width, height, new Scratch());
    const half = halfByMaximum(gray, width, height);
    const options = { minWindow: 21 };
    expect(
      robustStrokeWidth(gray, width, height, half, offSheet, new Scratch(), options),
    ).toBeGreaterThan(30);
  });

  test('a pen about as thick as the lines keeps its first estimate', () => {
    const [w, h] = [960, 400];
    const gray = lined(w, h, 6);
    expect(measure(gray, w, h, true)).toBe(measure(gray, w, h, false));
  });
});

describe('linesMayHidePen', () => {
  /** Runs of 3–5 px (the lines, both medians 4), 30–60 px (a marker) and `band` of each of 9–11. */
  function widths(band: number): StrokeWidths {
    const counts = new Uint32Array(65);
    counts[3] = 300;
    counts[4] = 500;
    counts[5] = 200;
    for (let run = 9; run <= 11; run++) counts[run] = band;
    for (let run = 30; run <= 60; run++) counts[run] = 20;
    const runs = counts.reduce((sum, count) => sum + count, 0);
    return { median: 4, upper: 48, runs, rowMedian: 4, columnMedian: 4, level: 120, counts };
  }

  test('lines both ways and a marker: nothing between the two widths', () => {
    expect(linesMayHidePen(widths(0), 3)).toBe('both ways');
  });

  test("a pen's own runs between its width and the gain: not looked at again", () => {
    // Oblique crossings, stroke ends and runs along the strokes fill the band on a plain frame
    // (the bench's 720p frame: 16% as many as its runs past the gain), which must not pay a
    // second line search.
    expect(linesMayHidePen(widths(20), 3)).toBeNull();
  });

  test('the medians disagree: lines one way', () => {
    expect(linesMayHidePen({ ...widths(20), rowMedian: 4, columnMedian: 9 }, 3)).toBe('one way');
  });
});
