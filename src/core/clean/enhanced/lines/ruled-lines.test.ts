import { describe, expect, test } from 'vitest';
import { band, count } from './band.test-helper.ts';
import { removeRuledLines } from './ruled-lines.ts';
import { ruling, type Judged } from './ruling.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const DEGREE = Math.PI / 180;

describe('removeRuledLines (one line at a time)', () => {
  test('lines slanted 15° and converging in perspective, as thick as the pen, are taken out; the pen stroke crossing them stays', () => {
    const [w, h] = [900, 300];
    const mask = new Uint8Array(w * h);
    // Three lines 100 px apart, each 1° steeper than the one above (perspective), 6 px thick.
    for (const [k, y0] of [50, 150, 250].entries()) {
      band(mask, w, h, { y0, angle: (15 + k) * DEGREE, thick: 6 });
    }
    const lines = mask.slice();
    // The pen: 6 px, across every line, drawn by hand (it sways by a few pixels).
    const pen = (y: number) => 450 + Math.round(4 * Math.sin(y / 40));
    for (let y = 0; y < h; y++) for (let k = 0; k < 6; k++) mask[y * w + pen(y) + k] = 1;
    const removed = removeRuledLines(mask, w, h, 6, new Scratch());
    expect(removed.length).toBeGreaterThan(0.95 * (count(lines) - 6 * 3 * 7));
    for (let y = 0; y < h; y++)
      for (let k = 0; k < 6; k++) expect(mask[y * w + pen(y) + k]).toBe(1);
    // Off the pen stroke, at most a few pixels are left where a line leaves the frame.
    let left = 0;
    for (let i = 0; i < mask.length; i++) if (mask[i] && (i % w < 440 || i % w > 466)) left++;
    expect(left).toBeLessThan(10);
  });

  test('a lone straight line that ends inside the crop is not a ruling (an underline stays)', () => {
    const [w, h] = [600, 200];
    const mask = new Uint8Array(w * h);
    band(mask, w, h, { y0: 120, angle: 3 * DEGREE, thick: 5, x0: 40, x1: 520 });
    const before = count(mask);
    expect(removeRuledLines(mask, w, h, 5, new Scratch())).toEqual([]);
    expect(count(mask)).toBe(before);
  });

  test("a lone line across the whole sheet (a fold, a page's edge), crossed by strokes and faded at one end, goes; the strokes stay", () => {
    // As on DIBCO 2016-10: a thin dark line down the page beside the writing, no ruling.
    const [w, h] = [380, 320];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(250);
    const x = 360;
    for (let y = 0; y < h; y++) {
      normalised[y * w + x] = normalised[y * w + x + 1] = y < 250 ? 100 : 215;
      if (y < 250) mask[y * w + x] = mask[y * w + x + 1] = 1;
    }
    // Three strokes, 5 px, crossing it.
    for (const y0 of [60, 140, 200])
      for (let y = y0; y < y0 + 5; y++) for (let k = 300; k < 375; k++) mask[y * w + k] = 1;
    removeRuledLines(mask, w, h, 5, new Scratch(), null, { normalised, threshold: 150 });
    let line = 0;
    for (let y = 0; y < h; y++) line += mask[y * w + x] + mask[y * w + x + 1];
    expect(line).toBeLessThanOrEqual(3 * 2 * 5); // at most the crossings
    expect(count(mask)).toBeGreaterThanOrEqual(3 * 5 * 75 - 10);
  });

  test("the signature's own underline beside a ruled line stays; the ruling goes", () => {
    const [w, h] = [1200, 400];
    const mask = new Uint8Array(w * h);
    for (const y0 of [60, 220, 380]) band(mask, w, h, { y0, angle: 8 * DEGREE, thick: 6 });
    const underline = new Uint8Array(w * h);
    // Parallel to the middle line, 14 px off its edge, over half the width.
    band(underline, w, h, { y0: 220 + 3 + 14 + 3, angle: 8 * DEGREE, thick: 6, x0: 300, x1: 900 });
    for (let i = 0; i < mask.length; i++) mask[i] |= underline[i];
    removeRuledLines(mask, w, h, 6, new Scratch());
    let kept = 0;
    let other = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && underline[i]) kept++;
      else if (mask[i]) other++;
    }
    expect(kept).toBe(count(underline));
    expect(other).toBeLessThan(10); // a few pixels where a line leaves the frame
  });

  test('a stroke touching a line at a shallow angle keeps its pixels; the line beside it goes', () => {
    const [w, h] = [900, 320];
    const mask = new Uint8Array(w * h);
    for (const y0 of [60, 160, 260]) band(mask, w, h, { y0, angle: 2 * DEGREE, thick: 5 });
    // A 6 px stroke crossing the middle line at 12° to it over 200 px.
    const stroke = new Uint8Array(w * h);
    band(stroke, w, h, { y0: 160 - 6, angle: 14 * DEGREE, thick: 6, x0: 350, x1: 550 });
    const lines = mask.slice();
    for (let i = 0; i < mask.length; i++) mask[i] |= stroke[i];
    removeRuledLines(mask, w, h, 6, new Scratch());
    let left = 0;
    let kept = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && lines[i] && !stroke[i]) left++;
      if (mask[i] && stroke[i]) kept++;
    }
    // The stroke stays but where it lies within the line's band, as thin as the line across it.
    expect(kept).toBeGreaterThan(0.78 * count(stroke));
    // The line beside the stroke goes but for a pixel of blur at the two flanks (72 before).
    expect(left).toBeLessThan(40);
  });

  test("a marker's edge meeting a line at a shallow angle, the marker narrower than the pen's median width, keeps its pixels; the line beside it goes", () => {
    const [w, h] = [1200, 400];
    const mask = new Uint8Array(w * h);
    for (const y0 of [60, 200, 340]) band(mask, w, h, { y0, angle: 2 * DEGREE, thick: 5 });
    // A 26 px marker crossing the middle line at 5° to it over 700 px; the pen's median is 36.
    const marker = new Uint8Array(w * h);
    band(marker, w, h, { y0: 200 + 4, angle: 7 * DEGREE, thick: 26, x0: 250, x1: 950 });
    const lines = mask.slice();
    for (let i = 0; i < mask.length; i++) mask[i] |= marker[i];
    removeRuledLines(mask, w, h, 36, new Scratch());
    let left = 0;
    let kept = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && lines[i] && !marker[i]) left++;
      if (mask[i] && marker[i]) kept++;
    }
    expect(kept).toBe(count(marker));
    // The line beside the marker goes but for the pixel of blur along the two wedges (355 before).
    expect(left).toBeLessThan(60);
  });

  test('an underline in the same Hough bin as a ruled line, 9 px off its edge, stays; the ruled line goes', () => {
    const [w, h] = [1200, 400];
    const mask = new Uint8Array(w * h);
    for (const y0 of [60, 220, 380]) band(mask, w, h, { y0, angle: 8 * DEGREE, thick: 6 });
    const underline = new Uint8Array(w * h);
    band(underline, w, h, { y0: 220 + 3 + 9 + 3, angle: 8 * DEGREE, thick: 6, x0: 200, x1: 980 });
    const lines = mask.slice();
    for (let i = 0; i < mask.length; i++) mask[i] |= underline[i];
    removeRuledLines(mask, w, h, 6, new Scratch());
    let kept = 0;
    let left = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && underline[i]) kept++;
      else if (mask[i] && lines[i]) left++;
    }
    expect(kept).toBe(count(underline));
    expect(left).toBeLessThan(10);
  });

  test('lines of handwriting, evenly spaced but wandering by a few pixels, stay', () => {
    const [w, h] = [800, 300];
    const mask = new Uint8Array(w * h);
    for (const y0 of [60, 150, 240]) {
      for (let x = 0; x < w; x++) {
        // A baseline that wanders ±4 px, broken between words.
        if (x % 140 > 110) continue;
        const y = Math.round(y0 + 4 * Math.sin(x / 9) + 2 * Math.sin(x / 23));
        for (let t = 0; t < 3; t++) mask[(y + t) * w + x] = 1;
      }
    }
    const before = count(mask);
    expect(removeRuledLines(mask, w, h, 3, new Scratch())).toEqual([]);
    expect(count(mask)).toBe(before);
  });

  test('a line covered by a marker along most of its length is still found where it shows', () => {
    const [w, h] = [900, 300];
    const mask = new Uint8Array(w * h);
    for (const y0 of [70, 200]) band(mask, w, h, { y0, angle: -5 * DEGREE, thick: 5 });
    const lines = mask.slice();
    // A 36 px marker stroke swaying over the first line from x = 100 to 760 (73% of it).
    const slope = Math.tan(-5 * DEGREE);
    const marker = new Uint8Array(w * h);
    for (let x = 100; x < 760; x++) {
      const centre = 70 + slope * (x - w / 2) + 8 * Math.sin(x / 60);
      for (let y = Math.round(centre - 18); y < centre + 18; y++) marker[y * w + x] = 1;
    }
    for (let i = 0; i < mask.length; i++) mask[i] |= marker[i];
    removeRuledLines(mask, w, h, 36, new Scratch());
    let lineLeft = 0;
    let markerLost = 0;
    for (let i = 0; i < mask.length; i++) {
      const x = i % w;
      if (marker[i] && !mask[i]) markerLost++;
      if (lines[i] && mask[i] && !marker[i] && (x < 100 || x >= 760)) lineLeft++;
    }
    expect(lineLeft).toBe(0); // the line is gone where it shows
    expect(markerLost).toBe(0); // and the marker keeps every pixel over it
  });

  test('a faded stretch: the line still counts where it is a faint ridge on the picture', () => {
    const [w, h] = [800, 240];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(250);
    for (const y0 of [60, 180]) {
      band(mask, w, h, { y0, angle: 0, thick: 4, x0: 0, x1: 480 });
      band(normalised, w, h, { y0, angle: 0, thick: 4, x0: 0, x1: 480, value: 100 });
      // Faded over the last 40%: out of the mask, but still a ridge 30 levels deep.
      band(normalised, w, h, { y0, angle: 0, thick: 4, x0: 480, value: 220 });
    }
    const faded = mask.slice();
    expect(removeRuledLines(faded, w, h, 4, new Scratch())).toEqual([]); // without the picture: it ends at 60%
    removeRuledLines(mask, w, h, 4, new Scratch(), null, { normalised, threshold: 150 });
    expect(count(mask)).toBe(0);
  });

  test('a ruled line cutting across a corner, too short a chord for the vote floor, goes with its ruling', () => {
    // 1800 × 560 at 20°, lines 150 px apart: the one at offset −250 crosses only the top right
    // corner, along about 260 px of 1800 (about 37 stations; the floor is 38).
    const [w, h] = [1800, 560];
    const mask = new Uint8Array(w * h);
    for (const y0 of [-250, -100, 50, 200, 350, 500, 650]) {
      band(mask, w, h, { y0, angle: 20 * DEGREE, thick: 5 });
    }
    removeRuledLines(mask, w, h, 5, new Scratch());
    expect(count(mask)).toBeLessThan(30);
  });

  test('a faded line leaving the frame through a corner reaches its end: near the edge a ridge cannot be seen', () => {
    // The corner line is faded over its last 80 px before the top edge: a ridge in the picture,
    // which cannot be read within a few px of the edge.
    const [w, h] = [1800, 560];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(250);
    for (const y0 of [-250, -100, 50, 200, 350, 500, 650]) {
      band(mask, w, h, { y0, angle: 20 * DEGREE, thick: 5 });
      band(normalised, w, h, { y0, angle: 20 * DEGREE, thick: 5, value: 100 });
    }
    const x0 = Math.round(w / 2 + 250 / Math.tan(20 * DEGREE));
    band(mask, w, h, { y0: -250, angle: 20 * DEGREE, thick: 5, x0, x1: x0 + 80, value: 0 });
    band(normalised, w, h, { y0: -250, angle: 20 * DEGREE, thick: 5, x0, x1: x0 + 80, value: 215 });
    removeRuledLines(mask, w, h, 5, new Scratch(), null, { normalised, threshold: 150 });
    expect(count(mask)).toBeLessThan(30);
  });

  test('vertical lines (a margin pair across a ruling) are taken out too', () => {
    const [w, h] = [600, 400];
    const mask = new Uint8Array(w * h);
    for (const y0 of [80, 200, 320]) band(mask, w, h, { y0, angle: 0, thick: 3 });
    for (const x of [90, 100])
      for (let y = 0; y < h; y++) mask[y * w + x] = mask[y * w + x + 1] = 1;
    removeRuledLines(mask, w, h, 3, new Scratch());
    expect(count(mask)).toBeLessThan(30); // at most the crossings
  });
});

describe('ruling', () => {
  const line = (distance: number, votes = 100, slope = 0): Judged => ({
    offset: distance,
    slope,
    thickness: 4,
    stations: new Uint8Array(0),
    votes,
    deviation: 0,
    even: 1,
    horizontal: true,
    distance,
  });

  test('keeps the lines whole spacings apart (a missing line is a double gap)', () => {
    const found = ruling([line(0), line(150), line(450), line(168, 60)]).lines;
    expect(found.map((l) => l.distance).sort((a, b) => a - b)).toEqual([0, 150, 450]);
  });

  test('two lines at very different angles are not a ruling: the stronger stands alone', () => {
    const found = ruling([line(0, 100, 0), line(300, 120, 0.3)]).lines;
    expect(found.map((l) => l.distance)).toEqual([300]);
  });

  test("a line far thicker than the ruling's is no line of it (an underline over squared paper)", () => {
    const grid = [0, 24, 48, 72, 96, 120, 144].map((d) => ({ ...line(d, 250), thickness: 2 }));
    const underline = { ...line(60, 66), thickness: 5 };
    expect(ruling([...grid, underline])).toEqual({ lines: grid, spacing: 24 });
  });

  test('a double margin (two lines a few pixels apart) is a ruling of two', () => {
    expect(ruling([line(100), line(108)]).lines.length).toBe(2);
  });
});
