import { describe, expect, it } from 'vitest';
import { blur121, cameraBlur, gaussianBlur } from './camera.ts';
import { seeded } from './generate.ts';

const width = 24;
const height = 8;

/** Paper at 230 with a one-pixel dark line (30) down column 12, RGBA. */
function lineOnPaper() {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = i % width === 12 ? 30 : 230;
    data.set([v, v, v, 255], i * 4);
  }
  return data;
}

describe('cameraBlur', () => {
  it('with gamma 1 is the set’s own camera, byte for byte', () => {
    const random = seeded(5);
    const data = Uint8ClampedArray.from({ length: width * height * 4 }, () => random() * 256);
    const twice = blur121(blur121(data, width, height, 4), width, height, 4);
    expect(cameraBlur(data, width, height, {})).toEqual(blur121(data, width, height, 4));
    expect(cameraBlur(data, width, height, { twice: true, defocus: 1.5 })).toEqual(
      gaussianBlur(twice, width, height, 1.5),
    );
  });

  it('blurs light, not stored values, under a tone curve: a dark line spreads lighter', () => {
    const stored = cameraBlur(lineOnPaper(), width, height, {});
    const light = cameraBlur(lineOnPaper(), width, height, { gamma: 2.2 });
    const at = (data: Uint8ClampedArray, x: number) => data[(4 * width + x) * 4];
    // The line's middle and its neighbour: (230 + 2·30 + 230) / 4 and (3·230 + 30) / 4 stored;
    // in light the dark line weighs less, so both read lighter once encoded.
    expect([at(stored, 12), at(stored, 13)]).toEqual([130, 180]);
    expect(at(light, 12)).toBeGreaterThan(160);
    expect(at(light, 13)).toBeGreaterThan(195);
    // Paper away from the line is the paper either way, and alpha is kept.
    expect(Math.abs(at(light, 3) - 230)).toBeLessThanOrEqual(1);
    expect(light[3]).toBe(255);
  });
});
