// The enhanced cleaner's parameters (enhanced-clean.ts), grouped by the stage that reads them,
// each with its default and one line on what it controls. They are the same for every image;
// docs/CLEANER.md lists them by stage and docs/QUALITY.md holds the measurements behind them.
// The stages' own finer constants still sit in their modules (docs/CLEANER.md, "Still to move").
// A benchmark measures a neighbouring value by handing cleanEnhanced other parameters
// (scripts/lib/quality-methods.ts); the product always cleans with ENHANCED_PARAMS.

export interface EnhancedParams {
  strokes: {
    /** On lined paper, the strokes' width measured without the lines replaces the first estimate
     * when it is at least this many times it: the lines hid a broad pen (a marker: 6 → 35 px). A
     * thin pen's line-free runs read up to about twice its first estimate (the provisional cut
     * takes in its blur), and its thresholds are calibrated on that estimate. */
    lineFreeGain: number;
  };
  cores: {
    /** The learned core decision runs where the thin-pen core cut cleared at least this share of
     * the ink before it: there the cut thins the strokes, not just trims stray pixels (a sharp
     * capture's ordinary pen loses under 1%; a 2–3 px pen blurred in light 25–40%, a fine liner
     * 40–70%). */
    netShare: number;
  };
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
  };
  edges: {
    /** The edge threshold's window reaches this many stroke widths each side (at least 3 px). */
    radiusPerStroke: number;
    /** A window holds ink only with at least this many window widths of edge pixels in it. */
    minPerWidth: number;
    /** Local ink is no brighter than the edges' mean + this many standard deviations. */
    deviations: number;
    /** Strokes measured at most this wide (px) get no rim added (edge threshold, stroke rims):
     * beside a pen line of 2 px the pixel a rim would add is the camera's blur. */
    finePen: number;
  };
  lines: {
    /** Components across the whole frame no thicker than this × stroke width are lines, not ink. */
    thicknessPerStroke: number;
  };
  rims: {
    /** A rim pixel's darkest ink lies within this many stroke widths (at least 2 px). */
    radiusPerStroke: number;
    /** The rims grow at most this many stroke widths (at least 1 px) out of the ink; the same
     * depth bounds local noise's and the contrast split's reach from the cores. */
    depthPerStroke: number;
    /** A rim pixel's level lies at most this share of the way from the darkest ink near it to the
     * paper: it is at least 45% as dark (against the paper). The synthetic set's truth (the pen's
     * footprint) would put it at half; the real set's truths count a little more of the edge. */
    share: number;
  };
  components: {
    /** Components with fewer than this × stroke width² pixels (and at least 3) are specks. */
    speckAreaPerStroke: number;
    /** Across a pixel's edge, the sides are looked at this many stroke widths away (at least
     * 3 px), then twice and four times as far (step-edges.ts). */
    stepReachPerStroke: number;
    /** The contrast split cuts a piece where its ink lies more than this many stroke widths from
     * the paper (the piece is wider than one and a half pens there). */
    splitWidePerStroke: number;
  };
}

export const ENHANCED_PARAMS: EnhancedParams = {
  strokes: { lineFreeGain: 3 },
  cores: { netShare: 0.05 },
  flatten: { minWindow: 21, windowPerStroke: 3 },
  thresholds: { fullInkQuantile: 0.02, noiseDeviations: 4, sureInkQuantile: 0.5 },
  edges: { radiusPerStroke: 2, minPerWidth: 2, deviations: 0.25, finePen: 2 },
  lines: { thicknessPerStroke: 2 },
  rims: { radiusPerStroke: 1, depthPerStroke: 0.5, share: 0.55 },
  components: { speckAreaPerStroke: 0.5, stepReachPerStroke: 2, splitWidePerStroke: 0.75 },
};
