// Issue 46's conditions: each renders a signature with its truth, the pens and the phone's
// processing do what they say, and the older conditions' images did not move (their recipes
// draw nothing new: a hash of each one's first image at the set's seed, recorded when the new
// conditions were added).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, PHONE_CONDITIONS, UNSEEN } from './conditions.ts';
import { phoneProcessing } from './camera.ts';
import { renderImage, seeded, syntheticSet } from './generate.ts';

/** The older conditions but the 12-MP ones (seconds each to render). */
const OLDER = new Set(
  Object.keys(CONDITIONS).filter((name) => !UNSEEN.has(name) && !PHONE_CONDITIONS.has(name)),
);

describe("issue 46's conditions", () => {
  it('are seven, each a signature with ink in its truth', () => {
    expect(UNSEEN.size).toBe(7);
    for (const image of syntheticSet(1, 2026, UNSEEN)) {
      const ink = image.gt.reduce((sum, v) => sum + v, 0);
      expect(ink, image.name).toBeGreaterThan(200);
      expect(ink, image.name).toBeLessThan(0.2 * image.width * image.height);
    }
  });

  it('leave every older image as it was', () => {
    const hash = createHash('sha256');
    for (const image of syntheticSet(1, 2026, OLDER))
      hash.update(image.data).update(image.gt).update(image.lines);
    expect(hash.digest('hex').slice(0, 16)).toBe(RECORDED_OLDER);
  });

  it("a felt-tip's streaks make its ink paler", () => {
    const recipe = CONDITIONS['felt-tip-streaky'];
    const mean = (streaks: number) => {
      const random = seeded(7);
      const scene = { ...recipe(random), streaks, phone: undefined, shadow: false };
      const { data, gt } = renderImage('t', 'felt-tip-streaky', scene, random);
      let sum = 0;
      let count = 0;
      for (let i = 0; i < gt.length; i++) {
        if (!gt[i]) continue;
        sum += data[i * 4 + 1];
        count++;
      }
      return sum / count;
    };
    expect(mean(0.5)).toBeGreaterThan(mean(0.01) + 5);
  });
});

describe('phoneProcessing', () => {
  it('smears colour, keeps alpha and rings along an edge', () => {
    const [width, height] = [40, 20];
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const dark = i % width < 20;
      data.set(dark ? [60, 60, 60, 255] : [200, 200, 200, 255], i * 4);
    }
    const plain = { darkNoise: 0, chromaRadius: 0, gamma: 1, contrast: 0 };
    const sharpened = phoneProcessing(data, width, height, { ...plain, sharpen: 1 }, seeded(1));
    const row = (x: number) => sharpened[(10 * width + x) * 4];
    // Halos: darker than the dark side just before the edge, lighter than the light just after.
    expect(row(19)).toBeLessThan(60);
    expect(row(20)).toBeGreaterThan(200);
    expect(row(2)).toBe(60);
    expect(sharpened.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
    const noisy = phoneProcessing(
      data,
      width,
      height,
      { ...plain, sharpen: 0, darkNoise: 20 },
      seeded(1),
    );
    const spread = (x0: number) => {
      const values = Array.from({ length: height }, (_, y) => noisy[(y * width + x0) * 4]);
      return Math.max(...values) - Math.min(...values);
    };
    // Noise grows in the dark.
    expect(spread(5)).toBeGreaterThan(spread(35));
  });
});

const RECORDED_OLDER = '2602807bc5d0663d';
