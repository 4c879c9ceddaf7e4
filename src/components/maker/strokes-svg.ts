// The SVG of a drawn signature: the strokes themselves, one filled outline per stroke in the
// ink's colour (not a trace of the PNG), the viewBox the output's frame in pad units and the
// size the PNG's. One path per stroke: two strokes that cross must both stay filled, which
// one path could not promise under the nonzero rule. Pure.
import type { DrawnShape } from './stroke-geometry.ts';

const HEX = /^#[0-9a-f]{6}$/i;
const number = (value: number) => String(Math.round(value * 100) / 100);

export function strokesSvg(shape: DrawnShape, ink: string): string {
  if (!HEX.test(ink)) throw new RangeError(`The ink must be #rrggbb, got ${ink}`);
  const { frame, width, height } = shape;
  const viewBox = [frame.x, frame.y, frame.width, frame.height].map(number).join(' ');
  const paths = shape.paths
    .filter((d) => d !== '')
    .map((d) => `<path d="${d}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${viewBox}"><g fill="${ink}">${paths}</g></svg>`
  );
}
