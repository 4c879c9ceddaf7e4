// The final clean of a capture, a photo or a file: the chosen cleaner with the learned decisions
// (the trained nets, each decoded on its first use, kept for as long as this thread cleans). The
// photo and capture jobs and the command line clean through it; the live preview does not (its
// worker cleans every frame with the rules alone and does not carry the weights).
import { clean } from '../../core/clean/clean.ts';
import type { CleanOptions, CleanResult } from '../../core/clean/clean-options.ts';
import { trainedDecisions } from '../../core/clean/enhanced/learned/trained-nets.ts';

const learned = trainedDecisions();

export function finalClean(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: CleanOptions,
): CleanResult {
  return clean(data, width, height, { ...options, learned });
}
