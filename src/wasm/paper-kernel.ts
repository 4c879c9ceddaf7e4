// The pen colour's paper sums (paperByBlock, behind core/clean/kernels.ts; the reference is in
// core/output/pen-colour.ts): assembly/paper-blocks.ts on one band of blocks after the other.
// The band's rows of the clean and of the photo are copied into the kernels' memory and summed
// twice (the paper's mean, then its brighter half); a band larger than BAND_BYTES is copied in
// strips, once for each pass. The reference counts the paper by level in one pass; its
// scattered counts took longer than both passes here and their copies.
import type { Kernels, PaperSums } from '../core/clean/kernels.ts';
import { align } from './byte-kernels.ts';

export interface PaperExports {
  memory: WebAssembly.Memory;
  paperSums(
    inked: number,
    src: number,
    width: number,
    rows: number,
    block: number,
    acc: number,
    solid: number,
    first: number,
  ): number;
  brightSums(
    inked: number,
    src: number,
    width: number,
    rows: number,
    block: number,
    acc: number,
  ): void;
}

/** Both pictures' rows of one band copied in at most at once; more is copied in strips. */
export const BAND_BYTES = 8 << 20;
/** The f64 sums of one block (assembly/paper-blocks.ts): sum, count, red, green, blue, bright. */
const SUMS = 6;

export function paperKernel(
  take: (bytes: number) => PaperExports,
  release: () => void,
): Pick<Kernels, 'paperByBlock'> {
  return {
    paperByBlock(clean, source, width, height, block): PaperSums {
      const columns = Math.ceil(width / block);
      const blocks = columns * Math.ceil(height / block);
      const sum = new Float64Array(blocks);
      const count = new Float64Array(blocks);
      const sums = new Float64Array(blocks * 3);
      const bright = new Float64Array(blocks);
      let solid = new Int32Array(Math.max(1024, (width * height) >> 6));
      let solidCount = 0;
      if (blocks === 0) return { sum, count, sums, bright, solid, solidCount };
      const rowBytes = 4 * width;
      const stripRows = Math.max(1, Math.min(block, Math.floor(BAND_BYTES / (2 * rowBytes))));
      const stripBytes = stripRows * rowBytes;
      const srcAt = align(stripBytes);
      const accAt = align(srcAt + stripBytes);
      const solidAt = align(accAt + 8 * SUMS * columns);
      const k = take(solidAt + 4 * stripRows * width);
      const heap = new Uint8Array(k.memory.buffer);
      const acc = new Float64Array(k.memory.buffer, accAt, SUMS * columns);
      const inked = new Uint8Array(clean.buffer, clean.byteOffset, clean.byteLength);
      const photo = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
      const copy = (y: number, rows: number) => {
        heap.set(inked.subarray(y * rowBytes, (y + rows) * rowBytes), 0);
        heap.set(photo.subarray(y * rowBytes, (y + rows) * rowBytes), srcAt);
      };
      for (let top = 0; top < height; top += block) {
        const bottom = Math.min(height, top + block);
        acc.fill(0);
        for (let y = top; y < bottom; y += stripRows) {
          const rows = Math.min(stripRows, bottom - y);
          copy(y, rows);
          const listed = k.paperSums(0, srcAt, width, rows, block, accAt, solidAt, y * width);
          if (solidCount + listed > solid.length) {
            const grown = new Int32Array(Math.max(2 * solid.length, solidCount + listed));
            grown.set(solid.subarray(0, solidCount));
            solid = grown;
          }
          solid.set(new Int32Array(k.memory.buffer, solidAt, listed), solidCount);
          solidCount += listed;
        }
        // A band copied whole is still there for the second pass.
        const whole = bottom - top <= stripRows;
        for (let y = top; y < bottom; y += stripRows) {
          const rows = Math.min(stripRows, bottom - y);
          if (!whole) copy(y, rows);
          k.brightSums(0, srcAt, width, rows, block, accAt);
        }
        const row = (top / block) * columns;
        for (let column = 0; column < columns; column++) {
          const b = row + column;
          const at = column * SUMS;
          sum[b] = acc[at];
          count[b] = acc[at + 1];
          sums[b * 3] = acc[at + 2];
          sums[b * 3 + 1] = acc[at + 3];
          sums[b * 3 + 2] = acc[at + 4];
          bright[b] = acc[at + 5];
        }
      }
      release();
      return { sum, count, sums, bright, solid, solidCount };
    },
  };
}
