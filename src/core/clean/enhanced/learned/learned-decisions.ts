// The learned decisions a clean is handed (types only): the product's come from the trained nets
// (trained-nets.ts), made by the entry points that clean for real — the photo and capture jobs,
// the command line — and passed in the clean's options; the benchmarks hand in their own to
// measure. A clean without them is the rules' alone (the live preview: the nets cost up to a
// second a frame, and their weights stay out of its worker).
import type { BlurDecision } from '../strokes/stroke-blur.ts';

export interface LearnedDecisions {
  /** After the cut on a blurry capture (stroke-blur.ts): which pixels of the mask before the cut
   *  are ink (blur-net.ts). Without it, the rules' footprint model alone. */
  blur?: BlurDecision;
  /** After the thin-pen path's cut to the strokes' cores (stroke-core.ts): which pixels the cut
   *  took come back, restoring only (core-net.ts). Without it, the rules' cut alone. */
  core?: BlurDecision;
}
