// The spec's Clean (product spec §9), exact and fast. Pure: typed arrays in, typed arrays out.
//
// 1. grey = floor((299 R + 587 G + 114 B + 500) / 1000)            (grayscale.ts)
// 2. t = Otsu's threshold: the last level of the dark class          (otsu.ts)
// 3. ink iff grey <= t + thresholdOffset — the dark class is ink, the same convention as
//    OpenCV's THRESH_OTSU with THRESH_BINARY_INV; with it the data README's reference row is
//    reproduced exactly (a strict < is not). thresholdOffset defaults to 0.
// 4. a 3×3 erosion then a 3×3 dilation of the ink mask, neighbours outside the image ignored
// 5. ink keeps its colour with alpha 255; every other pixel is 0,0,0,0.
// An image with a single grey level has no contrast to separate: no ink, threshold -1.
import { applyMask, countBits, dilate3x3, erode3x3, thresholdToMask } from './bit-mask.ts';
import type { BitMask } from './bit-mask.ts';
import type { CleanResult } from './clean-options.ts';
import { grayAndHistogram } from './grayscale.ts';
import type { Kernels } from './kernels.ts';
import { otsuThreshold } from './otsu.ts';
import { assertImage } from './validate.ts';

export interface SpecCleanOptions {
  /** Added to Otsu's threshold before classifying; the tool itself never changes it. */
  thresholdOffset?: number;
  /** Where the result is written (CleanOptions.resultBuffer); a new array without. */
  resultBuffer?: Uint8ClampedArray;
  /** The faster kernels (kernels.ts; CleanOptions.kernels); without them the TypeScript. */
  kernels?: Kernels | null;
}

export const DEFAULT_SPEC_CLEAN_OPTIONS: Required<
  Omit<SpecCleanOptions, 'resultBuffer' | 'kernels'>
> = {
  thresholdOffset: 0,
};

export function cleanSpec(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: SpecCleanOptions = {},
): CleanResult {
  assertImage(data, width, height);
  const thresholdOffset = options.thresholdOffset ?? DEFAULT_SPEC_CLEAN_OPTIONS.thresholdOffset;
  if (!Number.isFinite(thresholdOffset)) {
    throw new RangeError(`thresholdOffset must be a finite number, got ${thresholdOffset}`);
  }
  let threshold = -1;
  const limitOf = (histogram: Uint32Array) => {
    threshold = otsuThreshold(histogram);
    return threshold < 0 ? -1 : threshold + thresholdOffset;
  };
  // The WebAssembly kernels (core/clean/kernels.ts) keep the grey inside and give the same mask.
  const fast = options.kernels ?? null;
  let opened: BitMask;
  let inkPixels: number;
  if (fast) {
    ({ mask: opened, inkPixels } = fast.specOpening(data, width, height, limitOf));
  } else {
    const { gray, histogram } = grayAndHistogram(data, width * height);
    const limit = limitOf(histogram);
    opened = dilate3x3(erode3x3(thresholdToMask(gray, width, height, limit)));
    inkPixels = countBits(opened);
  }
  const result = applyMask(data, opened, options.resultBuffer);
  return { data: result, width, height, threshold, inkPixels };
}
