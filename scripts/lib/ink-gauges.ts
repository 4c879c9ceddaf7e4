// The ink-colour gauges of the quality benchmark (docs/QUALITY.md): how far the output's
// Original ink is from the pen's own colour, in hue and in lightness.
import type { Rgb } from '../../src/core/output/image-types.ts';
import { penColour } from '../../src/core/output/pen-colour.ts';

/**
 * How far the output's Original ink colour (as the app reads it: penColour) is from the pen's
 * own colour, as the angle between the two RGB vectors in degrees — hue and saturation (warm
 * light turning blue ink grey-brown is 10–20°) — and as the difference of their CIE L*
 * lightness (0–100; a bright green pen come out dark green in a dim photo is 20 or more).
 */
export function inkGauges(
  output: Uint8ClampedArray,
  source: Uint8ClampedArray,
  width: number,
  pen: [number, number, number] | undefined,
): { inkAngle: number; inkLightness: number } {
  const ink = pen && penColour(output, source, width);
  if (!pen || !ink) return { inkAngle: NaN, inkLightness: NaN };
  const dot = ink.r * pen[0] + ink.g * pen[1] + ink.b * pen[2];
  const norms = Math.hypot(ink.r, ink.g, ink.b) * Math.hypot(...pen);
  const inkAngle = norms === 0 ? NaN : (Math.acos(Math.min(1, dot / norms)) * 180) / Math.PI;
  const penRgb = { r: pen[0], g: pen[1], b: pen[2] };
  return { inkAngle, inkLightness: Math.abs(lightness(ink) - lightness(penRgb)) };
}

/** CIE L* of an sRGB colour (0 black – 100 white). */
function lightness({ r, g, b }: Rgb): number {
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}
