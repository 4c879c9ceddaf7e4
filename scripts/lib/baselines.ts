// Comparison methods for the quality benchmark (not used by the app): background
// normalisation with the classic fixed 21 × 21 window followed by a global Otsu — the strongest
// classical baseline in the data README — and plain global Otsu.
import { countInk, inkToRgba, maskAtOrBelow } from '../../src/core/clean/byte-mask.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { normaliseByBackground } from '../../src/core/clean/enhanced/flatten/background.ts';
import { grayAndHistogram } from '../../src/core/clean/grayscale.ts';
import { otsuThreshold } from '../../src/core/clean/otsu.ts';
import { Scratch } from '../../src/core/clean/enhanced/kernel-helpers/scratch.ts';

function toResult(
  data: Uint8ClampedArray | Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  threshold: number,
): CleanResult {
  return { data: inkToRgba(data, mask), width, height, threshold, inkPixels: countInk(mask) };
}

export function bgnormOtsu(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): CleanResult {
  const { gray } = grayAndHistogram(data, width * height);
  const { normalised, histogram } = normaliseByBackground(gray, width, height, 21, new Scratch());
  const t = otsuThreshold(histogram);
  return toResult(data, maskAtOrBelow(normalised, t), width, height, t);
}

export function plainOtsu(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): CleanResult {
  const { gray, histogram } = grayAndHistogram(data, width * height);
  const t = otsuThreshold(histogram);
  return toResult(data, maskAtOrBelow(gray, t), width, height, t);
}
