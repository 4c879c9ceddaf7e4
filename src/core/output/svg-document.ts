// Writes the traced outlines of the ink as an SVG document: one path, filled in the ink's colour
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

/** The `d` of one closed outline, its coordinates divided by `scale` (the tracing bitmap's upsampling). */
export function outlineData(path: TracedPath, scale = 1): string {
  const { segments } = path;
  if (segments.length === 0) return '';
  const parts = [`M${format(segments[0].x1, scale)} ${format(segments[0].y1, scale)}`];
  for (const s of segments) {
    if (s.type === 'Q' && s.x3 !== undefined && s.y3 !== undefined) {
      parts.push(
        `Q${format(s.x2, scale)} ${format(s.y2, scale)} ${format(s.x3, scale)} ${format(s.y3, scale)}`,
      );
    } else {
      parts.push(`L${format(s.x2, scale)} ${format(s.y2, scale)}`);
    }
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
