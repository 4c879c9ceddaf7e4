import { expect, test } from 'vitest';
import { grayAndHistogram, grayOnly } from './grayscale.ts';

test('the fused fast pass gives the exact grey of all 16.7 million colours, and their histogram (grayOnly the same grey)', () => {
  // One red level per batch: 65,536 pixels (every green × blue), word-aligned, so the fast path runs.
  const data = new Uint8ClampedArray(65536 * 4);
  const totals = new Float64Array(256);
  let wrong = 0;
  let wrongOnly = 0;
  let wrongBins = 0;
  for (let r = 0; r < 256; r++) {
    for (let i = 0; i < 65536; i++) {
      data[i * 4] = r;
      data[i * 4 + 1] = i >>> 8;
      data[i * 4 + 2] = i & 255;
      data[i * 4 + 3] = 255;
    }
    const { gray, histogram } = grayAndHistogram(data, 65536);
    const only = grayOnly(data, 65536);
    const expected = new Uint32Array(256);
    // Counted in a plain loop: a deep toEqual of 65,536 bytes, 256 times, took minutes on a
    // loaded machine (past the test's time limit) for what this loop does in milliseconds.
    for (let i = 0; i < 65536; i++) {
      const level = Math.floor((299 * r + 587 * (i >>> 8) + 114 * (i & 255) + 500) / 1000);
      expected[level]++;
      if (gray[i] !== level) wrong++;
      if (only[i] !== level) wrongOnly++;
    }
    for (let k = 0; k < 256; k++) {
      if (histogram[k] !== expected[k]) wrongBins++;
      totals[k] += histogram[k];
    }
  }
  expect(wrong).toBe(0);
  expect(wrongOnly).toBe(0);
  expect(wrongBins).toBe(0);
  expect(totals.reduce((a, b) => a + b, 0)).toBe(256 ** 3);
});

test('pixel counts that are not a multiple of 4 finish on the byte path (grayOnly alike)', () => {
  for (const count of [1, 2, 3, 5, 6, 7, 9]) {
    const data = new Uint8ClampedArray(count * 4);
    for (let i = 0; i < data.length; i++) data[i] = (i * 53 + 7) & 255;
    const { gray, histogram } = grayAndHistogram(data, count);
    expect(grayOnly(data, count)).toEqual(gray);
    // Not word-aligned: the byte path from the first pixel.
    const shifted = new Uint8ClampedArray(data.length + 1).subarray(1);
    shifted.set(data);
    expect(grayOnly(shifted, count)).toEqual(gray);
    for (let i = 0; i < count; i++) {
      const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
      expect(gray[i]).toBe(Math.floor((299 * r + 587 * g + 114 * b + 500) / 1000));
    }
    expect(histogram.reduce((a, b) => a + b, 0)).toBe(count);
  }
});
