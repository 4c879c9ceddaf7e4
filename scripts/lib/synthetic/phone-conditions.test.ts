import { describe, expect, it } from 'vitest';
import { syntheticSet } from './generate.ts';
import { renderScene } from './render.ts';
import { PLAIN_PAPER, INKS, type Scene } from './scene.ts';

const count = (mask: Uint8Array) => mask.reduce((a, b) => a + b, 0);

describe('the conditions of what phones see (issue 23)', () => {
  it('lined crops hold a few ruled lines, recorded as lines and never as ink', () => {
    for (const image of syntheticSet(2, 2026, new Set(['lined-crop']))) {
      // 2–4 lines across a 1,800 px crop, more where slanted: thousands of pixels.
      expect(count(image.lines), image.name).toBeGreaterThan(5_000);
      let both = 0;
      for (let i = 0; i < image.gt.length; i++) both += image.gt[i] & image.lines[i];
      expect(both, image.name).toBe(0);
    }
  });

  it('the underline beside a ruled line is ink, straight and as wide as the pen', () => {
    const scene: Scene = {
      width: 200,
      height: 60,
      ...PLAIN_PAPER,
      stroke: [5, 5],
      ink: INKS.black,
      signatureBox: { x: 0, y: 0, width: 1, height: 0.3 },
      underline: { x0: 20, y0: 45, x1: 180, y1: 45, width: 5 },
    };
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const { gt } = renderScene(scene, random);
    // Rows 43–47 (the pen's 5 px) are ink from x = 20 to 180; rows 41 and 49 are not.
    for (const y of [43, 45, 47]) expect(gt[y * 200 + 100], `row ${y}`).toBe(1);
    for (const y of [41, 49]) expect(gt[y * 200 + 100], `row ${y}`).toBe(0);
  });

  it('a blurred capture is blurred: no pixel of a σ ≥ 2 px stroke keeps the pen’s darkness', () => {
    for (const image of syntheticSet(1, 2026, new Set(['blurred']))) {
      let darkest = 255;
      for (let i = 0; i < image.gt.length; i++)
        if (image.gt[i]) darkest = Math.min(darkest, image.data[i * 4 + 1]);
      // The pen's green channel is 25–45; σ 2–4 px over a 4–7 px pen leaves it far lighter.
      expect(darkest, image.name).toBeGreaterThan(60);
    }
  });
});
