import { describe, expect, test } from 'vitest';
import { sampleGrid } from './ink-projection.ts';
import { signedContrastLevels } from './signed-levels.ts';

type Rgb = [number, number, number];

/** `paper` with rows of `ink` (`inkRows` of every 20), 240 × 160. */
function rows(paper: Rgb, ink: Rgb, inkRows: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(240 * 160 * 4);
  for (let i = 0; i < 240 * 160; i++) {
    data.set([...(Math.floor(i / 240) % 20 < inkRows ? ink : paper), 255], i * 4);
  }
  return data;
}

/** The mean signed contrasts of the samples at the farthest level holding any. */
function farthest(data: Uint8ClampedArray): number[] {
  const { count, sums } = signedContrastLevels(data, 240, sampleGrid(240, 160), null);
  let level = 255;
  while (count[level] === 0) level--;
  return [0, 1, 2].map((c) => sums[level * 3 + c] / count[level]);
}

describe('signedContrastLevels', () => {
  test('ink brighter than its paper in blue keeps a negative blue contrast', () => {
    const [r, g, b] = farthest(rows([196, 160, 112], [182, 146, 218], 3));
    expect(r).toBeCloseTo(1 - 182 / 196, 6);
    expect(g).toBeCloseTo(1 - 146 / 160, 6);
    expect(b).toBeCloseTo(1 - 218 / 112, 6);
  });

  test('a dark stroke over most of each block is still measured against the paper', () => {
    // 12 rows of 20 in dark blue: the blocks' plain median is the ink; their brightest quarter
    // in grey is the paper, so the farthest samples are the ink, darker in every channel.
    for (const c of farthest(rows([240, 240, 235], [40, 60, 200], 12))) {
      expect(c).toBeGreaterThan(0);
    }
  });
});
