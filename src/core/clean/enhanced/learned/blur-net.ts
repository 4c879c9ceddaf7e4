// The learned blur decision (issue 23 item 7; trained by scripts/learned/train.py): after the
// rules' cut on a blurry capture, a small net decides pixel by pixel which of the mask's pixels
// before the cut are ink. A plain stack of 3 × 3 convolutions (12 channels, ReLU, dilated 1, 1,
// 2, 4, 8) and a 1 × 1 output, zero-padded at the image's edges as PyTorch pads.
//
// This TypeScript is the reference of the WebAssembly kernel (src/wasm/assembly/blur-net.ts):
// every value is float32 with a fixed order — the bias, then for each input channel each tap
// (ky, then kx), each product and each sum rounded to float32 — so the kernel, doing exactly
// that per lane, gives the same bits. The work is tiled: only 64 px tiles holding ink are
// computed, each on its own window grown by the receptive radius, each layer only as far out
// as the later layers read (so a tile's logits equal the whole image's).
import type { BlurLayers, BlurNet } from './blur-net-types.ts';
import type { BlurDecision } from '../strokes/stroke-blur.ts';

export type { BlurLayers, BlurNet, BlurNetLayer } from './blur-net-types.ts';

/** The side of a tile (px). */
export const TILE = 64;
/** The kernel's width: three f32x4 accumulators. */
const KERNEL_CHANNELS = 12;

/** How far each layer's output is read by the later ones (px), and the whole radius. */
export function radii(net: BlurNet): { after: number[]; radius: number } {
  const after = net.layers.map((_, k) =>
    net.layers.slice(k + 1).reduce((sum, l) => sum + l.dilation, 0),
  );
  const radius = net.layers.reduce((sum, l) => sum + l.dilation, 0);
  return { after, radius };
}

/** The reference of the kernel's layers (see the header for the order of the arithmetic). */
export const blurLayers: BlurLayers = (net, input, pitch, rows, rects) => {
  const ch = net.channels;
  const buffers = [new Float32Array(pitch * rows * ch), new Float32Array(pitch * rows * ch)];
  const acc = new Float32Array(ch);
  let src = input;
  net.layers.forEach(({ inputs, dilation: d, data }, k) => {
    const dst = buffers[k & 1];
    for (let y = rects[4 * k + 1]; y < rects[4 * k + 3]; y++)
      for (let x = rects[4 * k]; x < rects[4 * k + 2]; x++) {
        for (let o = 0; o < ch; o++) acc[o] = data[o];
        let at = ch;
        for (let c = 0; c < inputs; c++)
          for (let ky = -1; ky <= 1; ky++)
            for (let kx = -1; kx <= 1; kx++) {
              const v = src[((y + ky * d) * pitch + x + kx * d) * inputs + c];
              // The Float32Array store rounds the sum of two float32s exactly as float32 does.
              for (let o = 0; o < ch; o++) acc[o] = acc[o] + Math.fround(data[at + o] * v);
              at += ch;
            }
        const to = (y * pitch + x) * ch;
        for (let o = 0; o < ch; o++) dst[to + o] = acc[o] > 0 ? acc[o] : 0;
      }
    src = dst;
  });
  return src;
};

/** The 1 × 1 output at `at` (a pixel of the last layer's window), float32 in the fixed order. */
export function logitAt(net: BlurNet, last: Float32Array, at: number): number {
  let sum = net.out[0];
  for (let c = 0; c < net.channels; c++)
    sum = Math.fround(sum + Math.fround(net.out[1 + c] * last[at + c]));
  return sum;
}

/**
 * The decision: ink where the mask before the cut is ink and the net's logit exceeds `level`
 * (0: probability one half). Replaces the rules' cut in `mask`. `layers` defaults to the
 * kernel of the clean's kernels (handed to the decision), else the reference.
 */
export function learnedBlurDecision(net: BlurNet, level = 0, layers?: BlurLayers): BlurDecision {
  // Layer k is written on the tile grown by after[k] and reads as far as after[k - 1]: the
  // window is the tile grown by the receptive radius, zero where it leaves the image.
  const { after, radius } = radii(net);
  const pitch = TILE + 2 * radius;
  return (normalised, width, height, before, mask, kernels) => {
    const kernel = net.channels === KERNEL_CHANNELS ? kernels?.blurLayers : undefined;
    const run = layers ?? kernel ?? blurLayers;
    const cut = mask.slice();
    const input = new Float32Array(pitch * pitch * net.inputs);
    const rects = new Int32Array(4 * net.layers.length);
    const darkness = Float32Array.from({ length: 256 }, (_, v) => (255 - v) / 255);
    for (let ty = 0; ty < height; ty += TILE)
      for (let tx = 0; tx < width; tx += TILE) {
        const tx1 = Math.min(width, tx + TILE);
        const ty1 = Math.min(height, ty + TILE);
        if (!holdsInk(before, width, tx, ty, tx1, ty1)) continue;
        // Window position (wx, wy) is image pixel (wx + ox, wy + oy).
        const ox = tx - radius;
        const oy = ty - radius;
        input.fill(0);
        const [ix0, iy0] = [Math.max(0, tx - radius), Math.max(0, ty - radius)];
        const [ix1, iy1] = [Math.min(width, tx1 + radius), Math.min(height, ty1 + radius)];
        for (let y = iy0; y < iy1; y++)
          for (let x = ix0; x < ix1; x++) {
            const i = y * width + x;
            const at = ((y - oy) * pitch + x - ox) * net.inputs;
            input[at] = darkness[normalised[i]];
            if (net.inputs > 1) input[at + 1] = before[i];
            if (net.inputs > 2) input[at + 2] = cut[i];
          }
        after.forEach((r, k) => {
          rects[4 * k] = Math.max(0, tx - r) - ox;
          rects[4 * k + 1] = Math.max(0, ty - r) - oy;
          rects[4 * k + 2] = Math.min(width, tx1 + r) - ox;
          rects[4 * k + 3] = Math.min(height, ty1 + r) - oy;
        });
        const last = run(net, input, pitch, pitch, rects);
        for (let y = ty; y < ty1; y++)
          for (let x = tx; x < tx1; x++) {
            const i = y * width + x;
            const at = ((y - oy) * pitch + x - ox) * net.channels;
            mask[i] = before[i] === 1 && logitAt(net, last, at) > level ? 1 : 0;
          }
      }
  };
}

function holdsInk(mask: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (mask[y * width + x] === 1) return true;
  return false;
}
