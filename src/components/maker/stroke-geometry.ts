// A drawn signature's geometry: the strokes as recorded on the pad (in pad units, so a stroke
// keeps its place when the pad is resized or the phone turned), their smoothed outlines
// (perfect-freehand), the SVG path data of each outline, and the frame the output shows (the
// ink plus a margin, or the whole pad). The PNG and the SVG are both drawn from this path
// data, so they agree. Pure: no DOM.
import { getStroke } from 'perfect-freehand';

/** The pad's own coordinates: 3 : 1, whatever its size on screen. */
export const PAD = { width: 900, height: 300 } as const;

/** A stroke's width at thickness factor 1, in pad units (1 % of the pad's width). */
export const BASE_STROKE_SIZE = 9;

/** Output pixels per pad unit: the whole pad is 1800 × 600 px, twice a desktop pad's size. */
export const OUTPUT_SCALE = 2;

/** One recorded point; `pressure` is 0–1 (0.5 where the device reports none). */
export interface StrokePoint {
  x: number;
  y: number;
  pressure: number;
}

export interface Stroke {
  points: readonly StrokePoint[];
  /** The device reported real pressure (a pen); otherwise it is simulated from speed. */
  pressure: boolean;
}

/** A rectangle in pad units. */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE_PAD: Frame = { x: 0, y: 0, width: PAD.width, height: PAD.height };

type Polygon = readonly (readonly [number, number])[];

/** A point from the pad, kept inside it (pointer capture reports points beyond its edges). */
export function padPoint(x: number, y: number, pressure: number): StrokePoint {
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    throw new RangeError(`A stroke point needs finite coordinates, got ${x}, ${y}`);
  }
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x: clamp(x, PAD.width),
    y: clamp(y, PAD.height),
    pressure: Number.isFinite(pressure) ? clamp(pressure, 1) : 0.5,
  };
}

/** The stroke's outline as a polygon, smoothed, its width following the pressure. */
export function strokeOutline(stroke: Stroke, thicknessFactor = 1, complete = true): Polygon {
  if (!(thicknessFactor > 0)) {
    throw new RangeError(`The thickness factor must be positive, got ${thicknessFactor}`);
  }
  return getStroke(
    stroke.points.map((p) => [p.x, p.y, p.pressure]),
    {
      size: BASE_STROKE_SIZE * thicknessFactor,
      thinning: 0.6,
      smoothing: 0.5,
      streamline: 0.45,
      simulatePressure: !stroke.pressure,
      last: complete,
    },
  );
}

const round = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The SVG path data of a closed outline: a quadratic B-spline of its points (from the middle of
 * each side to the next, bending at each point), so the edge is smooth rather than a polygon's
 * and stays within the outline's points.
 */
export function outlinePathData(polygon: Polygon): string {
  const n = polygon.length;
  if (n === 0) return '';
  const xy = ([x, y]: readonly [number, number]) => `${round(x)} ${round(y)}`;
  if (n < 3) return `M${polygon.map(xy).join('L')}Z`;
  const mid = (i: number): [number, number] => {
    const [ax, ay] = polygon[i % n];
    const [bx, by] = polygon[(i + 1) % n];
    return [(ax + bx) / 2, (ay + by) / 2];
  };
  const parts = [`M${xy(mid(n - 1))}`];
  for (let i = 0; i < n; i++) parts.push(`Q${xy(polygon[i])} ${xy(mid(i))}`);
  return `${parts.join('')}Z`;
}

/** The smallest box around the outlines, or null when there is nothing drawn. */
export function outlineBounds(polygons: readonly Polygon[]): Frame | null {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons)
    for (const [x, y] of polygon) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  if (minX > maxX) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The margin around trimmed ink: 4 % of the ink's longer side, at least `min` units. */
export function trimMargin(bounds: Frame, min = 4): number {
  return Math.max(min, 0.04 * Math.max(bounds.width, bounds.height));
}

/** What the output shows: the ink and a margin (trim), or the whole pad (null without ink). */
export function outputFrame(polygons: readonly Polygon[], trim: boolean): Frame | null {
  const bounds = outlineBounds(polygons);
  if (!bounds) return null;
  if (!trim) return WHOLE_PAD;
  const margin = trimMargin(bounds);
  return {
    x: bounds.x - margin,
    y: bounds.y - margin,
    width: bounds.width + 2 * margin,
    height: bounds.height + 2 * margin,
  };
}

/** The output's size in pixels for a frame. */
export function outputSize(frame: Frame, scale = OUTPUT_SCALE): { width: number; height: number } {
  return {
    width: Math.max(1, Math.ceil(frame.width * scale)),
    height: Math.max(1, Math.ceil(frame.height * scale)),
  };
}

/** What both outputs are drawn from: one closed path per stroke, and the frame. */
export interface DrawnShape {
  paths: string[];
  frame: Frame;
  width: number;
  height: number;
}

/** The strokes as the output draws them; null when nothing is drawn. */
export function drawnShape(
  strokes: readonly Stroke[],
  thicknessFactor: number,
  trim: boolean,
): DrawnShape | null {
  const polygons = strokes.map((stroke) => strokeOutline(stroke, thicknessFactor));
  const frame = outputFrame(polygons, trim);
  if (!frame) return null;
  return { paths: polygons.map(outlinePathData), frame, ...outputSize(frame) };
}
