// The enhanced cleaner's parameters (enhanced-clean.ts), grouped by the stage that reads them,
// each with its default and one line on what it controls. They are the same for every image;
// docs/CLEANER.md lists them by stage and docs/QUALITY.md holds the measurements behind them.
// The named constants left in the modules are no tuning: mathematical ones (MAD_TO_SIGMA), the
// spec's grey weights, bit layouts and sizes the kernels are written for, speed choices that give
// the same bytes either way, and the sizes of scratch memory (docs/CLEANER.md, "Parameters").
// A benchmark measures a neighbouring value by handing cleanEnhanced other parameters
// (scripts/lib/quality-methods.ts); the product always cleans with ENHANCED_PARAMS. A module
// whose function a test calls on its own reads its default from here. This file imports nothing.

/** The judgement of a ruled line found in the ink (lines/line-presence.ts): along its chord — the
 * part of it inside the picture and on the sheet — it is there at most stations, with one
 * unbroken stretch, straight to a pixel, with paper on both sides, and reaches both its ends. */
export interface PresenceSettings {
  /** Along its chord the line is there (its run, ink over it, or a faint ridge) at this share
   * of the stations… */
  present: number;
  /** …its own thin runs at this share… */
  supported: number;
  /** …one unbroken stretch holds its own runs at this share… */
  stretch: number;
  /** …its runs' centres lie within this many px of it (median), or a sixth of its thickness… */
  deviation: number;
  /** …paper lies on both sides of this share of its own runs… */
  isolated: number;
  /** …and it reaches within this share of the chord of both of its ends. */
  endGap: number;
  /** Besides, it is there unbroken along this share of its chord… */
  unbroken: number;
  /** …or this share of its own runs lie within a pixel of its thickness (a row of small
   * handwriting is neither: it breaks between words, and its letters' runs differ). */
  even: number;
}

/** The ruled lines' judgement (lines/line-presence.ts) and their clearing (lines/ruled-lines.ts). */
export interface RuledSettings extends PresenceSettings {
  /** A line faded in shadow is still there where it is a ridge darker than the paper on both of
   * its sides by this share of the way from the ink's threshold to white (normalised picture). */
  faintDepth: number;
  /** A line's run is cleared where it is at most this many times the line's thickness (+1 px). */
  clearPerThickness: number;
  /** A stroke touching a line from one side keeps this many px of blur past its pen's width
   * (line-clear.ts). */
  touchRim: number;
  /** The lines of one ruling are at most this many times as thick as each other (ruling.ts). */
  alike: number;
  /** A line there in one unbroken stretch along this share of its chord is taken out without a
   * ruling — like a thin run along this share of the frame (long-lines.ts), it is a fold, a
   * page's edge or a lone printed line, crossed by strokes or faded in places. */
  acrossSheet: number;
  /** A ruling's lines are looked for where its spacing predicts them (ruling-extend.ts). */
  extend: boolean;
  /** Gaps between the lines of a ruling are whole spacings within this share of one (ruling.ts;
   * perspective), and a predicted line is looked for that far either side of its place. */
  spacingTolerance: number;
  /** A ruling's lines lie within this angle (radians: 4°) of their mean direction (perspective). */
  converge: number;
  /** A ruling holds at least this share of the lines its spacing predicts between its first and
   * last (a spacing far finer than the lines found is no ruling). */
  fill: number;
  /** At most this many lines are predicted for one ruling (ruling-extend.ts). */
  maxPredicted: number;
  /** A cleared pixel at least this many times as dark as its line (against the paper) is ink
   * drawn along the line and stays (line-ink.ts). */
  inkOverLine: number;
}

/** How the lines are found in the ink (lines/: line-evidence.ts, line-hough.ts, line-fit.ts),
 * before they are judged. */
export interface LineFinderSettings {
  /** Lines up to this slope off the picture's axes are looked for (tan 25°). */
  maxSlope: number;
  /** About this many stations along the lines read the thin runs across them. */
  stations: number;
  /** Runs up to this share of the picture's shorter side count as evidence… */
  capShare: number;
  /** …or up to this many stroke widths… */
  capPerStroke: number;
  /** …and at least this many px. */
  minCap: number;
  /** A line is looked at when its runs reach this share of the stations… */
  minVotesShare: number;
  /** …and at least this many runs. */
  minVotes: number;
  /** At most this many lines are found each way. */
  maxLines: number;
  /** The fine search reaches offsets within this many stations of the Hough bin's line… */
  fineReach: number;
  /** …and slopes within this many of the Hough's slope steps either way, in quarter steps. */
  fineSpan: number;
  /** The band around a fitted line that holds its runs is at least this many px. */
  fitBand: number;
  /** Without a fine line, the fit starts from the runs within this many stations' steps of the
   * Hough bin's line, and a found line takes back the votes within at least as far. */
  coarseBand: number;
  /** A fitted line is kept up to this many times maxSlope (the fit may tilt it past the bins). */
  slopeSlack: number;
}

/** The strokes' width (strokes/stroke-estimate.ts, stroke-width.ts, stroke-lines.ts). */
export interface StrokeSettings {
  /** On lined paper, the strokes' width measured without the lines replaces the first estimate
   * when it is at least this many times it: the lines hid a broad pen (a marker: 6 → 35 px). A
   * thin pen's line-free runs read up to about twice its first estimate (the provisional cut
   * takes in its blur), and its thresholds are calibrated on that estimate. */
  lineFreeGain: number;
  /** The provisional flattening's window: this share of the frame's shorter side (at least
   * flatten.minWindow). */
  provisionalWindowShare: number;
  /** Runs longer than this (px; or than the provisional window) are shadows or lines along the
   * run, not strokes. */
  maxRun: number;
  /** The strokes' upper width: this quantile of the runs (lines may hide a pen up to it). */
  upperQuantile: number;
  /** One direction's median run at least this many times the other's: lines may run across it. */
  linesSided: number;
  /** A ruled line's run across it, slanted or blurred, is at most this many times the median run
   * it sets: longer runs are ink. */
  lineRunSpread: number;
  /** With lines both ways, a broad pen hidden by them leaves the runs between lineRunSpread × and
   * lineFreeGain × the median empty: fewer than this share of the runs past the gain (a marker
   * on lines leaves well under 1%; a pen's own long runs come with 5% and more). */
  emptyBand: number;
}

/** The strokes' profiles across them, read to judge the blur (strokes/stroke-blur.ts: the blur
 * cut, and the thin-pen gate's blurred edges). */
export interface BlurProfileSettings {
  /** Every this many-th row and column is read… */
  lineStep: number;
  /** …for at most this many profiles (a 12 MP picture has far more than a median needs). */
  maxProfiles: number;
  /** A profile's sides are followed at most this far (px) from its darkest pixel. */
  maxReach: number;
  /** Profiles darker than their paper by fewer grey levels than this are noise, not strokes. */
  minPeak: number;
  /** A profile is read where both its sides rise to within this share of its contrast of white. */
  sideRise: number;
}

/** The grey's colour projection (photo/ink-projection.ts, photo/signed-levels.ts): the channels
 * weighed by how much darker the ink is than its paper in each. */
export interface ProjectionSettings {
  /** About this many pixels are sampled. */
  samples: number;
  /** With fewer samples on the sheet the grey is the spec's. */
  minSamples: number;
  /** The local paper colour: each channel's brightest over 3 × 3 blocks of this share of the
   * frame's shorter side. */
  blockShare: number;
  /** The ink: this share of the samples farthest from their paper's colour… */
  inkShare: number;
  /** …less the paper's own contrast: the samples ranked from this share (nearest the paper
   * first)… */
  paperFrom: number;
  /** …to this share. */
  paperTo: number;
  /** The spec's grey stays while every channel's contrast lies within this share of their mean
   * (the spread)… */
  chromaFrom: number;
  /** …and the weights move linearly to the projection's, reached at this spread. */
  chromaTo: number;
  /** Each channel's weight follows its contrast to this power. */
  sharpness: number;
  /** The grey follows the ink's signed difference (a channel where it is brighter counted
   * inverted) where the channels it is darker in hold under this share of its squared distance
   * from the paper. */
  signedShare: number;
  /** Ranked with signs, a block's paper is the median of its brightest share of samples in the
   * spec's grey (signed-levels.ts). */
  brightShare: number;
}

/** The thin-pen path's gate (thresholds/thin-pen-gate.ts). */
export interface ThinPenSettings {
  /** Strokes with a median width up to this (px) are thin pens: the runs, measured at Otsu's
   * level, take in the blur's rim, so a 3 px pen under a double blur measures 4–5 px. */
  width: number;
  /** …and their ink (Otsu's dark class) covers under this share of the sheet. */
  inkShare: number;
  /** The edges' spread (peak ÷ steepest step, px) over the stroke's width that says "blurred"… */
  blurredEdgeShare: number;
  /** …where the pen may measure this many times the gate's width and share (1: no allowance). */
  blurAllowance: number;
}

/** The thin strokes' cores (strokes/stroke-core.ts). */
export interface CoreSettings {
  /** Ink at least this share as dark as its darkest neighbour is a thin stroke's core. */
  coreShare: number;
  /** Beside a core at least two pixels thick, ink at least this share as dark is a wide pen's edge… */
  wideShare: number;
  /** …where the 5 × 5 window holds this many cores (a one-pixel line leaves 5; Infinity: no
   * wide edges). */
  wideCores: number;
  /** Cores one pixel thick at least this share of all: a pen under two pixels, nothing is sure
   * (Infinity: every thin pen has its sure level). */
  thinCoreShare: number;
  /** Two pixels across a one-pixel line, its blur's spill is at most this share of its darkness. */
  onePixelSpill: number;
}

/** The step judge (ink-components/step-edges.ts, step-judge.ts) and the dark strips along the
 * frame's edges it cuts ink off (strip-find.ts, strip-split.ts). */
export interface StepSettings {
  /** A pixel is stroke-like where its darker side is at least this share as far above it as its
   * brighter side (a step: 0–0.2; a stroke on plain paper: about 1; a stroke along the edge of a
   * hard shadow that halves the light: about 0.45). */
  twoSided: number;
  /** Grey differences up to this many levels are noise: no side is brighter, and no strip
   * darker, by so little (an edge is clear from 4 × this on the Sobel gradient). */
  noise: number;
  /** A stroke is followed across for at most this many × the reach (a blot wider is not judged). */
  maxWalkPerReach: number;
  /** A step's darker side followed this many reaches off the ink is a region (a thumb, a strip). */
  regionReaches: number;
  /** Components larger than this are judged on about this many of their pixels (under 3,960:
   * the scattered visiting order's prime, 7919, stays above twice it). */
  sample: number;
  /** A kept component at least this share of whose judged pixels step into a region is a stroke
   * joined to a step: every pixel of it is judged, and those that step into a region go. */
  mixedShare: number;
  /** A side of the frame is a strip's where ink covers at least this share of it. */
  stripSpan: number;
  /** The strip's boundary and its blurred edge are read at this quantile of the positions along
   * it (ink only adds depth and darkness: the strip alone is at the low end). */
  stripQuantile: number;
  /** Past a strip's boundary a pixel is ink where its darkness share (from its paper to the
   * strip) exceeds the strip's own blurred edge there by this. */
  inkOverEdge: number;
}

/** The faint strokes brought back after the hysteresis (ink-components/faint-strokes.ts). */
export interface FaintSettings {
  /** A dropped component's darkest pixel stands this many robust deviations out of its paper… */
  deviations: number;
  /** …and its edge width is at most this × the kept components' median edge width. */
  edgeRatio: number;
  /** The paper around a component: its bounding box widened by this many stroke widths… */
  paperReachPerStroke: number;
  /** …and at least this many px. */
  minPaperReach: number;
}

export interface EnhancedParams {
  photo: ProjectionSettings;
  /** A thin band of the table along the frame's edge (core/paper/edge-bands.ts), followed into
   * the cells beside it (photo/off-sheet.ts) when clearly darker than the sheet. */
  table: {
    /** From the pixels beside the band under its grey plus this share of the way to the sheet's… */
    reach: number;
    /** …through the pixels joined to them under this share (the table's grain, its edge's blur). */
    grain: number;
    /** Only a band whose median grey is under this share of the sheet's. */
    share: number;
  };
  strokes: StrokeSettings;
  blur: BlurProfileSettings;
  cores: {
    /** The learned core decision runs where the thin-pen core cut cleared at least this share of
     * the ink before it: there the cut thins the strokes, not just trims stray pixels (a sharp
     * capture's ordinary pen loses under 1%; a 2–3 px pen blurred in light 25–40%, a fine liner
     * 40–70%). */
    netShare: number;
  } & CoreSettings;
  flatten: {
    /** The smallest closing window (px): the classic 21 × 21 of background normalisation. */
    minWindow: number;
    /** The window is at least this many stroke widths, so a marker stroke is never taken for paper. */
    windowPerStroke: number;
  };
  thresholds: {
    /** The ink's full darkness: this darkest share of Otsu's dark class (where strokes cross or a
     * pen line is wide enough to cover whole pixels); the thin pen's sure level sits half-way. */
    fullInkQuantile: number;
    /** Ink is darker than the paper's median by more than this many robust deviations (the
     * frame's noise floor, and each block's in the local-noise stage). */
    noiseDeviations: number;
    /** Sure ink: at or below this quantile of Otsu's dark class (the ink's median darkness). */
    sureInkQuantile: number;
    /** A thin pen's levels lie this share of the way from the ink to the paper's median: its
     * threshold from the ink's thinInkQuantile, its sure level from its full darkness. */
    thinLevelShare: number;
    /** The thin pen's threshold starts from this quantile of Otsu's dark class. */
    thinInkQuantile: number;
    thinPen: ThinPenSettings;
  };
  edges: {
    /** The edge threshold's window reaches this many stroke widths each side… */
    radiusPerStroke: number;
    /** …and at least this many px. */
    minRadius: number;
    /** A window holds ink only with at least this many window widths of edge pixels in it. */
    minPerWidth: number;
    /** Local ink is no brighter than the edges' mean + this many standard deviations. */
    deviations: number;
    /** Strokes measured at most this wide (px) get no rim added (edge threshold, stroke rims)
     * and take the thin-pen path whatever their share (thin-pen-gate.ts): beside a pen line of
     * 2 px the pixel a rim would add is the camera's blur. */
    finePen: number;
  };
  lines: {
    /** Components across the whole frame no thicker than this × stroke width are lines, not ink. */
    thicknessPerStroke: number;
    ruled: RuledSettings;
    finder: LineFinderSettings;
  };
  rims: {
    /** A rim pixel's darkest ink lies within this many stroke widths… */
    radiusPerStroke: number;
    /** …and at least this many px of it. */
    minRadius: number;
    /** The rims grow at most this many stroke widths (at least minDepth px) out of the ink; the
     * same depth bounds local noise's and the contrast split's reach from the cores. */
    depthPerStroke: number;
    minDepth: number;
    /** A rim pixel's level lies at most this share of the way from the darkest ink near it to the
     * paper: it is at least 45% as dark (against the paper). The pen's footprint alone would put
     * it at half; hand-made truths count a little more of a stroke's edge as ink (measured:
     * docs/QUALITY.md). */
    share: number;
  };
  components: {
    /** Components with fewer than this × stroke width² pixels… */
    speckAreaPerStroke: number;
    /** …and fewer than this many px at least, are specks. */
    minSpeckArea: number;
    /** Across a pixel's edge, the sides are looked at this many stroke widths away (at least
     * minStepReach px), then twice and four times as far (step-edges.ts). */
    stepReachPerStroke: number;
    minStepReach: number;
    /** The contrast split cuts a piece where its ink lies more than this many stroke widths from
     * the paper (the piece is wider than one and a half pens there). */
    splitWidePerStroke: number;
    /** A component stays where at least this share of its pixels that can be judged is
     * stroke-like, darker than both sides (step-edges.ts); else it is a step's halo. */
    minStrokeShare: number;
    /** A thin component spanning at least this share of the frame's width or height… */
    lineSpan: number;
    /** …and rising across that span at most its thickness + this slope × the span (tan 4°) is a
     * line, not ink (components.ts). */
    lineSlope: number;
    steps: StepSettings;
  };
  faint: FaintSettings;
  /** The check of the answer against the plain ink (check/plain-ink.ts). */
  check: {
    /** The paper is read in blocks of this many closing windows (wide enough that a page of
     * handwriting leaves most of each block paper). */
    blockPerWindow: number;
    /** Plain ink lies this many robust deviations of its block's levels below the block's
     * median… */
    deviations: number;
    /** …and at least this share of the median below it. */
    depth: number;
    /** A piece of plain ink counts from this many stroke widths squared… */
    pieceAreaPerStroke: number;
    /** …and at least this many px. */
    minPieceArea: number;
    /** An answer holding more than this many times the plain ink is the paper's noise… */
    noiseRatio: number;
    /** …when more than grainShare of its ink lies less than grainDeviations robust deviations
     * below its block's median. */
    grainDeviations: number;
    grainShare: number;
    /** The plain ink that replaces such noise grows along its strokes into the pixels beside it
     * that lie grainDeviations below their block's median and at least this share of it. */
    grownDepth: number;
    /** An answer touching pieces that make up under this share of the plain ink gets all of it
     * back. */
    lostShare: number;
    /** The plain ink handed back (for noise, or for strokes lost) is the pixels within this share
     * of the way from their block's darkest plain ink to its paper: a blurred pen's plain ink
     * reaches into the rims round its footprint. */
    footprintShare: number;
  };
}

export const ENHANCED_PARAMS: EnhancedParams = {
  photo: {
    samples: 16_384,
    minSamples: 100,
    blockShare: 1 / 12,
    inkShare: 0.005,
    paperFrom: 0.1,
    paperTo: 0.5,
    chromaFrom: 0.5,
    chromaTo: 0.75,
    sharpness: 2,
    signedShare: 0.5,
    brightShare: 0.25,
  },
  table: { reach: 0.25, grain: 0.5, share: 0.6 },
  strokes: {
    lineFreeGain: 3,
    provisionalWindowShare: 1 / 8,
    maxRun: 64,
    upperQuantile: 0.95,
    linesSided: 2,
    lineRunSpread: 2,
    emptyBand: 0.02,
  },
  blur: { lineStep: 4, maxProfiles: 1 << 15, maxReach: 64, minPeak: 16, sideRise: 0.25 },
  cores: {
    netShare: 0.05,
    coreShare: 0.75,
    wideShare: 0.6,
    wideCores: 9,
    thinCoreShare: 0.2,
    onePixelSpill: 0.25,
  },
  flatten: { minWindow: 21, windowPerStroke: 3 },
  thresholds: {
    fullInkQuantile: 0.02,
    noiseDeviations: 4,
    sureInkQuantile: 0.5,
    thinLevelShare: 0.5,
    thinInkQuantile: 0.25,
    thinPen: { width: 5, inkShare: 0.025, blurredEdgeShare: 0.5, blurAllowance: 1.2 },
  },
  edges: { radiusPerStroke: 2, minRadius: 3, minPerWidth: 2, deviations: 0.25, finePen: 2 },
  lines: {
    thicknessPerStroke: 2,
    ruled: {
      present: 0.6,
      supported: 0.2,
      stretch: 0.15,
      deviation: 1,
      isolated: 0.5,
      endGap: 0.05,
      unbroken: 0.5,
      even: 0.75,
      faintDepth: 0.15,
      clearPerThickness: 1.5,
      touchRim: 1,
      alike: 2,
      acrossSheet: 0.9,
      extend: true,
      spacingTolerance: 0.2,
      converge: (4 * Math.PI) / 180,
      fill: 0.5,
      maxPredicted: 64,
      inkOverLine: 1.5,
    },
    finder: {
      maxSlope: Math.tan((25 * Math.PI) / 180),
      stations: 256,
      capShare: 0.02,
      capPerStroke: 2,
      minCap: 4,
      minVotesShare: 0.15,
      minVotes: 8,
      maxLines: 96,
      fineReach: 1.5,
      fineSpan: 1.5,
      fitBand: 2,
      coarseBand: 0.75,
      slopeSlack: 1.05,
    },
  },
  rims: { radiusPerStroke: 1, minRadius: 2, depthPerStroke: 0.5, minDepth: 1, share: 0.55 },
  components: {
    speckAreaPerStroke: 0.5,
    minSpeckArea: 3,
    stepReachPerStroke: 2,
    minStepReach: 3,
    splitWidePerStroke: 0.75,
    minStrokeShare: 0.3,
    lineSpan: 0.98,
    lineSlope: 0.07,
    steps: {
      twoSided: 0.3,
      noise: 8,
      maxWalkPerReach: 16,
      regionReaches: 10,
      sample: 256,
      mixedShare: 0.1,
      stripSpan: 0.9,
      stripQuantile: 0.25,
      inkOverEdge: 0.25,
    },
  },
  faint: { deviations: 10, edgeRatio: 1.2, paperReachPerStroke: 2, minPaperReach: 3 },
  check: {
    blockPerWindow: 4,
    deviations: 6,
    depth: 0.12,
    pieceAreaPerStroke: 0.5,
    minPieceArea: 3,
    noiseRatio: 10,
    grainDeviations: 3,
    grainShare: 0.75,
    grownDepth: 0.06,
    lostShare: 0.5,
    footprintShare: 0.65,
  },
};
