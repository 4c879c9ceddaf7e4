import { describe, expect, test } from 'vitest';
import { dropStepEdges } from './step-edges.ts';
import { findStrips } from './strip-split.ts';
import { blurred121 } from '../strokes/blur.test-helper.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const [W, H] = [120, 50];
/** The strip's first row: a dark table along the bottom edge, 8 px deep. */
const STRIP = H - 8;

/** A blurred copy, as any camera leaves an edge. */
const blurred = (grey: Uint8Array) => blurred121(grey, W, H);

/** Paper (235) over a dark strip (45) along the bottom, with a 2 px underline of grey `level` drawn
 * `gap` px off the strip from x0 to x1 (none when x1 <= x0), blurred; the mask at 160 (the strip
 * comes out as ink, as under a tiny crop's closing). */
function stripScene(x0: number, x1: number, gap = 0, level = 90) {
  const sharp = new Uint8Array(W * H).fill(235);
  for (let y = STRIP; y < H; y++) for (let x = 0; x < W; x++) sharp[y * W + x] = 45;
  for (let y = STRIP - 2 - gap; y < STRIP - gap; y++)
    for (let x = x0; x < x1; x++) sharp[y * W + x] = level;
  const grey = blurred(sharp);
  const mask = new Uint8Array(W * H);
  for (let i = 0; i < mask.length; i++) mask[i] = grey[i] < 160 ? 1 : 0;
  return { grey, mask };
}

/** A signature's long 3 px strokes (a zigzag) standing on the strip: one component with it,
 * mostly stroke-like, so the step edges keep it — with the strip, before strokeOffStrip. */
function signatureOnStrip() {
  const sharp = new Uint8Array(W * H).fill(235);
  for (let y = STRIP; y < H; y++) for (let x = 0; x < W; x++) sharp[y * W + x] = 45;
  for (let x = 10; x < 110; x++) {
    const top = 4 + Math.abs(((x * 2) % 76) - 38);
    for (let y = top; y < top + 3; y++) sharp[y * W + x] = 40;
  }
  for (let y = 2; y < STRIP; y++) for (let x = 50; x < 53; x++) sharp[y * W + x] = 40;
  const grey = blurred(sharp);
  const mask = new Uint8Array(W * H);
  for (let i = 0; i < mask.length; i++) mask[i] = grey[i] < 160 ? 1 : 0;
  return { grey, mask };
}

/** The step edges keep every stroke pixel above the strip and nothing of the strip. */
function expectStripCut(grey: Uint8Array, mask: Uint8Array) {
  const strokes = mask.reduce((a, b, i) => a + (i < (STRIP - 2) * W ? b : 0), 0);
  const kept = dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 });
  for (let y = STRIP; y < H; y++) for (let x = 0; x < W; x++) expect(mask[y * W + x]).toBe(0);
  expect(kept).toBeGreaterThanOrEqual(strokes);
}

describe('inkOffStrip (through dropStepEdges)', () => {
  test('keeps an underline joined to a dark strip along the frame edge, and drops the strip', () => {
    // Over half the width: the strip's boundary is read where it runs on alone.
    const { grey, mask } = stripScene(20, 90);
    const kept = dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 });
    // The underline's two rows over its length (less its blurred ends), none of the strip.
    expect(kept).toBeGreaterThanOrEqual(2 * 66);
    expect(kept).toBeLessThanOrEqual(2 * 72);
    for (let y = STRIP; y < H; y++) for (let x = 0; x < W; x++) expect(mask[y * W + x]).toBe(0);
  });

  test('keeps nothing of a strip alone (its blurred edge is the same all along)', () => {
    const { grey, mask } = stripScene(0, 0);
    expect(mask.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(8 * W);
    expect(dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(0);
  });

  test('keeps an underline apart from the strip but within its blurred edge (one-sided too)', () => {
    // A row of paper between a lighter underline and the strip: a component of its own, whose
    // far side is the strip, so the step edges alone judge it a step.
    const { grey, mask } = stripScene(20, 90, 1, 130);
    const kept = dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 });
    expect(kept).toBeGreaterThanOrEqual(2 * 66);
    expect(kept).toBeLessThanOrEqual(2 * 72);
    for (let y = STRIP - 1; y < H; y++) for (let x = 0; x < W; x++) expect(mask[y * W + x]).toBe(0);
  });

  test('drops a dark region that spans no side of the frame whole', () => {
    const { grey, mask } = stripScene(20, 90);
    // The strip covers only the left two thirds of the bottom edge.
    for (let y = STRIP; y < H; y++) for (let x = 80; x < W; x++) mask[y * W + x] = 0;
    expect(dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(0);
  });

  test('drops a step apart from the strip that reaches beyond its blurred edge (a hand)', () => {
    const { grey, mask } = stripScene(0, 0);
    // A hand from the top left down to the strip: its halo, 3 px inside its outline, is a step.
    for (let y = 0; y < STRIP - 1; y++)
      for (let x = 0; x < 30; x++) {
        grey[y * W + x] = 120;
        mask[y * W + x] = x >= 27 ? 1 : 0;
      }
    expect(dropStepEdges(mask, grey, W, H, new Scratch(), { reach: 4, minShare: 0.3 })).toBe(0);
  });

  test('cuts the strip off a signature that touches it, however much of it is stroke', () => {
    const { grey, mask } = signatureOnStrip();
    expectStripCut(grey, mask);
  });

  test('cuts the strip off a signature where its outer pixels read as paper (only its rim is ink)', () => {
    // As above, but the strip is wider than the paper's closing window along a third of the
    // bottom: there its outer rows came out as paper, so the frame's edge is not ink all along.
    const { grey, mask } = signatureOnStrip();
    for (let y = H - 4; y < H; y++) for (let x = 30; x < 70; x++) mask[y * W + x] = 0;
    expect(findStrips(mask, grey, W, H, 4).map((s) => s.side)).toEqual([1]);
    expectStripCut(grey, mask);
  });

  test('a stroke along a side, with paper between it and the edge, is no strip', () => {
    // A 2 px line across the whole frame, 3 px in from the bottom edge.
    const sharp = new Uint8Array(W * H).fill(235);
    for (let y = H - 5; y < H - 3; y++) for (let x = 0; x < W; x++) sharp[y * W + x] = 60;
    const grey = blurred(sharp);
    const mask = new Uint8Array(W * H);
    for (let i = 0; i < mask.length; i++) mask[i] = grey[i] < 160 ? 1 : 0;
    expect(findStrips(mask, grey, W, H, 4)).toEqual([]);
  });
});
