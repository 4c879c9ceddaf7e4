// Step edges are not strokes (issue 10: a hand, a table or the sheet's own edge must never be ink).
// Flattening the paper by a closing (a maximum filter) leaves a halo wherever a bright region meets
// a darker one wider than the window — the outline of a hand holding the sheet, a book's edge, a
// stain's tide-line: on the darker side, within half a window of the step, the estimated paper is
// the bright side's, so those pixels come out as dark as ink. They differ from a pen stroke in the
// picture itself: a stroke is darker than the paper on BOTH of its sides, a step only on one.
// Across a stroke, at a few stroke widths either way, the grey is brighter on both sides; across a
// step it is bright on one side and as dark as the pixel on the other (the hand goes on).
//
// Each ink pixel on a clear edge is judged along its gradient (across the edge, never along it:
// along a hand's curved outline both sides would be paper), at a few stroke widths and at twice and
// four times that (a calligraphic swell is many hairlines wide, a hand is wider still). A component
// is dropped when under a share (components.minStrokeShare) of its judged pixels are darker than
// both sides. Only the darker side is compared with the brighter one, so no paper level is needed.
// A stroke can join a step (a signature running under a thumb: the halo along the thumb's outline
// and the signature are one component, kept for the signature): where a kept component's judged
// pixels are partly one-sided, each pixel whose darker side is a wide region off the ink is
// cleared. Pure; typed arrays; one flood fill per component, over the ink only.

import { nonZeroBlocks } from '../../byte-mask.ts';
import { ENHANCED_PARAMS, type StepSettings } from '../enhanced-params.ts';
import type { ListedComponents } from './components.ts';
import { FILL_MEMBERS, FILL_STACK, type Scratch } from '../kernel-helpers/scratch.ts';
import { judge, stepIntoRegion } from './step-judge.ts';
import { findStrips, inkOffStrip, strokeOffStrip, type Side } from './strip-split.ts';

/** The step of a sample's scattered visiting order (k · SCATTER mod count): a prime above any
 * sample's count (2 × steps.sample), so every pixel is visited once. Not a tunable: no value was
 * measured for it; it only fixes the order (and so which pixels the mixed share reads before the
 * judging stops), which is why it stays here and not in ENHANCED_PARAMS. */
const SCATTER = 7919;

export interface StepEdgeOptions {
  /** How far either side to look (px): beyond a stroke's far edge and its blur. */
  reach: number;
  /** A component stays when at least this share of its judged pixels is stroke-like. */
  minShare: number;
  /** The judge's shares and limits (default: components.steps of enhanced-params.ts). A
   * component at least steps.mixedShare of whose judged pixels step into a region
   * (stepIntoRegion: one-sided, a wide dark region off the ink beyond) is a stroke joined to a
   * step (a signature running under a thumb's outline): every pixel of it is judged, and those
   * that step into a region are cleared (one-sided pixels alone, without the region, meet the
   * share on plain frames too: a second judging on every frame). */
  steps?: StepSettings;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
  /** The components filterComponents kept on this mask, left unchanged since: judged as listed,
   * without walking them again (the same components in the same order and pixel order). */
  listed?: ListedComponents;
}

/** A visited ink pixel, while the components are walked (still ink to the judging rays). */
const SEEN = 2;

/** Removes from `mask` the components that are one-sided steps; returns the ink pixels left. */
export function dropStepEdges(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  scratch: Scratch,
  {
    reach,
    minShare,
    steps = ENHANCED_PARAMS.components.steps,
    blocks = nonZeroBlocks(mask),
    listed,
  }: StepEdgeOptions,
): number {
  if (!(steps.sample > 0 && 2 * steps.sample < SCATTER)) {
    throw new RangeError(`steps.sample must lie in (0, ${SCATTER / 2}): ${steps.sample}`);
  }
  const judging = { reach, minShare, steps };
  // The dark strips along the frame's edges, read before any component goes (strip-split.ts).
  const strips = findStrips(mask, grey, width, height, reach, steps);
  if (listed !== undefined && listed.mask === mask) {
    // The mask changes here: the list no longer describes it.
    listed.mask = null;
    return dropListed(mask, grey, width, height, judging, listed, strips);
  }
  const n = mask.length;
  const stack = new Int32Array(scratch.buffer(FILL_STACK, 4 * n), 0, n);
  const members = new Int32Array(scratch.buffer(FILL_MEMBERS, 4 * n), 0, n);
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
      kept += settle(mask, grey, width, height, members, kept, size, judging, strips);
    }
  }
  for (let m = 0; m < kept; m++) mask[members[m]] = 1;
  return kept;
}

/** dropStepEdges on the components filterComponents listed (their pixels are 1 on the mask: ink
 * to the judging rays, as the fill's SEEN is). */
function dropListed(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  judging: Judging,
  { members, sizes }: ListedComponents,
  strips: readonly Side[],
): number {
  let kept = 0;
  let from = 0;
  for (const size of sizes) {
    kept += settle(mask, grey, width, height, members, from, size, judging, strips);
    from += size;
  }
  return kept;
}

/**
 * Judges the component members[from, from + size) and keeps what is ink: a step keeps only the
 * ink joined to a strip along the frame's edge (inkOffStrip); a stroke joined to a step loses the
 * pixels that step into a region (keepOffRegions), and a stroke touching a strip loses the
 * strip (strokeOffStrip). The pixels kept are moved to the front of the range, the others are
 * cleared on the mask; returns how many are kept.
 */
function settle(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  judging: Judging,
  strips: readonly Side[],
): number {
  const { steps } = judging;
  const verdict = judgeComponent(mask, grey, width, height, members, from, size, judging);
  let ink: number;
  if (verdict === STEP) {
    ink = inkOffStrip(grey, width, height, members, from, size, strips, steps);
  } else {
    const left =
      verdict === MIXED
        ? keepOffRegions(mask, grey, width, height, members, from, size, judging)
        : size;
    ink = strokeOffStrip(grey, width, height, members, from, left, strips, steps);
  }
  for (let m = from + ink; m < from + size; m++) mask[members[m]] = 0;
  return ink;
}

const STROKE = 0;
const STEP = 1;
const MIXED = 2;

/** How far either side a pixel is judged, the stroke-like share a component needs, and the
 * judge's settings (StepEdgeOptions). */
interface Judging {
  reach: number;
  minShare: number;
  steps: StepSettings;
}

/** Whether the component members[from, from + size) is a step (under `minShare` of the pixels
 * judged on an even sample of it are stroke-like), a stroke, or a stroke joined to a step (at
 * least steps.mixedShare of the pixels judged before the verdict was sure step into a region). */
function judgeComponent(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  { reach, minShare, steps }: Judging,
): number {
  // A large component is judged on an even sample of its pixels: a share needs no more.
  const stride = Math.max(1, Math.floor(size / steps.sample));
  let decided = 0;
  let strokeLike = 0;
  // One-sided pixels whose darker side is a region off the ink (stepIntoRegion).
  let regionSteps = 0;
  // The judging stops once the rest cannot change the outcome: with `left` pixels still to
  // judge, the final counts lie within strokeLike..strokeLike + left and decided..decided +
  // left (and minShare × a count only grows with the count, rounding included).
  const count = Math.ceil(size / stride);
  let left = count;
  // The sample is visited in a scattered order (k · SCATTER mod count; SCATTER is a prime above
  // any count, so each once): the pixels judged before the judging stops then lie all over the
  // component, not along the start of its fill, and their one-sided share (mixedShare) means
  // something. The verdict itself does not depend on the order.
  for (let k = 0; k < count; k++) {
    if (strokeLike >= minShare * (decided + left) || strokeLike + left < minShare * decided) {
      break;
    }
    left--;
    const p = members[from + ((k * SCATTER) % count) * stride];
    const y = (p / width) | 0;
    const x = p - y * width;
    const judged = judge(mask, grey, width, height, x, y, reach, steps);
    if (judged !== 0) {
      decided++;
      if (judged > 0) strokeLike++;
      else if (stepIntoRegion(mask, grey, width, height, x, y, reach, steps)) regionSteps++;
    }
  }
  if (decided > 0 && strokeLike < minShare * decided) return STEP;
  return decided > 0 && regionSteps >= steps.mixedShare * decided ? MIXED : STROKE;
}

/**
 * Moves the pixels of the component members[from, from + size) that are not steps into a region
 * (stepIntoRegion: the halo inside a thumb's outline, not a stroke beside another) to the front
 * of its range and returns how many they are; the mask is not changed, so every pixel is judged
 * against it as it was (settle clears the rest).
 */
function keepOffRegions(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  { reach, steps }: Judging,
): number {
  let kept = from;
  let cleared = from + size;
  // Kept pixels fill the range from the front, one-sided ones from the back.
  const end = from + size;
  for (let m = from; m < end && kept < cleared;) {
    const p = members[m];
    const y = (p / width) | 0;
    const x = p - y * width;
    if (stepIntoRegion(mask, grey, width, height, x, y, reach, steps)) {
      cleared--;
      members[m] = members[cleared];
      members[cleared] = p;
    } else {
      kept++;
      m++;
    }
  }
  return kept - from;
}
