// The learned core decision (issue 23; trained by scripts/learned/train.py on the records of
// `export-ink.ts --stage core`): on the thin-pen path, after the rules cut the strokes to their
// cores (stroke-core.ts), a small net decides pixel by pixel which pixels of the mask before the
// cut are ink, and those the rules cut come back. It only restores: what the rules keep stays
// (a scanned page's fine strokes, whose truth is drawn otherwise than the generator's, lost a
// fifth of their true ink to the net's own cut). Restoring never clears ink, so the ink blocks
// listed before the cut stay a superset for the passes after it. The net and its inference are
// the blur decision's (blur-net.ts); its inputs are the darkness, the mask before the cut and
// the rules' cut.
//
// Why a net: a 2–3 px pen blurred in light (a real lens) and a pen under 2 px blurred in stored
// values (the generator's camera) give the same pixels to the rules' core test, which can only
// pick one reading. Trained on renders under both cameras and one between, the net reads the
// stroke's whole neighbourhood instead (docs/CLEANER.md, "The learned decisions"; its figures:
// docs/QUALITY.md, "What each idea buys (ablation)"; the old section "The learned core
// decision": git show 1531521~1:docs/QUALITY.md).
import type { BlurDecision } from '../strokes/stroke-blur.ts';
import type { LearnedDecisions } from './learned-decisions.ts';

/** `decision`, restoring only: the rules' result stays ink, and the decision adds to it. */
export function restoring(decision: BlurDecision): BlurDecision {
  return (normalised, width, height, before, mask, kernels) => {
    const rules = mask.slice();
    decision(normalised, width, height, before, mask, kernels);
    for (let i = 0; i < mask.length; i++) mask[i] |= rules[i];
  };
}

/**
 * The decision a clean uses after the core cut, which cleared `share` of the ink: none where the
 * cut did not thin the strokes (under `least`, cores.netShare of enhanced-params.ts: the gate
 * that keeps the net off most captures; 0 exports training data wherever the cut ran), else the
 * core decision the clean was handed (`learned.core`), if any. Without `share`: whether one may
 * run at all.
 */
export function coreDecisionFor(
  learned: LearnedDecisions | undefined,
  least: number,
  share = Infinity,
): BlurDecision | undefined {
  return share < least ? undefined : learned?.core;
}
