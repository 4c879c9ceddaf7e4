// The enhanced cleaner's options (enhanced-clean.ts): the threshold offset and the window, and a
// switch per idea, each on by default and off only to measure what it buys (docs/QUALITY.md).

import type { RuledSettings } from './lines/ruled-lines.ts';
import type { BlurDecision } from './strokes/stroke-blur.ts';
import type { LearnedDecisions } from './learned/learned-decisions.ts';
import type { BlurredInk } from './thresholds/thin-pen-gate.ts';

export interface EnhancedCleanOptions {
  /** Added to the threshold on the normalised image, as in the spec's cleaner. */
  thresholdOffset?: number;
  /** The closing window in px; by default it follows the stroke width. */
  window?: number;
  /** Remove thin lines across the frame (default true; off only to measure what it buys). */
  removeLines?: boolean;
  /** The hysteresis level from Otsu's dark class, applied before the step edges (issue 10; only
   * to measure what reading it from the ink left buys). */
  sureFromDarkClass?: boolean;
  /** A dark region with a soft edge is a shadow on the sheet (find-paper.ts; default true; off
   * only to measure). */
  softShadows?: boolean;
  /** Neighbouring values of the ruled lines' judgement (ruled-lines.ts RULED; only to measure). */
  ruled?: Partial<RuledSettings>;
  /** Where the rows' and columns' stroke widths disagree, measure the strokes again without the
   * ruled lines' runs (stroke-lines.ts; default true; off only to measure). */
  strokesWithoutLines?: boolean;
  /** Remove specks and frame-wide lines by component (default true; off only to measure). */
  filterComponents?: boolean;
  /** Add the strokes' rim by the local edge threshold (default true; off only to measure). */
  edgeThreshold?: boolean;
  /** Find the sheet first and keep everything off it paper (default true; off only to measure). */
  findSheet?: boolean;
  /** Measure strokes on a provisional flattening (default true); false: the first Otsu of the
   * raw grey, as before issue 10 (only to measure what it buys). */
  robustStrokes?: boolean;
  /** The thin-pen gate's allowance for a blurred pen (thin-pen-gate.ts BLUR_ALLOWANCE,
   * BLURRED_EDGE_SHARE; only to measure neighbouring values; `allowance: 1` turns it off). */
  blurredInk?: BlurredInk;
  /** The thin-pen threshold (default true; off only to measure). */
  thinPen?: boolean;
  /** The paper-noise floor (default true; off only to measure). */
  noiseFloor?: boolean;
  /** The colour projection finds the ink by its distance from the paper's colour (default
   * true); false: by the spec's grey, as before (only to measure what it buys). */
  inkByColour?: boolean;
  /** Thin pens keep only their strokes' cores (stroke-core.ts; default true; off only to measure). */
  strokeCores?: boolean;
  /** Beside cores two pixels thick, a wide pen's edge stays (stroke-core.ts; default true; off
   * only to measure). */
  wideEdges?: boolean;
  /** A pen under two pixels (its cores one-pixel lines) has no sure ink (stroke-core.ts
   * THIN_CORE_SHARE, ONE_PIXEL_SPILL; only to measure neighbouring values; `share: Infinity`
   * gives every thin pen its sure level, as before). */
  fineCores?: { share?: number; spill?: number };
  /** Grey from the per-image ink/paper colour projection (default true); false: the spec's grey
   * (only to measure what it buys). */
  colourProjection?: boolean;
  /** Grow the strokes' rims by their own contrast (stroke-rim.ts; default true; off only to measure). */
  strokeRims?: boolean;
  /** Drop components without one pixel of sure ink (default true; off only to measure). */
  sureInk?: boolean;
  /** Keep ink only near pixels that stand out of their own block's paper noise (local-noise.ts;
   * default true; off only to measure). */
  localNoise?: boolean;
  /** Take the light's colour out of the ink, measured on the paper (white-balance.ts; default
   * true). The mask does not change. */
  removeCast?: boolean;
  /** Drop components that are one-sided steps, not strokes (step-edges.ts; default true; off
   * only to measure). */
  stepEdges?: boolean;
  /** On a blurry capture, cut the strokes to the pen's footprint (stroke-blur.ts; default
   * true; off only to measure). */
  blurCut?: boolean;
  /** The learned decisions (learned/learned-decisions.ts): the product's come from the trained
   *  nets (learned/trained-nets.ts); without them the rules decide alone (the live preview). */
  learned?: LearnedDecisions;
  /** After every rule, a decision that may clear ink from the mask (ink-net.ts): called with the
   * final mask as `before` and its ink at least as dark as the ink's median as `mask`, which it
   * rewrites into the result (only to measure and to export training data, scripts/learned). */
  inkDecision?: BlurDecision;
  /** Bring back the faint strokes the hysteresis dropped where they stand clear of their paper
   * and are as sharp as the ink kept (faint-strokes.ts; default true; off only to measure). */
  faintStrokes?: boolean;
  /** Before the hysteresis, cut ink wider than the pen and farther than a rim from the dark
   * cores off the strokes it touches (contrast-split.ts; default true; off only to measure). */
  contrastSplit?: boolean;
  /** Neighbouring values of faint-strokes.ts's constants (only to measure). */
  faint?: { deviations?: number; edgeRatio?: number };
}
