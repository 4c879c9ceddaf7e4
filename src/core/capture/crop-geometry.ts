// Crop rectangle geometry for the crop step: moving and resizing inside the picture, and
// following the picture through quarter turns. Pure; integer pixels of the (turned) picture.
import type { Rect } from './guide-box.ts';

export type QuarterTurns = 0 | 1 | 2 | 3;

export interface Size {
  width: number;
  height: number;
}

/** Which sides a drag moves: a corner moves two, an edge one, the body all four. */
export interface Edges {
  left: boolean;
  top: boolean;
  right: boolean;
  bottom: boolean;
}

export const ALL_EDGES: Edges = { left: true, top: true, right: true, bottom: true };

/** The picture's size after turning it clockwise by `turns` quarter turns. */
export function turnedSize(size: Size, turns: QuarterTurns): Size {
  return turns % 2 === 0 ? size : { width: size.height, height: size.width };
}

/**
 * The same area after the picture (of `size`, before this turn) turns one quarter clockwise:
 * a point (x, y) lands on (height − y, x).
 */
export function turnRectClockwise(rect: Rect, size: Size): Rect {
  return {
    x: size.height - (rect.y + rect.height),
    y: rect.x,
    width: rect.height,
    height: rect.width,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Rounds to whole pixels and keeps the rectangle inside the picture, at least `min` a side. */
export function fitRect(rect: Rect, bounds: Size, min = 1): Rect {
  const minW = Math.min(min, bounds.width);
  const minH = Math.min(min, bounds.height);
  const width = clamp(Math.round(rect.width), minW, bounds.width);
  const height = clamp(Math.round(rect.height), minH, bounds.height);
  return {
    x: clamp(Math.round(rect.x), 0, bounds.width - width),
    y: clamp(Math.round(rect.y), 0, bounds.height - height),
    width,
    height,
  };
}

/**
 * Drags the given sides by (dx, dy). Moving all four keeps the size (the body is dragged);
 * moving some resizes, never past the picture's edge nor below `min` pixels a side.
 */
export function dragRect(
  rect: Rect,
  edges: Edges,
  dx: number,
  dy: number,
  bounds: Size,
  min = 1,
): Rect {
  if (edges.left && edges.right && edges.top && edges.bottom) {
    return fitRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, bounds, min);
  }
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  const minW = Math.min(min, bounds.width);
  const minH = Math.min(min, bounds.height);
  if (edges.left) left = clamp(left + dx, 0, right - minW);
  if (edges.right) right = clamp(right + dx, left + minW, bounds.width);
  if (edges.top) top = clamp(top + dy, 0, bottom - minH);
  if (edges.bottom) bottom = clamp(bottom + dy, top + minH, bounds.height);
  return fitRect({ x: left, y: top, width: right - left, height: bottom - top }, bounds, min);
}

/** One arrow-key step: 1% of the picture's longer side, at least one pixel. */
export function keyStep(bounds: Size): number {
  return Math.max(1, Math.round(Math.max(bounds.width, bounds.height) / 100));
}

/** A crop of a picture: first turn it clockwise by quarter turns, then take `rect` from it. */
export interface Crop {
  rect: Rect;
  quarterTurns: QuarterTurns;
}
