import { describe, expect, test } from 'vitest';
import { cutBlurredStrokes } from '../../src/core/clean/enhanced/strokes/stroke-blur.ts';
import { convolve, learnedBlurDecision, receptiveRadius, type BlurNetWeights } from './blur-net.ts';
import { Scratch } from '../../src/core/clean/enhanced/kernel-helpers/scratch.ts';

/** Rings 5 px wide blurred by σ (an approximation: a Gaussian across the ring), paper 255. */
function rings(sigma: number) {
  const [width, height] = [400, 240];
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - 40 - 80 * Math.floor(x / 80), y - 40 - 80 * Math.floor(y / 80)) - 25;
      normalised[y * width + x] = Math.round(
        255 - 200 * Math.exp(-(d * d) / (2 * (sigma * sigma + 4))),
      );
    }
  return { normalised, width, height };
}

describe('convolve', () => {
  test('zero-padded, dilated cross-correlation as PyTorch computes it', () => {
    // 1 input plane 3 × 3; one 3 × 3 kernel with dilation 1 that picks the right neighbour.
    const input = Float32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const output = new Float32Array(9);
    const weight = [0, 0, 0, 0, 0, 1, 0, 0, 0];
    convolve(input, output, 3, 3, { weight, bias: [0.5], shape: [1, 1, 3, 3], dilation: 1 }, true);
    expect(Array.from(output)).toEqual([2.5, 3.5, 0.5, 5.5, 6.5, 0.5, 8.5, 9.5, 0.5]);
    // Dilation 2 with the top-left tap: only the bottom-right pixel sees a pixel (the top-left).
    const topLeft = [1, 0, 0, 0, 0, 0, 0, 0, 0];
    convolve(
      input,
      output,
      3,
      3,
      { weight: topLeft, bias: [-2], shape: [1, 1, 3, 3], dilation: 2 },
      false,
    );
    expect(Array.from(output)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    convolve(
      input,
      output,
      3,
      3,
      { weight: topLeft, bias: [0], shape: [1, 1, 3, 3], dilation: 2 },
      true,
    );
    expect(output[8]).toBe(1);
  });
});

describe('learnedBlurDecision', () => {
  test('runs after the cut on a blurry capture only, and keeps ink only where the mask had it', () => {
    // A net that answers "ink" wherever the picture is darker than 80 levels below the paper.
    const weights: BlurNetWeights = {
      inputs: 3,
      layers: [{ weight: [1, 0, 0], bias: [-80 / 255], shape: [1, 3, 1, 1], dilation: 1 }],
    };
    expect(receptiveRadius(weights)).toBe(0);
    const decide = learnedBlurDecision(weights);
    let calls = 0;
    const counting: typeof decide = (...args) => {
      calls++;
      decide(...args);
    };
    const blurred = rings(3);
    const mask = Uint8Array.from(blurred.normalised, (v) => (v < 200 ? 1 : 0));
    const before = mask.slice();
    expect(
      cutBlurredStrokes(blurred.normalised, 400, 240, mask, 10, new Scratch(), counting),
    ).not.toBeNull();
    expect(calls).toBe(1);
    let wrong = 0;
    for (let i = 0; i < mask.length; i++)
      if (mask[i] !== (before[i] === 1 && blurred.normalised[i] < 175 ? 1 : 0)) wrong++;
    expect(wrong).toBe(0);
    expect(mask.some((v, i) => v === 0 && before[i] === 1)).toBe(true);
    const sharp = rings(0.3);
    const sharpMask = Uint8Array.from(sharp.normalised, (v) => (v < 200 ? 1 : 0));
    expect(
      cutBlurredStrokes(sharp.normalised, 400, 240, sharpMask, 4, new Scratch(), counting),
    ).toBeNull();
    expect(calls).toBe(1);
  });
});
