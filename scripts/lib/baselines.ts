// Comparison methods for the quality benchmark (not used by the app): background
// normalisation with the classic fixed 21 × 21 window followed by a global Otsu — the strongest
// classical baseline in the data README — and plain global Otsu.
import type { CleanResult } from '../../src/core/clean/clean-options.ts';
import { normaliseByBackground } from '../../src/core/clean/enhanced/background.ts';
import { grayAndHistogram } from '../../src/core/clean/grayscale.ts';
import { otsuThreshold } from '../../src/core/clean/otsu.ts';

function toResult(
  data: Uint8ClampedArray | Uint8Array,
  mask: (i: number) => boolean,
  width: number,
  height: number,
  threshold: number,
): CleanResult {
  const n = width * height;
  const out = new Uint8ClampedArray(n * 4);
  let ink = 0;
  for (let i = 0; i < n; i++) {
    if (!mask(i)) continue;
    ink++;
    out.set([data[i * 4], data[i * 4 + 1], data[i * 4 + 2], 255], i * 4);
  }
  return { data: out, width, height, threshold, inkPixels: ink };
}

export function bgnormOtsu(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): CleanResult {
  const { gray } = grayAndHistogram(data, width * height);
  const { normalised, histogram } = normaliseByBackground(gray, width, height, 21);
  const t = otsuThreshold(histogram);
  return toResult(data, (i) => normalised[i] <= t, width, height, t);
}

export function plainOtsu(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): CleanResult {
  const { gray, histogram } = grayAndHistogram(data, width * height);
  const t = otsuThreshold(histogram);
  return toResult(data, (i) => gray[i] <= t, width, height, t);
}
