import { describe, expect, test } from 'vitest';
import { judgeFrame } from './judge-frame.ts';
import { measureFrame, type FrameMeasures } from './frame-measures.ts';
import {
  boxBlur,
  shade,
  syntheticFrame,
  withGlare,
  withShadow,
  type Frame,
} from './synthetic-frame.test-helper.ts';
import {
  BLURRY_EDGE_WIDTH,
  BORDER_MIN_CROSSING_PX,
  DARK_PAPER_LEVEL,
  GLARE_MIN_SHARE,
  NO_SIGNATURE_INK_SHARE,
  SHADOW_MIN_DEPTH,
} from './thresholds.ts';

const measure = (f: Frame, previous: FrameMeasures | null = null) =>
  measureFrame(f.data, f.width, f.height, previous?.thumb ?? null);

const good = syntheticFrame();
const goodMeasures = measure(good);

describe('a sharp signature on evenly lit paper', () => {
  test('has ink, clear sides, bright paper, strong contrast, no shadow, sharp edges, no glare', () => {
    const m = goodMeasures;
    expect(m.inkShare).toBeGreaterThan(5 * NO_SIGNATURE_INK_SHARE);
    expect(Object.values(m.borderInk)).toEqual([0, 0, 0, 0]);
    expect(m.paperLevel).toBeGreaterThan(200);
    expect(m.contrast).toBeGreaterThan(120);
    expect(m.shadowDepth).toBeLessThan(0.1);
    expect(m.edgeWidth).toBeLessThan(3);
    expect(m.glareShare).toBe(0);
    expect(m.motion).toBeNaN(); // no previous frame
    expect(judgeFrame(m).problems).toEqual([]);
  });

  test('the ink share is close to the drawn coverage (sampling keeps thin strokes)', () => {
    let covered = 0;
    for (let i = 1; i < good.data.length; i += 4) covered += good.data[i] < 130 ? 1 : 0;
    const drawn = covered / (good.width * good.height);
    expect(goodMeasures.inkShare).toBeGreaterThan(drawn * 0.8);
    expect(goodMeasures.inkShare).toBeLessThan(drawn * 1.25);
  });
});

describe('each measure separates the fault from the good frame', () => {
  test('blank paper: no ink (noise and paper grain are not ink)', () => {
    const m = measure(syntheticFrame({ blank: true, noise: 8 }));
    expect(m.inkShare).toBeLessThan(NO_SIGNATURE_INK_SHARE / 4);
    expect(judgeFrame(m).hint).toBe('no-signature');
  });

  test('a signature pushed across the right and the top edge: those sides and only those', () => {
    const right = measure(syntheticFrame({ offsetX: 300 }));
    expect(right.borderInk.right).toBeGreaterThanOrEqual(BORDER_MIN_CROSSING_PX * 4);
    expect([right.borderInk.top, right.borderInk.bottom, right.borderInk.left]).toEqual([0, 0, 0]);
    expect(judgeFrame(right).touchedSides).toEqual(['right']);
    const top = measure(syntheticFrame({ offsetY: -200 }));
    expect(judgeFrame(top).touchedSides).toEqual(['top']);
  });

  test('a thin stroke cut by the bottom edge is found (the band is read at full resolution)', () => {
    const m = measure(syntheticFrame({ offsetY: 238, pen: 2 }));
    expect(judgeFrame(m).touchedSides).toContain('bottom');
  });

  test('too dark: the paper level falls under the limit, the good frame is far above it', () => {
    const m = measure(shade(good, () => 0.3));
    expect(m.paperLevel).toBeLessThan(DARK_PAPER_LEVEL);
    expect(goodMeasures.paperLevel).toBeGreaterThan(2 * DARK_PAPER_LEVEL);
    expect(judgeFrame(m).problems).toContain('too-dark');
  });

  test('a shadow over part of the paper is a shadow; the ink is not', () => {
    const m = measure(withShadow(good, 0.5));
    expect(m.shadowDepth).toBeGreaterThan(SHADOW_MIN_DEPTH + 0.1);
    expect(goodMeasures.shadowDepth).toBeLessThan(SHADOW_MIN_DEPTH / 3);
    // Ink is found under the shadow as well as beside it.
    expect(m.inkShare).toBeGreaterThan(goodMeasures.inkShare * 0.85);
    expect(judgeFrame(m).hint).toBe('shadow');
  });

  test('a gentle light gradient (a lamp to one side) is not a shadow', () => {
    const m = measure(shade(good, (u) => 1 - 0.2 * u));
    expect(m.shadowDepth).toBeLessThan(SHADOW_MIN_DEPTH);
  });

  test('blur: edges widen with the box filter whatever the contrast', () => {
    const blurred = measure(boxBlur(good, 7));
    expect(blurred.edgeWidth).toBeGreaterThan(BLURRY_EDGE_WIDTH);
    expect(goodMeasures.edgeWidth).toBeLessThan(BLURRY_EDGE_WIDTH - 1.5);
    // A faint, sharp pen is still sharp: the width does not follow contrast.
    const faint = measure(syntheticFrame({ ink: 150 }));
    expect(faint.contrast).toBeLessThan(goodMeasures.contrast / 2);
    expect(faint.edgeWidth).toBeLessThan(BLURRY_EDGE_WIDTH - 1.5);
    // Nor darkness: the same frame with half the light keeps its edges.
    expect(measure(shade(good, () => 0.5)).edgeWidth).toBeLessThan(BLURRY_EDGE_WIDTH - 1.5);
    expect(judgeFrame(blurred).hint).toBe('blurry');
  });

  test('blur in one direction only (a hand moving sideways) is caught', () => {
    const m = measure(boxBlur(good, 9, true));
    expect(m.edgeWidth).toBeGreaterThan(BLURRY_EDGE_WIDTH);
  });

  test('glare: a blown-out blob on the paper; evenly white paper is not glare', () => {
    const m = measure(withGlare(good, 0.2, 0.3, 0.15));
    expect(m.glareShare).toBeGreaterThan(GLARE_MIN_SHARE * 2);
    expect(judgeFrame(m).hint).toBe('glare');
    const white = measure(syntheticFrame({ paper: 252 }));
    expect(white.glareShare).toBe(0);
    expect(judgeFrame(white).problems).toEqual([]);
  });
});

describe('the usual guide box of a 1280×720 camera (768×256) and a 4K one (2304×768)', () => {
  test.each([
    [768, 256],
    [2304, 768],
  ])('%i×%i: good is ready, blurred is blurry, cut is touching', (width, height) => {
    const frame = syntheticFrame({ width, height, pen: 4 });
    expect(judgeFrame(measure(frame)).problems).toEqual([]);
    expect(judgeFrame(measure(boxBlur(frame, Math.round(width / 110) | 1))).hint).toBe('blurry');
    const cut = syntheticFrame({ width, height, offsetX: -width * 0.25 });
    expect(judgeFrame(measure(cut)).touchedSides).toEqual(['left']);
  });
});

describe('input checks', () => {
  test('names the bad value', () => {
    expect(() => measureFrame(new Uint8ClampedArray(10), 20, 20)).toThrow(/10 bytes for 20×20/);
    expect(() => measureFrame(new Uint8ClampedArray(4 * 8 * 8), 8, 8)).toThrow(/smaller than/);
    expect(() => measureFrame(new Uint8ClampedArray(4 * 400), 20.5, 20)).toThrow(/whole pixels/);
  });

  test('a uniform black frame is too dark, not an error', () => {
    const m = measureFrame(new Uint8ClampedArray(4 * 64 * 32), 64, 32);
    expect(judgeFrame(m).hint).toBe('too-dark');
  });
});
