// One 3 × 3 layer of the learned blur decision (12 output channels, ReLU), the TypeScript in
// src/core/clean/enhanced/learned/blur-net.ts (blurLayers) being the reference: per pixel the three
// f32x4 accumulators start at the biases, then for each input channel and tap (ky, then kx)
// the input value splat times the tap's 12 weights is added — f32x4.mul then f32x4.add, never
// fused — and ReLU is pmax(0, ·), which is `v > 0 ? v : 0` exactly. Each lane does the
// reference's float32 arithmetic in its order, so the bits are the same.

/**
 * The layer on the window's pixels x0 ≤ x < x1, y0 ≤ y < y1: `src` holds `inputs` interleaved
 * f32 per pixel, `dst` 12, rows of `pitch` pixels; `weights` the 12 biases, then for each input
 * channel and tap the 12 weights (f32). Every tap read (± `dilation`) lies inside the window.
 */
export function blurLayer(
  src: usize,
  inputs: i32,
  dst: usize,
  pitch: i32,
  x0: i32,
  y0: i32,
  x1: i32,
  y1: i32,
  dilation: i32,
  weights: usize,
): void {
  const zero = f32x4.splat(0);
  const b0 = v128.load(weights);
  const b1 = v128.load(weights, 16);
  const b2 = v128.load(weights, 32);
  const pixelBytes = (<usize>inputs) << 2;
  const tapX = <usize>dilation * pixelBytes;
  const tapY = <usize>(dilation * pitch) * pixelBytes;
  for (let y = y0; y < y1; y++) {
    let x = x0;
    // Two pixels a step share each tap's weight loads.
    for (; x + 2 <= x1; x += 2) {
      let a0 = b0;
      let a1 = b1;
      let a2 = b2;
      let c0 = b0;
      let c1 = b1;
      let c2 = b2;
      let w = weights + 48;
      const centre = src + <usize>(y * pitch + x) * pixelBytes;
      for (let c = 0; c < inputs; c++) {
        let row = centre + ((<usize>c) << 2) - tapY;
        for (let ky = 0; ky < 3; ky++) {
          let at = row - tapX;
          for (let kx = 0; kx < 3; kx++) {
            const w0 = v128.load(w);
            const w1 = v128.load(w, 16);
            const w2 = v128.load(w, 32);
            const u = v128.load32_splat(at);
            const v = v128.load32_splat(at + pixelBytes);
            a0 = f32x4.add(a0, f32x4.mul(u, w0));
            a1 = f32x4.add(a1, f32x4.mul(u, w1));
            a2 = f32x4.add(a2, f32x4.mul(u, w2));
            c0 = f32x4.add(c0, f32x4.mul(v, w0));
            c1 = f32x4.add(c1, f32x4.mul(v, w1));
            c2 = f32x4.add(c2, f32x4.mul(v, w2));
            w += 48;
            at += tapX;
          }
          row += tapY;
        }
      }
      const out = dst + <usize>(y * pitch + x) * 48;
      v128.store(out, f32x4.pmax(zero, a0));
      v128.store(out, f32x4.pmax(zero, a1), 16);
      v128.store(out, f32x4.pmax(zero, a2), 32);
      v128.store(out, f32x4.pmax(zero, c0), 48);
      v128.store(out, f32x4.pmax(zero, c1), 64);
      v128.store(out, f32x4.pmax(zero, c2), 80);
    }
    for (; x < x1; x++) {
      let a0 = b0;
      let a1 = b1;
      let a2 = b2;
      let w = weights + 48;
      const centre = src + <usize>(y * pitch + x) * pixelBytes;
      for (let c = 0; c < inputs; c++) {
        let row = centre + ((<usize>c) << 2) - tapY;
        for (let ky = 0; ky < 3; ky++) {
          let at = row - tapX;
          for (let kx = 0; kx < 3; kx++) {
            const v = v128.load32_splat(at);
            a0 = f32x4.add(a0, f32x4.mul(v, v128.load(w)));
            a1 = f32x4.add(a1, f32x4.mul(v, v128.load(w, 16)));
            a2 = f32x4.add(a2, f32x4.mul(v, v128.load(w, 32)));
            w += 48;
            at += tapX;
          }
          row += tapY;
        }
      }
      const out = dst + <usize>(y * pitch + x) * 48;
      v128.store(out, f32x4.pmax(zero, a0));
      v128.store(out, f32x4.pmax(zero, a1), 16);
      v128.store(out, f32x4.pmax(zero, a2), 32);
    }
  }
}
