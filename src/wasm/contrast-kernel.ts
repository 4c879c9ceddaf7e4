// The edge threshold's contrast image (core/clean/enhanced/contrast.ts) as a WebAssembly kernel
// (assembly/contrast.ts) behind core/clean/kernels.ts: the image copied in, its contrast and
// four interleaved histograms computed there, copied out and merged.
import { mergeCounts } from '../core/clean/enhanced/interleaved-histogram.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { align } from './byte-kernels.ts';

export interface ContrastExports {
  memory: WebAssembly.Memory;
  contrast(
    src: number,
    width: number,
    height: number,
    out: number,
    hist: number,
    columnMax: number,
    columnMin: number,
  ): void;
}

const HISTOGRAM_BYTES = 4 * 256 * 4;

/** The kernel on the instance `take(bytes)` returns (`release` after each call). */
export function contrastKernel(
  take: (bytes: number) => ContrastExports,
  release: () => void,
): Pick<Kernels, 'contrastImage'> {
  return {
    contrastImage(image, width, height) {
      const n = width * height;
      const outAt = align(n);
      const histAt = align(outAt + n);
      const maxAt = histAt + HISTOGRAM_BYTES;
      const minAt = align(maxAt + width);
      const k = take(align(minAt + width));
      const heap = new Uint8Array(k.memory.buffer);
      heap.set(image, 0);
      heap.fill(0, histAt, histAt + HISTOGRAM_BYTES);
      k.contrast(0, width, height, outAt, histAt, maxAt, minAt);
      const contrast = heap.slice(outAt, outAt + n);
      const histogram = mergeCounts(new Uint32Array(k.memory.buffer, histAt, 1024));
      release();
      return { contrast, histogram };
    },
  };
}
