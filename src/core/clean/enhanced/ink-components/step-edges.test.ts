import { describe, expect, test } from 'vitest';
import { dropStepEdges } from './step-edges.ts';
import { blurred121 } from '../strokes/blur.test-helper.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const [W, H] = [120, 80];

/** Paper (240) with a disc of `level` centred below the frame: the top of a hand or a blot. */
function withDisc(level: number, cx: number, cy: number, radius: number) {
  const grey = new Uint8Array(W * H).fill(240);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) if (Math.hypot(x - cx, y - cy) <= radius) grey[y * W + x] = level;
  return grey;
}

/** A blurred copy, as any camera leaves an edge. */
const blurred = (grey: Uint8Array) => blurred121(grey, W, H);

/** The pixels within `band` px inside the disc's outline (the halo a closing leaves there). */
function outline(cx: number, cy: number, radius: number, band: number) {
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d <= radius && d > radius - band) mask[y * W + x] = 1;
    }
  return mask;
}

describe('dropStepEdges', () => {
  test('drops the inner rim of a wide dark region: darker than the paper on one side only', () => {
    const grey = blurred(withDisc(160, 60, 110, 70));
    const mask = outline(60, 110, 70, 3);
    expect(mask.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(0);
  });

  test('keeps a pen stroke and a stroke’s wide swell (both sides beyond the ink are paper)', () => {
    const grey = new Uint8Array(W * H).fill(240);
    const mask = new Uint8Array(W * H);
    for (let y = 10; y < 70; y++) {
      for (let x = 20; x < 23; x++) grey[y * W + x] = 40; // a 3 px stroke
      for (let x = 60; x < 74; x++) grey[y * W + x] = 40; // a 14 px swell
    }
    const soft = blurred(grey);
    for (let i = 0; i < mask.length; i++) mask[i] = soft[i] < 140 ? 1 : 0;
    const ink = mask.reduce((a, b) => a + b, 0);
    expect(dropStepEdges(mask, soft, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(ink);
  });

  test('keeps a wide swell whose mask is full of holes (the far side is still paper)', () => {
    const grey = new Uint8Array(W * H).fill(240);
    for (let y = 10; y < 70; y++) for (let x = 30; x < 90; x++) grey[y * W + x] = 40;
    const soft = blurred(grey);
    const mask = new Uint8Array(W * H);
    for (let i = 0; i < mask.length; i++) mask[i] = soft[i] < 140 ? 1 : 0;
    // Speckles: every fifth pixel inside the swell is off the mask (ink the threshold missed).
    for (let y = 14; y < 66; y++)
      for (let x = 34; x < 86; x++) if ((x + 2 * y) % 5 === 0) mask[y * W + x] = 0;
    const ink = mask.reduce((a, b) => a + b, 0);
    expect(dropStepEdges(mask, soft, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(ink);
  });

  test('keeps a stroke that runs along the edge of a hard shadow (paper on both sides, one dim)', () => {
    // Left of x = 60 the paper lies in a shadow that takes 45% of the light.
    const grey = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) grey[y * W + x] = x < 60 ? 132 : 240;
    const mask = new Uint8Array(W * H);
    for (let y = 10; y < 70; y++)
      for (let x = 60; x < 63; x++) {
        grey[y * W + x] = 40;
        mask[y * W + x] = 1;
      }
    const soft = blurred(grey);
    expect(dropStepEdges(mask, soft, W, H, new Scratch(), { reach: 6, minShare: 0.3 })).toBe(180);
  });

  test('keeps a region that cannot be judged (no edge through it)', () => {
    const grey = new Uint8Array(W * H).fill(100);
    const mask = new Uint8Array(W * H).fill(1);
    expect(dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(W * H);
  });

  test('clears the outline of a dark region from a stroke joined to it, and keeps the stroke', () => {
    // A thumb's tip (a disc of 150) on the left; a 5 px stroke runs from its tip to the
    // right. The closing's halo inside the thumb's outline is joined to the stroke.
    const grey = withDisc(150, 36, 40, 34);
    const mask = outline(36, 40, 34, 2);
    const stroke = new Uint8Array(W * H);
    for (let y = 38; y < 43; y++)
      for (let x = 68; x < 115; x++) {
        grey[y * W + x] = 40;
        stroke[y * W + x] = 1;
        mask[y * W + x] = 1;
      }
    const soft = blurred(grey);
    const strokeInk = stroke.reduce((a, b) => a + b, 0);
    const halo = mask.reduce((a, b) => a + b, 0) - strokeInk;
    expect(halo).toBeGreaterThan(100);
    const left = dropStepEdges(mask, soft, W, H, new Scratch(), { reach: 3, minShare: 0.3 });
    // The outline goes (all but where the stroke meets it); the stroke stays whole.
    let strokeLeft = 0;
    for (let i = 0; i < mask.length; i++) strokeLeft += mask[i] & stroke[i];
    expect(strokeLeft).toBeGreaterThan(strokeInk - 10);
    expect(left - strokeLeft).toBeLessThan(halo / 5);
  });

  test('keeps strokes that run beside each other (the darker side turns back to paper)', () => {
    const grey = new Uint8Array(W * H).fill(240);
    const mask = new Uint8Array(W * H);
    // Three 3 px strokes 2 px apart, joined by a bar: each stroke's side is the next stroke.
    for (let y = 10; y < 70; y++)
      for (const x0 of [40, 45, 50]) for (let x = x0; x < x0 + 3; x++) grey[y * W + x] = 40;
    for (let y = 10; y < 13; y++) for (let x = 40; x < 53; x++) grey[y * W + x] = 40;
    const soft = blurred(grey);
    for (let i = 0; i < mask.length; i++) mask[i] = soft[i] < 140 ? 1 : 0;
    const ink = mask.reduce((a, b) => a + b, 0);
    expect(dropStepEdges(mask, soft, W, H, new Scratch(), { reach: 6, minShare: 0.3 })).toBe(ink);
  });
});
