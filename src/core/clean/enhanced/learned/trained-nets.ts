// The product's learned decisions, from the trained nets: the blur decision (blur-net.ts) and the
// core decision (core-net.ts). Only the entry points that clean captures and photos for real
// import this, so the weights (about 26 KB compressed each) stay out of the live preview's
// worker, which cleans with the rules alone. Nothing is installed anywhere: the caller keeps
// the object for as long as it cleans and hands it to every clean (`learned` in the options).
import { learnedBlurDecision, type BlurNet } from './blur-net.ts';
import { decodeBlurNet } from './blur-net-weights.ts';
import { restoring } from './core-net.ts';
import { decodeCoreNet } from './core-net-weights.ts';
import type { BlurDecision } from '../strokes/stroke-blur.ts';
import type { LearnedDecisions } from './learned-decisions.ts';

/** A decision by the net `decode` gives (probability one half), the net decoded on first use. */
function onFirstUse(decode: () => BlurNet): BlurDecision {
  let decision: BlurDecision | null = null;
  return (...args) => (decision ??= learnedBlurDecision(decode()))(...args);
}

/** The trained decisions: the blur net's, and the core net's restoring only (`nets`: where the
 *  nets come from, the trained weights unless a test counts their decoding). */
export function trainedDecisions(
  nets: { blur: () => BlurNet; core: () => BlurNet } = { blur: decodeBlurNet, core: decodeCoreNet },
): Required<LearnedDecisions> {
  return { blur: onFirstUse(nets.blur), core: restoring(onFirstUse(nets.core)) };
}
