// The learned blur decision's inference (issue 23 item 7; trained by scripts/learned/train.py):
// a plain stack of 3 × 3 convolutions (dilated 1, 2, 4, 8 after the first) with ReLU and a 1 × 1
// output, on Float32Array planes, zero-padded as PyTorch pads: `convolve` checks the weights
// against PyTorch (check-logits.ts). The decision itself runs the product's float32 reference
// and kernel (src/core/clean/enhanced/learned/blur-net.ts) on the JSON's weights.
import { learnedBlurDecision as productDecision } from '../../src/core/clean/enhanced/learned/blur-net.ts';
import { packBlurNet } from '../../src/core/clean/enhanced/learned/blur-net-pack.ts';
import type { BlurDecision } from '../../src/core/clean/enhanced/strokes/stroke-blur.ts';

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
 * The decision with train.py's JSON weights (the product's float32 reference and kernel,
 * src/core/clean/enhanced/learned/blur-net.ts): ink where the mask before the cut is ink and the
 * net's logit exceeds `bias`.
 */
export function learnedBlurDecision(weights: BlurNetWeights, bias = 0): BlurDecision {
  return productDecision(packBlurNet(weights), bias);
}
