// The pair of pens the blur report found indistinguishable (now a line in docs/QUALITY.md, "Tried
// and dropped"; the report, "Blurred captures: what the picture does not say", is in git history:
// git show 1531521~1:docs/QUALITY.md): rings drawn by a 5 px pen under σ 3 (230 levels dark) and by a
// 6.23 px pen under σ 2.76 (184 levels) differ by at most one grey level. Whatever decides — rules
// or net — must give both nearly the same mask; this prints each result's size ÷ its footprint.
//   npx tsx scripts/learned/ambiguity.ts
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';
import { learnedMethod } from './learned-method.ts';

/** The product's kernels, as learnedMethod's (the same bytes as the TypeScript ones, faster). */
const kernels = nodeWasmKernels();

function erf(x: number): number {
  const k = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly =
    ((((1.061405429 * k - 1.453152027) * k + 1.421413741) * k - 0.284496736) * k + 0.254829592) * k;
  return Math.sign(x) * (1 - poly * Math.exp(-x * x));
}
const band = (x: number, pen: number, s: number) =>
  0.5 * (erf((x + pen / 2) / (s * Math.SQRT2)) - erf((x - pen / 2) / (s * Math.SQRT2)));

function rings(pen: number, sigma: number, dark: number) {
  const [width, height] = [400, 240];
  const rgba = new Uint8ClampedArray(width * height * 4);
  let footprint = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - 40 - 80 * Math.floor(x / 80), y - 40 - 80 * Math.floor(y / 80)) - 25;
      const v = Math.round(255 - dark * band(d, pen, sigma));
      rgba.fill(v, 4 * (y * width + x), 4 * (y * width + x) + 3);
      rgba[4 * (y * width + x) + 3] = 255;
      if (Math.abs(d) < pen / 2) footprint++;
    }
  return { rgba, width, height, footprint };
}

const learned = learnedMethod();
for (const [pen, sigma, dark] of [
  [5, 3, 230],
  [6.23, 2.76, 184],
  [4.2, 3.19, 190],
  [6.34, 2.83, 125],
]) {
  const r = rings(pen, sigma, dark);
  const rules = cleanEnhanced(r.rgba, r.width, r.height, { kernels }).inkPixels / r.footprint;
  const net = learned(r.rgba, r.width, r.height).inkPixels / r.footprint;
  console.log(
    `pen ${pen} px, σ ${sigma}, ${dark} levels: rules ${rules.toFixed(2)} × footprint, learned ${net.toFixed(2)} ×`,
  );
}
