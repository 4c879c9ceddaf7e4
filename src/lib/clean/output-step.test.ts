import { describe, expect, it } from 'vitest';
import { renderOutput } from '../../core/output/render-output.ts';
import { barStroke, drawScene } from '../../core/output/synthetic-ink.test-helper.ts';
import { cleanKey, shapeOutput, softenClean } from './output-step.ts';

const { source, mask } = drawScene({
  width: 200,
  height: 100,
  strokes: [barStroke(60.5, 40.5, 140.5, 52.5)],
  ink: { r: 40, g: 40, b: 90 },
  paperLeft: { r: 230, g: 230, b: 225 },
});
const clean = { data: mask, width: 200, height: 100 };
const alphas = (data: Uint8ClampedArray) => new Set(data.filter((_, i) => i % 4 === 3));

describe('the output step', () => {
  it('softens the enhanced clean only; the spec clean stays hard-edged', () => {
    const spec = softenClean('spec', clean, source, { algorithm: 'spec' }, 0.05);
    expect([...alphas(spec.image.data)].sort()).toEqual([0, 255]);
    const enhanced = softenClean('enhanced', clean, source, { algorithm: 'enhanced' }, 0.05);
    expect([...alphas(enhanced.image.data)].some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('names a clean by its key, so trim and colour changes from a kept clean skip the clean', () => {
    const key = cleanKey(7, null, { algorithm: 'enhanced', thresholdOffset: 4 });
    expect(key).not.toBe(cleanKey(7, null, { algorithm: 'enhanced', thresholdOffset: 6 }));
    expect(key).not.toBe(cleanKey(8, null, { algorithm: 'enhanced', thresholdOffset: 4 }));
    const kept = softenClean(key, clean, source, { algorithm: 'enhanced' }, 0.05);
    expect(kept.key).toBe(key);
    // The output from the kept clean equals a full render from scratch.
    const options = { trim: true, colour: 'blue' } as const;
    const { image, info } = shapeOutput(kept, options);
    const fresh = renderOutput(clean, source, { softEdges: true, ...options });
    expect(image.data).toEqual(fresh.data);
    expect(info).toMatchObject({ width: fresh.width, height: fresh.height, ink: fresh.ink });
    expect(info.original).not.toBeNull();
    // The thickness slider works on the kept clean: its ends about halve and double the ink.
    const inkOf = (thickness: number) =>
      shapeOutput(kept, { trim: false, colour: 'black', thickness }).image.data.reduce(
        (sum, v, i) => (i % 4 === 3 ? sum + v : sum),
        0,
      );
    expect(inkOf(8) / inkOf(0)).toBeGreaterThan(1.6);
    expect(inkOf(-8) / inkOf(0)).toBeLessThan(0.7);
    expect(shapeOutput(kept, { trim: false, colour: 'black' }).info).toMatchObject({
      width: 200,
      height: 100,
    });
  });

  it('takes warm light out of the Original ink colour; the spec clean keeps its pixels’ colours', () => {
    // Blue ink (25, 45, 140) on white paper under warm light: red up, blue down.
    const warm = drawScene({
      width: 200,
      height: 100,
      strokes: [barStroke(60.5, 40.5, 140.5, 52.5)],
      ink: { r: 26, g: 41, b: 87 },
      paperLeft: { r: 255, g: 221, b: 150 },
    });
    const hard = { data: warm.mask, width: 200, height: 100 };
    const spec = softenClean('spec-warm', hard, warm.source, { algorithm: 'spec' }, 0.05);
    expect(spec.image.data).toBe(warm.mask);
    const enhanced = softenClean(
      'enhanced-warm',
      hard,
      warm.source,
      { algorithm: 'enhanced' },
      0.05,
    );
    const { r, g, b } = enhanced.original!;
    // The pen's own proportions: blue about three times green, green above red.
    expect(b / g).toBeGreaterThan(2.6);
    expect(g).toBeGreaterThan(r);
    // The Original colour is the pen's whichever cleaner made the result (pen-colour.ts).
    expect(spec.original!.b / spec.original!.g).toBeGreaterThan(2.6);
  });
});
