// speed-i (issue 26): the enhanced cleaner's first reads of the photo in one pass (photoPass,
// behind core/clean/kernels.ts; enhanced/photo-reads.ts calls it). The photo is copied into the
// kernels' memory strip by strip, as the grey pass copies it, and while a strip is in cache it
// also gives findPaper's whole cells (assembly/cells.ts, cellMeans8) and the colour weights'
// sampled rows. Each pass copied the photo on its own before, and each copy read the photo
// from memory again: reading every 2nd row costs about what reading all of it does.
import { KERNEL_CELL, type Kernels } from '../core/clean/kernels.ts';
import { align, STRIP_BYTES } from './byte-kernels.ts';
import type { CellExports } from './cell-kernels.ts';

/** The exports photoPass calls. */
export interface PhotoPassExports extends CellExports {
  specGray(src: number, dst: number, count: number, hist: number): void;
}

export function photoPassKernel(
  take: (bytes: number) => PhotoPassExports,
  release: () => void,
): Pick<Kernels, 'photoPass'> {
  return {
    photoPass(data, width, height, onRead, into, cells, sampled) {
      const n = width * height;
      const gray = into ?? new Uint8Array(n);
      if (n === 0) return gray;
      const rowBytes = 4 * width;
      // Strips of whole cell rows, about STRIP_BYTES each (at least one cell row).
      const rows = Math.max(
        KERNEL_CELL,
        Math.floor(STRIP_BYTES / rowBytes / KERNEL_CELL) * KERNEL_CELL,
      );
      const grayAt = align(rows * rowBytes);
      const cellsAt = align(grayAt + rows * width);
      const cols = cells ? cells.cols : 0;
      const k = take(cellsAt + 3 * (rows / KERNEL_CELL) * cols);
      const heap = new Uint8Array(k.memory.buffer);
      const source = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      for (let y = 0; y < height; y += rows) {
        const count = Math.min(rows, height - y);
        heap.set(source.subarray(y * rowBytes, (y + count) * rowBytes), 0);
        // The spec's grey, exactly grayOnly's (the same kernel on the same pixels).
        k.specGray(0, grayAt, count * width, 0);
        gray.set(heap.subarray(grayAt, grayAt + count * width), y * width);
        onRead?.((y + count) * width);
        if (cells && cols > 0) {
          // The whole cells of the strip's whole cell rows: their sampled rows (every 2nd)
          // lie 2 rows apart, a cell row 8 rows (wholeCellMeans packs them; here they are read
          // where they lie).
          const first = y / KERNEL_CELL;
          const last = Math.min(cells.rows, Math.floor((y + count) / KERNEL_CELL));
          const cellRows = last - first;
          if (cellRows > 0) {
            k.cellMeans8(0, 2 * rowBytes, cellRows, cols, cellsAt);
            const plane = cellRows * cols;
            cells.channels.forEach((channel, c) => {
              const at = cellsAt + c * plane;
              for (let row = 0; row < cellRows; row++) {
                const from = at + row * cols;
                channel.set(heap.subarray(from, from + cols), (first + row) * cells.mw);
              }
            });
          }
        }
        if (sampled) {
          // Rows first, first + step, … (`count` of them), each copied out whole.
          let s = Math.max(0, Math.ceil((y - sampled.first) / sampled.step));
          for (; s < sampled.count; s++) {
            const row = sampled.first + s * sampled.step;
            if (row >= y + count) break;
            const from = (row - y) * rowBytes;
            sampled.into.set(heap.subarray(from, from + rowBytes), s * rowBytes);
          }
        }
      }
      release();
      return gray;
    },
  };
}
