// The benchmark's neighbouring values by a parameter's path (quality-methods.ts): a known path
// gives a cleaner that uses the value; a path that is no numeric parameter gives none.
import { describe, expect, test } from 'vitest';
import { neighbour } from './quality-methods.ts';

describe('neighbour: enhanced-params', () => {
  test('a numeric parameter by its path is a method; an unknown path or a group is none', () => {
    expect(neighbour('enhanced-params:check.lostShare=0.4')).toBeTypeOf('function');
    expect(neighbour('enhanced-params:thresholds.thinPen.inkShare=0.04')).toBeTypeOf('function');
    expect(neighbour('enhanced-params:check.nothing=1')).toBeUndefined();
    expect(neighbour('enhanced-params:thresholds.thinPen=1')).toBeUndefined();
    expect(neighbour('enhanced-params:nothing.at.all=1')).toBeUndefined();
  });

  test('the value reaches the cleaner: dots kept or dropped by the speck area', () => {
    // A stroke and a row of 3 × 3 dots: specks under the usual area, ink when the floor is 1 px.
    const [w, h] = [240, 160];
    const data = new Uint8ClampedArray(w * h * 4).fill(245);
    const dark = (x: number, y: number) => data.fill(40, (y * w + x) * 4, (y * w + x) * 4 + 3);
    for (let y = 20; y < 140; y++) for (let x = 60; x < 66; x++) dark(x, y);
    for (let d = 0; d < 8; d++)
      for (let y = 80; y < 83; y++) for (let x = 100 + 15 * d; x < 103 + 15 * d; x++) dark(x, y);
    const inkOf = (result: { data: Uint8ClampedArray }) => {
      let ink = 0;
      for (let i = 3; i < result.data.length; i += 4) if (result.data[i] > 0) ink++;
      return ink;
    };
    const usual = neighbour('enhanced-params:components.minSpeckArea=12')!(data, w, h);
    const kept = neighbour(
      'enhanced-params:components.minSpeckArea=1,components.speckAreaPerStroke=0',
    )!(data, w, h);
    expect(inkOf(kept)).toBeGreaterThan(inkOf(usual));
  });
});
