import { describe, expect, test } from 'vitest';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { MIN_EDGES } from '../../../guidance/thresholds.ts';
import {
  cutBlurredStrokes,
  cutToFootprint,
  footprintShare,
  isBlurry,
  measureStrokeBlur,
} from './stroke-blur.ts';
import { ABLATIONS } from '../../../../../scripts/lib/enhanced-ablations.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

/** erf, Abramowitz–Stegun 7.1.26. */
function erf(x: number): number {
  const k = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly =
    ((((1.061405429 * k - 1.453152027) * k + 1.421413741) * k - 0.284496736) * k + 0.254829592) * k;
  return Math.sign(x) * (1 - poly * Math.exp(-x * x));
}

/** The share of a band `pen` px wide (blurred by a Gaussian of σ) at x from its middle. */
const blurredBand = (x: number, pen: number, sigma: number) =>
  0.5 * (erf((x + pen / 2) / (sigma * Math.SQRT2)) - erf((x - pen / 2) / (sigma * Math.SQRT2)));

/**
 * Rings of pen strokes `pen` px wide (radius 25 px, 80 px apart), `dark` levels dark on paper
 * 255, blurred by σ across the stroke. With `crossings`, 2 × 2 pixels at each ring's top have the
 * ink's full darkness (where strokes cross, a blurred pen still shows it). Returns the normalised grey and the
 * footprint.
 */
function strokes(pen: number, sigma: number, dark = 200, crossings = false) {
  const [width, height] = [400, 240];
  const normalised = new Uint8Array(width * height);
  const footprint = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const cx = 40 + 80 * Math.floor(x / 80);
      const cy = 40 + 80 * Math.floor(y / 80);
      const d = Math.hypot(x - cx, y - cy) - 25;
      normalised[y * width + x] = Math.round(255 - dark * blurredBand(d, pen, sigma));
      footprint[y * width + x] = Math.abs(d) < pen / 2 ? 1 : 0;
    }
  }
  for (let cy = 40; crossings && cy < height; cy += 80) {
    for (let cx = 40; cx < width; cx += 80) {
      for (const [u, v] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        normalised[(cy - 25 + v) * width + cx + u] = 255 - dark;
      }
    }
  }
  return { normalised, footprint, width, height };
}

const maskAt = (normalised: Uint8Array, level: number) =>
  Uint8Array.from(normalised, (v) => (v <= level ? 1 : 0));

const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);

describe('footprintShare', () => {
  test('half the peak for a stroke far wider than its blur, more as the blur widens', () => {
    expect(footprintShare(1)).toBeCloseTo(0.5, 2);
    expect(footprintShare(0.7)).toBeGreaterThan(footprintShare(0.9));
    expect(footprintShare(0.3)).toBeGreaterThan(0.9);
  });
});

describe('cutBlurredStrokes', () => {
  test('a 5 px pen under σ 3 px, cut at its own contrast, comes out about 5 px wide', () => {
    const { normalised, footprint, width, height } = strokes(5, 3, 200, true);
    // The rims a sharp picture would get: 45% of each stroke's peak.
    const peak = 200 * blurredBand(0, 5, 3);
    const mask = maskAt(normalised, Math.round(255 - 0.45 * peak));
    const before = count(mask);
    const share = cutBlurredStrokes(normalised, width, height, mask, 10, new Scratch());
    expect(share).toBeGreaterThan(0.7);
    const truth = count(footprint);
    expect(before).toBeGreaterThan(1.6 * truth);
    expect(count(mask)).toBeGreaterThan(0.85 * truth);
    expect(count(mask)).toBeLessThan(1.15 * truth);
  });

  test("a dark strip along the edge, no stroke, does not set the ink's full darkness", () => {
    const plain = strokes(5, 3, 200, true);
    const striped = strokes(5, 3, 200, true);
    for (let y = 0; y < striped.height; y++)
      striped.normalised.fill(5, y * striped.width, y * striped.width + 6);
    const level = Math.round(255 - 0.45 * 200 * blurredBand(0, 5, 3));
    const plainMask = maskAt(plain.normalised, level);
    const stripedMask = maskAt(striped.normalised, level);
    const share = cutBlurredStrokes(
      plain.normalised,
      plain.width,
      plain.height,
      plainMask,
      10,
      new Scratch(),
    );
    expect(
      cutBlurredStrokes(
        striped.normalised,
        striped.width,
        striped.height,
        stripedMask,
        10,
        new Scratch(),
      ),
    ).toBe(share);
  });

  test('a sharp picture is not cut', () => {
    const { normalised, width, height } = strokes(5, 0.8);
    const mask = maskAt(normalised, 150);
    const copy = mask.slice();
    const blur = measureStrokeBlur(normalised, width, height, mask, new Scratch());
    expect(blur.count).toBeGreaterThan(0);
    expect(isBlurry(blur, width)).toBe(false);
    expect(cutBlurredStrokes(normalised, width, height, mask, 6, new Scratch())).toBeNull();
    expect(cutBlurredStrokes(normalised, width, height, mask, 4, new Scratch())).toBeNull();
    expect(mask).toEqual(copy);
  });

  test('the blur is read as the live judge reads it: in its steps across a wide picture', () => {
    const blur = { edgeWidth: 6, halfWidth: 9, widthShare: 0.6, count: 100 };
    expect(isBlurry(blur, 1280)).toBe(true);
    expect(isBlurry(blur, 4000)).toBe(false);
    // The judge reads a 1900 px box at every pixel (its step rounds 1.48 to 1): so does the cut.
    expect(isBlurry(blur, 1900)).toBe(true);
  });

  test('too few profiles for a median are no measure, as the judge needs MIN_EDGES edges', () => {
    // Two edges a profile: a broad marker's stripes left one whole profile on a sharp frame.
    const few = { edgeWidth: 6, halfWidth: 9, widthShare: 0.6, count: MIN_EDGES / 2 - 1 };
    expect(isBlurry(few, 1280)).toBe(false);
    expect(isBlurry({ ...few, count: MIN_EDGES / 2 }, 1280)).toBe(true);
  });
});

describe('cutToFootprint', () => {
  test("keeps what a square window's darkest pixel says, at any radius and odd sizes", () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) / 16777216;
    for (const [width, height, radius] of [
      [1, 1, 2],
      [13, 7, 1],
      [31, 17, 4],
      [20, 45, 9],
      [9, 9, 30],
    ]) {
      const normalised = Uint8Array.from({ length: width * height }, () =>
        Math.floor(random() * 256),
      );
      const mask = Uint8Array.from(normalised, (v) => (v < 200 ? 1 : 0));
      const expected = mask.slice();
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let min = 255;
          for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++)
            for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++)
              min = Math.min(min, normalised[v * width + u]);
          if (255 - normalised[y * width + x] < 0.7 * (255 - min)) expected[y * width + x] = 0;
        }
      }
      cutToFootprint(normalised, width, height, mask, 0.7, radius, new Scratch());
      expect(mask, `${width}×${height} r${radius}`).toEqual(expected);
    }
  });
});

describe('cleanEnhanced on a blurred capture', () => {
  test('strokes come out about as wide as the pen, not as the blur', () => {
    const { normalised, footprint, width, height } = strokes(5, 3, 215, true);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.fill(normalised[i], 4 * i, 4 * i + 3);
      rgba[4 * i + 3] = 255;
    }
    const cut = cleanEnhanced(rgba, width, height);
    const kept = cleanEnhanced(rgba, width, height, {}, ABLATIONS['no-blur-cut']);
    const truth = count(footprint);
    // Without the cut the strokes are about twice the pen's width.
    expect(kept.inkPixels).toBeGreaterThan(1.6 * truth);
    expect(cut.inkPixels).toBeLessThan(1.3 * truth);
    expect(cut.inkPixels).toBeGreaterThan(0.7 * truth);
  });
});
