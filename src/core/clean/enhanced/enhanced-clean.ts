// The enhanced cleaner (issue 5) as one pipeline: the paper is flattened before thresholding and
// specks are removed by size instead of by an opening, so shadows, uneven light and thin pens
// survive. STAGES lists the stages in the order they run; each is a `(clean) => void` that reads
// and writes the one CleanContext handed from stage to stage, and is called only from here. The
// stages' parameters are ENHANCED_PARAMS (enhanced-params.ts); docs/CLEANER.md draws the flow and
// says what each stage fixes. Every stage's work is in its family's folder; this file only wires.
import { countInk, inkToRgba, nonZeroBlocks } from '../byte-mask.ts';
import type { CleanResult } from '../clean-options.ts';
import type { Kernels } from '../kernels.ts';
import { otsuThreshold } from '../otsu.ts';
import { assertImage } from '../validate.ts';
import { castGains, castTables } from '../../output/white-balance.ts';
import type { EnhancedCleanOptions } from './enhanced-options.ts';
import { ENHANCED_PARAMS, type EnhancedParams } from './enhanced-params.ts';
import { halfByMaximum, normaliseByBackground } from './flatten/background.ts';
import { maskWithBlocks } from './flatten/dark-blocks.ts';
import { filterComponents, listedComponents } from './ink-components/components.ts';
import { splitByContrast } from './ink-components/contrast-split.ts';
import { restoreFaintStrokes } from './ink-components/faint-strokes.ts';
import { dropStepEdges } from './ink-components/step-edges.ts';
import { Scratch } from './kernel-helpers/scratch.ts';
import { checkPlainInk, type PlainInkCheck } from './check/plain-ink.ts';
import { coreDecisionFor } from './learned/core-net.ts';
import { takeOutLines, thresholdWithoutLines } from './lines/line-pass.ts';
import { paperOffSheet } from './photo/off-sheet.ts';
import { FULL_READING, readPhoto, type PhotoReads } from './photo/photo-reads.ts';
import { cutBlurredStrokes } from './strokes/stroke-blur.ts';
import { keepStrokeCores } from './strokes/stroke-core.ts';
import { estimateStrokeWidth } from './strokes/stroke-width.ts';
import { robustStrokeWidth } from './strokes/stroke-estimate.ts';
import { growRims } from './strokes/stroke-rim.ts';
import { addEdgeThresholdInk } from './thresholds/edge-threshold.ts';
import {
  histogramQuantile,
  inkMedian,
  paperNoiseFloor,
  thinPenThreshold,
} from './thresholds/levels.ts';
import { keepLocallySignificant } from './thresholds/local-noise.ts';
import { thinPenGate } from './thresholds/thin-pen-gate.ts';
export type { EnhancedCleanOptions } from './enhanced-options.ts';

/** What the stages hand on: the photo, the buffers and what each stage decided. A value is
 * written by one stage (named beside it) and only read after it. */
export interface CleanContext {
  readonly data: Uint8ClampedArray | Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly options: EnhancedCleanOptions;
  readonly params: EnhancedParams;
  /** The threshold offset (options.thresholdOffset, default 0). */
  readonly offset: number;
  /** The memory the cleans' owner keeps between them (options.scratch; a fresh one without):
   * every stage's temporaries, and the grey, normalised image and mask the kernels write. */
  readonly scratch: Scratch;
  /** The faster kernels the same owner loaded (options.kernels; null: the TypeScript ones),
   * handed to every pass that has one. */
  readonly kernels: Kernels | null;
  /** readThePhoto: the sheet, the paper's colour samples, the grey (and its histogram). */
  photo: PhotoReads;
  /** readThePhoto: the grey halved by its maximum, for the strokes' and the paper's closings. */
  half: ReturnType<typeof halfByMaximum>;
  /** measureStrokes: the pen's median stroke width (px). */
  stroke: number;
  /** flattenPaper: the closing window (px); normalised = grey / paper, its histogram and the
   * 16-byte blocks it has dark levels in. */
  window: number;
  normalised: Uint8Array;
  histogram: Uint32Array;
  dark: Int32Array;
  /** chooseThreshold: Otsu's level on the normalised image (or the thin pen's, under the noise
   * floor), the mask's limit (threshold + offset, at most 254; −1 when there is no ink), whether
   * the pen took the thin-pen path, and its sure level (−1: none; thresholdWithoutLines may set
   * it). */
  threshold: number;
  limit: number;
  thinPen: boolean;
  sure: number;
  /** cutMask: the ink mask (1 ink, 0 paper) and the blocks the cut saw ink in (null: unknown). */
  mask: Uint8Array;
  firstBlocks: Int32Array | null;
  /** addEdgeInk: whether the edge threshold ran (then the cut's blocks no longer cover the ink). */
  edges: boolean;
  /** listBlocks (again after growStrokeRims): every 16-byte block of the mask with ink. The later
   * stages only clear ink, so the list stays a superset of the blocks with ink. */
  blocks: Int32Array;
  /** takeOutLines: the lines' pixels, and as a map (undefined: none). */
  lines: number[];
  blocked: Uint8Array | undefined;
  /** measureSureInk: the ink's median darkness on Otsu's dark class (−1: no threshold). */
  sureLevel: number;
  /** readInkMedian: the median darkness of the ink left (−1: no hysteresis), and the mask before
   * the contrast split, for the faint strokes (null: not brought back). */
  inkMedian: number;
  beforeHysteresis: Uint8Array | null;
  /** filterComponentsBySize: the components kept, listed for the step edges. */
  listed: ReturnType<typeof listedComponents>;
  /** The ink pixels left, kept by the stages that count them. */
  inkPixels: number;
  /** checkAgainstPlainInk: what the check of the answer found and changed (null: not run). */
  check: PlainInkCheck | null;
  /** writeOutput: the RGBA result. */
  out: Uint8ClampedArray;
}

/** One stage: reads what the stages before it wrote into the context and writes its own. */
export type Stage = (clean: CleanContext) => void;

/** A thin pen (fine strokes over little of the sheet) or a threshold taken again as one. */
const onThinPenPath = (c: CleanContext) => c.thinPen || c.sure >= 0;
/** Strokes measured at most params.edges.finePen wide: their rim is the camera's blur. */
const fine = (c: CleanContext) => c.stroke <= c.params.edges.finePen;
/** How far along the ink a stroke's rim reaches from its core (rims, local noise, hysteresis). */
const rimDepth = (c: CleanContext) =>
  Math.max(c.params.rims.minDepth, Math.round(c.params.rims.depthPerStroke * c.stroke));
/** The hysteresis runs (readInkMedian to restoreFaintStrokes): not for a thin pen's cores. */
const hysteresis = (c: CleanContext) => !onThinPenPath(c) && c.threshold >= 0;

/**
 * Thin pens are judged by the stroke width and by how little of the sheet the ink covers: only
 * then does Otsu's level lean into the paper (a page of handwriting is not that case); ink darker
 * than half-way between the ink's full darkness and the paper is sure (stroke-core.ts). A blurred
 * pen's rim widens its strokes and its dark class: the gate allows for it (thin-pen-gate.ts); a
 * fine pen passes whatever its share.
 */
function thinPenLevels(c: CleanContext, histogram: Uint32Array, otsu: number) {
  const { normalised, width, height, stroke, params } = c;
  const { thinPen: gate, fullInkQuantile, thinLevelShare, thinInkQuantile } = params.thresholds;
  const { scratch } = c;
  if (
    !thinPenGate(
      normalised,
      width,
      height,
      histogram,
      otsu,
      stroke,
      scratch,
      gate,
      params.blur,
      params.edges.finePen,
    )
  ) {
    return null;
  }
  return {
    sure: thinPenThreshold(histogram, otsu, thinLevelShare, fullInkQuantile),
    threshold: thinPenThreshold(histogram, otsu, thinLevelShare, thinInkQuantile),
  };
}

/** 0–1. The sheet (a table, a hand or the surroundings are never ink), the colour weights (for
 * coloured ink, a per-image projection of the colour), the paper's colour samples and the grey
 * (photo/photo-reads.ts). */
const readThePhoto: Stage = (c) => {
  const { scratch, params, kernels } = c;
  c.photo = readPhoto(c.data, c.width, c.height, scratch, FULL_READING, params.photo, kernels);
  c.half = halfByMaximum(c.photo.gray, c.width, c.height, kernels);
};

/** 1. The strokes' median width, on a provisional flattening wide enough for any pen, from runs
 * with paper at both ends — on lined paper again without the lines' runs (strokes/). */
const measureStrokes: Stage = (c) => {
  const { photo, width, height } = c;
  if (photo.histogram === null) {
    const { half, scratch, kernels } = c;
    c.stroke = robustStrokeWidth(
      photo.gray,
      width,
      height,
      half,
      photo.offSheet,
      scratch,
      {
        minWindow: c.params.flatten.minWindow,
        strokes: c.params.strokes,
        ruled: c.params.lines.ruled,
        finder: c.params.lines.finder,
      },
      kernels,
    );
  } else {
    const first = otsuThreshold(photo.histogram);
    const { maxRun } = c.params.strokes;
    c.stroke = first < 0 ? 1 : estimateStrokeWidth(photo.gray, width, height, first, maxRun);
  }
};

/** 2–3. The paper's brightness by a grey closing whose window follows the strokes, on a 2×
 * smaller image; normalised = grey / paper, so shadows, tints and uneven light divide out; off
 * the sheet everything is paper (flatten/, photo/off-sheet.ts). */
const flattenPaper: Stage = (c) => {
  const { width, height, params } = c;
  const { minWindow, windowPerStroke } = params.flatten;
  c.window = Math.max(minWindow, windowPerStroke * c.stroke);
  // The normalised image never leaves the clean: the kernels write it into the same memory.
  const { scratch, kernels } = c;
  const into = scratch.forKernels('clean normalised', width * height, kernels);
  const { gray } = c.photo;
  const flat = normaliseByBackground(gray, width, height, c.window, scratch, c.half, into, kernels);
  c.normalised = flat.normalised;
  c.histogram = flat.histogram;
  c.dark = flat.dark;
  const { offSheet } = c.photo;
  if (offSheet)
    paperOffSheet(c.normalised, c.histogram, width, height, offSheet, gray, params.table);
};

/** 4. Otsu on the normalised image; for a thin pen whose ink covers little of the sheet the
 * thin-pen levels instead (thresholds/). */
const chooseThreshold: Stage = (c) => {
  c.threshold = otsuThreshold(c.histogram);
  const thin = c.threshold >= 0 ? thinPenLevels(c, c.histogram, c.threshold) : null;
  c.thinPen = thin !== null;
  c.sure = -1;
  if (thin) ({ sure: c.sure, threshold: c.threshold } = thin);
};

/** The threshold never lies inside the paper's own noise (thresholds/levels.ts). */
const floorAtPaperNoise: Stage = (c) => {
  if (c.threshold < 0) return;
  const deviations = c.params.thresholds.noiseDeviations;
  c.threshold = Math.min(c.threshold, paperNoiseFloor(c.histogram, c.threshold, deviations));
};

/** The mask at the limit, threshold + offset: paper is 255 after normalisation, so a positive
 * offset may darken the ink, never take the paper. The mask never leaves the clean: the kernels
 * write it into the same memory every time; its ink blocks come with it where the
 * normalisation's dark blocks serve. */
const cutMask: Stage = (c) => {
  c.limit = c.threshold < 0 ? -1 : Math.min(254, c.threshold + c.offset);
  const n = c.width * c.height;
  const into = c.scratch.forKernels('clean mask', n, c.kernels);
  const cut = maskWithBlocks(c.normalised, c.limit, into, c.dark, c.kernels);
  c.mask = cut.mask;
  c.firstBlocks = cut.blocks;
};

/** A local threshold from the strokes' edges adds back the soft rim one global level cuts; not
 * for a thin pen (its blurred rim is not stroke) nor a fine pen (thresholds/edge-threshold.ts). */
const addEdgeInk: Stage = (c) => {
  c.edges = c.limit >= 0 && !c.thinPen && !fine(c);
  if (!c.edges) return;
  const { radiusPerStroke, minRadius, minPerWidth, deviations } = c.params.edges;
  const options = {
    radius: Math.max(minRadius, Math.round(radiusPerStroke * c.stroke)),
    minEdgesPerWidth: minPerWidth,
    deviations,
  };
  addEdgeThresholdInk(c.normalised, c.width, c.height, c.mask, options, c.kernels);
};

/** The mask's ink blocks, listed once for the stages after, which only clear ink. */
const listBlocks: Stage = (c) => {
  c.blocks = (!c.edges && c.firstBlocks) || nonZeroBlocks(c.mask, 0, c.kernels);
};

/** 5a. Ruled lines, found one by one and taken out where thin, and frame-wide lines (lines/). */
const takeOutTheLines: Stage = (c) => {
  ({ lines: c.lines, blocked: c.blocked } = takeOutLines(c.mask, c.scratch, {
    width: c.width,
    height: c.height,
    normalised: c.normalised,
    threshold: c.threshold,
    lineThickness: c.params.lines.thicknessPerStroke * c.stroke,
    stroke: c.stroke,
    sheet: c.photo.offSheet,
    blocks: c.blocks,
    ruled: c.params.lines.ruled,
    finder: c.params.lines.finder,
    kernels: c.kernels,
  }));
};

/** 5b. The threshold's second pass: the lines were a middle class that pulled Otsu up, so it is
 * taken again without them (a thin pen's now, perhaps) and the ink re-cut (lines/line-pass.ts). */
const thresholdAgainWithoutLines: Stage = (c) => {
  if (c.lines.length === 0 || c.threshold < 0) return;
  const sure = thresholdWithoutLines(c.mask, c.lines, {
    width: c.width,
    height: c.height,
    normalised: c.normalised,
    histogram: c.histogram,
    threshold: c.threshold,
    limit: c.limit,
    offset: c.offset,
    lineThickness: c.params.lines.thicknessPerStroke * c.stroke,
    acrossSheet: c.params.lines.ruled.acrossSheet,
    thinLevels: (histogram, otsu) => thinPenLevels(c, histogram, otsu),
    blocks: c.blocks,
  });
  if (sure !== null) c.sure = sure;
};

/** 6. Each stroke's rim grows to a share of its own contrast; not on the thin-pen path nor for
 * a fine pen (strokes/stroke-rim.ts). The rims add ink: the blocks are listed again. */
const growStrokeRims: Stage = (c) => {
  const { params, stroke } = c;
  if (onThinPenPath(c) || fine(c) || c.limit < 0) return;
  growRims(c.normalised, c.width, c.height, c.mask, {
    radius: Math.max(params.rims.minRadius, Math.round(params.rims.radiusPerStroke * stroke)),
    sure: c.limit,
    depth: rimDepth(c),
    offset: c.offset,
    blocked: c.blocked,
    share: params.rims.share,
    blocks: c.blocks,
  });
  c.blocks = nonZeroBlocks(c.mask, 0, c.kernels);
};

/** 7. A thin pen keeps its strokes' cores, cut by each stroke's own contrast; where the cut
 * thins the strokes the learned core decision restores from before it (strokes/stroke-core.ts,
 * learned/core-net.ts). */
const keepThinPenCores: Stage = (c) => {
  const { options, normalised, width, height, mask, params } = c;
  if (c.sure < 0) return;
  const level = Math.min(254, c.sure + c.offset);
  const least = params.cores.netShare;
  const before = coreDecisionFor(options.learned, least) ? mask.slice() : null;
  const cleared = keepStrokeCores(normalised, width, height, mask, level, params.cores, c.blocks);
  const decide =
    before && coreDecisionFor(options.learned, least, cleared && cleared / countInk(before));
  if (decide) decide(normalised, width, height, before, mask, c.kernels);
};

/** 8. A blurry capture's strokes are cut to the pen's footprint, by the learned blur decision
 * or the rules' model (strokes/stroke-blur.ts, learned/blur-net.ts). */
const cutBlurToFootprint: Stage = (c) => {
  if (c.limit < 0) return;
  const { normalised, width, height, mask, stroke, scratch, kernels } = c;
  const decide = c.options.learned?.blur;
  cutBlurredStrokes(
    normalised,
    width,
    height,
    mask,
    stroke,
    scratch,
    decide,
    c.params.blur,
    kernels,
  );
};

/** The ink's median darkness on Otsu's dark class: the level ink is significant at anywhere. */
const measureSureInk: Stage = (c) => {
  const quantile = c.params.thresholds.sureInkQuantile;
  c.sureLevel = c.threshold >= 0 ? histogramQuantile(c.histogram, 0, c.threshold, quantile) : -1;
};

/** 9. Grain on dim or stained paper: ink must stand out of its own block's paper noise, or lie
 * within a rim's depth of ink that does (thresholds/local-noise.ts). */
const keepOutOfLocalNoise: Stage = (c) => {
  if (c.threshold < 0) return;
  keepLocallySignificant(c.normalised, c.width, c.height, c.mask, c.scratch, {
    block: Math.round(c.window),
    deviations: c.params.thresholds.noiseDeviations,
    radius: rimDepth(c),
    sure: c.sureLevel,
    blocks: c.blocks,
  });
};

/** 10. Specks (components under a share of the stroke width squared) and thin, straight
 * components across the whole frame (table edges) go (ink-components/components.ts). */
const filterComponentsBySize: Stage = (c) => {
  const { params, stroke } = c;
  const { minSpeckArea, speckAreaPerStroke } = params.components;
  c.listed = listedComponents();
  c.inkPixels = filterComponents(c.mask, c.width, c.height, c.scratch, {
    minArea: Math.max(minSpeckArea, Math.round(speckAreaPerStroke * stroke * stroke)),
    maxLineThickness: params.lines.thicknessPerStroke * stroke,
    lineSpan: params.components.lineSpan,
    lineSlope: params.components.lineSlope,
    blocks: c.blocks,
    listed: c.listed,
  });
};

/** 11. Components darker than the picture on one side only are the halo of a step (a hand, a
 * book's edge, a stain's tide-line), not strokes (ink-components/step-edges.ts). */
const dropStepHalos: Stage = (c) => {
  c.inkPixels = dropStepEdges(c.mask, c.photo.gray, c.width, c.height, c.scratch, {
    reach: Math.max(
      c.params.components.minStepReach,
      c.params.components.stepReachPerStroke * c.stroke,
    ),
    minShare: c.params.components.minStrokeShare,
    steps: c.params.components.steps,
    blocks: c.blocks,
    listed: c.listed,
  });
};

/** 12a. The hysteresis's level: the median darkness of the ink left after the steps (so a dark
 * strip taken out before does not set it); the mask is kept for the faint strokes. */
const readInkMedian: Stage = (c) => {
  c.inkMedian = -1;
  c.beforeHysteresis = null;
  if (!hysteresis(c)) return;
  const quantile = c.params.thresholds.sureInkQuantile;
  c.inkMedian = inkMedian(c.normalised, c.mask, c.threshold, quantile, c.blocks);
  if (c.inkMedian >= 0) c.beforeHysteresis = c.mask.slice();
};

/** 12b. Ink wider than the pen and farther than a rim from the dark cores is cut off the strokes
 * it touches: bleed-through joined to a stroke (ink-components/contrast-split.ts). */
const cutLightInkOff: Stage = (c) => {
  if (c.inkMedian < 0) return;
  splitByContrast(c.normalised, c.width, c.height, c.mask, c.scratch, {
    level: c.inkMedian,
    depth: rimDepth(c),
    wide: c.params.components.splitWidePerStroke * c.stroke,
    blocks: c.blocks,
  });
};

/** 12c. The hysteresis: a component must reach the ink's median darkness somewhere; bleed-through
 * and stains are faint all over (ink-components/components.ts). */
const keepSureInk: Stage = (c) => {
  if (c.inkMedian < 0) return;
  c.inkPixels = filterComponents(c.mask, c.width, c.height, c.scratch, {
    minArea: 0,
    maxLineThickness: 0,
    normalised: c.normalised,
    sureLevel: c.inkMedian,
    blocks: c.blocks,
  });
};

/** 12d. The faint strokes the hysteresis dropped come back where they stand clear of their
 * paper's noise and are as sharp as the ink kept (ink-components/faint-strokes.ts). */
const restoreFaint: Stage = (c) => {
  if (c.beforeHysteresis === null) return;
  const image = { normalised: c.normalised, width: c.width, height: c.height };
  const { stroke, params, blocks } = c;
  c.inkPixels += restoreFaintStrokes(
    image,
    c.beforeHysteresis,
    c.mask,
    stroke,
    c.scratch,
    params.faint,
    blocks,
  );
};

/** 13. The answer checked against a plain reading of what is plainly ink: noise cut to the plain
 * ink's reach, a stroke the answer kept part of kept whole, an answer that lost most of it given
 * it back; ruled lines taken out are the reason they stay out (check/plain-ink.ts). */
const checkAgainstPlainInk: Stage = (c) => {
  c.check = null;
  if (c.threshold < 0) return;
  const { params, stroke } = c;
  c.check = checkPlainInk(
    {
      normalised: c.normalised,
      width: c.width,
      height: c.height,
      block: Math.round(params.check.blockPerWindow * c.window),
      stroke,
      ink: c.inkPixels,
      lines: c.blocked,
    },
    c.mask,
    params.check,
  );
  if (c.check.restored === 0 && c.check.trimmed === 0) return;
  c.inkPixels = countInk(c.mask);
  c.blocks = nonZeroBlocks(c.mask, 0, c.kernels);
};

/** 14. Ink keeps its colour with alpha 255, the light's colour cast taken out against the paper
 * (core/output/white-balance.ts); paper is 0,0,0,0. */
const writeOutput: Stage = (c) => {
  const gains = castGains(c.photo.paper.colourOf(c.mask));
  c.out = inkToRgba(c.data, c.mask, gains && castTables(gains), c.blocks, c.options.resultBuffer);
};

/** The stages in the order they run. */
export const STAGES = {
  readThePhoto,
  measureStrokes,
  flattenPaper,
  chooseThreshold,
  floorAtPaperNoise,
  cutMask,
  addEdgeInk,
  listBlocks,
  takeOutTheLines,
  thresholdAgainWithoutLines,
  growStrokeRims,
  keepThinPenCores,
  cutBlurToFootprint,
  measureSureInk,
  keepOutOfLocalNoise,
  filterComponentsBySize,
  dropStepHalos,
  readInkMedian,
  cutLightInkOff,
  keepSureInk,
  restoreFaint,
  checkAgainstPlainInk,
  writeOutput,
} as const satisfies Record<string, Stage>;

export type StageName = keyof typeof STAGES;

/** What a benchmark in scripts/ hands in to measure: stages replaced by name (one skipped, or
 * issue 10's ruled lines in place of today's) or other parameters (a neighbouring value). The
 * product hands in neither. */
export interface Measuring {
  stages?: Partial<Record<StageName, Stage>>;
  params?: EnhancedParams;
}

/** Cleans a photo: STAGES in order over one context, with ENHANCED_PARAMS, unless `measuring`
 * says otherwise. */
export function cleanEnhanced(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: EnhancedCleanOptions = {},
  { stages, params = ENHANCED_PARAMS }: Measuring = {},
): CleanResult {
  assertImage(data, width, height);
  // Every field is written by its stage before a later one reads it (see CleanContext).
  const clean = {
    data,
    width,
    height,
    options,
    params,
    offset: options.thresholdOffset ?? 0,
    scratch: options.scratch ?? new Scratch(),
    kernels: options.kernels ?? null,
  } as CleanContext;
  // A replaced stage keeps its place: the spread keeps STAGES' order of names.
  for (const stage of Object.values(stages ? { ...STAGES, ...stages } : STAGES)) stage(clean);
  const { out, threshold, inkPixels, check } = clean;
  return { data: out, width, height, threshold, inkPixels, check: check ?? null };
}
