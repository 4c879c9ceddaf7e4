// Options and results shared by every cleaner (spec and enhanced). Pure: no DOM.

export type CleanAlgorithm = 'spec' | 'enhanced';

export const CLEAN_ALGORITHMS: readonly CleanAlgorithm[] = ['spec', 'enhanced'];

export interface CleanOptions {
  /** Which cleaner runs. The product default is the spec's algorithm. */
  algorithm?: CleanAlgorithm;
  /** Added to Otsu's threshold before classifying; the tool itself never changes it. */
  thresholdOffset?: number;
  /** The enhanced cleaner's learned decision on blurry captures (enhanced/blur-net.ts): on for
   * final cleans, off for the live preview (it costs up to a second a frame). */
  learnedBlur?: boolean;
}

export const DEFAULT_CLEAN_OPTIONS: Required<CleanOptions> = {
  algorithm: 'spec',
  thresholdOffset: 0,
  learnedBlur: true,
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
}
