// The normalised image's dark blocks: the 16-byte blocks that hold a level below DARK_BELOW,
// listed as the normalisation ends (background.ts; the kernel's twin is
// src/wasm/assembly/dark-blocks.ts). Paper normalises to 192 and above, so on a page of
// handwriting about 2% of the blocks are dark. The enhanced cleaner's first mask (levels at or
// below a limit under DARK_BELOW) and its block list are then taken in those blocks alone:
// every other block is paper, whose mask bytes are 0. The same bytes as maskAtOrBelow and
// nonZeroBlocks (byte-mask.ts) without a pass over the whole image (with the kernels: without
// copying it into their memory and the mask out again, twice). Pure.
import type { Kernels } from '../../kernels.ts';
import { maskAtOrBelow } from '../../byte-mask.ts';
import { bytesAtLeast, splat } from '../../swar.ts';

/** Blocks holding a level below this are dark (the normalisation's paper lies at or above). */
export const DARK_BELOW = 192;

/** The indices, in increasing order, of the 16-byte blocks of `levels` (a last short block
 * counts) that hold a level below `below` (1..255). */
export function darkBlocks(levels: Uint8Array, below = DARK_BELOW): Int32Array {
  const n = levels.length;
  const blocks = new Int32Array((n + 15) >> 4);
  let found = 0;
  let i = 0;
  if (levels.byteOffset % 4 === 0) {
    // Four levels a word: a byte's top bit of bytesAtLeast is clear where it lies below.
    const bound = splat(below);
    const words = new Int32Array(levels.buffer, levels.byteOffset, n >> 2);
    for (let w = 0; w < words.length; w++) {
      if (bytesAtLeast(words[w], bound) === (0x80808080 | 0)) continue;
      const block = w >> 2;
      blocks[found++] = block;
      w = ((block + 1) << 2) - 1;
    }
    i = words.length << 2;
  }
  for (; i < n; i++) {
    if (levels[i] >= below) continue;
    const block = i >> 4;
    if (found === 0 || blocks[found - 1] !== block) blocks[found++] = block;
  }
  return blocks.slice(0, found);
}

/**
 * maskAtOrBelow(levels, limit, into) with, when `dark` (darkBlocks(levels), or a list holding
 * every dark block: levels only raised since are fine) serves the limit, its nonZeroBlocks —
 * else `blocks` is null and the mask was made the ordinary way.
 */
export function maskWithBlocks(
  levels: Uint8Array,
  limit: number,
  into: Uint8Array | undefined,
  dark: Int32Array | undefined,
  kernels: Kernels | null = null,
): { mask: Uint8Array; blocks: Int32Array | null } {
  const n = levels.length;
  const atMost = Math.floor(limit);
  if (dark === undefined || !(limit >= 0) || atMost >= DARK_BELOW) {
    return { mask: maskAtOrBelow(levels, limit, into, kernels), blocks: null };
  }
  // Every level at or below the limit lies in a dark block: the rest of the mask is paper.
  const mask = into ?? new Uint8Array(n);
  if (into) mask.fill(0);
  const blocks = new Int32Array(dark.length);
  let found = 0;
  for (let j = 0; j < dark.length; j++) {
    const start = dark[j] << 4;
    const end = Math.min(n, start + 16);
    let any = 0;
    for (let k = start; k < end; k++) {
      // (level − limit − 1) is negative exactly when level <= limit: its sign bit is the ink.
      const ink = (levels[k] - atMost - 1) >>> 31;
      mask[k] = ink;
      any |= ink;
    }
    if (any) blocks[found++] = dark[j];
  }
  return { mask, blocks: blocks.slice(0, found) };
}
