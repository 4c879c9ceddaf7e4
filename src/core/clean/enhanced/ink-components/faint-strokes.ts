// Brings back the faint strokes the hysteresis dropped (issue 23, item 3). The hysteresis keeps
// a component only where it reaches the ink's median darkness, so a second, fainter ink (a line
// written with another pen, a copperplate's hairlines broken off their thick strokes) goes with
// the stains and the bleed-through. Darkness does not tell them apart; two other measurements do:
//   - clear of its own paper: a stroke's darkest pixel stands many robust deviations out of the
//     paper around it (its bounding box, a few stroke widths wider), while grain, a photocopy's
//     blotches and a stain's texture are made of that paper's own noise;
//   - sharp like the ink kept: its edge width — depth ÷ the 90th percentile of its gradient —
//     is no wider than the kept components' median, while bleed-through is seen through the
//     paper and so is blurred, and a stain's edge is soft.
// A component comes back only if it passes both. One flood fill per component; pure.

import { nonZeroBlocks } from '../../byte-mask.ts';
import { ENHANCED_PARAMS, type FaintSettings } from '../enhanced-params.ts';
import { histogramQuantile, MAD_TO_SIGMA, medianAbsoluteDeviation } from '../thresholds/levels.ts';
import { roundHalfUp } from '../kernel-helpers/branchless.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

interface Component {
  size: number;
  darkest: number;
  /** The 90th percentile of the gradient over the component's pixels. */
  gradient: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The gradient's magnitude at p (half the central differences; 0 at the frame's edge). */
function gradientAt(normalised: Uint8Array, width: number, height: number, p: number): number {
  const y = (p / width) | 0;
  const x = p - y * width;
  if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return 0;
  const gx = normalised[p + 1] - normalised[p - 1];
  const gy = normalised[p + width] - normalised[p - width];
  // roundHalfUp is Math.round here (the root is non-negative and small), a few times cheaper.
  return Math.min(255, roundHalfUp(Math.sqrt(gx * gx + gy * gy) / 2));
}

/** Fills the component at `start` (pixels equal to `value` in `labels` become `mark`), lists
 * its pixels in `members` and measures it. */
function fill(
  labels: Uint8Array,
  normalised: Uint8Array,
  width: number,
  height: number,
  start: number,
  value: number,
  mark: number,
  stack: Int32Array,
  members: Int32Array,
  counts: Uint32Array,
): Component {
  let top = 0;
  let size = 0;
  let darkest = 255;
  let minX = width;
  let maxX = -1;
  let minY = height;
  let maxY = -1;
  counts.fill(0);
  stack[top++] = start;
  labels[start] = mark;
  while (top > 0) {
    const p = stack[--top];
    members[size++] = p;
    if (normalised[p] < darkest) darkest = normalised[p];
    counts[gradientAt(normalised, width, height, p)]++;
    const y = (p / width) | 0;
    const x = p - y * width;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
      // Inside the frame (nearly every pixel): the eight neighbours without bounds tests. The
      // order the pixels are taken in changes none of the measures.
      top = take(labels, p - width - 1, value, mark, stack, top);
      top = take(labels, p - width, value, mark, stack, top);
      top = take(labels, p - width + 1, value, mark, stack, top);
      top = take(labels, p - 1, value, mark, stack, top);
      top = take(labels, p + 1, value, mark, stack, top);
      top = take(labels, p + width - 1, value, mark, stack, top);
      top = take(labels, p + width, value, mark, stack, top);
      top = take(labels, p + width + 1, value, mark, stack, top);
      continue;
    }
    for (let dy = y > 0 ? -1 : 0; dy <= (y < height - 1 ? 1 : 0); dy++) {
      for (let dx = x > 0 ? -1 : 0; dx <= (x < width - 1 ? 1 : 0); dx++) {
        top = take(labels, p + dy * width + dx, value, mark, stack, top);
      }
    }
  }
  let seen = 0;
  let gradient = 0;
  const rank = Math.floor(0.9 * (size - 1)) + 1;
  while (gradient < 255 && seen + counts[gradient] < rank) seen += counts[gradient++];
  return { size, darkest, gradient: Math.max(1, gradient), minX, maxX, minY, maxY };
}

/** Marks q and pushes it on `stack` above `top` where its label is `value`; the new top. */
function take(
  labels: Uint8Array,
  q: number,
  value: number,
  mark: number,
  stack: Int32Array,
  top: number,
): number {
  if (labels[q] !== value) return top;
  labels[q] = mark;
  stack[top] = q;
  return top + 1;
}

/** How many robust deviations the component's darkest pixel stands below the paper (the pixels
 * off `before`'s ink) in its bounding box widened by `reach`. */
function clearance(
  normalised: Uint8Array,
  before: Uint8Array,
  width: number,
  height: number,
  c: Component,
  reach: number,
  counts: Uint32Array,
): number {
  counts.fill(0);
  let total = 0;
  const x0 = Math.max(0, c.minX - reach);
  const x1 = Math.min(width - 1, c.maxX + reach);
  for (let y = Math.max(0, c.minY - reach); y <= Math.min(height - 1, c.maxY + reach); y++) {
    for (let p = y * width + x0; p <= y * width + x1; p++) {
      if (before[p] === 0) {
        counts[normalised[p]]++;
        total++;
      }
    }
  }
  if (total === 0) return 0;
  const median = histogramQuantile(counts, 0, 255, 0.5);
  const mad = Math.max(1, medianAbsoluteDeviation(counts, 0, median));
  return (median - c.darkest) / (MAD_TO_SIGMA * mad);
}

/**
 * `before` is the mask before the hysteresis (0 paper, 1 ink), `mask` after it (both
 * `width` × `height`, with the normalised levels, paper 255); `stroke` is the median stroke
 * width. Dropped components that stand clear of their own paper and are as sharp as the kept
 * ink are set in `mask` again. Returns the number of pixels brought back; `before` stays.
 * `blocks`: a list holding every 16-byte block with ink in `before` (taken here when not given).
 */
export function restoreFaintStrokes(
  image: { normalised: Uint8Array; width: number; height: number },
  before: Uint8Array,
  mask: Uint8Array,
  stroke: number,
  scratch: Scratch,
  {
    deviations,
    edgeRatio,
    paperReachPerStroke,
    minPaperReach,
  }: FaintSettings = ENHANCED_PARAMS.faint,
  blocks?: Int32Array,
): number {
  const { normalised, width, height } = image;
  const n = width * height;
  // 0 paper, 1 kept ink, 2 dropped ink; filled components are marked 3 (kept) and 4 (dropped).
  // Only the 16-byte blocks that hold ink are passed (the cost follows the ink, not the frame).
  // A list holding every block with ink in `before` holds every block with ink in `mask` too.
  const dropped = blocks ?? nonZeroBlocks(before);
  const kept = blocks ?? nonZeroBlocks(mask);
  const labels = new Uint8Array(n);
  for (let b = 0; b < dropped.length; b++) {
    for (let i = dropped[b] << 4, end = Math.min(n, i + 16); i < end; i++)
      labels[i] = before[i] << 1;
  }
  for (let b = 0; b < kept.length; b++) {
    for (let i = kept[b] << 4, end = Math.min(n, i + 16); i < end; i++)
      if (mask[i] === 1) labels[i] = 1;
  }
  const stack = new Int32Array(scratch.buffer('faint strokes stack', 4 * n), 0, n);
  const members = new Int32Array(scratch.buffer('faint strokes members', 4 * n), 0, n);
  const counts = new Uint32Array(256);
  // The kept components' edge widths, as a histogram in tenths of a pixel.
  const widths = new Uint32Array(1024);
  let keptComponents = 0;
  for (let b = 0; b < kept.length; b++) {
    for (let p = kept[b] << 4, end = Math.min(n, p + 16); p < end; p++) {
      if (labels[p] !== 1) continue;
      const c = fill(labels, normalised, width, height, p, 1, 3, stack, members, counts);
      widths[Math.min(1023, Math.round((10 * (255 - c.darkest)) / c.gradient))]++;
      keptComponents++;
    }
  }
  if (keptComponents === 0) return 0;
  let medianWidth = 0;
  for (let seen = widths[0]; 2 * seen < keptComponents; seen += widths[++medianWidth]);
  const widest = (edgeRatio * medianWidth) / 10;
  const reach = Math.max(minPaperReach, Math.round(paperReachPerStroke * stroke));
  let restored = 0;
  for (let b = 0; b < dropped.length; b++) {
    for (let p = dropped[b] << 4, end = Math.min(n, p + 16); p < end; p++) {
      if (labels[p] !== 2) continue;
      const c = fill(labels, normalised, width, height, p, 2, 4, stack, members, counts);
      if ((255 - c.darkest) / c.gradient > widest) continue;
      if (clearance(normalised, before, width, height, c, reach, counts) < deviations) continue;
      for (let k = 0; k < c.size; k++) mask[members[k]] = 1;
      restored += c.size;
    }
  }
  return restored;
}
