// Removes ruled lines and similar straight lines from an ink mask: pixels on a horizontal run
// spanning at least a share (`span`: the ruled lines' acrossSheet, enhanced-params.ts) of the
// width (or a vertical run spanning that share of the height) that are thin across the run. A pen stroke crossing the line is thick across it at the
// crossing and survives; an underline does not span the whole frame. Pure; costs one scan when
// there is no such line (the usual case).

import { firstNonZero } from '../../swar.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';

/** `span`: a line across the frame spans at least this share of it (ruled-lines.ts judges a
 * ruled line unbroken along that share of its chord by the same value). */
export function removeLongLines(
  mask: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
  blocks: Int32Array | null = null,
  span = ENHANCED_PARAMS.lines.ruled.acrossSheet,
): number[] {
  const remove: number[] = [];
  const minRunX = Math.ceil(span * width);
  const minRunY = Math.ceil(span * height);
  // Only rows (columns) with that much ink at all can hold such a run, and usually there are
  // none, so the run scans below are skipped. With the mask's ink blocks (nonZeroBlocks, or any
  // list holding every block with ink) the counts are bounds read from the blocks alone: a row
  // or column scanned for nothing finds nothing, so the result is the same.
  const { rowInk, columnInk } =
    blocks === null ? inkCounts(mask, width, height) : inkBounds(blocks, width, mask.length);
  // Horizontal lines: rows holding a run of at least span × width.
  for (let y = 0; y < height; y++) {
    if (rowInk[y] < minRunX) continue;
    const row = y * width;
    let start = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && mask[row + x]) continue;
      if (x - start >= minRunX) {
        for (let k = start; k < x; k++) {
          if (thickness(mask, width, height, k, y, false, maxThickness) <= maxThickness) {
            remove.push(row + k);
          }
        }
      }
      start = x + 1;
    }
  }
  // Vertical lines: columns holding a run of at least span × height.
  const longColumns: number[] = [];
  for (let x = 0; x < width; x++) {
    if (columnInk[x] < minRunY) continue;
    let start = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && mask[y * width + x]) continue;
      if (y - start >= minRunY) longColumns.push(x, start, y);
      start = y + 1;
    }
  }
  for (let k = 0; k < longColumns.length; k += 3) {
    const x = longColumns[k];
    for (let y = longColumns[k + 1]; y < longColumns[k + 2]; y++) {
      if (thickness(mask, width, height, x, y, true, maxThickness) <= maxThickness) {
        remove.push(y * width + x);
      }
    }
  }
  for (const index of remove) mask[index] = 0;
  return remove;
}

/** The ink run through (x, y) across the line (vertical for a horizontal line), capped. */
function thickness(
  mask: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  horizontal: boolean,
  cap: number,
): number {
  let count = 1;
  if (horizontal) {
    for (let k = x - 1; k >= 0 && mask[y * width + k] && count <= cap; k--) count++;
    for (let k = x + 1; k < width && mask[y * width + k] && count <= cap; k++) count++;
  } else {
    for (let k = y - 1; k >= 0 && mask[k * width + x] && count <= cap; k--) count++;
    for (let k = y + 1; k < height && mask[k * width + x] && count <= cap; k++) count++;
  }
  return count;
}

/** Each row's and each column's ink, counted (one pass over the mask). */
function inkCounts(mask: Uint8Array, width: number, height: number) {
  const rowInk = new Uint32Array(height);
  const columnInk = new Uint32Array(width);
  // Four paper bytes add nothing: where rows are whole words they are skipped as one word.
  const words =
    mask.byteOffset % 4 === 0 && (width & 3) === 0
      ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
      : null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < width; x++) {
      if (words !== null && (x & 3) === 0 && words[(row + x) >> 2] === 0) {
        x = 4 * firstNonZero(words, ((row + x) >> 2) + 1, (row + width) >> 2) - row - 1;
        continue;
      }
      const v = mask[row + x];
      count += v;
      columnInk[x] += v;
    }
    rowInk[y] = count;
  }
  return { rowInk, columnInk };
}

/** Upper bounds of each row's and each column's ink from the ink blocks: every byte of a block
 * may be ink. A column's bound is the number of blocks that cover it (one per row at most). */
function inkBounds(blocks: Int32Array, width: number, n: number) {
  const height = n / width;
  const rowInk = new Uint32Array(height);
  const cover = new Int32Array(width + 1);
  for (let k = 0; k < blocks.length; k++) {
    const first = blocks[k] << 4;
    const end = Math.min(n, first + 16);
    for (let y = Math.floor(first / width); y * width < end; y++) {
      const from = Math.max(first, y * width) - y * width;
      const to = Math.min(end, (y + 1) * width) - y * width;
      rowInk[y] += to - from;
      cover[from]++;
      cover[to]--;
    }
  }
  const columnInk = new Uint32Array(width);
  for (let x = 0, covered = 0; x < width; x++) {
    covered += cover[x];
    columnInk[x] = covered;
  }
  return { rowInk, columnInk };
}
