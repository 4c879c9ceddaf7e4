// The footprint model of a blurred stroke (stroke-blur.ts): a band of width w and full darkness C,
// blurred by a Gaussian of σ. Across it the darkness peaks in the middle; at the band's edge
// (w / 2 from the middle) it has a share of that peak that depends on w ÷ σ alone, and so does
// the ratio of w to the profile's width at half its peak. The table is computed once from the
// formula; no picture goes into it. Pure.

/** erf, Abramowitz–Stegun 7.1.26 (error below 1.5e-7). */
function erf(x: number): number {
  const a = Math.abs(x);
  const k = 1 / (1 + 0.3275911 * a);
  const poly =
    ((((1.061405429 * k - 1.453152027) * k + 1.421413741) * k - 0.284496736) * k + 0.254829592) * k;
  return Math.sign(x) * (1 - poly * Math.exp(-a * a));
}

/** Darkness across a band of width t blurred by a unit Gaussian, at x from its middle. */
function profile(x: number, t: number): number {
  return 0.5 * (erf((x + t / 2) / Math.SQRT2) - erf((x - t / 2) / Math.SQRT2));
}

/** [w ÷ W, the footprint edge's share of the peak] for w ÷ σ from 0.05 to 40. */
let model: Float64Array[] | null = null;

function buildModel(): Float64Array[] {
  const shares: number[] = [];
  const widths: number[] = [];
  for (let t = 0.05; t <= 40; t *= 1.05) {
    const peak = profile(0, t);
    let lo = 0;
    let hi = t / 2 + 10;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (profile(mid, t) > peak / 2) lo = mid;
      else hi = mid;
    }
    widths.push(t / (2 * lo));
    shares.push(profile(t / 2, t) / peak);
  }
  return [Float64Array.from(widths), Float64Array.from(shares)];
}

/**
 * The share of a stroke's peak darkness at which its footprint ends, for a pen width ÷ half-peak
 * width of `widthShare` (the model, linear between its points; 0.5 for a stroke wider than its
 * half-peak width, the thinnest line's share below the model's range).
 */
export function footprintShare(widthShare: number): number {
  model ??= buildModel();
  const [widths, shares] = model;
  if (!(widthShare > widths[0])) return shares[0];
  for (let i = 1; i < widths.length; i++) {
    if (widths[i] >= widthShare) {
      const f = (widthShare - widths[i - 1]) / (widths[i] - widths[i - 1]);
      return shares[i - 1] + f * (shares[i] - shares[i - 1]);
    }
  }
  return 0.5;
}
