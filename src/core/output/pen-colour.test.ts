import { describe, expect, it } from 'vitest';
import type { Rgb } from './image-types.ts';
import { estimateInkColour } from './ink-colour.ts';
import { penColour } from './pen-colour.ts';
import { drawScene, ringStroke } from './synthetic-ink.test-helper.ts';

/** CIE L* of an sRGB colour (0 black – 100 white): how light the colour looks. */
function lightness({ r, g, b }: Rgb): number {
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}

/** Degrees between two colours as RGB vectors: hue and saturation, not brightness. */
function angle(a: Rgb, b: Rgb): number {
  const dot = a.r * b.r + a.g * b.g + a.b * b.b;
  const norms = Math.hypot(a.r, a.g, a.b) * Math.hypot(b.r, b.g, b.b);
  return (Math.acos(Math.min(1, dot / norms)) * 180) / Math.PI;
}

/**
 * A pen's rings on white paper, photographed with `exposure` (a phone exposing for a bright
 * scene makes the sheet grey) and `cast` per channel; the clean keeps the photo's colours
 * where the stroke covers half a pixel or more, as the cleaners do.
 */
function photographed(pen: Rgb, exposure: number, cast: Rgb = { r: 1, g: 1, b: 1 }) {
  const light = (c: Rgb) => ({
    r: c.r * exposure * cast.r,
    g: c.g * exposure * cast.g,
    b: c.b * exposure * cast.b,
  });
  const { source, mask } = drawScene({
    width: 240,
    height: 120,
    strokes: [ringStroke(70, 60, 35, 3.5), ringStroke(160, 60, 40, 3.5)],
    ink: light(pen),
    paperLeft: light({ r: 246, g: 246, b: 242 }),
    noise: 4,
  });
  const clean = new Uint8ClampedArray(source.length);
  for (let j = 0; j < source.length; j += 4) {
    if (mask[j + 3] === 255) clean.set([source[j], source[j + 1], source[j + 2], 255], j);
  }
  return { source, clean };
}

const BRIGHT_GREEN = { r: 40, g: 190, b: 80 };
/** The pen as it looks on the white sheet: its colour relative to the paper's. */
const onWhite = (pen: Rgb) => ({
  r: (pen.r * 255) / 246,
  g: (pen.g * 255) / 246,
  b: (pen.b * 255) / 242,
});

describe('penColour: the Original ink is the pen’s colour on white paper', () => {
  it('a bright green pen in a dim photo comes out bright green, not dark green', () => {
    const { source, clean } = photographed(BRIGHT_GREEN, 0.65);
    const truth = onWhite(BRIGHT_GREEN);
    // What the swatch showed before: the photo's own, darker green.
    const before = estimateInkColour(clean)!;
    expect(lightness(truth) - lightness(before)).toBeGreaterThan(15);
    const pen = penColour(clean, source, 240)!;
    expect(Math.abs(lightness(pen) - lightness(truth))).toBeLessThan(5);
    expect(angle(pen, truth)).toBeLessThan(5);
  });

  it.each([
    ['black', { r: 25, g: 25, b: 30 }],
    ['blue', { r: 25, g: 45, b: 140 }],
    ['red', { r: 200, g: 55, b: 60 }],
  ])('%s ink, well exposed or under warm light, keeps its lightness and hue', (_, ink) => {
    for (const [exposure, cast] of [
      [1, undefined],
      [0.8, { r: 1.1, g: 0.95, b: 0.7 }],
    ] as const) {
      const { source, clean } = photographed(ink, exposure, cast);
      const pen = penColour(clean, source, 240)!;
      const truth = onWhite(ink);
      expect(Math.abs(lightness(pen) - lightness(truth))).toBeLessThan(6);
      expect(angle(pen, truth)).toBeLessThan(6);
    }
  });

  it('a stroke running into a deep shadow keeps the pen’s colour (each stroke against its own paper)', () => {
    // Issue 23: the cleaner now finds strokes in shadows that keep a fifth to a third of the
    // light; read against the lit sheet's paper they made the Original ink far too dark.
    const { source, clean } = photographed(BRIGHT_GREEN, 1);
    for (let y = 0; y < 120; y++) {
      for (let x = 120; x < 240; x++) {
        for (let c = 0; c < 3; c++) {
          const j = (y * 240 + x) * 4 + c;
          source[j] *= 0.3;
          if (clean[j - c + 3] === 255) clean[j] = source[j];
        }
      }
    }
    const truth = onWhite(BRIGHT_GREEN);
    const pen = penColour(clean, source, 240)!;
    expect(Math.abs(lightness(pen) - lightness(truth))).toBeLessThan(6);
    expect(angle(pen, truth)).toBeLessThan(6);
  });

  it('no ink, no colour; a paper too dark to read leaves the ink as photographed', () => {
    const { source } = photographed(BRIGHT_GREEN, 1);
    expect(penColour(new Uint8ClampedArray(source.length), source, 240)).toBeNull();
    const dark = photographed(BRIGHT_GREEN, 0.15);
    expect(penColour(dark.clean, dark.source, 240)).toEqual(estimateInkColour(dark.clean, 0.1));
  });
});
