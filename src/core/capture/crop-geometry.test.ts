import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  ALL_EDGES,
  dragRect,
  fitRect,
  keyStep,
  turnedSize,
  turnRectClockwise,
} from './crop-geometry.ts';

const bounds = { width: 400, height: 300 };

describe('turning', () => {
  test('the size swaps on odd turns', () => {
    expect(turnedSize(bounds, 0)).toEqual(bounds);
    expect(turnedSize(bounds, 1)).toEqual({ width: 300, height: 400 });
    expect(turnedSize(bounds, 2)).toEqual(bounds);
  });

  test('a rect in the top-left corner lands in the top-right corner after a clockwise turn', () => {
    const rect = { x: 0, y: 0, width: 40, height: 10 };
    // The turned picture is 300 wide: the top edge becomes the right edge.
    expect(turnRectClockwise(rect, bounds)).toEqual({ x: 290, y: 0, width: 10, height: 40 });
  });

  test('four turns bring any rect back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 399 }),
        fc.integer({ min: 0, max: 299 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        (x, y, w, h) => {
          const rect = fitRect({ x, y, width: w, height: h }, bounds);
          let turned = rect;
          let size = bounds;
          for (let i = 0; i < 4; i++) {
            turned = turnRectClockwise(turned, size);
            size = turnedSize(size, 1);
            expect(turned.x).toBeGreaterThanOrEqual(0);
            expect(turned.x + turned.width).toBeLessThanOrEqual(size.width);
          }
          expect(turned).toEqual(rect);
        },
      ),
    );
  });
});

describe('dragging', () => {
  const rect = { x: 100, y: 100, width: 100, height: 50 };

  test('the body moves without resizing and stops at the edges', () => {
    expect(dragRect(rect, ALL_EDGES, 20, -30, bounds)).toEqual({ ...rect, x: 120, y: 70 });
    expect(dragRect(rect, ALL_EDGES, 1000, 1000, bounds)).toEqual({
      ...rect,
      x: 300,
      y: 250,
    });
  });

  test('a corner resizes two sides; the opposite corner stays', () => {
    const edges = { left: false, top: false, right: true, bottom: true };
    expect(dragRect(rect, edges, 30, 20, bounds)).toEqual({
      x: 100,
      y: 100,
      width: 130,
      height: 70,
    });
    const topLeft = { left: true, top: true, right: false, bottom: false };
    expect(dragRect(rect, topLeft, -500, -500, bounds)).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 150,
    });
  });

  test('a side never crosses the other or shrinks below the minimum', () => {
    const left = { left: true, top: false, right: false, bottom: false };
    expect(dragRect(rect, left, 500, 0, bounds, 20)).toEqual({
      x: 180,
      y: 100,
      width: 20,
      height: 50,
    });
  });

  test('fitRect keeps any rect inside the picture', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: -10, max: 2000, noNaN: true }),
        fc.double({ min: -10, max: 2000, noNaN: true }),
        (x, y, width, height) => {
          const fitted = fitRect({ x, y, width, height }, bounds, 8);
          expect(fitted.x).toBeGreaterThanOrEqual(0);
          expect(fitted.y).toBeGreaterThanOrEqual(0);
          expect(fitted.width).toBeGreaterThanOrEqual(8);
          expect(fitted.x + fitted.width).toBeLessThanOrEqual(400);
          expect(fitted.y + fitted.height).toBeLessThanOrEqual(300);
        },
      ),
    );
  });

  test('an arrow step is 1% of the longer side', () => {
    expect(keyStep({ width: 8000, height: 6000 })).toBe(80);
    expect(keyStep({ width: 30, height: 20 })).toBe(1);
  });
});
