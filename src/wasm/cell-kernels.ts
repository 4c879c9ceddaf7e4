// The WebAssembly kernel of findPaper's cell means (assembly/cells.ts, cellMeans8) behind
// core/clean/kernels.ts: the photo is copied in a few bands of whole cell rows at a time, so
// the memory stays small and the copy in cache (see wasm-kernels.ts).
import type { Kernels } from '../core/clean/kernels.ts';
import { align, STRIP_BYTES } from './byte-kernels.ts';

export interface CellExports {
  memory: WebAssembly.Memory;
  cellMeans8(src: number, rowBytes: number, rows: number, cols: number, out: number): void;
}

/** A cell is this many pixels across (the cells the kernel reads). */
const CELL = 8;

export function cellKernel(
  take: (bytes: number) => CellExports,
  release: () => void,
  heldAt: (data: Uint8ClampedArray | Uint8Array, end: number) => number = () => -1,
): Pick<Kernels, 'wholeCellMeans'> {
  return {
    wholeCellMeans(data, width, cols, rows, [r, g, b], mw) {
      if (cols <= 0 || rows <= 0) return;
      const rowBytes = width * 4;
      // A held photo (wasm-kernels.ts, holdPhoto) is read where it lies, all bands at once.
      const photoAt = heldAt(data, 3 * rows * cols);
      if (photoAt >= 0) {
        const k = take(3 * rows * cols);
        k.cellMeans8(photoAt, rowBytes, rows, cols, 0);
        meansOut(new Uint8Array(k.memory.buffer), 0, 0, rows, cols, [r, g, b], mw);
        return;
      }
      const source = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      const bandBytes = CELL * rowBytes;
      const bands = Math.max(1, Math.floor(STRIP_BYTES / bandBytes));
      const outAt = align(bands * bandBytes);
      const k = take(outAt + 3 * bands * cols);
      const heap = new Uint8Array(k.memory.buffer);
      for (let cy = 0; cy < rows; cy += bands) {
        const count = Math.min(bands, rows - cy);
        const from = cy * bandBytes;
        heap.set(source.subarray(from, from + count * bandBytes), 0);
        k.cellMeans8(0, rowBytes, count, cols, outAt);
        meansOut(heap, outAt, cy, count, cols, [r, g, b], mw);
      }
      release();
    },
  };
}

/** The means of `count` cell rows from `at` (three planes) into the channels' rows from `cy`. */
function meansOut(
  heap: Uint8Array,
  at: number,
  cy: number,
  count: number,
  cols: number,
  channels: [Uint8Array, Uint8Array, Uint8Array],
  mw: number,
) {
  const plane = count * cols;
  channels.forEach((channel, c) => {
    const from = at + c * plane;
    if (cols === mw) channel.set(heap.subarray(from, from + plane), cy * mw);
    else {
      for (let row = 0; row < count; row++) {
        channel.set(heap.subarray(from + row * cols, from + (row + 1) * cols), (cy + row) * mw);
      }
    }
  });
}
