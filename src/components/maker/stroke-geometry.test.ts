import { describe, expect, it } from 'vitest';
import {
  BASE_STROKE_SIZE,
  OUTPUT_SCALE,
  PAD,
  WHOLE_PAD,
  drawnShape,
  outlineBounds,
  outlinePathData,
  outputFrame,
  outputSize,
  padPoint,
  strokeOutline,
  trimMargin,
  type Stroke,
} from './stroke-geometry.ts';

/** A mouse stroke: a straight line from (x0, y) to (x1, y), one point every `step` units. */
function line(x0: number, x1: number, y: number, step = 5): Stroke {
  const points = [];
  for (let x = x0; x <= x1; x += step) points.push({ x, y, pressure: 0.5 });
  return { points, pressure: false };
}

const widthAcross = (stroke: Stroke, factor: number, atX: number) => {
  const ys = strokeOutline(stroke, factor)
    .filter(([x]) => Math.abs(x - atX) < 3)
    .map(([, y]) => y);
  return Math.max(...ys) - Math.min(...ys);
};

describe('padPoint', () => {
  it('keeps points inside the pad and pressure within 0–1', () => {
    expect(padPoint(-20, 400, 1.5)).toEqual({ x: 0, y: PAD.height, pressure: 1 });
    expect(padPoint(950, -1, -0.2)).toEqual({ x: PAD.width, y: 0, pressure: 0 });
    expect(padPoint(10, 20, Number.NaN)).toEqual({ x: 10, y: 20, pressure: 0.5 });
  });

  it('refuses a point that is not a number', () => {
    expect(() => padPoint(Number.NaN, 3, 0.5)).toThrow(/finite/);
  });
});

describe('strokeOutline', () => {
  it('surrounds the stroke, about as wide as the stroke size', () => {
    const stroke = line(100, 400, 150);
    const bounds = outlineBounds([strokeOutline(stroke)])!;
    expect(bounds.x).toBeLessThan(105);
    expect(bounds.x + bounds.width).toBeGreaterThan(395);
    const width = widthAcross(stroke, 1, 250);
    expect(width).toBeGreaterThan(BASE_STROKE_SIZE * 0.3);
    expect(width).toBeLessThanOrEqual(BASE_STROKE_SIZE * 1.01);
  });

  it('scales the width with the thickness factor: half to twice', () => {
    // A pen at constant pressure: no speed-simulated thinning, so the widths compare exactly.
    const stroke: Stroke = { ...line(100, 400, 150), pressure: true };
    const usual = widthAcross(stroke, 1, 250);
    expect(widthAcross(stroke, 0.5, 250)).toBeCloseTo(usual / 2, 1);
    expect(widthAcross(stroke, 2, 250)).toBeCloseTo(usual * 2, 1);
  });

  it('follows a pen’s pressure', () => {
    const light = line(100, 400, 150);
    const hard = line(100, 400, 150);
    const at = (pressure: number, s: Stroke): Stroke => ({
      pressure: true,
      points: s.points.map((p) => ({ ...p, pressure })),
    });
    expect(widthAcross(at(0.9, hard), 1, 250)).toBeGreaterThan(
      widthAcross(at(0.2, light), 1, 250) * 1.5,
    );
  });

  it('draws a dot for a single point (a tap)', () => {
    const dot = strokeOutline({ points: [{ x: 50, y: 50, pressure: 0.5 }], pressure: false });
    const bounds = outlineBounds([dot])!;
    expect(bounds.width).toBeGreaterThan(1);
    expect(bounds.height).toBeGreaterThan(1);
  });

  it('refuses a thickness factor that is not positive', () => {
    expect(() => strokeOutline(line(0, 10, 10), 0)).toThrow(/positive/);
  });
});

describe('outlinePathData', () => {
  it('is one closed quadratic B-spline: from side middle to side middle, bending at each point', () => {
    const square = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ] as const;
    expect(outlinePathData(square)).toBe('M0 5Q0 0 5 0Q10 0 10 5Q10 10 5 10Q0 10 0 5Z');
  });

  it('rounds to hundredths and handles tiny outlines', () => {
    expect(outlinePathData([])).toBe('');
    expect(outlinePathData([[1.23456, 2]])).toBe('M1.23 2Z');
    expect(
      outlinePathData([
        [0, 0],
        [1, 1],
      ]),
    ).toBe('M0 0L1 1Z');
  });
});

describe('frames', () => {
  it('has no frame without ink', () => {
    expect(outlineBounds([])).toBeNull();
    expect(outputFrame([], true)).toBeNull();
    expect(drawnShape([], 1, true)).toBeNull();
  });

  it('trims to the ink with a margin of 4 % of its longer side, at least 4 units', () => {
    const box = { x: 100, y: 50, width: 500, height: 100 };
    expect(trimMargin(box)).toBe(20);
    expect(trimMargin({ ...box, width: 20, height: 10 })).toBe(4);
    const polygon = [
      [100, 50],
      [600, 50],
      [600, 150],
      [100, 150],
    ] as const;
    expect(outputFrame([polygon], true)).toEqual({ x: 80, y: 30, width: 540, height: 140 });
    expect(outputFrame([polygon], false)).toEqual(WHOLE_PAD);
  });

  it('gives the output twice the pad units in pixels, rounded up', () => {
    expect(outputSize(WHOLE_PAD)).toEqual({
      width: PAD.width * OUTPUT_SCALE,
      height: PAD.height * OUTPUT_SCALE,
    });
    expect(outputSize({ x: 3, y: 4, width: 10.2, height: 0.1 })).toEqual({ width: 21, height: 1 });
  });

  it('makes one path per stroke, framed around all of them', () => {
    const shape = drawnShape([line(100, 300, 100), line(400, 700, 200)], 1, true)!;
    expect(shape.paths).toHaveLength(2);
    for (const d of shape.paths)
      expect(d).toMatch(/^M[\d.]+ [\d.]+(Q[\d.]+ [\d.]+ [\d.]+ [\d.]+)+Z$/);
    expect(shape.frame.x).toBeLessThan(100);
    expect(shape.frame.x + shape.frame.width).toBeGreaterThan(700);
    expect(shape.frame.y).toBeLessThan(100);
    expect(shape.frame.y + shape.frame.height).toBeGreaterThan(200);
    expect(shape.width).toBe(Math.ceil(shape.frame.width * OUTPUT_SCALE));
    const whole = drawnShape([line(100, 300, 100)], 1, false)!;
    expect(whole.frame).toEqual(WHOLE_PAD);
    expect([whole.width, whole.height]).toEqual([1800, 600]);
  });
});
