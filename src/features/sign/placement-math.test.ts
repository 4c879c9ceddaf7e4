import { expect, test } from 'vitest';
import { keepOnPage, MIN_WIDTH, moveBy, placeAt, resizeBy } from './placement-math.ts';

const a4 = { width: 595, height: 842 };

test('a new signature is centred where it is placed, 150 pt wide with its aspect', () => {
  const p = placeAt(1, 0, a4, 300, 400, 3);
  expect(p).toEqual({ id: 1, pageIndex: 0, left: 225, top: 375, width: 150, height: 50 });
});

test('a signature placed at the edge is pulled back onto the page, room for the date kept', () => {
  const p = placeAt(1, 0, a4, 590, 840, 3, 20);
  expect(p.left).toBe(595 - 150);
  expect(p.top).toBe(842 - 50 - 20);
});

test('on a tiny page the signature shrinks to fit', () => {
  const p = placeAt(1, 0, { width: 100, height: 30 }, 50, 15, 3);
  expect(p.width).toBeLessThanOrEqual(90);
  expect(p.height).toBeLessThanOrEqual(30);
  expect(p.width / p.height).toBeCloseTo(3);
});

test('moving stops at the page edges', () => {
  const p = placeAt(1, 0, a4, 300, 400, 3);
  expect(moveBy(p, -1000, 0, a4).left).toBe(0);
  expect(moveBy(p, 0, 1000, a4).top).toBe(842 - 50);
  expect(moveBy(p, 4, -4, a4)).toMatchObject({ left: 229, top: 371 });
});

test('resizing keeps the aspect ratio and stays between the minimum and the page', () => {
  const p = placeAt(1, 0, a4, 300, 400, 3);
  const bigger = resizeBy(p, 30, a4);
  expect(bigger).toMatchObject({ left: 225, top: 375, width: 180, height: 60 });
  expect(resizeBy(p, -1000, a4).width).toBe(MIN_WIDTH);
  const widest = resizeBy(p, 10_000, a4);
  expect(widest.width).toBe(595);
  expect(widest.width / widest.height).toBeCloseTo(3);
  expect(keepOnPage(widest, a4)).toEqual(widest);
});
