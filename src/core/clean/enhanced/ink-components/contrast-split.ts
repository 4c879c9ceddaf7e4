// Splits ink by contrast before the hysteresis (issue 23, item 3). Bleed-through or a stain
// joined to a real stroke passed the hysteresis with it: the stroke reaches the ink's median
// darkness, so the whole component was kept. A stroke is its dark core and the rim around it;
// ink farther than a rim's depth (along the ink) from every pixel at the ink's median darkness
// is not that stroke's rim. Such a piece is cut off only where it is wider than the pen
// (components.splitWidePerStroke of enhanced-params.ts): a dip pen's ink is dark where it pools and lighter between, and those
// lighter stretches, as narrow as the pen, stay; a blot of bleed-through or a stain beside the
// stroke goes, to be judged on its own by the hysteresis and faint-strokes.ts. Pure.

import { nonZeroBlocks } from '../../byte-mask.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

export interface SplitOptions {
  level: number;
  depth: number;
  wide: number;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
}

const UNREACHED = 255;
const VISITED = 254;

/** Chessboard distance from each ink pixel to the nearest paper or frame edge (two passes over
 * the mask's ink `blocks` only, forwards then backwards: paper reads 0 from the cleared memory). */
function insideDistance(
  mask: Uint8Array,
  width: number,
  height: number,
  blocks: Int32Array,
  scratch: Scratch,
): Uint16Array {
  const n = width * height;
  const inside = new Uint16Array(scratch.buffer('contrast split inside', 2 * n), 0, n).fill(0);
  // The column is carried along (a division per pixel cost more than the rest of the pass).
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(n, (blocks[b] + 1) << 4);
    for (let p = blocks[b] << 4, x = p % width; p < end; p++, x = x === width - 1 ? 0 : x + 1) {
      if (mask[p] !== 1) continue;
      const interior = x > 0 && x < width - 1 && p >= width;
      inside[p] =
        1 +
        (interior
          ? Math.min(inside[p - 1], inside[p - width - 1], inside[p - width], inside[p - width + 1])
          : 0);
    }
  }
  for (let b = blocks.length - 1; b >= 0; b--) {
    const first = blocks[b] << 4;
    for (
      let p = Math.min(n, first + 16) - 1, x = p % width;
      p >= first;
      p--, x = x === 0 ? width - 1 : x - 1
    ) {
      if (mask[p] !== 1) continue;
      const interior = x > 0 && x < width - 1 && p < n - width;
      const d =
        1 +
        (interior
          ? Math.min(inside[p + 1], inside[p + width - 1], inside[p + width], inside[p + width + 1])
          : 0);
      if (d < inside[p]) inside[p] = d;
    }
  }
  return inside;
}

/** Sets `distance` to `value` at p's 8-neighbours that are ink (mask 1), not yet filled and
 * farther than `value`, and pushes them on `stack` above `top` (row above, own row, row below,
 * each left to right); returns the new top. */
function spread(
  mask: Uint8Array,
  distance: Uint8Array,
  width: number,
  height: number,
  p: number,
  value: number,
  stack: Int32Array,
  top: number,
): number {
  const y = (p / width) | 0;
  const x = p - y * width;
  if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
    // Inside the frame (nearly every pixel): the eight neighbours without bounds tests.
    top = reach(mask, distance, p - width - 1, value, stack, top);
    top = reach(mask, distance, p - width, value, stack, top);
    top = reach(mask, distance, p - width + 1, value, stack, top);
    top = reach(mask, distance, p - 1, value, stack, top);
    top = reach(mask, distance, p + 1, value, stack, top);
    top = reach(mask, distance, p + width - 1, value, stack, top);
    top = reach(mask, distance, p + width, value, stack, top);
    return reach(mask, distance, p + width + 1, value, stack, top);
  }
  for (let dy = y > 0 ? -1 : 0; dy <= (y < height - 1 ? 1 : 0); dy++) {
    for (let dx = x > 0 ? -1 : 0; dx <= (x < width - 1 ? 1 : 0); dx++) {
      top = reach(mask, distance, p + dy * width + dx, value, stack, top);
    }
  }
  return top;
}

/** One neighbour q of spread (p itself is never pushed: it is filled already, at a lower value
 * or VISITED). */
function reach(
  mask: Uint8Array,
  distance: Uint8Array,
  q: number,
  value: number,
  stack: Int32Array,
  top: number,
): number {
  if (mask[q] === 1 && distance[q] > value && distance[q] !== VISITED) {
    distance[q] = value;
    stack[top++] = q;
  }
  return top;
}

/**
 * Clears in `mask` (0 paper, 1 ink) the pieces of ink more than `depth` steps (8-connected,
 * through ink) from every ink pixel at or below `level` in `normalised`, where a piece holds a
 * pixel more than `wide` px from the paper. Returns the number of pixels cleared.
 */
export function splitByContrast(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  scratch: Scratch,
  { level, depth, wide, blocks = nonZeroBlocks(mask) }: SplitOptions,
): number {
  const n = width * height;
  const distance = new Uint8Array(scratch.buffer('contrast split distance', n), 0, n);
  const queue = new Int32Array(scratch.buffer('contrast split queue', 4 * n), 0, n);
  // Only ink is ever read in `distance` (every read tests the mask first), and only the mask's
  // blocks that hold ink (or a superset: `blocks`) are passed: the cost follows the ink.
  let tail = 0;
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(n, (blocks[b] + 1) << 4);
    for (let p = blocks[b] << 4; p < end; p++) {
      distance[p] = UNREACHED;
      if (mask[p] === 1 && normalised[p] <= level) {
        distance[p] = 0;
        queue[tail++] = p;
      }
    }
  }
  // Breadth first from the dark cores, `depth` steps along the ink (below the markers).
  const reach = Math.min(depth, VISITED - 1);
  for (let head = 0; head < tail; head++) {
    const p = queue[head];
    if (distance[p] < reach)
      tail = spread(mask, distance, width, height, p, distance[p] + 1, queue, tail);
  }
  // Every ink pixel reached: no piece to judge.
  let unreached = 0;
  for (let b = 0; b < blocks.length && unreached === 0; b++) {
    const end = Math.min(n, (blocks[b] + 1) << 4);
    for (let p = blocks[b] << 4; p < end; p++)
      unreached += mask[p] & (distance[p] === UNREACHED ? 1 : 0);
  }
  if (unreached === 0) return 0;
  const inside = insideDistance(mask, width, height, blocks, scratch);
  // The pieces left unreached, one fill each (the queue is free again as their stack).
  const members = new Int32Array(scratch.buffer('contrast split members', 4 * n), 0, n);
  let cleared = 0;
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(n, (blocks[b] + 1) << 4);
    for (let start = blocks[b] << 4; start < end; start++) {
      if (mask[start] !== 1 || distance[start] !== UNREACHED) continue;
      let top = 0;
      let size = 0;
      let widest = 0;
      distance[start] = VISITED;
      queue[top++] = start;
      while (top > 0) {
        const p = queue[--top];
        members[size++] = p;
        if (inside[p] > widest) widest = inside[p];
        top = spread(mask, distance, width, height, p, VISITED, queue, top);
      }
      if (widest > wide) {
        for (let k = 0; k < size; k++) mask[members[k]] = 0;
        cleared += size;
      }
    }
  }
  return cleared;
}
