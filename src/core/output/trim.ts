// Trim to the signature: the bounding box of the ink plus an even margin. Small components far
// from the main ink (specks the cleaner left, a dot of dust in a corner) do not stretch the box;
// small ones near it (the dot of an i, a broken stroke) do. Pure.
import type { PixelRect, RgbaPixels } from './image-types.ts';
import { inkComponents, type InkComponent } from './ink-components.ts';

export interface TrimOptions {
  /** A component with less than this fraction of all the ink is small. */
  speckFraction?: number;
  /** A small component joins the box when its gap to it is at most this fraction of the box's longer side. */
  nearFraction?: number;
  /** The margin: this fraction of the box's longer side… */
  marginFraction?: number;
  /** …but at least this many pixels. */
  minMargin?: number;
}

export const DEFAULT_TRIM_OPTIONS: Required<TrimOptions> = {
  speckFraction: 0.01,
  nearFraction: 0.15,
  marginFraction: 0.04,
  minMargin: 4,
};

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function grow(box: Box, c: Box): void {
  box.minX = Math.min(box.minX, c.minX);
  box.minY = Math.min(box.minY, c.minY);
  box.maxX = Math.max(box.maxX, c.maxX);
  box.maxY = Math.max(box.maxY, c.maxY);
}

/** The gap between two boxes along the axis where it is larger (0 when they overlap). */
function gap(a: Box, b: Box): number {
  const dx = Math.max(0, a.minX - b.maxX - 1, b.minX - a.maxX - 1);
  const dy = Math.max(0, a.minY - b.maxY - 1, b.minY - a.maxY - 1);
  return Math.max(dx, dy);
}

/** The ink's box without margin (inclusive bounds), or null when there is no ink. */
export function inkBox(components: readonly InkComponent[], options: TrimOptions = {}): Box | null {
  if (components.length === 0) return null;
  const speckFraction = options.speckFraction ?? DEFAULT_TRIM_OPTIONS.speckFraction;
  const nearFraction = options.nearFraction ?? DEFAULT_TRIM_OPTIONS.nearFraction;
  const total = components.reduce((sum, c) => sum + c.area, 0);
  const largest = components.reduce((a, b) => (b.area > a.area ? b : a));
  const box: Box = { ...largest };
  let small: InkComponent[] = [];
  for (const c of components) {
    if (c === largest) continue;
    if (c.area >= total * speckFraction) grow(box, c);
    else small.push(c);
  }
  // Each joined component can bring further ones within reach, so repeat until none joins.
  for (let joined = true; joined && small.length > 0;) {
    joined = false;
    const reach = nearFraction * Math.max(box.maxX - box.minX + 1, box.maxY - box.minY + 1);
    const far: InkComponent[] = [];
    for (const c of small) {
      if (gap(box, c) <= reach) {
        grow(box, c);
        joined = true;
      } else far.push(c);
    }
    small = far;
  }
  return box;
}

/** The rectangle to keep: the ink's box plus an even margin, clamped to the image; null without ink. */
export function trimRect(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: TrimOptions = {},
): PixelRect | null {
  const box = inkBox(inkComponents(data, width, height), options);
  if (!box) return null;
  const marginFraction = options.marginFraction ?? DEFAULT_TRIM_OPTIONS.marginFraction;
  const minMargin = options.minMargin ?? DEFAULT_TRIM_OPTIONS.minMargin;
  const side = Math.max(box.maxX - box.minX + 1, box.maxY - box.minY + 1);
  const margin = Math.max(minMargin, Math.round(side * marginFraction));
  const x = Math.max(0, box.minX - margin);
  const y = Math.max(0, box.minY - margin);
  return {
    x,
    y,
    width: Math.min(width, box.maxX + 1 + margin) - x,
    height: Math.min(height, box.maxY + 1 + margin) - y,
  };
}

/** Copies a rectangle of RGBA (which must lie inside the image) into a new image, or, `inPlace`,
 * to the start of `data` itself (each row moves back or stays: no row is overwritten before it
 * is moved), the image returned a view of it. */
export function cropRgba(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  rect: PixelRect,
  inPlace = false,
): RgbaPixels {
  const { x, y, width: w, height: h } = rect;
  if (
    ![x, y, w, h].every(Number.isInteger) ||
    x < 0 ||
    y < 0 ||
    w < 1 ||
    h < 1 ||
    x + w > width ||
    y + h > height
  ) {
    throw new RangeError(`cropRgba: ${w}×${h} at ${x},${y} is not inside ${width}×${height}`);
  }
  if (inPlace) {
    for (let row = 0; row < h; row++) {
      const from = ((y + row) * width + x) * 4;
      data.copyWithin(row * w * 4, from, from + w * 4);
    }
    const view = new Uint8ClampedArray(data.buffer, data.byteOffset, w * h * 4);
    return { data: view, width: w, height: h };
  }
  const out = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = ((y + row) * width + x) * 4;
    out.set(data.subarray(from, from + w * 4), row * w * 4);
  }
  return { data: out, width: w, height: h };
}
