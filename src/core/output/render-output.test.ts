import { describe, expect, it } from 'vitest';
import { BLUE_INK } from './ink-colour.ts';
import { renderOutput } from './render-output.ts';
import { barStroke, drawScene } from './synthetic-ink.test-helper.ts';

const scene = {
  width: 200,
  height: 100,
  strokes: [barStroke(60.5, 40.5, 140.5, 52.5)],
  ink: { r: 40, g: 40, b: 90 },
  paperLeft: { r: 230, g: 230, b: 225 },
};
const { source, mask } = drawScene(scene);
const clean = { data: mask, width: 200, height: 100 };

describe('renderOutput', () => {
  it('trims, paints and softens in one call', () => {
    const out = renderOutput(clean, source, { softEdges: true, trim: true, colour: 'blue' });
    // Ink (with its ring) spans 60…140 × 40…52; margin 4% of 81 ≈ 3, at least 4.
    expect(out.rect).toEqual({ x: 56, y: 36, width: 89, height: 21 });
    expect(out.width * out.height * 4).toBe(out.data.length);
    const alphas = new Set<number>();
    for (let j = 0; j < out.data.length; j += 4) {
      alphas.add(out.data[j + 3]);
      if (out.data[j + 3] > 0)
        expect([out.data[j], out.data[j + 1], out.data[j + 2]]).toEqual([20, 52, 164]);
    }
    expect([...alphas].some((a) => a > 0 && a < 255)).toBe(true);
    expect(out.ink).toEqual(BLUE_INK);
  });

  it('keeps hard edges and the whole image when asked', () => {
    const out = renderOutput(clean, null, { softEdges: false, trim: false, colour: 'original' });
    expect(out.rect).toEqual({ x: 0, y: 0, width: 200, height: 100 });
    for (let j = 3; j < out.data.length; j += 4) expect([0, 255]).toContain(out.data[j]);
    expect(out.ink).toEqual({ r: 40, g: 40, b: 90 });
  });

  it('paints over the clean only when the caller gives it up, with the same pixels', () => {
    const options = { softEdges: false, trim: false, colour: 'blue' } as const;
    const given = { ...clean, data: clean.data.slice() };
    const copied = renderOutput(given, null, options);
    expect(copied.data).not.toBe(given.data);
    expect(given.data).toEqual(clean.data);
    const painted = renderOutput(given, null, { ...options, paintOver: true });
    expect(painted.data).toBe(given.data);
    expect(painted.data).toEqual(copied.data);
    // A trimmed output is a copy already, painted as it is: the clean stays as it was.
    const trimmed = renderOutput(clean, null, { ...options, trim: true });
    expect(trimmed.data.length).toBeLessThan(clean.data.length);
    expect(clean.data).toEqual(mask);
    // A clean given up is trimmed where it lies: the same pixels, no copy.
    const spare = { ...clean, data: clean.data.slice() };
    const inPlace = renderOutput(spare, null, { ...options, trim: true, paintOver: true });
    expect(inPlace.data.buffer).toBe(spare.data.buffer);
    expect(inPlace.data).toEqual(trimmed.data);
    expect(inPlace.rect).toEqual(trimmed.rect);
  });

  it('says so when soft edges are asked for without the source', () => {
    expect(() =>
      renderOutput(clean, null, { softEdges: true, trim: false, colour: 'black' }),
    ).toThrow(/source/);
  });
});
