// The live-guidance thresholds in one place, each with the reason for its value. The measures
// (frame-measures.ts) report plain numbers; judge-frame.ts compares them with these. Values were
// set on synthetic frames and on the real handwriting of ../shared/data/dibco-handwritten with
// degraded copies (see the tests); they are for a webcam's guide-box region, 300–2500 px wide.

/** Width of the grey sample the ink, paper and light measures run on (every n-th pixel). */
export const SAMPLE_WIDTH = 320;
/** Paper is estimated in square blocks of this many sample pixels (≈ 64 px of a 1280 px box). */
export const PAPER_BLOCK = 16;
/** A block's paper level is this percentile of its grey: above the ink, below stray highlights. */
export const PAPER_PERCENTILE = 0.9;
/**
 * Ink is at least this much darker than the paper around it (share of the paper level). Keeps a
 * blank page's noise and a soft shade from counting as ink; a light pencil line is ≈ 35 % deep.
 */
export const INK_MIN_DEPTH = 0.25;
/**
 * When the ink mask finds no signature, ink this much darker than its (interpolated) paper on
 * the averaged sample still counts if its edges are blurred (faint-ink.ts): a 2.4 px pen line
 * blurred by σ 5 px keeps about 15 % of its depth; camera noise averaged over the sample's cells
 * and a soft shade followed by the interpolated paper stay under 5 %.
 */
export const FAINT_INK_DEPTH = 0.08;

/** Less ink than this share of the box is no signature (a 1280×720 box: ≈ 1,800 px of ink). */
export const NO_SIGNATURE_INK_SHARE = 0.002;
/** Depth of the band along each side of the box that is checked for ink (share of the short side). */
export const BORDER_BAND_SHARE = 0.015;
/**
 * A side is touched when the ink in its band adds up to a stroke at least this wide crossing
 * the whole band (ink pixels ÷ band depth). One speck of dust stays under it; a pen line does not.
 */
export const BORDER_MIN_CROSSING_PX = 2;
/** Paper darker than this grey level (0–255) is too dark: noise and grain swamp the ink. */
export const DARK_PAPER_LEVEL = 90;
/** Ink lighter than the paper by fewer grey levels than this is too faint to clean well… */
export const LOW_CONTRAST_LEVELS = 40;
/**
 * …and more light would help when the paper is also dimmer than this. On brighter paper a
 * faint line is the pen's doing, and "add light" would be the wrong advice.
 */
export const DIM_PAPER_LEVEL = 160;
/**
 * Shadow: the darkest tenth of the paper is darker than the brightest tenth by this share.
 * Webcam vignetting and a lamp to one side stay well under it (the cleaner copes with those),
 * a hand's shadow over part of the box well over it (measured: docs/QUALITY.md).
 */
export const SHADOW_MIN_DEPTH = 0.35;
/** Edges measured on a copy at most this wide, so a 4K box is judged like a 1280 px one. */
export const SHARPNESS_WORK_WIDTH = 1280;
/** The judge reads every this-many-th pixel of a box `width` px wide, so edges are measured in
 * its units (the enhanced cleaner's blur cut reads them the same way). */
export const sharpnessStep = (width: number) =>
  Math.max(1, Math.round(width / SHARPNESS_WORK_WIDTH));
/** Every n-th row and column of the work copy is scanned for ink edges. */
export const SHARPNESS_LINE_STEP = 4;
/** An ink edge rises by at least this share of the paper-to-ink contrast (else noise or shade). */
export const EDGE_MIN_RISE_SHARE = 0.5;
/** Edges spread wider than this (px) are shade, not ink, and are left out of the median. */
export const EDGE_MAX_WIDTH = 32;
/** Fewer ink edges than this in one direction: that direction says nothing about sharpness. */
export const MIN_EDGES = 12;
/**
 * Blurry: the median ink edge spreads over more pixels than this (rise ÷ steepest step): over
 * what sharp strokes and soft scans measure, under most defocused or shaken ones (measured:
 * docs/QUALITY.md).
 */
export const BLURRY_EDGE_WIDTH = 4.5;
/**
 * Too blurred to read (the result's warning, not the live hint): the median ink edge spreads over
 * more pixels than this, as pages far out of focus or badly shaken do, where the cleaners lose
 * the strokes or smudge them into blobs (measured: docs/QUALITY.md).
 */
export const UNREADABLE_EDGE_WIDTH = 6.5;
/**
 * …while the blur has washed the strokes out: the ink is less than this share of the paper deep.
 * A bold marker keeps its depth (and a sheen along it reads as a wide edge) and stays readable.
 */
export const UNREADABLE_BLURRED_DEPTH = 0.45;
/**
 * Too dark to read: the ink stands less than this many times the paper's grain above the paper.
 * A photo in near darkness is grain the camera has amplified, where the cleaners keep speckles
 * and drop strokes (measured: docs/QUALITY.md).
 */
export const UNREADABLE_INK_TO_GRAIN = 6;
/** Paper darker than this grey level leaves any ink fewer than 8 levels: nothing to read. */
export const BLACK_PAPER_LEVEL = 32;
/** Grey level at which a camera pixel is blown out (saturated). */
export const GLARE_LEVEL = 250;
/** Glare only when the rest of the paper is at least this many levels below blown out. */
export const GLARE_STANDOUT = 20;
/** Blown-out patches covering more than this share of the box are glare. */
export const GLARE_MIN_SHARE = 0.02;
/** The steadiness thumbnail averages blocks of this many sample pixels a side. */
export const THUMB_BLOCK = 2;
/**
 * A thumbnail pixel is on an edge when |∂x| + |∂y| reaches this many grey levels: well above
 * the camera noise left after averaging (≈ 3 levels), well below a pen stroke's edge.
 */
export const THUMB_EDGE = 12;
/**
 * Steady: the paper moved at most this many box pixels since the previous frame. A page held
 * still measures under 0.9 px (camera noise), the same page moved 6 px 3.2 px or more.
 */
export const STEADY_MAX_MOTION_PX = 2;

/** A new hint is shown only after it has held this long (no flicker between frames). */
export const HINT_HOLD_MS = 500;
/** A sharp signature with no hint captures itself after it has been steady this long. */
export const CAPTURE_STEADY_MS = 1000;
/** After a capture, the box must be empty this long (paper taken away) before it can fire again. */
export const REARM_EMPTY_MS = 750;
/** Frames further apart than this (a hidden tab, a stalled worker) restart every timer. */
export const FRAME_GAP_RESET_MS = 1000;
