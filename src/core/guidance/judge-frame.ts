// What is wrong with one frame, from its measures: the single most important problem in the
// order the person should fix them (there is no point asking to hold still while the paper is
// out of the box), or 'ready'. Also whether the frame is steady and whether the box is empty,
// which the hint machine uses to capture by itself and to re-arm. Pure.
import { SIDES, type Side } from './border-contact.ts';
import type { FrameMeasures } from './frame-measures.ts';
import {
  BLURRY_EDGE_WIDTH,
  BORDER_MIN_CROSSING_PX,
  DARK_PAPER_LEVEL,
  DIM_PAPER_LEVEL,
  GLARE_MIN_SHARE,
  LOW_CONTRAST_LEVELS,
  NO_SIGNATURE_INK_SHARE,
  SHADOW_MIN_DEPTH,
  STEADY_MAX_MOTION_PX,
} from './thresholds.ts';

export type Hint =
  'no-signature' | 'touches-edge' | 'too-dark' | 'shadow' | 'blurry' | 'glare' | 'ready';

/** The measures a verdict needs: what the worker sends back (the thumbnail stays with it). */
export type FrameReading = Omit<FrameMeasures, 'thumb'>;

export interface FrameVerdict {
  /** The most important problem, or 'ready'. */
  hint: Hint;
  /** Every problem the frame has, most important first (for tests and diagnostics). */
  problems: Hint[];
  /** The sides the ink runs into. */
  touchedSides: Side[];
  /** The paper moved less than STEADY_MAX_MOTION_PX since the previous frame. */
  steady: boolean;
  /** Less ink than a signature: the paper is away (re-arms capture by itself). */
  empty: boolean;
}

export function judgeFrame(m: FrameReading): FrameVerdict {
  const empty = m.inkShare < NO_SIGNATURE_INK_SHARE;
  const touchedSides = SIDES.filter((side) => m.borderInk[side] >= BORDER_MIN_CROSSING_PX);
  const dark =
    m.paperLevel < DARK_PAPER_LEVEL ||
    (!empty && m.contrast < LOW_CONTRAST_LEVELS && m.paperLevel < DIM_PAPER_LEVEL);
  const problems: Hint[] = [];
  // In a frame too dark to judge, "no signature" may just be ink that cannot be seen: the light
  // comes first then.
  if (empty && !(m.paperLevel < DARK_PAPER_LEVEL)) problems.push('no-signature');
  if (!empty && touchedSides.length > 0) problems.push('touches-edge');
  if (dark) problems.push('too-dark');
  if (m.shadowDepth >= SHADOW_MIN_DEPTH) problems.push('shadow');
  // Ink without a single measurable edge is blurred beyond measure: NaN counts as blurry.
  if (!empty && !(m.edgeWidth <= BLURRY_EDGE_WIDTH)) problems.push('blurry');
  if (m.glareShare >= GLARE_MIN_SHARE) problems.push('glare');
  return {
    hint: problems[0] ?? 'ready',
    problems,
    touchedSides,
    steady: m.motion <= STEADY_MAX_MOTION_PX,
    empty,
  };
}
