// The learned blur decision's 3 × 3 layers (assembly/blur-net.ts) behind core/clean/kernels.ts:
// the weights, the window's input and two layer windows laid out from offset 0, the layers run
// in turn (each window written only on its rect, zero elsewhere), the last one copied out.
import type { BlurLayers } from '../core/clean/enhanced/learned/blur-net-types.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { align } from './byte-kernels.ts';

/** The export the wrapper calls. */
export interface BlurNetExports {
  memory: WebAssembly.Memory;
  blurLayer(
    src: number,
    inputs: number,
    dst: number,
    pitch: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    dilation: number,
    weights: number,
  ): void;
}

/** The kernel on the instance `take(bytes)` returns (`release` after each call), for nets of
 * 12 channels (enhanced/blur-net.ts runs the reference for others). */
export function blurNetKernel(
  take: (bytes: number) => BlurNetExports,
  release: () => void,
): Pick<Kernels, 'blurLayers'> {
  const blurLayers: BlurLayers = (net, input, pitch, rows, rects) => {
    const weightsAt = net.layers.map(() => 0);
    let at = 0;
    net.layers.forEach(({ data }, k) => {
      weightsAt[k] = at;
      at = align(at + 4 * data.length);
    });
    const inputAt = at;
    const windowBytes = 4 * pitch * rows * net.channels;
    const windows = [align(inputAt + 4 * input.length)];
    windows.push(align(windows[0] + windowBytes));
    const k = take(windows[1] + windowBytes);
    const floats = new Float32Array(k.memory.buffer);
    net.layers.forEach(({ data }, i) => floats.set(data, weightsAt[i] >> 2));
    floats.set(input, inputAt >> 2);
    floats.fill(0, windows[0] >> 2, (windows[1] + windowBytes) >> 2);
    let src = inputAt;
    net.layers.forEach(({ inputs, dilation }, i) => {
      const dst = windows[i & 1];
      const [x0, y0, x1, y1] = rects.subarray(4 * i, 4 * i + 4);
      k.blurLayer(src, inputs, dst, pitch, x0, y0, x1, y1, dilation, weightsAt[i]);
      src = dst;
    });
    const last = floats.slice(src >> 2, (src + windowBytes) >> 2);
    release();
    return last;
  };
  return { blurLayers };
}
