import { describe, expect, test } from 'vitest';
import {
  displayedSize,
  normalizeRotation,
  placeInUserSpace,
  toUserSpace,
  visibleBox,
  type Rotation,
} from './page-geometry.ts';

// A box whose origin is not (0, 0), as a CropBox often is.
const box = { x: 30, y: 50, width: 600, height: 800 };

test('normalizes any multiple of 90 degrees, negative ones too', () => {
  expect([0, 90, 180, 270, 360, 450, -90, -180].map(normalizeRotation)).toEqual([
    0, 90, 180, 270, 0, 90, 270, 180,
  ]);
});

test('the displayed size swaps at quarter turns', () => {
  expect(displayedSize(box, 0)).toEqual({ width: 600, height: 800 });
  expect(displayedSize(box, 90)).toEqual({ width: 800, height: 600 });
  expect(displayedSize(box, 270)).toEqual({ width: 800, height: 600 });
});

describe('the displayed top-left corner is the corner the rotation brings there', () => {
  const cases: [Rotation, { x: number; y: number }][] = [
    [0, { x: 30, y: 850 }], // upper-left of the box
    [90, { x: 30, y: 50 }], // lower-left turned clockwise to the top-left
    [180, { x: 630, y: 50 }], // lower-right
    [270, { x: 630, y: 850 }], // upper-right
  ];
  test.each(cases)('at %i°', (rotation, corner) => {
    expect(toUserSpace(0, 0, box, rotation)).toEqual(corner);
  });
});

test('every displayed corner maps onto a box corner, at every rotation', () => {
  for (const rotation of [0, 90, 180, 270] as Rotation[]) {
    const { width, height } = displayedSize(box, rotation);
    const corners = [
      [0, 0],
      [width, 0],
      [0, height],
      [width, height],
    ].map(([u, v]) => toUserSpace(u, v, box, rotation));
    const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;
    expect(new Set(corners.map(key))).toEqual(new Set(['30,50', '630,50', '30,850', '630,850']));
  }
});

test('an image is anchored at its displayed bottom-left and turned back upright', () => {
  const rect = { left: 100, top: 200, width: 150, height: 50 };
  expect(placeInUserSpace(rect, box, 0)).toEqual({
    x: 130,
    y: 600,
    width: 150,
    height: 50,
    rotate: 0,
  });
  // At 90° the displayed bottom-left (u 100, v 250) is user (30 + 250, 50 + 100); the image's
  // width then runs along +y and its height along −x, covering x 230…280 and y 150…300.
  expect(placeInUserSpace(rect, box, 90)).toEqual({
    x: 280,
    y: 150,
    width: 150,
    height: 50,
    rotate: 90,
  });
});

test('the visible box is the CropBox clipped to the MediaBox', () => {
  const media = { x: 0, y: 0, width: 612, height: 792 };
  expect(visibleBox(media, { x: 36, y: -10, width: 700, height: 400 })).toEqual({
    x: 36,
    y: 0,
    width: 576,
    height: 390,
  });
  // A CropBox outside the MediaBox is ignored, as viewers do.
  expect(visibleBox(media, { x: 700, y: 0, width: 10, height: 10 })).toEqual(media);
});
