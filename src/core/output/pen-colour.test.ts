import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rgb } from './image-types.ts';
import { estimateInkColour } from './ink-colour.ts';
import { MAX_PAPER_GAIN, PAPER_BLOCK_SHARE, PEN_SHARE, UNIFORM, penColour } from './pen-colour.ts';
import { MIN_PAPER_GREY, paperColourOfRgba } from './white-balance.ts';
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

/**
 * penColour as first written, pixel by pixel and block by block: each block's paper mean, then
 * the mean colour of its paper at least that bright, then the lifted solid ink. The product's
 * one pass (the paper counted by level) must give the very same colour.
 */
function plainPenColour(clean: Uint8ClampedArray, source: Uint8ClampedArray, width: number) {
  const height = clean.length / 4 / width;
  let anyInk = false;
  for (let j = 3; j < clean.length; j += 4) anyInk ||= clean[j] !== 0;
  if (!anyInk) return null;
  const whole = paperColourOfRgba(source, clean, width * height);
  if (!whole || 0.299 * whole.r + 0.587 * whole.g + 0.114 * whole.b < MIN_PAPER_GREY) {
    return estimateInkColour(clean, PEN_SHARE);
  }
  const block = Math.max(16, Math.round(PAPER_BLOCK_SHARE * Math.max(width, height)));
  const columns = Math.ceil(width / block);
  const blocks = columns * Math.ceil(height / block);
  const colour = new Float32Array(blocks * 3);
  const uniform = new Uint8Array(blocks);
  const blockOf = (x: number, y: number) => Math.floor(y / block) * columns + Math.floor(x / block);
  const paperIn = (b: number) => {
    const list = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const j = (y * width + x) * 4;
        if (blockOf(x, y) === b && clean[j + 3] === 0) list.push([...source.subarray(j, j + 3)]);
      }
    return list;
  };
  for (let b = 0; b < blocks; b++) {
    const paper = paperIn(b);
    const mean = paper.reduce((s, [r, g, bl]) => s + r + g + bl, 0) / paper.length;
    const brighter = paper.filter(([r, g, bl]) => r + g + bl >= mean);
    const sum = (c: number) => brighter.reduce((s, pixel) => s + pixel[c], 0);
    const own = paper.length >= (block * block) / 8 && brighter.length > 0;
    const brightMean = (sum(0) + sum(1) + sum(2)) / brighter.length;
    uniform[b] = own && mean >= UNIFORM * brightMean ? 1 : 0;
    colour.set(
      own ? [0, 1, 2].map((c) => sum(c) / brighter.length) : [whole.r, whole.g, whole.b],
      b * 3,
    );
  }
  const gain = (value: number) => Math.min(MAX_PAPER_GAIN, 255 / Math.max(1, value));
  const lifted: number[][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const j = (y * width + x) * 4;
      const b = blockOf(x, y);
      if (clean[j + 3] !== 255 || (uniform.includes(1) && !uniform[b])) continue;
      lifted.push([0, 1, 2].map((c) => Math.min(255, source[j + c] * gain(colour[b * 3 + c]))));
    }
  if (lifted.length === 0) return estimateInkColour(clean, PEN_SHARE);
  // The darkest share by whole levels of lifted grey, summed in pixel order level by level.
  const levelOf = ([r, g, bl]: number[]) => Math.round(0.299 * r + 0.587 * g + 0.114 * bl);
  const total = [0, 0, 0];
  let seen = 0;
  for (let level = 0; level < 256 && seen < PEN_SHARE * lifted.length; level++) {
    const at = lifted.filter((pixel) => levelOf(pixel) === level);
    for (let c = 0; c < 3; c++) total[c] += at.reduce((s, pixel) => s + pixel[c], 0);
    seen += at.length;
  }
  const [r, g, b] = total.map((sum) => Math.round(sum / seen));
  return { r, g, b };
}

describe('penColour: one pass, the same colour as reading the paper twice', () => {
  it('matches the plain block-by-block reading on random pictures, ink and paper of any alpha', () => {
    const picture = fc.record({
      width: fc.integer({ min: 16, max: 70 }),
      height: fc.integer({ min: 16, max: 50 }),
      seed: fc.integer(),
      inkShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
      paper: fc.integer({ min: 30, max: 255 }),
      // Ink at alpha 255 only (the spec's clean), or soft edges too (the enhanced one's).
      soft: fc.boolean(),
    });
    fc.assert(
      fc.property(picture, ({ width, height, seed, inkShare, paper, soft }) => {
        let state = seed >>> 0 || 1;
        const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
        const source = new Uint8ClampedArray(width * height * 4);
        const clean = new Uint8ClampedArray(width * height * 4);
        for (let j = 0; j < source.length; j += 4) {
          // Paper with a shadow band and noise; ink darker.
          const shade = (j / 4) % width < width / 3 ? 0.4 : 1;
          const ink = random() < inkShare;
          for (let c = 0; c < 3; c++) {
            source[j + c] = ink ? random() * 120 : paper * shade - random() * 40;
            if (ink) clean[j + c] = source[j + c];
          }
          source[j + 3] = 255;
          if (ink) clean[j + 3] = soft && random() < 0.3 ? 1 + random() * 254 : 255;
        }
        expect(penColour(clean, source, width)).toEqual(plainPenColour(clean, source, width));
      }),
      { numRuns: 60 },
    );
  });

  it('reads pictures whose bytes do not start on a word, and more solid ink than its first list holds', () => {
    const width = 90;
    const height = 40;
    const bytes = new Uint8ClampedArray(width * height * 8 + 2);
    const source = bytes.subarray(1, 1 + width * height * 4);
    const clean = bytes.subarray(2 + width * height * 4);
    for (let j = 0; j < source.length; j += 4) {
      const ink = (j / 4) % 7 < 3; // 3 in 7: more than 1024 solid ink pixels
      source.set(ink ? [30, 40, 150, 255] : [230, 225, 210, 255], j);
      if (ink) clean.set([30, 40, 150, 255], j);
    }
    expect(penColour(clean, source, width)).toEqual(plainPenColour(clean, source, width));
  });
});
