import { describe, expect, test } from 'vitest';
import { cleanSpec } from '../spec-clean.ts';
import { filterComponents } from './ink-components/components.ts';
import { cleanEnhanced } from './enhanced-clean.ts';
import { ENHANCED_PARAMS } from './enhanced-params.ts';
import { removeLongLines } from './lines/long-lines.ts';
import { estimateStrokeWidth } from './strokes/stroke-width.ts';
import { ABLATIONS } from '../../../../scripts/lib/enhanced-ablations.ts';
import { Scratch } from './kernel-helpers/scratch.ts';

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

/** Vertical pen lines `pen` px wide with a 1 px soft rim each side, every `spacing` px, on paper
 * 240. */
const penBars = (width: number, height: number, spacing: number, pen: number) =>
  scene(width, height, (x, y) => {
    const d = (x % spacing) - spacing / 2;
    const on = y > 10 && y < height - 10;
    if (on && d >= 0 && d < pen) return [40, 40, 40];
    if (on && (d === -1 || d === pen)) return [200, 200, 200];
    return [240, 240, 240];
  });

describe('cleanEnhanced', () => {
  test('the thin-pen level only where the ink covers little of the sheet, or the pen is fine', () => {
    const [w, h] = [400, 200];
    const level = (data: Uint8ClampedArray, thinPen: boolean) =>
      cleanEnhanced(data, w, h, {}, thinPen ? {} : ABLATIONS['no-thin-pen']).threshold;
    // 3 px lines: under 3% of the sheet dark or rim, and a page of handwriting (a sixth of it).
    const sparse = penBars(w, h, 200, 3);
    const dense = penBars(w, h, 12, 3);
    expect(level(sparse, true)).not.toBe(level(sparse, false));
    expect(level(dense, true)).toBe(level(dense, false));
    // 2 px lines (a fine pen: what Otsu's level takes beside them is rim) as dense.
    const fine = penBars(w, h, 12, 2);
    expect(level(fine, true)).not.toBe(level(fine, false));
  });

  test('keeps a 1 px pen line that the spec opening erases', () => {
    const data = scene(120, 60, (x, y) =>
      y === 30 && x > 10 && x < 110 ? [30, 30, 40] : [245, 245, 240],
    );
    expect(cleanSpec(data, 120, 60).inkPixels).toBe(0);
    const result = cleanEnhanced(data, 120, 60);
    expect(alphaAt(result.data, 120, 60, 30)).toBe(255);
    expect(result.inkPixels).toBe(99);
  });

  test('a hand shadow stays paper; the stroke inside the shadow is still ink', () => {
    const width = 300;
    const height = 100;
    const data = scene(width, height, (x, y) => {
      const light = x < 150 ? 0.55 : 1; // the left half lies in a shadow
      const ink =
        (y >= 48 && y < 52 && x > 20 && x < 280) || (x >= 60 && x < 64 && y > 20 && y < 80);
      const v = (ink ? 40 : 240) * light;
      return [v, v, v];
    });
    const spec = cleanSpec(data, width, height);
    expect(spec.inkPixels).toBeGreaterThan(width * height * 0.4); // the spec takes the shadow for ink
    const result = cleanEnhanced(data, width, height);
    expect(alphaAt(result.data, width, 100, 10)).toBe(0); // shadowed paper
    expect(alphaAt(result.data, width, 100, 50)).toBe(255); // ink in the shadow
    expect(alphaAt(result.data, width, 200, 50)).toBe(255); // ink in the light
    expect(result.inkPixels).toBeLessThan(width * height * 0.1);
  });

  test('a 20 px marker stroke is not hollowed out', () => {
    const data = scene(300, 120, (x, y) =>
      y >= 50 && y < 70 && x > 30 && x < 270 ? [20, 40, 150] : [246, 246, 242],
    );
    const result = cleanEnhanced(data, 300, 120);
    for (let y = 51; y < 69; y++) expect(alphaAt(result.data, 300, 150, y)).toBe(255);
  });

  test('a tiny crop with a dark strip along its edge keeps its faint strokes', () => {
    // Issue 23: the strip fell in the ink's dark class and set its median darkness, which the
    // faint strokes never reach, so the hysteresis dropped them and the result was empty. The
    // strip goes (a step, not a stroke) and the strokes stay.
    const [w, h] = [150, 50];
    const stroke = (x: number, y: number) =>
      x > 15 && x < 135 && Math.abs(y - (30 + 6 * Math.sin(x / 9))) < 1.2;
    const data = scene(w, h, (x, y) => {
      if (y < 9) return [70, 68, 66];
      return stroke(x, y) ? [150, 150, 165] : [232, 230, 226];
    });
    const result = cleanEnhanced(data, w, h);
    let kept = 0;
    let strokes = 0;
    for (let y = 9; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (!stroke(x, y)) continue;
        strokes++;
        if (alphaAt(result.data, w, x, y) === 255) kept++;
      }
    }
    expect(kept).toBeGreaterThan(0.8 * strokes);
    for (const x of [5, 75, 145]) expect(alphaAt(result.data, w, x, 3)).toBe(0);
  });

  test('a small crop of a faint signature with a thin strip of the table along two edges keeps the signature', () => {
    // Issue 46: the strips are narrower than the sheet finder's closing, so the sheet seemed to
    // fill the frame; the table was the ink's dark class, and the faint strokes fell on the
    // paper's side of Otsu's level: the result was empty. The strips are off the sheet now (and
    // followed into the cells beside them), and the strokes are the ink.
    const [w, h] = [450, 160];
    const stroke = (x: number, y: number) =>
      x > 60 && x < 400 && Math.abs(y - (85 + 25 * Math.sin(x / 30))) < 1.2;
    const data = scene(w, h, (x, y) => {
      if (y < 12 || x < 20) {
        const grain = ((x * 7 + y * 13) % 9) - 4;
        return [62 + grain, 48 + grain, 38 + grain];
      }
      const light = 0.93 + (0.07 * x) / w;
      const grain = ((x * 31 + y * 17) % 7) - 3;
      const v = stroke(x, y) ? [205, 208, 224] : [236, 233, 224];
      return [v[0] * light + grain, v[1] * light + grain, v[2] * light + grain];
    });
    const result = cleanEnhanced(data, w, h);
    let kept = 0;
    let strokes = 0;
    let stray = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const ink = alphaAt(result.data, w, x, y) === 255;
        if (stroke(x, y)) {
          strokes++;
          if (ink) kept++;
        } else if (ink && (y < 20 || x < 28)) stray++;
      }
    expect(kept).toBeGreaterThan(0.8 * strokes);
    expect(stray).toBe(0);
  });

  test('ruled lines across the frame are not ink; the signature crossing them is', () => {
    const data = scene(400, 120, (x, y) => {
      const signature = x >= 100 && x < 104 && y > 10 && y < 110;
      if (signature) return [25, 45, 140];
      if (y === 40 || y === 80) return [115, 150, 215];
      return [246, 246, 242];
    });
    const result = cleanEnhanced(data, 400, 120);
    expect(alphaAt(result.data, 400, 300, 40)).toBe(0);
    expect(alphaAt(result.data, 400, 101, 40)).toBe(255);
    expect(alphaAt(result.data, 400, 101, 60)).toBe(255);
  });

  test('a dark table and its edge are never ink once the sheet is found; the signature is', () => {
    const [width, height] = [480, 200];
    const data = scene(width, height, (x, y) => {
      if (y < 40) return [60, 45, 35]; // the table along the top edge
      const light = x < 160 ? 0.7 + (0.3 * x) / 160 : 1; // a soft shadow on the left
      const ink = (y >= 118 && y < 122 && x > 60 && x < 420) || (x >= 200 && x < 204 && y > 70);
      const v = ink ? 40 : 238;
      return [v * light, v * light, v * light * 0.95];
    });
    const result = cleanEnhanced(data, width, height);
    for (const x of [5, 100, 240, 470]) expect(alphaAt(result.data, width, x, 20)).toBe(0);
    expect(alphaAt(result.data, width, 300, 120)).toBe(255);
    expect(alphaAt(result.data, width, 80, 120)).toBe(255); // in the shadow
    expect(alphaAt(result.data, width, 202, 190)).toBe(255); // a stroke reaching the frame edge
  });

  test("a thin pen keeps its strokes' cores, not the blurred rim", () => {
    // A 1 px pen line after a [1 2 1] blur: a quarter, a half and a quarter of the ink's
    // darkness across it; the pen covers half of the middle row only.
    const [width, height] = [400, 200];
    const data = scene(width, height, (x, y) => {
      // A dot the pen covers fully shows the ink's full darkness.
      const dot = x >= 60 && x < 66 && y >= 60 && y < 66;
      const line = x < 40 || x > 360 ? 0 : y === 100 ? 0.5 : Math.abs(y - 100) === 1 ? 0.25 : 0;
      const cover = dot ? 1 : line;
      const v = 245 - cover * 220;
      return [v, v, v];
    });
    const cores = cleanEnhanced(data, width, height);
    const all = cleanEnhanced(data, width, height, {}, ABLATIONS['no-stroke-core']);
    expect(alphaAt(cores.data, width, 200, 100)).toBe(255);
    expect(alphaAt(cores.data, width, 200, 99)).toBe(0);
    expect(alphaAt(all.data, width, 200, 99)).toBe(255);
  });

  test('a sparse 3 px pen under a double blur takes the thin-pen level and keeps its width', () => {
    // A camera's blur twice ([1 4 6 4 1] / 16 each way) across a 3 px pen: cover 1/16, 5/16,
    // 11/16, 15/16, 11/16, 5/16, 1/16 of the ink's darkness; the runs measure it 4–5 px wide.
    // The pen covers at least half of the middle three rows only.
    const [width, height] = [600, 300];
    const profile = [1, 5, 11, 15, 11, 5, 1].map((c) => c / 16);
    const data = scene(width, height, (x, y) => {
      const d = y - 147;
      const cover = x < 250 || x > 350 || d < 0 || d > 6 ? 0 : profile[d];
      const v = 245 - cover * 200;
      return [v, v, v];
    });
    const result = cleanEnhanced(data, width, height);
    expect(result.threshold).not.toBe(
      cleanEnhanced(data, width, height, {}, ABLATIONS['no-thin-pen']).threshold,
    );
    const column = [146, 147, 148, 149, 150, 151, 152, 153, 154].map((y) =>
      alphaAt(result.data, width, 300, y),
    );
    expect(column).toEqual([0, 0, 0, 255, 255, 255, 0, 0, 0]);
  });

  test('a tightly cropped one-stroke signature across the whole width is not a frame-wide line', () => {
    // One thin stroke with a long flourish from the left edge to the right edge: thin and
    // frame-wide like a ruled line, but it swings over half the height — no line does.
    const [width, height] = [300, 90];
    const data = scene(width, height, (x, y) => {
      const centre = 45 + 28 * Math.sin((x / width) * Math.PI * 3);
      return Math.abs(y - centre) < 1.2 ? [30, 30, 40] : [245, 245, 240];
    });
    const result = cleanEnhanced(data, width, height);
    expect(alphaAt(result.data, width, 150, Math.round(45 + 28 * Math.sin(1.5 * Math.PI)))).toBe(
      255,
    );
    expect(result.inkPixels).toBeGreaterThan(width);
  });

  test('grain on a dim, noisy margin is not ink; the strokes across it are', () => {
    // The right sixth is dim grainy paper (170 ± 70, as the dark edge of a poor scan): the
    // global level takes much of its grain, which never stands out of its own paper's noise.
    const [w, h] = [300, 120];
    let seed = 3;
    const next = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const isInk = (x: number, y: number) =>
      (y >= 58 && y < 62 && x > 20 && x < 280) ||
      (x % 50 >= 20 && x % 50 < 24 && y > 20 && y < 100);
    const data = scene(w, h, (x, y) => {
      const paper = x >= 240 ? Math.round(170 + 140 * (next() - 0.5)) : 235;
      const v = isInk(x, y) ? 30 : paper;
      return [v, v, v];
    });
    // The contrast split (contrast-split.ts) takes most of this grain off the strokes too: it is
    // left out here, to measure the local noise's share alone. The grain's runs make the strokes
    // measure 1 px, which would leave the rims out (edges.finePen): they are kept, as for the 4 px pen.
    const count = (localNoise: boolean, contrastSplit = false) => {
      const { data: out } = cleanEnhanced(
        data,
        w,
        h,
        {},
        {
          stages: {
            ...(localNoise ? {} : ABLATIONS['no-local-noise'].stages),
            ...(contrastSplit ? {} : ABLATIONS['no-contrast-split'].stages),
          },
          params: { ...ENHANCED_PARAMS, edges: { ...ENHANCED_PARAMS.edges, finePen: 0 } },
        },
      );
      let grain = 0;
      let stroke = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 240; x < w; x++) {
          if (alphaAt(out, w, x, y) === 0) continue;
          if (isInk(x, y)) stroke++;
          else grain++;
        }
      }
      return { grain, stroke };
    };
    const without = count(false);
    const withIt = count(true);
    expect(without.grain).toBeGreaterThan(2000);
    expect(withIt.grain).toBeLessThan(without.grain / 3);
    expect(withIt.stroke).toBe(without.stroke);
    expect(withIt.stroke).toBeGreaterThan(440); // of 476
    const everything = count(true, true);
    expect(everything.grain).toBeLessThan(without.grain / 3);
    expect(everything.stroke).toBe(without.stroke);
  });

  test('thresholdOffset makes the enhanced result bolder or lighter, never takes the paper', () => {
    const data = scene(300, 100, (x, y) => {
      const d = Math.abs(y - 50);
      const v = x > 20 && x < 280 && d < 4 ? 40 + 50 * d : 240; // a stroke with soft edges
      return [v, v, v];
    });
    const lighter = cleanEnhanced(data, 300, 100, { thresholdOffset: -40 }).inkPixels;
    const normal = cleanEnhanced(data, 300, 100).inkPixels;
    const bolder = cleanEnhanced(data, 300, 100, { thresholdOffset: 60 }).inkPixels;
    expect(lighter).toBeLessThan(normal);
    expect(bolder).toBeGreaterThan(normal);
    expect(cleanEnhanced(data, 300, 100, { thresholdOffset: 400 }).inkPixels).toBeLessThan(
      300 * 20,
    );
  });

  test('degenerate inputs and bad sizes', () => {
    expect(cleanEnhanced(new Uint8ClampedArray([9, 9, 9, 255]), 1, 1).inkPixels).toBe(0);
    expect(
      cleanEnhanced(
        scene(20, 20, () => [0, 0, 0]),
        20,
        20,
      ).inkPixels,
    ).toBe(0);
    expect(() => cleanEnhanced(new Uint8ClampedArray(8), 3, 1)).toThrow(/data length 8/);
  });
});

describe('parts', () => {
  test('stroke width is the median run length', () => {
    const gray = new Uint8Array(50 * 50).fill(240);
    for (let y = 10; y < 40; y++) for (let x = 20; x < 25; x++) gray[y * 50 + x] = 30; // 5 px wide
    expect(estimateStrokeWidth(gray, 50, 50, 100)).toBe(5);
  });

  test('components: specks go, strokes stay, thin full-width lines go', () => {
    const width = 40;
    const mask = new Uint8Array(width * 10);
    mask[1 * width + 1] = 1; // a speck
    for (let x = 0; x < width; x++) mask[8 * width + x] = 1; // a line across the frame
    for (let x = 10; x < 20; x++) mask[4 * width + x] = 1; // a short stroke
    const kept = filterComponents(mask, width, 10, new Scratch(), {
      minArea: 3,
      maxLineThickness: 2,
    });
    expect(kept).toBe(10);
    expect(mask[1 * width + 1]).toBe(0);
    expect(mask[8 * width + 5]).toBe(0);
  });

  test('long lines: removed where thin, kept where a stroke crosses', () => {
    const width = 50;
    const height = 20;
    const mask = new Uint8Array(width * height);
    for (let x = 0; x < width; x++) mask[10 * width + x] = 1;
    for (let y = 2; y < 18; y++) mask[y * width + 25] = 1;
    removeLongLines(mask, width, height, 2);
    expect(mask[10 * width + 5]).toBe(0);
    expect(mask[10 * width + 25]).toBe(1);
    expect(mask[3 * width + 25]).toBe(1);
  });
});
