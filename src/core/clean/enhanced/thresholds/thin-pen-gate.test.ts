import { describe, expect, test } from 'vitest';
import { thinPenGate } from './thin-pen-gate.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { ABLATIONS, paramsWith } from '../../../../../scripts/lib/enhanced-ablations.ts';

const GATE = ENHANCED_PARAMS.thresholds.thinPen;
/** The gate without its allowance for a blurred pen. */
const NO_ALLOWANCE = {
  params: paramsWith({ thresholds: { thinPen: { ...GATE, blurAllowance: 1 } } }),
};
import { cleanEnhanced } from '../enhanced-clean.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

// A camera's blur twice ([1 4 6 4 1] / 16 each way) across a 3 px pen: the pen covers 1/16,
// 5/16, 11/16, 15/16, 11/16, 5/16, 1/16 of seven rows; its footprint is the middle three.
const BLURRED = [1, 5, 11, 15, 11, 5, 1].map((c) => c / 16);
// A 4 px pen under four passes of that blur (σ about 1.4 px; [1 8 28 56 70 56 28 8 1] / 256):
// the runs measure it 6 px wide.
const BLURRED_4 = [1, 9, 37, 93, 162, 210, 210, 162, 93, 37, 9, 1].map((c) => c / 256);
// A sharp 5 px pen: five rows fully covered.
const SHARP = [0, 1, 1, 1, 1, 1, 0];
const [WIDTH, HEIGHT] = [600, 300];
const TOPS = [60, 140, 220];

/** Three bars `length` px long, their darkness rising along them (the pen's pressure), on paper
 * at 245 with a little grain; the grey image and its RGBA. */
function bars(profile: number[], length: number) {
  let seed = 7;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const grey = new Uint8Array(WIDTH * HEIGHT);
  const rgba = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let cover = 0;
      for (const top of TOPS) {
        const d = y - top;
        if (x >= 60 && x < 60 + length && d >= 0 && d < profile.length) cover = profile[d];
      }
      const dark = 110 + 120 * ((x - 60) / length);
      const v = Math.round(245 - cover * dark + 8 * (next() + next() + next() - 1.5));
      grey[y * WIDTH + x] = v;
      rgba.set([v, v, v, 255], (y * WIDTH + x) * 4);
    }
  }
  return { grey, rgba };
}

/** The cleaned ink of pen bars (`pen` px wide, `length` long) against their footprint: the
 * relative error with the blur allowance, and the ratio without it. */
function footprintRatios(profile: number[], pen: number, length: number) {
  const { rgba } = bars(profile, length);
  const footprint = TOPS.length * pen * length;
  const result = cleanEnhanced(rgba, WIDTH, HEIGHT);
  const without = cleanEnhanced(rgba, WIDTH, HEIGHT, {}, NO_ALLOWANCE);
  return {
    error: Math.abs(result.inkPixels - footprint) / footprint,
    without: without.inkPixels / footprint,
  };
}

describe('the thin-pen gate, with its allowance for a blurred pen', () => {
  test('reads the edges only within the allowance', () => {
    const { grey } = bars(BLURRED, 420);
    // A histogram whose dark class (at or below 200) covers `share` of the sheet.
    const pass = (stroke: number, share: number, image = grey) => {
      const histogram = new Uint32Array(256);
      histogram[100] = Math.round(share * 10000);
      histogram[250] = 10000 - histogram[100];
      return thinPenGate(image, WIDTH, HEIGHT, histogram, 200, stroke, new Scratch());
    };
    expect(pass(4, 0.02)).toBe(true);
    // A fine pen passes whatever its share (a small crop of a signature); a wider one does not.
    expect(pass(ENHANCED_PARAMS.edges.finePen, 0.1)).toBe(true);
    expect(pass(ENHANCED_PARAMS.edges.finePen + 1, 0.1)).toBe(false);
    expect(pass(4, GATE.inkShare * GATE.blurAllowance)).toBe(false);
    expect(pass(7, 0.01)).toBe(false);
    // Blurred twice, the edges spread over about 2.4 px: over half of a 4 px stroke (a share over
    // the gate passes), not of a 6 px one (a width over the gate does not).
    expect(pass(4, 0.027)).toBe(true);
    expect(pass(6, 0.01)).toBe(false);
    // The sharp pen's edges are one step: not blurred.
    expect(pass(5, 0.027, bars(SHARP, 340).grey)).toBe(false);
  });

  test('a sparse pen blurred twice, its rim just over the gate, keeps its footprint', () => {
    // Otsu's dark class holds the rim rows too: 2.5–2.6% of the sheet, over the gate, where
    // the strokes' cores alone are under it. Without the allowance the rim stays (4.5k pixels
    // for a footprint of 3.8k: 20% too many); with it the thin-pen path cuts it.
    const { error, without } = footprintRatios(BLURRED, 3, 420);
    expect(error).toBeLessThan(0.12);
    expect(without).toBeGreaterThan(1.15);
  });

  test('a sparse 4 px pen under a wider blur, measured 6 px, keeps its footprint', () => {
    // Its ink covers 1% of the sheet, but its strokes measure over the gate's 5 px: without the
    // allowance Otsu's level keeps the rim (40% too many pixels).
    const { error, without } = footprintRatios(BLURRED_4, 4, 200);
    expect(error).toBeLessThan(0.12);
    expect(without).toBeGreaterThan(1.3);
  });

  test('a sharp pen in the same band of ink keeps Otsu’s level', () => {
    // A scanned page's sharp strokes (2014-H08: 2.72% of the sheet) have a truth that counts
    // their pale edges; their edges spread over a pixel or two, not half the stroke.
    const { rgba } = bars(SHARP, 340);
    const result = cleanEnhanced(rgba, WIDTH, HEIGHT);
    expect(result.threshold).toBe(cleanEnhanced(rgba, WIDTH, HEIGHT, {}, NO_ALLOWANCE).threshold);
    expect(result.threshold).toBe(
      cleanEnhanced(rgba, WIDTH, HEIGHT, {}, ABLATIONS['no-thin-pen']).threshold,
    );
  });
});
