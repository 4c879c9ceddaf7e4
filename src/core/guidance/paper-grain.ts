// The paper's grain: how much neighbouring paper pixels differ, as the σ of a camera's noise, on
// the grey sample with the ink left out. Its median, so the few steps at a shade's edge or a
// ruled line do not count. A photo in near darkness is mostly this grain. Pure.
import type { GreySample } from './grey-sample.ts';

/** Median |a − b| of two samples of Gaussian noise of σ 1 (σ √2 · 0.6745). */
const MEDIAN_STEP_PER_SIGMA = 0.954;

/** The grain's σ in grey levels; 0 when no two neighbouring samples are paper. */
export function paperGrain(sample: GreySample, ink: Uint8Array): number {
  const { grey, width, height } = sample;
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let i = y * width, end = i + width - 1; i < end; i++) {
      if (ink[i] || ink[i + 1]) continue;
      histogram[Math.abs(grey[i] - grey[i + 1])]++;
      count++;
    }
  }
  if (count === 0) return 0;
  let seen = 0;
  let level = 0;
  while (2 * (seen += histogram[level]) < count) level++;
  return level / MEDIAN_STEP_PER_SIGMA;
}
