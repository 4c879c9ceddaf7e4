// The WebAssembly kernels of the enhanced cleaner's byte images (assembly/bytes.ts, cells.ts,
// strokes.ts) behind core/clean/kernels.ts: the byte mask, the half-resolution maximum,
// findPaper's cell closing and the stroke widths' vertical runs. Each copies its image in strip
// by strip where it can, so the memory stays small and the copy in cache (see wasm-kernels.ts).
import type { Kernels } from '../core/clean/kernels.ts';
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

/** Bytes copied into the kernels' memory per step: the copy and the pass stay in cache. */
export const STRIP_BYTES = 128 * 1024;

export const align = (offset: number) => (offset + 15) & ~15;

/** The exports these wrappers call. */
export interface ByteExports {
  memory: WebAssembly.Memory;
  atOrBelow(src: number, dst: number, count: number, limit: number): void;
  halfMaximum(src: number, width: number, rows: number, dst: number): void;
  nonZeroBlocks(src: number, count: number, first: number, out: number, above: number): number;
  closeCells(image: number, w: number, h: number, r: number, out: number, work: number): void;
  smoothChannel(c: number, w: number, h: number, smooth: number): void;
  strokeLevels(
    gray: number,
    width: number,
    rows: number,
    y0: number,
    step: number,
    paper: number,
    paperWidth: number,
    paperShift: number,
    sheet: number,
    maskWidth: number,
    scale: number,
    cellX: number,
    on: number,
    hist: number,
  ): void;
  strokeRows(
    gray: number,
    width: number,
    y0: number,
    rows: number,
    step: number,
    paper: number,
    paperWidth: number,
    paperShift: number,
    inkUpTo: number,
    sheet: number,
    maskWidth: number,
    scale: number,
    cellX: number,
    on: number,
    counts: number,
    maxRun: number,
    lanes: number,
  ): void;
  strokeLimits(inkUpTo: number, tables: number): number;
  strokeColumns(
    gray: number,
    width: number,
    y0: number,
    rows: number,
    paper: number,
    paperWidth: number,
    paperShift: number,
    inkUpTo: number,
    sheet: number,
    maskWidth: number,
    scale: number,
    cellX: number,
    state: number,
    counts: number,
    maxRun: number,
    lanes: number,
    tables: number,
  ): void;
}

type ByteKernels = Pick<
  Kernels,
  | 'maskAtOrBelow'
  | 'nonZeroBlocks'
  | 'halfByMaximum'
  | 'closeCells'
  | 'smoothCells'
  | 'strokeLevels'
  | 'strokeRuns'
>;

/** The kernels on the instance `take(bytes)` returns (`release` after each call). */
export function byteKernels(
  take: (bytes: number) => ByteExports,
  release: () => void,
): ByteKernels {
  // The block list's memory, kept for as long as these kernels live.
  const scratch = new Scratch();
  return {
    maskAtOrBelow(levels, limit, into) {
      // In place, strip by strip: each strip is copied in, turned into its mask and copied out.
      const n = levels.length;
      const mask = into ?? new Uint8Array(n);
      const k = take(Math.min(n, STRIP_BYTES));
      const heap = new Uint8Array(k.memory.buffer);
      for (let start = 0; start < n; start += STRIP_BYTES) {
        const count = Math.min(STRIP_BYTES, n - start);
        heap.set(levels.subarray(start, start + count), 0);
        k.atOrBelow(0, 0, count, limit);
        mask.set(heap.subarray(0, count), start);
      }
      return mask;
    },
    nonZeroBlocks(mask, above) {
      // Strip by strip (whole blocks) into scratch kept between calls; the list found copied out.
      const n = mask.length;
      const blocks = new Int32Array(scratch.buffer('block list', (n + 15) >> 2), 0, (n + 15) >> 4);
      const outAt = STRIP_BYTES;
      const k = take(outAt + (STRIP_BYTES >> 2));
      const heap = new Uint8Array(k.memory.buffer);
      let found = 0;
      for (let start = 0; start < n; start += STRIP_BYTES) {
        const count = Math.min(STRIP_BYTES, n - start);
        heap.set(mask.subarray(start, start + count), 0);
        const here = k.nonZeroBlocks(0, count, start >> 4, outAt, above);
        blocks.set(new Int32Array(k.memory.buffer, outAt, here), found);
        found += here;
      }
      return blocks.slice(0, found);
    },
    halfByMaximum(gray, width, height) {
      const sw = Math.max(1, Math.ceil(width / 2));
      const sh = Math.max(1, Math.ceil(height / 2));
      const small = new Uint8Array(sw * sh);
      // Strips of an even number of whole rows, the small rows written after the strip.
      const rows = Math.max(2, (Math.floor(STRIP_BYTES / width) >> 1) << 1);
      const outAt = align(rows * width);
      const k = take(outAt + (rows >> 1) * sw);
      const heap = new Uint8Array(k.memory.buffer);
      for (let y = 0; y < height; y += rows) {
        const count = Math.min(rows, height - y);
        heap.set(gray.subarray(y * width, (y + count) * width), 0);
        k.halfMaximum(0, width, count, outAt);
        const smallRows = (count + 1) >> 1;
        small.set(heap.subarray(outAt, outAt + smallRows * sw), (y >> 1) * sw);
      }
      return { small, sw, sh };
    },
    closeCells(image, w, h, r) {
      const n = w * h;
      const outAt = align(n);
      const workAt = align(outAt + n);
      const k = take(workAt + n);
      new Uint8Array(k.memory.buffer).set(image, 0);
      k.closeCells(0, w, h, r, outAt, workAt);
      const out = new Uint8Array(k.memory.buffer, outAt, n).slice();
      release();
      return out;
    },
    smoothCells(channels, w, h) {
      // The flags first (all 1), then each channel in turn after them.
      const n = w * h;
      const channelAt = align(n);
      const k = take(channelAt + n);
      const heap = new Uint8Array(k.memory.buffer);
      heap.fill(1, 0, n);
      for (const c of channels) {
        heap.set(c, channelAt);
        k.smoothChannel(channelAt, w, h, 0);
      }
      const smooth = heap.slice(0, n);
      release();
      return smooth;
    },
    strokeLevels(gray, width, height, step, paper, sheet) {
      // The sampled rows one after another, then the paper, the sheet's cells, each column's
      // cell, the row's flags (and 16 spare bytes) and the histograms.
      const rows = Math.ceil(height / step);
      const paperAt = align(rows * width);
      const sheetAt = align(paperAt + paper.levels.length);
      const cellXAt = align(sheetAt + (sheet ? sheet.mask.length : 0));
      const onAt = align(cellXAt + 4 * width);
      const histAt = align(onAt + align(width) + 16);
      const k = take(histAt + 5120 + (64 << 10) + width); // + inverses, pairs, a row
      const heap = new Uint8Array(k.memory.buffer);
      for (let r = 0; r < rows; r++) {
        const row = r * step * width;
        heap.set(gray.subarray(row, row + width), r * width);
      }
      heap.set(paper.levels, paperAt);
      if (sheet) {
        heap.set(sheet.mask, sheetAt);
        const cellX = new Int32Array(k.memory.buffer, cellXAt, width);
        for (let x = 0; x < width; x++) cellX[x] = (x / sheet.scale) | 0;
      }
      heap.fill(0, histAt, histAt + 4096);
      k.strokeLevels(
        0,
        width,
        rows,
        0,
        step,
        paperAt,
        paper.width,
        paper.shift,
        sheet ? sheetAt : 0,
        sheet?.maskWidth ?? 0,
        sheet?.scale ?? 1,
        cellXAt,
        onAt,
        histAt,
      );
      const counts = new Uint32Array(k.memory.buffer, histAt, 1024);
      const merged = new Uint32Array(256);
      for (let v = 0; v < 256; v++) {
        merged[v] = counts[v] + counts[256 + v] + counts[512 + v] + counts[768 + v];
      }
      release();
      return merged;
    },
    strokeRuns(gray, width, height, paper, sheet, maxRun, step, counts) {
      // The grey strip by strip (whole rows, 64 bytes of slack after), then the paper, the
      // ink limits, the sheet's cells and the columns' cells, state and counts, and the rows'
      // cells, flags and counts.
      const stripRows = Math.max(1, Math.floor(STRIP_BYTES / width));
      const columns = (width + 3) >> 2;
      const padded = ((columns + 15) >> 4) << 4;
      const paperAt = align(stripRows * width + 64);
      const inkAt = align(paperAt + paper.levels.length);
      const tablesAt = inkAt + 1024;
      const sheetAt = tablesAt + 1536;
      const cellXAt = align(sheetAt + (sheet ? sheet.mask.length : 0));
      const stateAt = align(cellXAt + 4 * columns);
      const countsAt = stateAt + 10 * padded;
      const rowCellXAt = align(countsAt + 4 * counts.length);
      const onAt = align(rowCellXAt + 4 * width);
      const rowCountsAt = align(onAt + width);
      const k = take(rowCountsAt + 4 * counts.length);
      const heap = new Uint8Array(k.memory.buffer);
      heap.set(paper.levels, paperAt);
      new Int32Array(k.memory.buffer, inkAt, 256).set(paper.inkUpTo);
      const lanes = k.strokeLimits(inkAt, tablesAt);
      if (sheet) {
        heap.set(sheet.mask, sheetAt);
        const cellX = new Int32Array(k.memory.buffer, cellXAt, columns);
        for (let c = 0; c < columns; c++) cellX[c] = ((4 * c) / sheet.scale) | 0;
        const rowCellX = new Int32Array(k.memory.buffer, rowCellXAt, width);
        for (let x = 0; x < width; x++) rowCellX[x] = (x / sheet.scale) | 0;
      }
      new Uint32Array(k.memory.buffer, rowCountsAt, counts.length).fill(0);
      // The columns' state (assembly/strokes.ts): never ink and off the sheet before row 0.
      heap.fill(0, stateAt, stateAt + 10 * padded);
      heap.fill(255, stateAt + padded, stateAt + 2 * padded);
      heap.fill(255, stateAt + 2 * padded, stateAt + 3 * padded);
      new Uint32Array(k.memory.buffer, countsAt, counts.length).set(counts);
      for (let y = 0; y < height; y += stripRows) {
        const rows = Math.min(stripRows, height - y);
        heap.set(gray.subarray(y * width, (y + rows) * width), 0);
        k.strokeRows(
          0,
          width,
          y,
          rows,
          step,
          paperAt,
          paper.width,
          paper.shift,
          inkAt,
          sheet ? sheetAt : 0,
          sheet?.maskWidth ?? 0,
          sheet?.scale ?? 1,
          rowCellXAt,
          onAt,
          rowCountsAt,
          maxRun,
          lanes,
        );
        k.strokeColumns(
          0,
          width,
          y,
          rows,
          paperAt,
          paper.width,
          paper.shift,
          inkAt,
          sheet ? sheetAt : 0,
          sheet?.maskWidth ?? 0,
          sheet?.scale ?? 1,
          cellXAt,
          stateAt,
          countsAt,
          maxRun,
          lanes,
          tablesAt,
        );
      }
      const rowCounts = new Uint32Array(k.memory.buffer, rowCountsAt, counts.length).slice();
      counts.set(new Uint32Array(k.memory.buffer, countsAt, counts.length));
      for (let run = 0; run < counts.length; run++) counts[run] += rowCounts[run];
      release();
      return rowCounts;
    },
  };
}
