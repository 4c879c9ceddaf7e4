// The colour weights' contrast levels (assembly/ink-levels.ts) behind core/clean/kernels.ts:
// only the sampled rows of the photo are copied in (one row in `step`), with the sheet's cells.
import type { Kernels } from '../core/clean/kernels.ts';
import { align } from './byte-kernels.ts';

/** The export the wrapper calls. */
export interface InkExports {
  memory: WebAssembly.Memory;
  contrastLevels(
    rows: number,
    rowBytes: number,
    step: number,
    sw: number,
    sh: number,
    block: number,
    bw: number,
    bh: number,
    sheet: number,
    maskWidth: number,
    scale: number,
    samples: number,
    on: number,
    blockMax: number,
    paper: number,
    columns: number,
    count: number,
    sums: number,
  ): number;
}

/** The kernel on the instance `take(bytes)` returns (`release` after each call). */
export function inkKernel(
  take: (bytes: number) => InkExports,
  release: () => void,
): Pick<Kernels, 'contrastLevels'> {
  return {
    contrastLevels(data, width, { step, sw, sh, block, bw, bh }, sheet, rows) {
      const rowBytes = 4 * width;
      const n = sw * sh;
      const blockBytes = bw * bh * 3;
      const sheetAt = align(sh * rowBytes);
      const samplesAt = align(sheetAt + (sheet ? sheet.mask.length : 0));
      const onAt = align(samplesAt + 3 * n);
      const blockMaxAt = align(onAt + n);
      const paperAt = align(blockMaxAt + blockBytes);
      const columnsAt = align(paperAt + blockBytes);
      const countAt = align(columnsAt + 8 * sw);
      const sumsAt = countAt + 256 * 8;
      const k = take(sumsAt + 768 * 8);
      const heap = new Uint8Array(k.memory.buffer);
      const source = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      // The rows photoPass copied out on its way (in cache), else each read from the photo.
      if (rows) heap.set(rows.subarray(0, sh * rowBytes), 0);
      for (let sy = 0; !rows && sy < sh; sy++) {
        const y = sy * step + (step >> 1);
        heap.set(source.subarray(y * rowBytes, (y + 1) * rowBytes), sy * rowBytes);
      }
      if (sheet) heap.set(sheet.mask, sheetAt);
      const total = k.contrastLevels(
        0,
        rowBytes,
        step,
        sw,
        sh,
        block,
        bw,
        bh,
        sheet ? sheetAt : 0,
        sheet?.maskWidth ?? 0,
        sheet?.scale ?? 1,
        samplesAt,
        onAt,
        blockMaxAt,
        paperAt,
        columnsAt,
        countAt,
        sumsAt,
      );
      const count = new Float64Array(k.memory.buffer, countAt, 256).slice();
      const sums = new Float64Array(k.memory.buffer, sumsAt, 768).slice();
      release();
      return { count, sums, total };
    },
  };
}
