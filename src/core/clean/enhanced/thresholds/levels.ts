// Thresholds read from the histogram of the background-normalised image (paper near 255), to
// correct Otsu's where its two classes are not ink and paper. Pure.
import { maskedHistogram } from '../../byte-mask.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';

/** A median absolute deviation × this is a robust standard deviation (of normal noise). */
export const MAD_TO_SIGMA = 1.4826;

/** The level below which `share` of the counts in [from, to] lie (−1 when there are none). */
export function histogramQuantile(
  histogram: ArrayLike<number>,
  from: number,
  to: number,
  share: number,
): number {
  let total = 0;
  for (let v = from; v <= to; v++) total += histogram[v];
  if (total === 0) return -1;
  let seen = 0;
  for (let v = from; v <= to; v++) {
    seen += histogram[v];
    if (seen > 0 && seen >= share * total) return v;
  }
  return to;
}

/**
 * Thin pens (issue 10): after the camera's blur a 1–1.6 px line spreads over three pixels, and
 * Otsu's level, pulled towards the large paper class, takes all three. Half-way (`share`) between
 * the ink's dark quartile (`inkQuantile`) and the paper's median keeps the line's core.
 */
export function thinPenThreshold(
  histogram: ArrayLike<number>,
  otsu: number,
  share = ENHANCED_PARAMS.thresholds.thinLevelShare,
  inkQuantile = ENHANCED_PARAMS.thresholds.thinInkQuantile,
): number {
  const ink = histogramQuantile(histogram, 0, otsu, inkQuantile);
  const paper = histogramQuantile(histogram, otsu + 1, 255, 0.5);
  if (ink < 0 || paper < 0) return otsu;
  return Math.floor(ink + share * (paper - ink));
}

/**
 * The paper-noise floor (issue 10): ink must be darker than the paper's own spread, its
 * median − `k` × MAD_TO_SIGMA × MAD (a robust standard deviation) of the levels above `otsu`.
 * On dim, noisy paper Otsu's level can land inside the paper's distribution.
 */
export function paperNoiseFloor(histogram: ArrayLike<number>, otsu: number, k: number): number {
  const median = histogramQuantile(histogram, otsu + 1, 255, 0.5);
  if (median < 0) return otsu;
  return Math.floor(
    median - k * MAD_TO_SIGMA * medianAbsoluteDeviation(histogram, otsu + 1, median),
  );
}

/**
 * The median absolute deviation of the counts in [from, 255] around their `median`: the band
 * around the median grows until it holds half of the counts.
 */
export function medianAbsoluteDeviation(
  histogram: ArrayLike<number>,
  from: number,
  median: number,
): number {
  let total = 0;
  for (let v = from; v <= 255; v++) total += histogram[v];
  let held = histogram[median];
  let mad = 0;
  while (held < total / 2 && mad < 255) {
    mad++;
    if (median - mad >= from) held += histogram[median - mad];
    if (median + mad <= 255) held += histogram[median + mad];
  }
  return mad;
}

/** The share of the histogram's counts at or below `level`. */
export function inkShare(histogram: ArrayLike<number>, level: number): number {
  let total = 0;
  let ink = 0;
  for (let v = 0; v < 256; v++) {
    total += histogram[v];
    if (v <= level) ink += histogram[v];
  }
  return total === 0 ? 0 : ink / total;
}

/** The `share` quantile of the mask's levels at or below `threshold` (−1 when there are none);
 * `blocks` as maskedHistogram's. */
export function inkMedian(
  normalised: Uint8Array,
  mask: Uint8Array,
  threshold: number,
  share: number,
  blocks?: Int32Array,
): number {
  return histogramQuantile(maskedHistogram(normalised, mask, blocks), 0, threshold, share);
}
