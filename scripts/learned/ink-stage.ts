// The learned ink decision (issue 23 item 7; measured here, never in the product): after every
// rule, a small net decides which of the mask's pixels are ink — the same net as the blur
// decision's (blur-net.ts), trained on the development documents and the synthetic generator
// (scripts/learned/train.py --real, on export-ink.ts's records). Its inputs: the darkness, the
// rules' final mask, and that mask's ink at least as dark as the ink's median — the page's own
// ink level, which no window of the net sees. It runs as a stage of its own just before the
// output (inkStage), replacing nothing else.
import { countInk } from '../../src/core/clean/byte-mask.ts';
import { STAGES, type Measuring } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import type { BlurDecision } from '../../src/core/clean/enhanced/strokes/stroke-blur.ts';

/** Runs `decide` on the final mask; the mask becomes its result. Returns the ink's count. */
export function decideInk(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  sureLevel: number,
  decide: BlurDecision,
): number {
  const final = mask.slice();
  for (let i = 0; i < mask.length; i++) mask[i] = final[i] & (normalised[i] <= sureLevel ? 1 : 0);
  decide(normalised, width, height, final, mask);
  return countInk(mask);
}

/** The enhanced cleaner with `decide` after every rule (where there is a threshold), then the
 * output as always. */
export function inkStage(decide: BlurDecision): Measuring {
  return {
    stages: {
      writeOutput: (c) => {
        if (c.sureLevel >= 0) {
          c.inkPixels = decideInk(c.normalised, c.width, c.height, c.mask, c.sureLevel, decide);
        }
        STAGES.writeOutput(c);
      },
    },
  };
}
