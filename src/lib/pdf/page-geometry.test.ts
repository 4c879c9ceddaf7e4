import { describe, expect, test } from 'vitest';
import {
  displayedSize,
  normalizeRotation,
  placeInUserSpace,
  toUserSpace,
  toViewSpace,
  uprightFrame,
  viewRectFromUser,
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

const rotations: Rotation[] = [0, 90, 180, 270];

describe('toViewSpace undoes toUserSpace', () => {
  // The CropBox-like box above (origin 30, 50) and a 200 × 200 inch page (14400 pt).
  const boxes = [box, { x: -20, y: 14_000, width: 14_400, height: 14_400 }];
  test.each(rotations)(
    'at %i°, for a box whose origin is not (0, 0) and a huge one',
    (rotation) => {
      for (const b of boxes) {
        const { width, height } = displayedSize(b, rotation);
        for (const [u, v] of [
          [0, 0],
          [width, height],
          [12.5, height - 3],
          [width / 3, 7],
        ]) {
          const user = toUserSpace(u, v, b, rotation);
          const back = toViewSpace(user.x, user.y, b, rotation);
          expect(back.u).toBeCloseTo(u, 9);
          expect(back.v).toBeCloseTo(v, 9);
        }
      }
    },
  );
});

test('a /Rect in user space lands where the page shows it, at every rotation', () => {
  // 100 × 20 at user (130, 650)…(230, 670): 100 right of the box's left edge, 180 below its top.
  const rect = [230, 650, 130, 670] as const; // corners in any order, as /Rect allows
  expect(viewRectFromUser(rect, box, 0)).toEqual({ left: 100, top: 180, width: 100, height: 20 });
  // Turned clockwise: the box's left edge is the top of the screen, its bottom edge the left.
  expect(viewRectFromUser(rect, box, 90)).toEqual({ left: 600, top: 100, width: 20, height: 100 });
  expect(viewRectFromUser(rect, box, 180)).toEqual({ left: 400, top: 600, width: 100, height: 20 });
  expect(viewRectFromUser(rect, box, 270)).toEqual({ left: 180, top: 400, width: 20, height: 100 });
});

test('a rectangle placed on screen and read back from user space is the same rectangle', () => {
  const rect = { left: 40, top: 70, width: 150, height: 50 };
  for (const rotation of rotations) {
    const a = toUserSpace(rect.left, rect.top, box, rotation);
    const b = toUserSpace(rect.left + rect.width, rect.top + rect.height, box, rotation);
    expect(viewRectFromUser([a.x, a.y, b.x, b.y], box, rotation)).toEqual(rect);
  }
});

describe('the upright frame maps local x right and y up onto the displayed page', () => {
  const rect = { left: 100, top: 200, width: 150, height: 50 };
  test.each(rotations)('at %i°', (rotation) => {
    const [a, b, c, d, e, f] = uprightFrame(rect, box, rotation);
    const apply = (x: number, y: number) => ({ x: a * x + c * y + e, y: b * x + d * y + f });
    // Local origin: the displayed bottom-left; local (w, h): the displayed top-right.
    expect(apply(0, 0)).toEqual(toUserSpace(100, 250, box, rotation));
    expect(apply(150, 50)).toEqual(toUserSpace(250, 200, box, rotation));
    expect(apply(150, 0)).toEqual(toUserSpace(250, 250, box, rotation));
    const placed = placeInUserSpace(rect, box, rotation);
    expect({ x: e, y: f }).toEqual({ x: placed.x, y: placed.y });
  });
});
