// Otsu's threshold over a 256-bin histogram: the level t that maximises the between-class
// variance when the dark class is [0, t]. Computed the way OpenCV's THRESH_OTSU does (double
// precision, levels where one class is empty skipped, the first maximum kept, so a tie takes
// the lowest level), which lets the tests cross-check against OpenCV pixel for pixel.

const FLT_EPSILON = 1.1920928955078125e-7;

/**
 * Returns t, the last level of the dark class, or -1 when the histogram has fewer than two
 * occupied levels (no contrast: nothing can be told apart as ink).
 */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let occupied = 0;
  let mu = 0;
  for (let i = 0; i < 256; i++) {
    const count = histogram[i] ?? 0;
    total += count;
    mu += i * count;
    if (count > 0) occupied++;
  }
  if (occupied < 2) return -1;
  const scale = 1 / total;
  mu *= scale;

  let q1 = 0;
  let mu1 = 0;
  let maxSigma = 0;
  let best = 0;
  for (let i = 0; i < 256; i++) {
    const p = (histogram[i] ?? 0) * scale;
    mu1 *= q1;
    q1 += p;
    const q2 = 1 - q1;
    if (Math.min(q1, q2) < FLT_EPSILON || Math.max(q1, q2) > 1 - FLT_EPSILON) continue;
    mu1 = (mu1 + i * p) / q1;
    const mu2 = (mu - q1 * mu1) / q2;
    const sigma = q1 * q2 * (mu1 - mu2) * (mu1 - mu2);
    if (sigma > maxSigma) {
      maxSigma = sigma;
      best = i;
    }
  }
  return best;
}
