// The learned blur decision's inference (issue 23 item 7; trained by scripts/learned/train.py):
// a plain stack of 3 × 3 convolutions (dilated 1, 2, 4, 8 after the first) with ReLU and a 1 × 1
// output, on Float32Array planes, zero-padded as PyTorch pads. This is the TypeScript reference
// a WebAssembly kernel would follow; it runs only on the bounding box of the mask before the cut,
// grown by the receptive radius, so paper far from the strokes costs nothing.
import type { BlurDecision } from '../../src/core/clean/enhanced/stroke-blur.ts';

export interface BlurNetLayer {
  weight: number[];
  bias: number[];
  /** [out, in, k, k] */
  shape: number[];
  dilation: number;
}

export interface BlurNetWeights {
  inputs: number;
  layers: BlurNetLayer[];
}

/**
 * One convolution of `input` (`cin` planes of w × h) into `output` (`cout` planes), zero padding,
 * ReLU unless `last`.
 */
export function convolve(
  input: Float32Array,
  output: Float32Array,
  w: number,
  h: number,
  layer: BlurNetLayer,
  last: boolean,
): void {
  const [cout, cin, k] = layer.shape;
  const d = layer.dilation;
  const r = (k - 1) >> 1;
  const n = w * h;
  for (let o = 0; o < cout; o++) {
    const out = output.subarray(o * n, (o + 1) * n);
    out.fill(layer.bias[o]);
    for (let c = 0; c < cin; c++) {
      const src = input.subarray(c * n, (c + 1) * n);
      for (let ky = 0; ky < k; ky++) {
        const dy = (ky - r) * d;
        const y0 = Math.max(0, -dy);
        const y1 = Math.min(h, h - dy);
        for (let kx = 0; kx < k; kx++) {
          const wgt = layer.weight[((o * cin + c) * k + ky) * k + kx];
          const dx = (kx - r) * d;
          const x0 = Math.max(0, -dx);
          const x1 = Math.min(w, w - dx);
          for (let y = y0; y < y1; y++) {
            const from = (y + dy) * w + dx;
            const row = y * w;
            for (let x = x0; x < x1; x++) out[row + x] += wgt * src[from + x];
          }
        }
      }
    }
    if (!last) for (let i = 0; i < n; i++) if (out[i] < 0) out[i] = 0;
  }
}

/** The receptive radius (px): how far a pixel's decision looks. */
export const receptiveRadius = (weights: BlurNetWeights) =>
  weights.layers.reduce((sum, l) => sum + ((l.shape[2] - 1) >> 1) * l.dilation, 0);

/**
 * The decision: ink where the mask before the cut is ink and the net's logit exceeds `bias`
 * (0: probability one half). Replaces the rules' cut in `mask`.
 */
export function learnedBlurDecision(weights: BlurNetWeights, bias = 0): BlurDecision {
  return (normalised, width, height, before, mask) => {
    let bx0 = width;
    let by0 = height;
    let bx1 = -1;
    let by1 = -1;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (before[y * width + x] === 1) {
          if (x < bx0) bx0 = x;
          if (x > bx1) bx1 = x;
          if (y < by0) by0 = y;
          if (y > by1) by1 = y;
        }
    if (bx1 < 0) return;
    const pad = receptiveRadius(weights);
    const x0 = Math.max(0, bx0 - pad);
    const y0 = Math.max(0, by0 - pad);
    const w = Math.min(width - 1, bx1 + pad) - x0 + 1;
    const h = Math.min(height - 1, by1 + pad) - y0 + 1;
    const n = w * h;
    const widest = Math.max(weights.inputs, ...weights.layers.map((l) => l.shape[0]));
    let a = new Float32Array(widest * n);
    let b = new Float32Array(widest * n);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y + y0) * width + x + x0;
        const o = y * w + x;
        a[o] = (255 - normalised[i]) / 255;
        if (weights.inputs > 1) a[n + o] = before[i];
        if (weights.inputs > 2) a[2 * n + o] = mask[i];
      }
    weights.layers.forEach((layer, k) => {
      convolve(a, b, w, h, layer, k === weights.layers.length - 1);
      [a, b] = [b, a];
    });
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y + y0) * width + x + x0;
        mask[i] = before[i] === 1 && a[y * w + x] > bias ? 1 : 0;
      }
  };
}
