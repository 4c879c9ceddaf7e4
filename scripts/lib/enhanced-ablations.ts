// The enhanced cleaner with one idea taken out, to measure what it buys (docs/QUALITY.md,
// "Ablations"): each is what cleanEnhanced's last argument, Measuring, hands in — a stage
// replaced by name (here a stage that does nothing, or reads the photo less) or parameters
// that switch a rule off. The product never hands any of them in.
import { countInk, inkToRgba } from '../../src/core/clean/byte-mask.ts';
import type {
  CleanContext,
  Measuring,
  Stage,
} from '../../src/core/clean/enhanced/enhanced-clean.ts';
import {
  ENHANCED_PARAMS,
  type EnhancedParams,
} from '../../src/core/clean/enhanced/enhanced-params.ts';
import {
  filterComponents,
  listedComponents,
} from '../../src/core/clean/enhanced/ink-components/components.ts';
import {
  FULL_READING,
  readPhoto,
  type PhotoReading,
} from '../../src/core/clean/enhanced/photo/photo-reads.ts';
import { halfByMaximum } from '../../src/core/clean/enhanced/flatten/background.ts';

/** The product's parameters with some of a group's changed. */
export function paramsWith(change: {
  [G in keyof EnhancedParams]?: Partial<EnhancedParams[G]>;
}): EnhancedParams {
  const params = { ...ENHANCED_PARAMS } as Record<string, object>;
  for (const [group, values] of Object.entries(change))
    params[group] = { ...params[group], ...values };
  return params as unknown as EnhancedParams;
}

/** A stage that decides nothing (what it would change stays as the stages before left it). */
const skip: Stage = () => {};

/** The photo read with less (photo-reads.ts PhotoReading). */
function reading(less: Partial<PhotoReading>): Stage {
  const how = { ...FULL_READING, ...less };
  return (c) => {
    c.photo = readPhoto(c.data, c.width, c.height, c.scratch, how, c.params.photo, c.kernels);
    c.half = halfByMaximum(c.photo.gray, c.width, c.height, c.kernels);
  };
}

/** No hysteresis: no level for it, so the contrast split, the sure-ink filter and the faint
 * strokes after it do nothing. */
const noHysteresis: Stage = (c) => {
  c.inkMedian = -1;
  c.beforeHysteresis = null;
};

/** Issue 10's hysteresis: components must reach the dark class's median, judged with the specks
 * before the step edges (not on the thin-pen path). */
const darkClassSureInk: Stage = (c: CleanContext) => {
  const { params, stroke } = c;
  const fromDarkClass = !(c.thinPen || c.sure >= 0) && c.threshold >= 0;
  c.listed = listedComponents();
  c.inkPixels = filterComponents(c.mask, c.width, c.height, c.scratch, {
    minArea: Math.max(3, Math.round(params.components.speckAreaPerStroke * stroke * stroke)),
    maxLineThickness: params.lines.thicknessPerStroke * stroke,
    blocks: c.blocks,
    listed: c.listed,
    ...(fromDarkClass ? { normalised: c.normalised, sureLevel: c.sureLevel } : {}),
  });
};

/** Each ablation by the name its quality method carries after "enhanced-". */
export const ABLATIONS = {
  'fixed-window': { params: paramsWith({ flatten: { minWindow: 21, windowPerStroke: 0 } }) },
  'no-line-removal': {
    stages: {
      takeOutTheLines: (c) => {
        c.lines = [];
        c.blocked = undefined;
      },
    },
  },
  'no-component-filter': {
    stages: {
      filterComponentsBySize: (c) => {
        c.listed = listedComponents();
        c.inkPixels = countInk(c.mask);
      },
      readInkMedian: noHysteresis,
    },
  },
  'no-edge-threshold': {
    stages: {
      addEdgeInk: (c) => {
        c.edges = false;
      },
    },
  },
  'no-sheet': { stages: { readThePhoto: reading({ findSheet: false }) } },
  'first-otsu-strokes': { stages: { readThePhoto: reading({ robustStrokes: false }) } },
  // A gate no stroke passes: no pen is thin.
  'no-thin-pen': {
    params: paramsWith({
      thresholds: { thinPen: { ...ENHANCED_PARAMS.thresholds.thinPen, width: 0, inkShare: 0 } },
    }),
  },
  'no-noise-floor': { stages: { floorAtPaperNoise: skip } },
  'no-stroke-core': { stages: { keepThinPenCores: skip } },
  'no-wide-edges': { params: paramsWith({ cores: { wideCores: Infinity } }) },
  'sure-fine-pens': { params: paramsWith({ cores: { thinCoreShare: Infinity } }) },
  'no-stroke-rims': { stages: { growStrokeRims: skip } },
  'no-sure-ink': { stages: { readInkMedian: noHysteresis } },
  'no-local-noise': { stages: { keepOutOfLocalNoise: skip } },
  'grey-ranked-ink': { stages: { readThePhoto: reading({ inkByColour: false }) } },
  'spec-grey': { stages: { readThePhoto: reading({ colourProjection: false }) } },
  'with-cast': {
    stages: {
      writeOutput: (c) => {
        c.out = inkToRgba(c.data, c.mask, null, c.blocks);
      },
    },
  },
  'no-step-edges': { stages: { dropStepHalos: skip } },
  // The line-free stroke width never replaces the first estimate.
  'lined-strokes': { params: paramsWith({ strokes: { lineFreeGain: Infinity } }) },
  'dark-class-sure-ink': {
    stages: { filterComponentsBySize: darkClassSureInk, readInkMedian: noHysteresis },
  },
  'no-blur-cut': { stages: { cutBlurToFootprint: skip } },
  'hard-shadows': { stages: { readThePhoto: reading({ softShadows: false }) } },
  'no-faint-strokes': { stages: { restoreFaint: skip } },
  'no-contrast-split': { stages: { cutLightInkOff: skip } },
  // The answer as the stages gave it, not checked against the plain ink (issue 46).
  'no-plain-ink-check': { stages: { checkAgainstPlainInk: skip } },
} satisfies Record<string, Measuring>;

export type Ablation = keyof typeof ABLATIONS;
