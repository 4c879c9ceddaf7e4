import { describe, expect, it } from 'vitest';
import { cleanEnhanced } from '../clean/enhanced/enhanced-clean.ts';
import type { Rgb } from './image-types.ts';
import { estimateInkColour } from './ink-colour.ts';
import { barStroke, drawScene, ringStroke } from './synthetic-ink.test-helper.ts';
import {
  castGains,
  inkOfRgba,
  MAX_GAIN,
  NEUTRAL_TOLERANCE,
  paperColour,
  paperSampler,
  removeCast,
} from './white-balance.ts';
import fc from 'fast-check';
import { ABLATIONS } from '../../../scripts/lib/enhanced-ablations.ts';

/** Warm (tungsten-like) light: blue weak, red strong — the synthetic set's warm light. */
const WARM = [1.04, 0.9, 0.62] as const;
const lit = (r: number, g: number, b: number) => ({
  r: Math.round(r * WARM[0]),
  g: Math.round(g * WARM[1]),
  b: Math.round(b * WARM[2]),
});

/** A blue signature on white paper photographed under warm light. */
const warmScene = drawScene({
  width: 240,
  height: 120,
  strokes: [ringStroke(70, 60, 30, 4), ringStroke(160, 60, 34, 3), barStroke(30, 100, 210, 103)],
  ink: lit(25, 45, 140),
  paperLeft: lit(246, 246, 242),
  noise: 3,
});

/** The angle between two colours as RGB vectors: hue and saturation, not brightness. */
function degreesApart(a: Rgb, b: Rgb): number {
  const cos =
    (a.r * b.r + a.g * b.g + a.b * b.b) / (Math.hypot(a.r, a.g, a.b) * Math.hypot(b.r, b.g, b.b));
  return (Math.acos(Math.min(1, cos)) * 180) / Math.PI;
}

describe('white balance against the paper', () => {
  it('reads the paper from the brighter half of what is not ink (a dark table does not count)', () => {
    const pixels = 100 * 100;
    const source = new Uint8ClampedArray(pixels * 4);
    for (let i = 0; i < pixels; i++) {
      // Left 40%: a brown table; the rest: warm-lit paper.
      const table = i % 100 < 40;
      source.set(table ? [60, 45, 35, 255] : [250, 220, 150, 255], i * 4);
    }
    const paper = paperColour(source, new Uint8Array(pixels), pixels);
    expect(paper).toEqual({ r: 250, g: 220, b: 150 });
    // Ink is never paper, however bright.
    const ink = new Uint8Array(pixels).fill(1);
    expect(paperColour(source, ink, pixels)).toBeNull();
  });

  it('turns the paper neutral at its own brightness, within the gain limits', () => {
    const paper = { r: 250, g: 220, b: 150 };
    const gains = castGains(paper)!;
    const level = 0.299 * 250 + 0.587 * 220 + 0.114 * 150;
    expect(gains[0] * paper.r).toBeCloseTo(level, 6);
    expect(gains[1] * paper.g).toBeCloseTo(level, 6);
    expect(gains[2] * paper.b).toBeCloseTo(level, 6);
    const extreme = castGains({ r: 255, g: 200, b: 20 })!;
    expect(Math.max(...extreme)).toBe(MAX_GAIN);
  });

  it('leaves a neutral sheet, and one too dark to read the light from, alone', () => {
    expect(castGains({ r: 246, g: 246, b: 242 })).toBeNull();
    const slight = 1 + NEUTRAL_TOLERANCE / 2;
    expect(castGains({ r: 200 * slight, g: 200, b: 200 / slight })).toBeNull();
    expect(castGains({ r: 40, g: 30, b: 10 })).toBeNull();
    expect(castGains(null)).toBeNull();
  });

  it('scales the ink only: paper stays 0,0,0,0 and alpha is kept', () => {
    const rgba = new Uint8ClampedArray([100, 100, 100, 255, 0, 0, 0, 0, 200, 50, 10, 128]);
    removeCast(rgba, [1.1, 1, 1.5]);
    expect([...rgba]).toEqual([110, 100, 150, 255, 0, 0, 0, 0, 220, 50, 15, 128]);
    expect([...inkOfRgba(rgba)]).toEqual([1, 0, 1]);
    // The same bytes where the pixels are not whole words (one byte in) and a colour behind
    // alpha 0 stays as it is.
    const shifted = new Uint8ClampedArray(17);
    shifted.set([100, 100, 100, 255, 0, 0, 0, 0, 200, 50, 10, 128, 9, 9, 9, 0], 1);
    removeCast(shifted.subarray(1), [1.1, 1, 1.5]);
    expect([...shifted.subarray(1, 13)]).toEqual([...rgba]);
    expect([...shifted.subarray(13)]).toEqual([9, 9, 9, 0]);
    const words = new Uint8ClampedArray([9, 9, 9, 0, 250, 10, 200, 255]);
    removeCast(words, [1.1, 1, 1.5]);
    expect([...words]).toEqual([9, 9, 9, 0, 255, 10, 255, 255]);
  });

  it('gives blue ink under warm light its own colour back in the enhanced cleaner, mask unchanged', () => {
    const { source } = warmScene;
    const withCast = cleanEnhanced(source, 240, 120, {}, ABLATIONS['with-cast']);
    const balanced = cleanEnhanced(source, 240, 120);
    expect(inkOfRgba(balanced.data)).toEqual(inkOfRgba(withCast.data));
    const pen = { r: 25, g: 45, b: 140 };
    expect(degreesApart(estimateInkColour(withCast.data)!, pen)).toBeGreaterThan(7);
    expect(degreesApart(estimateInkColour(balanced.data)!, pen)).toBeLessThan(2);
  });

  it('keeps a black pen black (grey, not brown) under warm light', () => {
    const { source } = drawScene({
      width: 240,
      height: 120,
      strokes: [ringStroke(70, 60, 30, 4), ringStroke(160, 60, 34, 4)],
      ink: lit(25, 25, 30),
      paperLeft: lit(246, 246, 242),
      noise: 3,
    });
    const pen = { r: 25, g: 25, b: 30 };
    const before = estimateInkColour(
      cleanEnhanced(source, 240, 120, {}, ABLATIONS['with-cast']).data,
    )!;
    const after = estimateInkColour(cleanEnhanced(source, 240, 120).data)!;
    expect(degreesApart(before, pen)).toBeGreaterThan(10);
    expect(degreesApart(after, pen)).toBeLessThan(3);
  });
});

describe('paperSampler', () => {
  /** paperColour as first written: one pass over the photo's samples. */
  function plainPaperColour(source: Uint8Array, ink: Uint8Array, pixels: number): Rgb | null {
    const stride = Math.max(1, Math.floor(pixels / 16384));
    const count = new Uint32Array(256);
    const sums = new Float64Array(256 * 3);
    let total = 0;
    for (let i = 0; i < pixels; i += stride) {
      if (ink[i] !== 0) continue;
      const [r, g, b] = [source[4 * i], source[4 * i + 1], source[4 * i + 2]];
      const level = (r * 77 + g * 150 + b * 29 + 128) >> 8;
      count[level]++;
      sums[level * 3] += r;
      sums[level * 3 + 1] += g;
      sums[level * 3 + 2] += b;
      total++;
    }
    if (total === 0) return null;
    let median = 0;
    for (let seen = 0; median < 255; median++) {
      seen += count[median];
      if (seen * 2 >= total) break;
    }
    const sum = [0, 0, 0, 0];
    for (let level = median; level < 256; level++) {
      for (let c = 0; c < 3; c++) sum[c] += sums[level * 3 + c];
      sum[3] += count[level];
    }
    return { r: sum[0] / sum[3], g: sum[1] / sum[3], b: sum[2] / sum[3] };
  }

  it('read in any strips, gives exactly the paper colour of one pass', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 70_000 }),
        fc.array(fc.integer({ min: 0, max: 70_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 255 }),
        (pixels, cuts, inkCut) => {
          const source = new Uint8Array(pixels * 4);
          const ink = new Uint8Array(pixels);
          for (let i = 0; i < source.length; i++) source[i] = Math.imul(i, 2654435761) >>> 24;
          for (let i = 0; i < pixels; i++) ink[i] = source[4 * i + 3] < inkCut ? 1 : 0;
          const sampler = paperSampler(source, pixels);
          for (const end of [...cuts].sort((a, b) => a - b)) sampler.readUpTo(end);
          const expected = plainPaperColour(source, ink, pixels);
          expect(sampler.colourOf(ink)).toEqual(expected);
          expect(paperColour(source, ink, pixels)).toEqual(expected);
          // The same pixels off a word boundary are read byte by byte: the same colour.
          const shifted = new Uint8Array(source.length + 1).subarray(1);
          shifted.set(source);
          expect(paperColour(shifted, ink, pixels)).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});
