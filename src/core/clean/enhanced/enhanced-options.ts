// The enhanced cleaner's options (enhanced-clean.ts): only what the product hands in. A benchmark
// measures by replacing stages or parameters (enhanced-clean.ts Measuring; scripts/lib).

import type { Kernels } from '../kernels.ts';
import type { Scratch } from './kernel-helpers/scratch.ts';
import type { LearnedDecisions } from './learned/learned-decisions.ts';

export interface EnhancedCleanOptions {
  /** Added to the threshold on the normalised image, as in the spec's cleaner. */
  thresholdOffset?: number;
  /** The learned decisions (learned/learned-decisions.ts): the product's come from the trained
   *  nets (learned/trained-nets.ts); without them the rules decide alone (the live preview). */
  learned?: LearnedDecisions;
  /** Scratch memory kept between cleans by whoever runs clean after clean (a worker keeps one
   *  for its life: the buffers are taken again, not fresh each frame); a fresh one without. */
  scratch?: Scratch;
  /** The faster kernels (../kernels.ts), loaded by the same owner for its life; without them (or
   *  null) the TypeScript ones run, with the same bytes. */
  kernels?: Kernels | null;
  /** Where the result is written (CleanOptions.resultBuffer); a new array without. */
  resultBuffer?: Uint8ClampedArray;
}
