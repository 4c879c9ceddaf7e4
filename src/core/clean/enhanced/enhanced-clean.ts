// The enhanced cleaner (issue 5): the paper is flattened before thresholding, and specks are
// removed by size instead of by an opening, so shadows, uneven light and thin pens survive.
//
//   0. the sheet is found (core/paper/find-paper.ts): a table, a hand or the dark surroundings
//      of a whole photo are never ink and never pull a threshold;
//   1. grey: the spec's exact formula, or for coloured ink a per-image projection of the colour
//      (ink-projection.ts); the stroke widths are measured on a provisional
//      flattening wide enough for any pen, from runs with paper at both ends (stroke-width.ts),
//      on lined paper again without the lines' runs (stroke-estimate.ts, stroke-lines.ts);
//   2. the paper's brightness: a grey closing whose window follows the strokes
//      (WINDOW_PER_STROKE × the median stroke width, at least MIN_WINDOW px), on a 2× smaller image;
//   3. normalised = grey / paper: shadows, tints and uneven light divide out, ink stays dark;
//   4. Otsu on the normalised image → ink — for thin pens whose ink covers little of the sheet
//      half-way between the ink's dark quartile and the paper, never inside the paper's own
//      noise (levels.ts) — plus thresholdOffset; a local threshold from the strokes' edges adds
//      back the soft rim that one global level cuts, and each stroke's rim grows to 45% of its
//      own contrast (stroke-rim.ts) — neither for strokes of FINE_PEN px or less, whose rim is
//      the camera's blur; a thin pen keeps only its strokes' cores (stroke-core.ts); on
//      a capture the live judge calls blurry, a small learned decision (blur-net.ts) keeps the
//      pen's footprint of each stroke, or without it the rules' model does (stroke-blur.ts);
//   5. ink components smaller than SPECK_AREA_PER_STROKE × width² (at least 3 px) are specks —
//      unlike the 3×3 opening this keeps strokes 1–2 px wide — and thin components across the
//      whole frame (LINE_THICKNESS_PER_STROKE), if straight, are table edges; before that,
//      ruled lines are found one by one and taken out where thin (ruled-lines.ts, line-pass.ts),
//      before that, ink stays only within a rim's depth of pixels that stand out of their own
//      block's paper noise (local-noise.ts): grain on a dim or stained part of the page goes;
//      components darker than the picture on one side only are the halo of a step (the outline of
//      a hand, a book's edge, a stain's tide-line), not strokes (step-edges.ts); last, components
//      that nowhere reach the median darkness of the ink left are bleed-through or stains (read
//      after the steps are gone, so a dark strip along a tiny crop's edge does not set it), once
//      wide light ink is cut off the strokes it touches, and unless clear of their own paper's
//      noise and as sharp as the ink kept (hysteresis.ts, contrast-split.ts, faint-strokes.ts);
//   6. ink keeps its colour with alpha 255, the light's colour cast taken out against the paper
//      (core/output/white-balance.ts); paper is 0,0,0,0.
// The parameters below (and CORE_SHARE in stroke-core.ts) are the same for every image;
// docs/QUALITY.md has the measurements behind them.
import { countInk, inkToRgba, nonZeroBlocks } from '../byte-mask.ts';
import { maskWithBlocks } from './flatten/dark-blocks.ts';
import type { CleanResult } from '../clean-options.ts';
import { otsuThreshold } from '../otsu.ts';
import { assertImage } from '../validate.ts';
import { normaliseByBackground } from './flatten/background.ts';
import { filterComponents, listedComponents } from './ink-components/components.ts';
import { addEdgeThresholdInk } from './thresholds/edge-threshold.ts';
import { readPhoto } from './photo/photo-reads.ts';
import { kernelScratch } from './kernel-helpers/scratch.ts';
import { takeOutLines } from './lines/line-pass.ts';
import { castGains, castTables } from '../../output/white-balance.ts';
import { halfByMaximum } from './flatten/background.ts';
import { histogramQuantile, paperNoiseFloor, thinPenThreshold } from './thresholds/levels.ts';
import { growRims } from './strokes/stroke-rim.ts';
import { dropStepEdges, MIN_STROKE_SHARE } from './ink-components/step-edges.ts';
import { keepLocallySignificant } from './thresholds/local-noise.ts';
import { paperOffSheet } from './photo/off-sheet.ts';
import { CORE_SHARE, keepStrokeCores, WIDE_CORES, WIDE_SHARE } from './strokes/stroke-core.ts';
import { estimateStrokeWidth } from './strokes/stroke-width.ts';
import { LINE_FREE_GAIN, robustStrokeWidth } from './strokes/stroke-estimate.ts';
import { RULED } from './lines/ruled-lines.ts';
import { cutBlurredStrokes } from './strokes/stroke-blur.ts';
import { blurDecisionFor } from './learned/blur-net.ts';
import { decideInk } from './learned/ink-net.ts';
import { coreDecisionFor } from './learned/core-net.ts';
import { applyHysteresis } from './ink-components/hysteresis.ts';
import { thinPenGate } from './thresholds/thin-pen-gate.ts';
export { THIN_INK_SHARE, THIN_PEN } from './thresholds/thin-pen-gate.ts';
import type { EnhancedCleanOptions } from './enhanced-options.ts';
export type { EnhancedCleanOptions } from './enhanced-options.ts';

/** The smallest closing window (px): the classic 21 × 21 of background normalisation. */
export const MIN_WINDOW = 21;
/** The window is at least this many stroke widths, so a marker stroke is never taken for paper. */
export const WINDOW_PER_STROKE = 3;
/** Components with fewer than this × stroke width² pixels (and at least 3) are specks. */
export const SPECK_AREA_PER_STROKE = 0.5;
/** Components across the whole frame no thicker than this × stroke width are lines, not ink. */
export const LINE_THICKNESS_PER_STROKE = 2;
/** The edge threshold's window reaches this many stroke widths each side (at least 3 px). */
export const EDGE_RADIUS_PER_STROKE = 2;
/** A window holds ink only with at least this many window widths of edge pixels in it. */
export const EDGE_MIN_PER_WIDTH = 2;
/** Local ink is no brighter than the edges' mean + this many standard deviations. */
export const EDGE_DEVIATIONS = 0.25;
/** Issue 10's ruled lines (`familyLines`, only to measure): runs at least this many stroke widths
 * long (and 10 px) vote, and strokes wider than MAX_PEN_STROKE px are a marker's, beside which
 * ruled lines are at most half as thick. */
export const RUN_PER_STROKE = 3;
export const MAX_PEN_STROKE = 6;
/** The ink's full darkness: this darkest share of Otsu's dark class (where strokes cross or
 * a pen line is wide enough to cover whole pixels). */
export const FULL_INK_QUANTILE = 0.02;
/** A rim pixel's darkest ink lies within this many stroke widths (at least 2 px). */
export const RIM_RADIUS_PER_STROKE = 1;
/** The rims grow at most this many stroke widths (at least 1 px) out of the ink. */
export const RIM_DEPTH_PER_STROKE = 0.5;
/** Strokes measured at most this wide (px) get no rim added (edge threshold, stroke rims): beside
 * a pen line of 2 px the pixel a rim would add is the camera's blur (every camera spreads about a
 * pixel), as wide as half the line — a tiny crop, whose ink is too dense for the thin-pen path,
 * came out half again as wide as its strokes. The real set's strokes measure 3 px and more. */
export const FINE_PEN = 2;
/** Sure ink: at or below this quantile of Otsu's dark class (the ink's median darkness). */
export const SURE_INK_QUANTILE = 0.5;
/** Across a pixel's edge, the sides are looked at this many stroke widths away (at least 3 px),
 * then twice and four times as far (step-edges.ts). */
export const STEP_REACH_PER_STROKE = 2;
/** Ink is darker than the paper's median by more than this many robust deviations. */
export const NOISE_DEVIATIONS = 4;

export function cleanEnhanced(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: EnhancedCleanOptions = {},
): CleanResult {
  assertImage(data, width, height);
  const offset = options.thresholdOffset ?? 0;
  const n = width * height;
  // The sheet, the colour weights, the paper's samples and the grey (photo-reads.ts).
  const { offSheet, paper, gray, histogram } = readPhoto(data, width, height, options);
  const half = halfByMaximum(gray, width, height);

  let stroke: number;
  if (histogram === null) {
    stroke = robustStrokeWidth(gray, width, height, half, offSheet, {
      minWindow: MIN_WINDOW,
      withoutLines: options.strokesWithoutLines ?? true,
      gain: options.lineFreeGain ?? LINE_FREE_GAIN,
    });
  } else {
    const first = otsuThreshold(histogram);
    stroke = first < 0 ? 1 : estimateStrokeWidth(gray, width, height, first);
  }

  const window = options.window ?? Math.max(MIN_WINDOW, WINDOW_PER_STROKE * stroke);
  // The normalised image never leaves the clean either (see the mask below).
  const into = kernelScratch('clean normalised', n);
  const background = normaliseByBackground(gray, width, height, window, half, into);
  const { normalised, histogram: normHistogram, dark } = background;
  if (offSheet) paperOffSheet(normalised, normHistogram, width, height, offSheet);
  let threshold = otsuThreshold(normHistogram);
  // Thin pens are judged by the stroke width and by how little of the sheet the ink covers:
  // only then does Otsu's level lean into the paper (a page of handwriting is not that case).
  // Ink darker than half-way between the ink's full darkness and the paper is sure (stroke-core.ts).
  // A blurred pen's rim widens its strokes and its dark class: the gate allows for it.
  const thinLevels = (histogram: Uint32Array, otsu: number) =>
    (options.thinPen ?? true) &&
    thinPenGate(normalised, width, height, histogram, otsu, stroke, options.blurredInk)
      ? {
          sure: thinPenThreshold(histogram, otsu, 0.5, FULL_INK_QUANTILE),
          threshold: thinPenThreshold(histogram, otsu),
        }
      : null;
  const thinFirst = threshold >= 0 ? thinLevels(normHistogram, threshold) : null;
  const thinPen = thinFirst !== null;
  let sure = -1;
  if (thinFirst) ({ sure, threshold } = thinFirst);
  if (threshold >= 0 && (options.noiseFloor ?? true)) {
    threshold = Math.min(threshold, paperNoiseFloor(normHistogram, threshold, NOISE_DEVIATIONS));
  }
  // Paper is 255 after normalisation: a positive offset may darken the ink, never take the paper.
  const limit = threshold < 0 ? -1 : Math.min(254, threshold + offset);
  // The mask never leaves the clean: the kernels write it into the same memory every time.
  // Its ink blocks come with it where the normalisation's dark blocks serve (dark-blocks.ts).
  const first = maskWithBlocks(normalised, limit, kernelScratch('clean mask', n), dark);
  const mask = first.mask;
  // A thin pen's blurred rim is not stroke: the edge threshold would add it back. Nor is the
  // rim of a pen line of FINE_PEN px or less, on any path.
  const fine = stroke <= (options.finePen ?? FINE_PEN);
  const edges = (options.edgeThreshold ?? true) && limit >= 0 && !thinPen && !fine;
  if (edges) {
    addEdgeThresholdInk(normalised, width, height, mask, {
      radius: Math.max(3, Math.round(EDGE_RADIUS_PER_STROKE * stroke)),
      minEdgesPerWidth: EDGE_MIN_PER_WIDTH,
      deviations: EDGE_DEVIATIONS,
    });
  }
  const minArea = Math.max(3, Math.round(SPECK_AREA_PER_STROKE * stroke * stroke));
  // The mask's ink blocks, listed once for the passes after: they only clear ink, so the list
  // stays a superset of the blocks with ink (the rims add ink: it is taken again after them).
  let blocks = (!edges && first.blocks) || nonZeroBlocks(mask);
  let blocked: Uint8Array | undefined;
  if (options.removeLines ?? true) {
    const thick = LINE_THICKNESS_PER_STROKE * stroke;
    const taken = takeOutLines(mask, {
      width,
      height,
      normalised,
      histogram: normHistogram,
      threshold,
      limit,
      offset,
      lineThickness: thick,
      stroke,
      sheet: offSheet,
      ...(options.familyLines
        ? {
            family: {
              // Issue 10: ruled lines are pen-thin, beside a marker at most half a stroke.
              ruleThickness: stroke <= MAX_PEN_STROKE ? thick : stroke / 2,
              minRun: Math.max(10, RUN_PER_STROKE * stroke),
            },
          }
        : {}),
      thinLevels,
      blocks,
      ...(options.ruled ? { ruled: { ...RULED, ...options.ruled } } : {}),
    });
    blocked = taken.blocked;
    if (taken.sure !== null) sure = taken.sure;
  }
  // Rims and sure ink are for the other pens: a thin pen (either pass) keeps its cores instead.
  const thinPath = thinPen || sure >= 0;
  // How far along the ink a stroke's rim reaches from its core (rims, local noise, hysteresis).
  const rimDepth = Math.max(1, Math.round(RIM_DEPTH_PER_STROKE * stroke));
  // The strokes' rims by each stroke's own contrast, grown from the ink (stroke-rim.ts).
  if ((options.strokeRims ?? true) && !thinPath && !fine && limit >= 0) {
    growRims(normalised, width, height, mask, {
      radius: Math.max(2, Math.round(RIM_RADIUS_PER_STROKE * stroke)),
      sure: limit,
      depth: rimDepth,
      offset,
      blocked,
      share: options.rimShare,
      blocks,
    });
    blocks = nonZeroBlocks(mask);
  }
  // A thin pen's rim is cut by each stroke's own contrast, not by one level for the frame; where
  // the cut thins the strokes, the learned core decision restores from before it (core-net.ts).
  if (sure >= 0 && (options.strokeCores ?? true)) {
    const wide = (options.wideEdges ?? true) ? WIDE_CORES : Infinity;
    const level = Math.min(254, sure + offset);
    const cut = [CORE_SHARE, WIDE_SHARE, wide, options.fineCores, blocks] as const;
    const before = coreDecisionFor(options) ? mask.slice() : null;
    const cleared = keepStrokeCores(normalised, width, height, mask, level, ...cut);
    const decide = before && coreDecisionFor(options, cleared && cleared / countInk(before));
    if (decide) decide(normalised, width, height, before, mask);
  }
  // A blurry capture's strokes are cut to the pen's footprint (stroke-blur.ts).
  if ((options.blurCut ?? true) && limit >= 0) {
    cutBlurredStrokes(normalised, width, height, mask, stroke, blurDecisionFor(options));
  }
  // The ink's median darkness: components must reach it, and it is significant anywhere.
  const sureLevel =
    threshold >= 0 ? histogramQuantile(normHistogram, 0, threshold, SURE_INK_QUANTILE) : -1;
  // Grain on dim or stained paper: ink must stand out of its own block's noise (local-noise.ts),
  // or lie within a rim's depth of ink that does.
  if ((options.localNoise ?? true) && threshold >= 0) {
    keepLocallySignificant(normalised, width, height, mask, {
      block: Math.round(window),
      deviations: NOISE_DEVIATIONS,
      radius: rimDepth,
      sure: sureLevel,
      blocks,
    });
  }
  const hysteresis = (options.sureInk ?? true) && !thinPath && threshold >= 0;
  // The components kept are listed for the step edges, which judge them without a second fill.
  const listed = listedComponents();
  let inkPixels =
    (options.filterComponents ?? true)
      ? filterComponents(mask, width, height, {
          minArea,
          maxLineThickness: LINE_THICKNESS_PER_STROKE * stroke,
          blocks,
          listed,
          // Issue 10's hysteresis (only to measure): the dark class's median, before the steps.
          ...(hysteresis && options.sureFromDarkClass ? { normalised, sureLevel } : {}),
        })
      : countInk(mask);
  if (options.stepEdges ?? true) {
    inkPixels = dropStepEdges(mask, gray, width, height, {
      reach: Math.max(3, STEP_REACH_PER_STROKE * stroke),
      minShare: MIN_STROKE_SHARE,
      blocks,
      listed,
    });
  }
  // Hysteresis: a component must reach the ink's median darkness somewhere (hysteresis.ts).
  if ((options.filterComponents ?? true) && hysteresis && !options.sureFromDarkClass) {
    const left = applyHysteresis(normalised, width, height, mask, {
      stroke,
      threshold,
      quantile: SURE_INK_QUANTILE,
      rimDepth,
      split: options.contrastSplit,
      splitWide: options.splitWide,
      faintStrokes: options.faintStrokes,
      faint: options.faint,
      blocks,
    });
    if (left >= 0) inkPixels = left;
  }
  if (options.inkDecision && sureLevel >= 0) {
    inkPixels = decideInk(normalised, width, height, mask, sureLevel, options.inkDecision);
  }
  // The light's colour cast is taken out as the output is written (white-balance.ts).
  const gains = (options.removeCast ?? true) ? castGains(paper.colourOf(mask)) : null;
  const out = inkToRgba(data, mask, gains && castTables(gains), blocks);
  return { data: out, width, height, threshold, inkPixels };
}
