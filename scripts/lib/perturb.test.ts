import { describe, expect, it } from 'vitest';
import { perturb } from './perturb.ts';

/** A grey RGBA picture, `value(x)` in every row, alpha 200. */
function picture(width: number, height: number, value: (x: number) => number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = value(i % width);
    data.set([v, v, v, 200], i * 4);
  }
  return data;
}

describe('perturb (the benchmark’s held-out variations)', () => {
  it('returns the picture itself when nothing is asked', () => {
    const data = picture(4, 2, () => 90);
    expect(perturb(data, 4, 2, {})).toBe(data);
    expect(perturb(data, 4, 2, { tone: 1, soften: 0 })).toBe(data);
  });

  it('maps every channel but alpha through the tone curve, leaving the input as it was', () => {
    const data = picture(3, 1, (x) => [0, 128, 255][x]);
    const out = perturb(data, 3, 1, { tone: 2 });
    expect([out[0], out[4], out[8]]).toEqual([0, 64, 255]);
    expect([out[3], out[7], out[11]]).toEqual([200, 200, 200]);
    expect(data[4]).toBe(128);
  });

  it('softens an edge by the Gaussian asked for, and leaves flat paper flat', () => {
    const width = 64;
    const flat = perturb(
      picture(width, 8, () => 230),
      width,
      8,
      { soften: 2 },
    );
    expect(new Set(Array.from(flat.filter((_, i) => (i & 3) === 0)))).toEqual(new Set([230]));
    // A step from 40 to 240: its 10–90% rise is 2.56 σ wide under a Gaussian.
    const spread = (sigma: number) => {
      const out = perturb(
        picture(width, 8, (x) => (x < 32 ? 40 : 240)),
        width,
        8,
        { soften: sigma },
      );
      const row = Array.from({ length: width }, (_, x) => out[(3 * width + x) * 4]);
      const at = (level: number) => row.findIndex((v) => v >= level);
      return at(220) - at(60);
    };
    expect(spread(1)).toBeGreaterThanOrEqual(2);
    expect(spread(1)).toBeLessThanOrEqual(3);
    expect(spread(3)).toBeGreaterThanOrEqual(7);
    expect(spread(3)).toBeLessThanOrEqual(9);
  });
});
