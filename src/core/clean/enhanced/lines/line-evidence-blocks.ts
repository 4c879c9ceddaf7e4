// The line evidence (line-evidence.ts) read from the mask's ink blocks (byte-mask.ts's
// nonZeroBlocks: the 16-byte blocks holding a non-zero byte, in order) instead of the whole
// mask: only the stations that cross ink are looked at, so a signature on a 720p frame costs its
// ink, not its 920,000 bytes. The same runs in the same order as the plain reading (tested
// against it): runs down the columns are pushed as the plain reading closes them, row by row and
// in station order within a row. Any list holding every block with a byte of 1 will do (a list
// taken before pixels were cleared, too). Pure; typed arrays only.
import type { Growing } from './run-columns.ts';

/** The bytes of block `block` in row `row` (its first byte at `row`): [from, to) across. */
const blockStart = (block: number, row: number) => Math.max(block << 4, row) - row;
const blockEnd = (block: number, row: number, rowEnd: number) =>
  Math.min((block << 4) + 16, rowEnd) - row;

/** Runs down the stations' columns (`stations`: x, evenly spaced by `step`), as lineEvidence's
 * horizontal reading. */
export function columnRunsByBlocks(
  mask: Uint8Array,
  width: number,
  height: number,
  stations: Int32Array,
  step: number,
  cap: number,
  blocks: Int32Array,
  out: Growing,
): void {
  const m = stations.length;
  const first = stations[0];
  const start = new Int32Array(m);
  // One bit per open station, so the runs that close are visited in station order.
  const open = new Int32Array((m + 31) >> 5);
  let openCount = 0;
  const nb = blocks.length;
  let p = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const rowEnd = row + width;
    while (p < nb && (blocks[p] << 4) + 16 <= row) p++;
    if (openCount === 0 && (p === nb || blocks[p] << 4 >= rowEnd)) {
      // No run open and no ink in this row: on to the next block's row.
      if (p === nb) break;
      y = Math.floor((blocks[p] << 4) / width) - 1;
      continue;
    }
    // The open runs that meet paper here close, in station order.
    for (let w = 0; openCount > 0 && w < open.length; w++) {
      for (let bits = open[w]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const j = (w << 5) + 31 - Math.clz32(low);
        if (mask[row + stations[j]] === 1) continue;
        const s = start[j];
        if (y - s <= cap) out.push(j, (s + y - 1) / 2, y - s);
        open[w] ^= low;
        openCount--;
      }
    }
    // Stations in this row's ink blocks that meet ink open a run.
    for (let q = p; q < nb && blocks[q] << 4 < rowEnd; q++) {
      const from = blockStart(blocks[q], row);
      const to = blockEnd(blocks[q], row, rowEnd);
      for (let j = from <= first ? 0 : Math.ceil((from - first) / step); j < m; j++) {
        const x = stations[j];
        if (x >= to) break;
        const bit = 1 << (j & 31);
        if (mask[row + x] !== 1 || (open[j >> 5] & bit) !== 0) continue;
        open[j >> 5] |= bit;
        start[j] = y;
        openCount++;
      }
    }
  }
  // The frame's end closes what is still open.
  for (let w = 0; w < open.length; w++) {
    for (let bits = open[w]; bits !== 0;) {
      const low = bits & -bits;
      bits ^= low;
      const j = (w << 5) + 31 - Math.clz32(low);
      const s = start[j];
      if (height - s <= cap) out.push(j, (s + height - 1) / 2, height - s);
    }
  }
}

/** Runs along the stations' rows (`stations`: y, increasing), as lineEvidence's vertical
 * reading. */
export function rowRunsByBlocks(
  mask: Uint8Array,
  width: number,
  stations: Int32Array,
  cap: number,
  blocks: Int32Array,
  out: Growing,
): void {
  const nb = blocks.length;
  let p = 0;
  for (let j = 0; j < stations.length; j++) {
    const row = stations[j] * width;
    const rowEnd = row + width;
    while (p < nb && (blocks[p] << 4) + 16 <= row) p++;
    let s = -1;
    // Where the last block read ends (across): the byte there is paper or the row's end.
    let end = -1;
    for (let q = p; q < nb && blocks[q] << 4 < rowEnd; q++) {
      const from = blockStart(blocks[q], row);
      if (s >= 0 && from !== end) {
        // Paper between the blocks closed the run.
        if (end - s <= cap) out.push(j, (s + end - 1) / 2, end - s);
        s = -1;
      }
      end = blockEnd(blocks[q], row, rowEnd);
      for (let x = from; x < end; x++) {
        if (mask[row + x] === 1) {
          if (s < 0) s = x;
        } else if (s >= 0) {
          if (x - s <= cap) out.push(j, (s + x - 1) / 2, x - s);
          s = -1;
        }
      }
    }
    if (s >= 0 && end - s <= cap) out.push(j, (s + end - 1) / 2, end - s);
  }
}
