// Options and results shared by every cleaner (spec and enhanced). Pure: no DOM.
import type { PlainInkCheck } from './enhanced/check/plain-ink.ts';
import type { Scratch } from './enhanced/kernel-helpers/scratch.ts';
import type { LearnedDecisions } from './enhanced/learned/learned-decisions.ts';
import type { Kernels } from './kernels.ts';

export type CleanAlgorithm = 'spec' | 'enhanced';

export const CLEAN_ALGORITHMS: readonly CleanAlgorithm[] = ['spec', 'enhanced'];

export interface CleanOptions {
  /** Which cleaner runs. The product default is the spec's algorithm. */
  algorithm?: CleanAlgorithm;
  /** Added to Otsu's threshold before classifying; the tool itself never changes it. */
  thresholdOffset?: number;
  /** The enhanced cleaner's learned decisions (enhanced/learned/learned-decisions.ts): the
   * trained ones for final cleans (enhanced/learned/trained-nets.ts, made by the entry point),
   * none for the live preview (they cost up to a second a frame). */
  learned?: LearnedDecisions;
  /** The enhanced cleaner's scratch memory (enhanced/kernel-helpers/scratch.ts), kept by whoever
   * cleans clean after clean (each worker keeps one for its life); a fresh one without. */
  scratch?: Scratch;
  /** Where the cleaner writes its result (width × height × 4 bytes on a 4-byte boundary), for
   * whoever keeps one buffer for clean after clean and lets each result go before the next (the
   * command line's thread); a new array without. */
  resultBuffer?: Uint8ClampedArray;
  /** The faster kernels (kernels.ts), loaded by whoever cleans clean after clean (each worker,
   * each command-line thread) for its life; without them (or null) the TypeScript ones run. */
  kernels?: Kernels | null;
}

export const DEFAULT_CLEAN_OPTIONS: Required<
  Omit<CleanOptions, 'learned' | 'scratch' | 'resultBuffer' | 'kernels'>
> = {
  algorithm: 'spec',
  thresholdOffset: 0,
};

export interface CleanResult {
  /** RGBA, same size as the input: ink keeps its colour with alpha 255 (or soft alpha), paper is 0,0,0,0. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** The grey level threshold the cleaner decided on (last level of the dark class). */
  threshold: number;
  /** Number of pixels with alpha > 0 in the output. */
  inkPixels: number;
  /** The enhanced cleaner's check of its answer against the plain ink: what it found and
   * changed (null: not run; the spec's Clean has none). */
  check?: PlainInkCheck | null;
}
