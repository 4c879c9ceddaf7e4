import { describe, expect, test } from 'vitest';
import { inkAgainstPaper, readAgainstPaper } from './ink-against-paper.ts';
import { PAPER_PARAMS } from './paper-params.ts';
import type { RowRuns } from './sheet-hull.ts';

const everywhere = (width: number, height: number): RowRuns => ({
  left: new Int32Array(height),
  right: new Int32Array(height).fill(width),
});

/** Ink of a grey picture read whole, with the proposal's window (radius 20). */
function inkOf(grey: Uint8Array, width: number, height: number, threshold: number) {
  const runs = everywhere(width, height);
  const { paperRadius } = PAPER_PARAMS.crop;
  const reading = readAgainstPaper(grey, width, height, runs, paperRadius);
  return inkAgainstPaper(grey, reading, width, height, runs, threshold, paperRadius);
}

const count = (ink: Uint8Array, width: number, x0: number, x1: number) => {
  let n = 0;
  for (let i = 0; i < ink.length; i++) if (ink[i] && i % width >= x0 && i % width < x1) n++;
  return n;
};

describe('inkAgainstPaper', () => {
  test('a strip of table along the picture’s edge is not ink; a stroke as wide is', () => {
    // Paper at 240; a dark strip 12 px wide at the left edge (narrower than the window, so the
    // closing reads paper over it), and a stroke 12 px wide in the middle.
    const [width, height] = [200, 60];
    const grey = new Uint8Array(width * height).fill(240);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < 12; x++) grey[y * width + x] = 60;
      for (let x = 100; x < 112; x++) grey[y * width + x] = 60;
    }
    const ink = inkOf(grey, width, height, 150);
    expect(count(ink, width, 0, 12)).toBe(0);
    expect(count(ink, width, 100, 112)).toBe(12 * height);
  });

  test('a shadow is not ink, and ink in it is', () => {
    // The light falls from 240 to 80 over 120 px; a 3 px stroke lies in the dark part.
    const [width, height] = [300, 40];
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const light = x < 100 ? 240 : x > 220 ? 80 : 240 - ((x - 100) * 160) / 120;
        grey[y * width + x] = x >= 250 && x < 253 ? 15 : Math.round(light);
      }
    }
    const ink = inkOf(grey, width, height, 150);
    expect(count(ink, width, 0, 250)).toBe(0);
    expect(count(ink, width, 250, 253)).toBe(3 * height);
  });

  test('the dark trough beside a step, brightening slowly, is not ink', () => {
    // A sheet (200) meets a table at 50 that brightens by 0.5 a pixel away from it: dark against
    // the closing (a maximum over the window) but with no paper beyond it within reach.
    const [width, height] = [200, 40];
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) grey[y * width + x] = x < 60 ? 200 : 50 + (x - 60) * 0.5;
    }
    const ink = inkOf(grey, width, height, 200);
    expect(count(ink, width, 0, width)).toBe(0);
  });

  test('a mark fainter than the noise floor is not ink', () => {
    const [width, height] = [100, 40];
    const grey = new Uint8Array(width * height).fill(60);
    for (let y = 10; y < 30; y++) grey[y * width + 50] = 48; // 12 levels: 80% of its paper
    expect(count(inkOf(grey, width, height, 220), width, 0, width)).toBe(0);
    for (let y = 10; y < 30; y++) grey[y * width + 50] = 40; // 20 levels
    expect(count(inkOf(grey, width, height, 220), width, 0, width)).toBe(20);
  });
});
