import { describe, expect, it } from 'vitest';
import { alphaBounds, strokeAdjustment, typedFrame } from './text-layout.ts';

/** A width × height RGBA image with alpha `a` at the given pixels. */
function image(width: number, height: number, inked: [number, number, number][]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y, a] of inked) data[(y * width + x) * 4 + 3] = a;
  return data;
}

describe('alphaBounds', () => {
  it('finds the box of every pixel with any ink, soft edges included', () => {
    expect(alphaBounds(image(1, 1, [[0, 0, 255]]), 1, 1)).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
    const data = image(10, 8, [
      [3, 2, 255],
      [7, 5, 1],
      [5, 6, 40],
    ]);
    expect(alphaBounds(data, 10, 8)).toEqual({ x: 3, y: 2, width: 5, height: 5 });
  });

  it('is null for a transparent image', () => {
    expect(alphaBounds(image(4, 4, []), 4, 4)).toBeNull();
  });

  it('refuses data of the wrong size', () => {
    expect(() => alphaBounds(new Uint8ClampedArray(12), 2, 2)).toThrow(/16 bytes/);
  });
});

describe('strokeAdjustment', () => {
  it('adds an outline for thicker, takes one away for thinner, nothing as made', () => {
    expect(strokeAdjustment(1, 200)).toBe(0);
    expect(strokeAdjustment(2, 200)).toBeCloseTo(10);
    expect(strokeAdjustment(0.5, 200)).toBeCloseTo(-5);
    expect(() => strokeAdjustment(0, 200)).toThrow(/positive/);
  });
});

describe('typedFrame', () => {
  const ink = { x: 100, y: 50, width: 600, height: 150 };

  it('trims to the ink with a margin of 4 % of its longer side', () => {
    expect(typedFrame(ink, true, 160)).toEqual({ x: 76, y: 26, width: 648, height: 198 });
    expect(typedFrame({ x: 5, y: 5, width: 20, height: 10 }, true, 160).x).toBe(-3);
  });

  it('otherwise frames a 3 : 1 area centred on the ink, with room around it', () => {
    const frame = typedFrame(ink, false, 160);
    expect(frame.width).toBe(3 * frame.height);
    expect(frame.height).toBeGreaterThanOrEqual(ink.height + 96);
    expect(frame.x).toBeLessThan(ink.x);
    expect(frame.x + frame.width).toBeGreaterThan(ink.x + ink.width);
    expect(frame.x + frame.width / 2).toBeCloseTo(ink.x + ink.width / 2, 0);
    expect(frame.y + frame.height / 2).toBeCloseTo(ink.y + ink.height / 2, 0);
  });
});
