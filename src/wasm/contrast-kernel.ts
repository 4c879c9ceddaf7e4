// The edge threshold's contrast image (assembly/contrast.ts) behind core/clean/kernels.ts: the
// image copied in strip by strip with the rows either side, the contrast copied out after each
// strip, so the memory stays small and the copy in cache (see wasm-kernels.ts).
import type { Kernels } from '../core/clean/kernels.ts';
import { align, STRIP_BYTES } from './byte-kernels.ts';

/** The export the wrapper calls. */
export interface ContrastExports {
  memory: WebAssembly.Memory;
  contrast(
    src: number,
    width: number,
    rows: number,
    dst: number,
    colMax: number,
    colMin: number,
    hist: number,
  ): void;
}

/** The kernel on the instance `take(bytes)` returns (`release` after each call). */
export function contrastKernel(
  take: (bytes: number) => ContrastExports,
  release: () => void,
): Pick<Kernels, 'contrastImage'> {
  return {
    contrastImage(image, width, height) {
      // Strips of whole rows, each with the row before and after it (the image's edge rows
      // repeated at its top and bottom), the contrast copied out after each strip.
      const rows = Math.max(1, Math.floor(STRIP_BYTES / width));
      const outAt = align((rows + 2) * width);
      const colMaxAt = align(outAt + rows * width);
      const colMinAt = align(colMaxAt + width + 2);
      const histAt = align(colMinAt + width + 2);
      const k = take(histAt + 4096);
      const heap = new Uint8Array(k.memory.buffer);
      heap.fill(0, histAt, histAt + 4096);
      const contrast = new Uint8Array(width * height);
      const row = (y: number) => image.subarray(y * width, (y + 1) * width);
      for (let y = 0; y < height; y += rows) {
        const count = Math.min(rows, height - y);
        heap.set(row(Math.max(0, y - 1)), 0);
        heap.set(image.subarray(y * width, (y + count) * width), width);
        heap.set(row(Math.min(height - 1, y + count)), (count + 1) * width);
        k.contrast(width, width, count, outAt, colMaxAt, colMinAt, histAt);
        contrast.set(heap.subarray(outAt, outAt + count * width), y * width);
      }
      const counts = new Uint32Array(k.memory.buffer, histAt, 1024);
      const histogram = new Uint32Array(256);
      for (let v = 0; v < 256; v++) {
        histogram[v] = counts[v] + counts[256 + v] + counts[512 + v] + counts[768 + v];
      }
      release();
      return { contrast, histogram };
    },
  };
}
