// Comparison methods for the quality benchmark (not used by the app): background
// normalisation with the classic fixed 21 × 21 window followed by a global Otsu — the strongest
// classical baseline in the data README — and plain global Otsu. Both run on the WebAssembly
// kernels the cleaners use (the same bytes as the TypeScript, faster).
import { countInk, inkToRgba, maskAtOrBelow } from '../../src/core/clean/byte-mask.ts';
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import {
  halfByMaximum,
  normaliseByBackground,
} from '../../src/core/clean/enhanced/flatten/background.ts';
import { grayAndHistogram } from '../../src/core/clean/grayscale.ts';
import { otsuThreshold } from '../../src/core/clean/otsu.ts';
import { Scratch } from '../../src/core/clean/enhanced/kernel-helpers/scratch.ts';
import { nodeWasmKernels } from './wasm-kernels-node.ts';

const kernels = nodeWasmKernels();

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
  const { gray } = grayAndHistogram(data, width * height, kernels);
  const { normalised, histogram } = normaliseByBackground(
    gray,
    width,
    height,
    21,
    new Scratch(),
    halfByMaximum(gray, width, height, kernels),
    undefined,
    kernels,
  );
  const t = otsuThreshold(histogram);
  return toResult(data, maskAtOrBelow(normalised, t, undefined, kernels), width, height, t);
}

export function plainOtsu(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): CleanResult {
  const { gray, histogram } = grayAndHistogram(data, width * height, kernels);
  const t = otsuThreshold(histogram);
  return toResult(data, maskAtOrBelow(gray, t, undefined, kernels), width, height, t);
}
