// Step edges are not strokes (issue 10: a hand, a table or the sheet's own edge must never be
// ink). Flattening the paper by a closing (a maximum filter) leaves a halo wherever a bright
// region meets a darker one wider than the window — the outline of a hand holding the sheet,
// a book's edge, a stain's tide-line: on the darker side, within half a window of the step, the
// estimated paper is the bright side's, so those pixels come out as dark as ink. They differ
// from a pen stroke in the picture itself: a stroke is darker than the paper on BOTH of its
// sides, a step only on one. Across a stroke, at a few stroke widths either way, the grey is
// brighter on both sides; across a step it is bright on one side and as dark as the pixel on
// the other (the hand goes on).
//
// Each ink pixel on a clear edge is judged along its gradient (across the edge, never along
// it: along a hand's curved outline both sides would be paper), at a few stroke widths and at
// twice and four times that (a calligraphic swell is many hairlines wide, a hand is wider
// still). A component is dropped when under MIN_STROKE_SHARE of its judged pixels are darker
// than both sides. Only the darker side is compared with the brighter one, so no paper level
// is needed. Pure; typed arrays; one flood fill per component, over the ink only.

import { nonZeroBlocks } from '../byte-mask.ts';
import { roundHalfUp } from './branchless.ts';
import { FILL_MEMBERS, FILL_STACK, scratch } from './scratch.ts';

/** A pixel is stroke-like when the darker side is at least this share as far above it as the
 * brighter side (a step: 0–0.2; a stroke on plain paper: about 1; a stroke along the edge of a
 * hard shadow that halves the light: about 0.45). */
export const TWO_SIDED_SHARE = 0.3;
/** Differences up to this many grey levels are noise: no side is brighter by so little. */
export const STEP_NOISE = 8;
/** A component stays when at least this share of the pixels that can be judged is stroke-like. */
export const MIN_STROKE_SHARE = 0.3;

/** Components larger than this are judged on about this many of their pixels. */
export const SAMPLE = 256;
/** A stroke is followed across for at most this many × `reach` (a blot wider is not judged). */
export const MAX_WALK_PER_REACH = 16;

export interface StepEdgeOptions {
  /** How far either side to look (px): beyond a stroke's far edge and its blur. */
  reach: number;
  /** A component stays when at least this share of its judged pixels is stroke-like. */
  minShare: number;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
}

/** A visited ink pixel, while the components are walked (still ink to the judging rays). */
const SEEN = 2;

/** Removes from `mask` the components that are one-sided steps; returns the ink pixels left. */
export function dropStepEdges(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  { reach, minShare, blocks = nonZeroBlocks(mask) }: StepEdgeOptions,
): number {
  const n = mask.length;
  const stack = new Int32Array(scratch(FILL_STACK, 4 * n), 0, n);
  const members = new Int32Array(scratch(FILL_MEMBERS, 4 * n), 0, n);
  // Only the mask's blocks that held ink when the pass began are read (it only clears ink).
  let kept = 0;
  for (let b = 0; b < blocks.length; b++) {
    const blockEnd = Math.min(n, (blocks[b] + 1) << 4);
    for (let start = blocks[b] << 4; start < blockEnd; start++) {
      if (mask[start] !== 1) continue;
      // The component's pixels are listed after the kept ones at the front of `members`.
      let top = 0;
      let size = 0;
      stack[top++] = start;
      mask[start] = SEEN;
      while (top > 0) {
        const p = stack[--top];
        members[kept + size++] = p;
        const y = (p / width) | 0;
        const x = p - y * width;
        // The eight neighbours row by row, left to right (the order sets the sample below).
        const left = x > 0;
        const right = x < width - 1;
        if (y > 0) {
          const q = p - width;
          if (left && mask[q - 1] === 1) {
            mask[q - 1] = SEEN;
            stack[top++] = q - 1;
          }
          if (mask[q] === 1) {
            mask[q] = SEEN;
            stack[top++] = q;
          }
          if (right && mask[q + 1] === 1) {
            mask[q + 1] = SEEN;
            stack[top++] = q + 1;
          }
        }
        if (left && mask[p - 1] === 1) {
          mask[p - 1] = SEEN;
          stack[top++] = p - 1;
        }
        if (right && mask[p + 1] === 1) {
          mask[p + 1] = SEEN;
          stack[top++] = p + 1;
        }
        if (y < height - 1) {
          const q = p + width;
          if (left && mask[q - 1] === 1) {
            mask[q - 1] = SEEN;
            stack[top++] = q - 1;
          }
          if (mask[q] === 1) {
            mask[q] = SEEN;
            stack[top++] = q;
          }
          if (right && mask[q + 1] === 1) {
            mask[q + 1] = SEEN;
            stack[top++] = q + 1;
          }
        }
      }
      // A large component is judged on an even sample of its pixels: a share needs no more.
      const stride = Math.max(1, Math.floor(size / SAMPLE));
      let decided = 0;
      let strokeLike = 0;
      // The judging stops once the rest cannot change the outcome: with `left` pixels still to
      // judge, the final counts lie within strokeLike..strokeLike + left and decided..decided +
      // left (and minShare × a count only grows with the count, rounding included).
      let left = Math.ceil(size / stride);
      for (let m = kept; m < kept + size; m += stride) {
        if (strokeLike >= minShare * (decided + left) || strokeLike + left < minShare * decided) {
          break;
        }
        left--;
        const p = members[m];
        const y = (p / width) | 0;
        const judged = judge(mask, grey, width, height, p - y * width, y, reach);
        if (judged !== 0) {
          decided++;
          if (judged > 0) strokeLike++;
        }
      }
      if (decided > 0 && strokeLike < minShare * decided) {
        for (let m = kept; m < kept + size; m++) mask[members[m]] = 0;
      } else {
        kept += size;
      }
    }
  }
  for (let m = 0; m < kept; m++) mask[members[m]] = 1;
  return kept;
}

/**
 * +1 when the pixel is darker than both sides across its edge (along the grey's gradient), -1
 * when on one side only, 0 when it cannot be judged (the sides leave the frame or are no
 * brighter). Each side is read just beyond the ink: from the pixel, along the gradient, to the
 * first pixel off the mask, then `reach` / 2 further (past the stroke's blurred rim). Across a
 * stroke, however wide its swell, both are paper; across the halo inside a hand's outline one
 * is paper and the other the hand. A pixel without a clear edge goes to judgeRidge.
 */
function judge(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
): number {
  if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return 0;
  const p = y * width + x;
  // Sobel: points towards the brighter side.
  const gx =
    grey[p - width + 1] +
    2 * grey[p + 1] +
    grey[p + width + 1] -
    grey[p - width - 1] -
    2 * grey[p - 1] -
    grey[p + width - 1];
  const gy =
    grey[p + width - 1] +
    2 * grey[p + width] +
    grey[p + width + 1] -
    grey[p - width - 1] -
    2 * grey[p - width] -
    grey[p - width + 1];
  const norm = Math.hypot(gx, gy);
  const v = grey[p];
  if (norm < 4 * STEP_NOISE) return judgeRidge(grey, width, height, x, y, v, reach);
  const ux = gx / norm;
  const uy = gy / norm;
  const margin = Math.max(2, reach / 2);
  const limit = MAX_WALK_PER_REACH * reach;
  const a = beyondInk(mask, grey, width, height, x, y, ux, uy, margin, limit);
  const b = beyondInk(mask, grey, width, height, x, y, -ux, -uy, margin, limit);
  return a < 0 || b < 0 ? 0 : sides(a - v, b - v);
}

/** +1 when both sides are brighter (a stroke), -1 when one only (a step), 0 when neither is. */
function sides(a: number, b: number): number {
  const low = a < b ? a : b;
  const high = a < b ? b : a;
  if (high <= STEP_NOISE) return 0;
  return low >= TWO_SIDED_SHARE * high ? 1 : -1;
}

/**
 * The grey `margin` px beyond the ink on the ray from (x, y) along (ux, uy): the ray runs to the
 * first pixel off the mask and `margin` further; where that lands on ink again (a hole in a
 * wide stroke, a gap between its speckles) it runs on from there. -1 when the ray leaves the
 * frame or runs through ink for more than `limit` px.
 */
function beyondInk(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  ux: number,
  uy: number,
  margin: number,
  limit: number,
): number {
  for (let t = 1; t <= limit; t++) {
    const qx = roundHalfUp(x + ux * t);
    const qy = roundHalfUp(y + uy * t);
    if (qx < 0 || qy < 0 || qx >= width || qy >= height) return -1;
    if (mask[qy * width + qx]) continue;
    const bx = roundHalfUp(x + ux * (t + margin));
    const by = roundHalfUp(y + uy * (t + margin));
    if (bx < 0 || by < 0 || bx >= width || by >= height) return -1;
    const beyond = by * width + bx;
    if (!mask[beyond]) return grey[beyond];
    t += margin;
  }
  return -1;
}

/** Rows, columns and both diagonals, as unit steps. */
const AXES = [
  [1, 0],
  [0, 1],
  [Math.SQRT1_2, Math.SQRT1_2],
  [Math.SQRT1_2, -Math.SQRT1_2],
];

/**
 * A pixel without a clear edge through it: the middle of a thin line (its sides balance), or
 * the flat inside of a stroke or of a hand. Judged on the four axes at the nearest reach only
 * (further out, along a hand's curved outline both sides would be paper): +1 when darker than
 * both sides on one of them, -1 when brighter on one side only, 0 when all sides are alike.
 */
function judgeRidge(
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  v: number,
  reach: number,
): number {
  let judged = 0;
  for (const [ax, ay] of AXES) {
    const x0 = roundHalfUp(x - ax * reach);
    const y0 = roundHalfUp(y - ay * reach);
    const x1 = roundHalfUp(x + ax * reach);
    const y1 = roundHalfUp(y + ay * reach);
    if (x0 < 0 || x1 < 0 || y0 < 0 || y1 < 0) continue;
    if (x0 >= width || x1 >= width || y0 >= height || y1 >= height) continue;
    const onAxis = sides(grey[y0 * width + x0] - v, grey[y1 * width + x1] - v);
    if (onAxis > 0) return 1;
    if (onAxis < 0) judged = -1;
  }
  return judged;
}
