// The WebAssembly kernel of findPaper's cell means (assembly/cells.ts, cellMeans8) behind
// core/clean/kernels.ts: the photo is copied in a few bands of whole cell rows at a time, so
// the memory stays small and the copy in cache (see wasm-kernels.ts).
import { KERNEL_CELL, type Kernels } from '../core/clean/kernels.ts';
import { align, STRIP_BYTES } from './byte-kernels.ts';

export interface CellExports {
  memory: WebAssembly.Memory;
  cellMeans8(src: number, rowBytes: number, rows: number, cols: number, out: number): void;
}

export function cellKernel(
  take: (bytes: number) => CellExports,
  release: () => void,
): Pick<Kernels, 'wholeCellMeans'> {
  return {
    wholeCellMeans(data, width, cols, rows, [r, g, b], mw) {
      if (cols <= 0 || rows <= 0) return;
      const source = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      // Only the rows the cells sample (every 2nd pixel row) and the whole cells' columns are
      // copied in, packed: half the photo's bytes.
      const rowBytes = width * 4;
      const usedBytes = cols * KERNEL_CELL * 4;
      const bandBytes = (KERNEL_CELL / 2) * usedBytes;
      const bands = Math.max(1, Math.floor(STRIP_BYTES / bandBytes));
      const outAt = align(bands * bandBytes);
      const k = take(outAt + 3 * bands * cols);
      const heap = new Uint8Array(k.memory.buffer);
      for (let cy = 0; cy < rows; cy += bands) {
        const count = Math.min(bands, rows - cy);
        for (let row = 0; row < (count * KERNEL_CELL) / 2; row++) {
          const from = (cy * KERNEL_CELL + 2 * row) * rowBytes;
          heap.set(source.subarray(from, from + usedBytes), row * usedBytes);
        }
        k.cellMeans8(0, usedBytes, count, cols, outAt);
        const plane = count * cols;
        [r, g, b].forEach((channel, c) => {
          const at = outAt + c * plane;
          if (cols === mw) channel.set(heap.subarray(at, at + plane), cy * mw);
          else {
            for (let row = 0; row < count; row++) {
              channel.set(heap.subarray(at + row * cols, at + (row + 1) * cols), (cy + row) * mw);
            }
          }
        });
      }
      release();
    },
  };
}
