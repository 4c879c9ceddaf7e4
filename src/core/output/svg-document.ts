// Writes the traced outlines of the ink as an SVG document: one path of smooth curves, filled in the ink's colour
// with the even-odd rule (so the holes of an "o" or a loop stay open whatever direction the
// tracer walked them), its viewBox the PNG's size in pixels. The tracer's shape types are
// declared here so this stays pure and testable without the tracer. Pure.
import type { Rgb } from './image-types.ts';
import { rgbToHex } from './ink-colour.ts';

export interface TracedSegment {
  type: 'L' | 'Q';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The end point of a quadratic segment ('Q'); a line ends at x2, y2. */
  x3?: number;
  y3?: number;
}

export interface TracedPath {
  segments: TracedSegment[];
}

const format = (value: number, scale: number) => String(Math.round((value / scale) * 100) / 100);

/** The outline's corner points in order: segment ends, and a curve's control point between. */
function controlPolygon(path: TracedPath): number[] {
  const { segments } = path;
  const points = [segments[0].x1, segments[0].y1];
  for (const s of segments) {
    if (s.type === 'Q' && s.x3 !== undefined && s.y3 !== undefined)
      points.push(s.x2, s.y2, s.x3, s.y3);
    else points.push(s.x2, s.y2);
  }
  // Closed: the last point repeats the first.
  const n = points.length;
  if (n > 2 && points[n - 2] === points[0] && points[n - 1] === points[1]) points.length = n - 2;
  return points;
}

/**
 * The `d` of one closed outline, its coordinates divided by `scale` (the tracing bitmap's
 * upsampling). The tracer's outline follows the pixel steps; drawn as a quadratic B-spline of its
 * corner points (through the midpoint of each side, bending at each corner) it becomes one smooth
 * curve that stays within half a side of the traced outline.
 */
export function outlineData(path: TracedPath, scale = 1): string {
  if (path.segments.length === 0) return '';
  const p = controlPolygon(path);
  const n = p.length / 2;
  const x = (i: number) => p[((i + n) % n) * 2];
  const y = (i: number) => p[((i + n) % n) * 2 + 1];
  const f = (value: number) => format(value, scale);
  if (n < 3) return `M${f(x(0))} ${f(y(0))}${n === 2 ? `L${f(x(1))} ${f(y(1))}` : ''}Z`;
  const parts = [`M${f((x(-1) + x(0)) / 2)} ${f((y(-1) + y(0)) / 2)}`];
  for (let i = 0; i < n; i++) {
    parts.push(`Q${f(x(i))} ${f(y(i))} ${f((x(i) + x(i + 1)) / 2)} ${f((y(i) + y(i + 1)) / 2)}`);
  }
  parts.push('Z');
  return parts.join('');
}

export function svgDocument(
  paths: readonly TracedPath[],
  width: number,
  height: number,
  fill: Rgb,
  scale = 1,
): string {
  const d = paths.map((path) => outlineData(path, scale)).join('');
  const shape = d ? `<path fill="${rgbToHex(fill)}" fill-rule="evenodd" d="${d}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>Signature</title>${shape}</svg>\n`
  );
}
