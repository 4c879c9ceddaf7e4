// The enhanced cleaner's options (enhanced-clean.ts): only what the product hands in. A benchmark
// measures by replacing stages or parameters (enhanced-clean.ts Measuring; scripts/lib).

import type { LearnedDecisions } from './learned/learned-decisions.ts';

export interface EnhancedCleanOptions {
  /** Added to the threshold on the normalised image, as in the spec's cleaner. */
  thresholdOffset?: number;
  /** The learned decisions (learned/learned-decisions.ts): the product's come from the trained
   *  nets (learned/trained-nets.ts); without them the rules decide alone (the live preview). */
  learned?: LearnedDecisions;
}
