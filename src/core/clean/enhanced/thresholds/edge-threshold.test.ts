import { describe, expect, test } from 'vitest';
import { otsuThreshold } from '../../otsu.ts';
import { addEdgeThresholdInk } from './edge-threshold.ts';

/** The same rule written the slow, obvious way: every window summed pixel by pixel. */
function reference(
  image: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  radius: number,
  minEdgesPerWidth: number,
  deviations: number,
): Uint8Array {
  const at = (x: number, y: number) =>
    image[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))];
  const contrast = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      let min = 255;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          max = Math.max(max, at(x + dx, y + dy));
          min = Math.min(min, at(x + dx, y + dy));
        }
      }
      const c = Math.round((255 * (max - min)) / (max + min + 1));
      contrast[y * width + x] = c;
      histogram[c]++;
    }
  }
  const level = otsuThreshold(histogram);
  const out = mask.slice();
  if (level < 0) return out;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (mask[i] || image[i] === 255) continue;
      let count = 0;
      let sum = 0;
      let squares = 0;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
        for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
          const j = yy * width + xx;
          if (contrast[j] > level) {
            count++;
            sum += image[j];
            squares += image[j] * image[j];
          }
        }
      }
      if (count === 0 || count < minEdgesPerWidth * (2 * radius + 1)) continue;
      const mean = sum / count;
      const sd = Math.sqrt(Math.max(0, squares / count - mean * mean));
      if (image[i] <= mean + deviations * sd + 1e-9) out[i] = 1;
    }
  }
  return out;
}

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Paper at 255 with noise, a few strokes of varied darkness, some touching the borders. */
function strokes(width: number, height: number, seed: number): Uint8Array {
  const random = seeded(seed);
  const image = new Uint8Array(width * height);
  for (let i = 0; i < image.length; i++)
    image[i] = random() < 0.3 ? 255 : (235 + random() * 20) | 0;
  for (let s = 0; s < 6; s++) {
    const level = (random() * 200) | 0;
    const x0 = (random() * width) | 0;
    const y0 = (random() * height) | 0;
    const horizontal = random() < 0.5;
    const length = 5 + ((random() * width) | 0);
    const thickness = 1 + ((random() * 3) | 0);
    for (let t = 0; t < length; t++) {
      for (let k = 0; k < thickness; k++) {
        const x = horizontal ? x0 + t : x0 + k;
        const y = horizontal ? y0 + k : y0 + t;
        if (x < width && y < height) image[y * width + x] = level;
      }
    }
  }
  return image;
}

describe('addEdgeThresholdInk', () => {
  test('matches the window-by-window reference exactly, borders included', () => {
    for (const [width, height, radius, seed] of [
      [40, 30, 3, 1],
      [33, 57, 5, 2],
      [64, 9, 4, 3],
      [7, 50, 3, 4],
      [90, 70, 12, 5],
    ]) {
      const image = strokes(width, height, seed);
      const mask = new Uint8Array(width * height);
      for (let i = 0; i < mask.length; i++) mask[i] = image[i] < 100 ? 1 : 0;
      for (const [minEdges, deviations] of [
        [0, 0.25],
        [2, 0.25],
        [1, 0.5],
        [2, 0],
      ]) {
        const fast = mask.slice();
        const added = addEdgeThresholdInk(image, width, height, fast, {
          radius,
          minEdgesPerWidth: minEdges,
          deviations,
        });
        const slow = reference(image, width, height, mask, radius, minEdges, deviations);
        expect(fast).toEqual(slow);
        let expected = 0;
        for (let i = 0; i < mask.length; i++) expected += slow[i] - mask[i];
        expect(added).toBe(expected);
      }
    }
  });

  test("adds a stroke's soft rim that the global level cut off, and no paper", () => {
    // Across the stroke: paper, a blurred rim, the dark core, the rim, paper.
    const profile = [255, 255, 230, 180, 120, 40, 30, 30, 40, 120, 180, 230, 255, 255];
    const width = 60;
    const height = 30;
    const image = new Uint8Array(width * height).fill(255);
    for (let x = 10; x < 50; x++) profile.forEach((v, k) => (image[(8 + k) * width + x] = v));
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++) mask[i] = image[i] <= 100 ? 1 : 0; // global level
    const added = addEdgeThresholdInk(image, width, height, mask, {
      radius: 6,
      minEdgesPerWidth: 2,
      deviations: 0.25,
    });
    const column = (x: number) => profile.map((_, k) => mask[(8 + k) * width + x]);
    // The 120 rim joins the core; the 180 and 230 fringe and the paper stay paper.
    expect(column(30)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(column(11)).toEqual(column(30));
    expect(added).toBe(2 * 40);
  });

  test('paper farther than the window from any stroke stays paper, noise and all', () => {
    const random = seeded(9);
    const width = 120;
    const height = 60;
    const image = new Uint8Array(width * height);
    for (let i = 0; i < image.length; i++) image[i] = 225 + ((random() * 31) | 0);
    for (let y = 28; y < 32; y++) for (let x = 10; x < 50; x++) image[y * width + x] = 30;
    const mask = new Uint8Array(width * height);
    for (let i = 0; i < mask.length; i++) mask[i] = image[i] <= 100 ? 1 : 0;
    const radius = 6;
    addEdgeThresholdInk(image, width, height, mask, {
      radius,
      minEdgesPerWidth: 2,
      deviations: 0.25,
    });
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const near =
          x >= 10 - radius - 1 &&
          x < 50 + radius + 1 &&
          y >= 28 - radius - 1 &&
          y < 32 + radius + 1;
        if (!near) expect(mask[y * width + x], `${x},${y}`).toBe(0);
      }
    }
  });
});
