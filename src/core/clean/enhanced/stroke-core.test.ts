import { describe, expect, test } from 'vitest';
import { keepStrokeCores } from './stroke-core.ts';

/** A vertical line across a 9-row image: `profile` gives the normalised grey of columns 0.. */
function line(profile: number[], height = 9) {
  const width = profile.length;
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) normalised.set(profile, y * width);
  return { normalised, width, height };
}

const maskBelow = (normalised: Uint8Array, level: number) =>
  Uint8Array.from(normalised, (v) => (v <= level ? 1 : 0));

describe('keepStrokeCores', () => {
  test('a blurred 1.6 px line centred on a pixel keeps its middle, not the rim the threshold took', () => {
    // Darkness across the line (of full ink 200): 0.4, 0.65, 0.4 of it.
    const { normalised, width, height } = line([255, 175, 125, 175, 255]);
    const mask = maskBelow(normalised, 200);
    expect(keepStrokeCores(normalised, width, height, mask, -1)).toBe(2 * height);
    for (let y = 0; y < height; y++)
      expect([...mask.subarray(y * width, y * width + width)]).toEqual([0, 0, 1, 0, 0]);
  });

  test('a line straddling two pixels keeps both; a faint line keeps its own core', () => {
    const { normalised, width, height } = line([
      255, 230, 135, 135, 230, 255, 255, 235, 215, 235, 255,
    ]);
    const mask = maskBelow(normalised, 240);
    keepStrokeCores(normalised, width, height, mask, -1);
    expect([...mask.subarray(4 * width, 5 * width)]).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0]);
  });

  test('the inside of a wide stroke stays whole; its edge stays where it is sure ink', () => {
    const { normalised, width, height } = line([255, 120, 40, 40, 40, 40, 120, 255]);
    const mask = maskBelow(normalised, 200);
    keepStrokeCores(normalised, width, height, mask, -1);
    expect([...mask.subarray(4 * width, 5 * width)]).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
    const sure = maskBelow(normalised, 200);
    expect(keepStrokeCores(normalised, width, height, sure, 147)).toBe(0);
    expect([...sure.subarray(4 * width, 5 * width)]).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
  });
});
