import { describe, expect, test } from 'vitest';
import { CORE_SHARE, keepStrokeCores, WIDE_SHARE } from './stroke-core.ts';

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
    keepStrokeCores(normalised, width, height, mask, -1, CORE_SHARE, WIDE_SHARE, Infinity);
    expect([...mask.subarray(4 * width, 5 * width)]).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
    const sure = maskBelow(normalised, 200);
    expect(
      keepStrokeCores(normalised, width, height, sure, 147, CORE_SHARE, WIDE_SHARE, Infinity),
    ).toBe(0);
    expect([...sure.subarray(4 * width, 5 * width)]).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
  });

  test("a wide pen's half-covered edge stays beside its two-pixel core; a 1 px line's spill as dark does not", () => {
    // Both edges 0.65 as dark as the middle (below CORE_SHARE, above WIDE_SHARE).
    const wide = line([255, 230, 125, 55, 55, 125, 230, 255]);
    const wideMask = maskBelow(wide.normalised, 240);
    keepStrokeCores(wide.normalised, wide.width, wide.height, wideMask, -1);
    expect([...wideMask.subarray(4 * wide.width, 5 * wide.width)]).toEqual([
      0, 0, 1, 1, 1, 1, 0, 0,
    ]);
    // Without the wide-edge rule the edges go: the stroke comes out two pixels narrower.
    const narrow = maskBelow(wide.normalised, 240);
    keepStrokeCores(
      wide.normalised,
      wide.width,
      wide.height,
      narrow,
      -1,
      CORE_SHARE,
      WIDE_SHARE,
      Infinity,
    );
    expect([...narrow.subarray(4 * wide.width, 5 * wide.width)]).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
    const thin = line([255, 255, 203, 175, 203, 255, 255]);
    const thinMask = maskBelow(thin.normalised, 240);
    keepStrokeCores(thin.normalised, thin.width, thin.height, thinMask, -1);
    expect([...thinMask.subarray(4 * thin.width, 5 * thin.width)]).toEqual([0, 0, 0, 1, 0, 0, 0]);
  });
});
