// Removes ink components (8-connected) that cannot be pen strokes: specks smaller than an area
// (the spec's 3×3 opening would also erase strokes 1–2 px wide; this keeps them), and thin
// lines running across the whole frame (a table edge, a ruled line: no signature spans the
// full width at a pen's thickness, and a line is straight: a tightly cropped signature whose
// flourish runs from edge to edge swings across the frame and stays), and components none of
// whose pixels is sure ink (hysteresis, issue 10): a stroke is dark somewhere along its length,
// bleed-through from the back of the page and a stain's rim are faint all over. One flood fill
// per component, typed-array stack. Pure.

import { nonZeroBlocks } from '../../byte-mask.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import { FILL_MEMBERS, FILL_STACK, type Scratch } from '../kernel-helpers/scratch.ts';

export interface ComponentFilter {
  /** Components with fewer pixels are specks. */
  minArea: number;
  /** A component spanning at least `lineSpan` of the width or height whose mean thickness
   * (area / span) is at most this, and which is straight (its extent across the span at most
   * this plus `lineSlope` × the span), is a line, not ink. 0 disables the rule. */
  maxLineThickness: number;
  /** Default: components.lineSpan and components.lineSlope of enhanced-params.ts. */
  lineSpan?: number;
  lineSlope?: number;
  /** The levels the mask was cut from (paper 255); with `sureLevel`, a component none of whose
   * pixels is at or below `sureLevel` is not ink. */
  normalised?: Uint8Array;
  sureLevel?: number;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
  /** Filled with the components kept, for dropStepEdges to judge without walking them again. */
  listed?: ListedComponents;
}

/**
 * The components a filterComponents call kept, in the order and with the pixel order that
 * dropStepEdges's own fill finds them (the same scan of the same blocks, the same neighbour
 * order). Valid only for `mask` as that call left it: a pass that changes the mask in between
 * must not hand it on.
 */
export interface ListedComponents {
  /** The mask they were listed on (null: nothing listed yet). */
  mask: Uint8Array | null;
  /** Their pixels, one component after another, in fill order. */
  members: Int32Array;
  /** Each component's pixel count, in order. */
  sizes: number[];
}

/** An empty list for filterComponents to fill. */
export function listedComponents(): ListedComponents {
  return { mask: null, members: new Int32Array(0), sizes: [] };
}

/** A pixel already reached by a fill (ink is 1): no separate visited array. */
const SEEN = 2;

/** Straight: a thin frame-wide component rises at most this thickness + `slope` × span. */
function straight(span: number, across: number, thickness: number, slope: number) {
  return across <= thickness + slope * span;
}

/** `mask` holds 0 (paper) or 1 (ink); the components found are cleared in it. */
export function filterComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  scratch: Scratch,
  {
    minArea,
    maxLineThickness,
    normalised,
    sureLevel = 255,
    blocks = nonZeroBlocks(mask),
    listed,
    lineSpan = ENHANCED_PARAMS.components.lineSpan,
    lineSlope = ENHANCED_PARAMS.components.lineSlope,
  }: ComponentFilter,
): number {
  const stack = new Int32Array(scratch.buffer(FILL_STACK, 4 * mask.length), 0, mask.length);
  const members = new Int32Array(scratch.buffer(FILL_MEMBERS, 4 * mask.length), 0, mask.length);
  let kept = 0;
  if (listed) {
    listed.mask = mask;
    listed.members = members;
    listed.sizes.length = 0;
  }
  // Only the mask's 16-byte blocks that held ink when the walk began are visited: the fills only
  // turn ink into SEEN or paper, so no block outside the list gains an unvisited ink pixel.
  for (let b = 0; b < blocks.length; b++) {
    const blockEnd = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let start = blocks[b] << 4; start < blockEnd; start++) {
      if (mask[start] !== 1) continue;
      let top = 0;
      let size = 0;
      let minX = width;
      let maxX = -1;
      let minY = height;
      let maxY = -1;
      let darkest = 255;
      stack[top++] = start;
      mask[start] = SEEN;
      while (top > 0) {
        const p = stack[--top];
        members[kept + size++] = p;
        if (normalised && normalised[p] < darkest) darkest = normalised[p];
        const y = (p / width) | 0;
        const x = p - y * width;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        const left = x > 0;
        const right = x < width - 1;
        // The eight neighbours row by row, left to right, as dropStepEdges walks them (the
        // components it is handed in `listed` are then in its own order).
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
      const spanX = maxX - minX + 1;
      const spanY = maxY - minY + 1;
      const line =
        maxLineThickness > 0 &&
        ((spanX >= lineSpan * width &&
          size / spanX <= maxLineThickness &&
          straight(spanX, spanY, maxLineThickness, lineSlope)) ||
          (spanY >= lineSpan * height &&
            size / spanY <= maxLineThickness &&
            straight(spanY, spanX, maxLineThickness, lineSlope)));
      const faint = normalised !== undefined && darkest > sureLevel;
      if (size < minArea || line || faint) {
        for (let k = kept; k < kept + size; k++) mask[members[k]] = 0;
      } else {
        kept += size;
        listed?.sizes.push(size);
      }
    }
  }
  // The kept components' pixels, listed one after another at the front of `members`, are ink again.
  for (let k = 0; k < kept; k++) mask[members[k]] = 1;
  return kept;
}
