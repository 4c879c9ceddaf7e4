import { describe, expect, test } from 'vitest';
import { band, count } from './band.test-helper.ts';
import { removeRuledLines } from './ruled-lines.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

describe('keepInkOnLine (line-ink.ts), through removeRuledLines', () => {
  test('an underline drawn along a ruled line, far darker than it, stays where it lies on the line', () => {
    // As on ruled (seed 13): a dark pen's underline runs within a light ruled line for 200 px.
    const [w, h] = [1152, 384];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(252);
    for (const y0 of [40, 130, 220, 310]) {
      band(mask, w, h, { y0, angle: 0, thick: 2 });
      band(normalised, w, h, { y0, angle: 0, thick: 2, value: 190 });
    }
    const underline = new Uint8Array(w * h);
    band(underline, w, h, { y0: 220, angle: 0, thick: 2, x0: 400, x1: 600 });
    for (let i = 0; i < mask.length; i++) {
      if (underline[i]) normalised[i] = 60;
    }
    const levels = { normalised, threshold: 150 };
    removeRuledLines(mask, w, h, 2, new Scratch(), null, levels);
    let kept = 0;
    let other = 0;
    for (let i = 0; i < mask.length; i++) {
      if (mask[i] && underline[i]) kept++;
      else if (mask[i]) other++;
    }
    expect(kept).toBe(count(underline));
    expect(other).toBeLessThan(10);
  });

  test('a line faded along most of its length gives nothing back where it shows: its level is read where it was cleared', () => {
    // As on underline-ruled (seed 2026): read along its whole length, the faded stretch (a
    // ridge, out of the mask) made the line's level nearly paper, and its dark stretch ink.
    const [w, h] = [1152, 384];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(252);
    for (const y0 of [40, 130, 220, 310]) {
      band(mask, w, h, { y0, angle: 0, thick: 2, x1: y0 === 220 ? 350 : w });
      band(normalised, w, h, { y0, angle: 0, thick: 2, value: 190 });
      if (y0 === 220) band(normalised, w, h, { y0, angle: 0, thick: 2, x0: 350, value: 225 });
    }
    removeRuledLines(mask, w, h, 2, new Scratch(), null, { normalised, threshold: 150 });
    expect(count(mask)).toBeLessThan(10);
  });

  test('a ruled line as dark as the pen gives nothing back along it', () => {
    const [w, h] = [1152, 384];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(252);
    for (const y0 of [40, 130, 220, 310]) {
      band(mask, w, h, { y0, angle: 0, thick: 2 });
      band(normalised, w, h, { y0, angle: 0, thick: 2, value: 80 });
    }
    band(normalised, w, h, { y0: 220, angle: 0, thick: 2, x0: 400, x1: 600, value: 0 });
    removeRuledLines(mask, w, h, 2, new Scratch(), null, { normalised, threshold: 150 });
    expect(count(mask)).toBeLessThan(10);
  });
});
