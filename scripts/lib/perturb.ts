// Held-out variations of a benchmark's pictures (bench-quality.ts `--soften`, `--tone`): a
// softer camera than the generator's, or another tone curve, applied to every picture before it
// is cleaned. The truth does not change: the ink is where it was. A sweep over these asks how
// far a rule holds beyond the camera and the scans it was measured on (docs/QUALITY.md,
// "Robustness sweep").
import { gaussianBlur } from './synthetic/camera.ts';

export interface Perturbation {
  /** Gaussian σ (px) of an extra blur: a softer lens or focus than the set's own. */
  soften?: number;
  /** Tone curve exponent on every channel (v / 255)^γ × 255: above 1 darker mid-tones. */
  tone?: number;
}

/** The picture under `p`, a new array (`data` is not changed); `data` itself when `p` is empty. */
export function perturb(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  p: Perturbation,
): Uint8ClampedArray {
  let out = data;
  if (p.tone !== undefined && p.tone !== 1) {
    const gamma = p.tone;
    const curve = Uint8ClampedArray.from({ length: 256 }, (_, v) => 255 * (v / 255) ** gamma);
    out = new Uint8ClampedArray(data.length);
    for (let i = 0; i < data.length; i++) out[i] = (i & 3) === 3 ? data[i] : curve[data[i]];
  }
  if (p.soften !== undefined && p.soften > 0) out = gaussianBlur(out, width, height, p.soften);
  return out;
}
