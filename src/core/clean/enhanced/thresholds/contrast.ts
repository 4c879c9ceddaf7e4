// The 3×3 contrast image of the edge threshold (edge-threshold.ts): (max − min) / (max + min)
// over each pixel's 3 × 3 neighbourhood, edges clamped, with its histogram. The maximum and
// minimum run four pixels per 32-bit word (SWAR, swar.ts): down each column of three words,
// then across by shifting each word one byte against its neighbours. Pure.
import { LITTLE_ENDIAN } from '../../endian.ts';
import type { Kernels } from '../../kernels.ts';
import { byteMax, byteMin } from '../../swar.ts';
import { maxInt, minInt } from '../kernel-helpers/branchless.ts';
import { interleavedCounts, mergeCounts } from '../kernel-helpers/interleaved-histogram.ts';

/** (max − min) / (max + min) in 0..255, as a 64 KiB table indexed by max·256 + min. */
const CONTRAST = (() => {
  const table = new Uint8Array(256 * 256);
  for (let max = 0; max < 256; max++) {
    for (let min = 0; min <= max; min++) {
      table[(max << 8) | min] = Math.round((255 * (max - min)) / (max + min + 1));
    }
  }
  return table;
})();

/**
 * 3×3 contrast of `image` (edges clamped): the maximum and minimum down each column of three,
 * then across, with branch-free min/max (see branchless.ts). One pixel at a time: the oracle
 * of the fast path below, and the path for rows that are not whole words.
 */
export function contrastImagePlain(image: Uint8Array, width: number, height: number) {
  const n = width * height;
  // The maximum and minimum down the current column of three, for one row at a time.
  const columnMax = new Uint8Array(width);
  const columnMin = new Uint8Array(width);
  const contrast = new Uint8Array(n);
  const counts = interleavedCounts();
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : y) * width;
    const row = y * width;
    const down = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const a = image[up + x];
      const b = image[row + x];
      const c = image[down + x];
      columnMax[x] = maxInt(maxInt(a, b), c);
      columnMin[x] = minInt(minInt(a, b), c);
    }
    let leftMax = columnMax[0];
    let leftMin = columnMin[0];
    let midMax = leftMax;
    let midMin = leftMin;
    for (let x = 0; x < width; x++) {
      const next = x < width - 1 ? x + 1 : x;
      const rightMax = columnMax[next];
      const rightMin = columnMin[next];
      const max = maxInt(maxInt(leftMax, midMax), rightMax);
      const min = minInt(minInt(leftMin, midMin), rightMin);
      const value = CONTRAST[(max << 8) | min];
      contrast[row + x] = value;
      counts[((x & 3) << 8) | value]++;
      leftMax = midMax;
      leftMin = midMin;
      midMax = rightMax;
      midMin = rightMin;
    }
  }
  return { contrast, histogram: mergeCounts(counts) };
}

/** The contrast image and its histogram; identical to contrastImagePlain (`kernels`: the
 * faster ones, when handed in). */
export function contrastImage(
  image: Uint8Array,
  width: number,
  height: number,
  kernels: Kernels | null = null,
) {
  if (kernels && width * height > 0) return kernels.contrastImage(image, width, height);
  if ((width & 3) !== 0 || image.byteOffset % 4 !== 0 || !LITTLE_ENDIAN) {
    return contrastImagePlain(image, width, height);
  }
  const counts = interleavedCounts();
  const contrast = contrastWords(image, width, height, counts);
  return { contrast, histogram: mergeCounts(counts) };
}

/**
 * The word-wide pass of contrastImage, counting into `counts`. A function of its own, ending
 * with its loop: V8 compiles the loop on the fly (on-stack replacement) the first time, and with
 * the module loaded as CommonJS (tsx running a script from outside the package) that code left
 * its function through code it had never seen run (the histogram's merge) — a deoptimisation
 * every call, until V8 gave up optimising it: 5× slower from about the tenth 640 × 360 frame.
 * As an ES module (the app, `npm run bench`) no difference was measured either way.
 */
function contrastWords(image: Uint8Array, width: number, height: number, counts: Uint32Array) {
  const words = width >> 2;
  const source = new Int32Array(image.buffer, image.byteOffset, words * height);
  const contrast = new Uint8Array(width * height);
  const target = new Int32Array(contrast.buffer);
  // Per word of the current row: the maxima and minima down the column of three.
  const columnMax = new Int32Array(words);
  const columnMin = new Int32Array(words);
  for (let y = 0; y < height; y++) {
    const up = (y > 0 ? y - 1 : y) * words;
    const row = y * words;
    const down = (y < height - 1 ? y + 1 : y) * words;
    for (let j = 0; j < words; j++) {
      const a = source[up + j];
      const b = source[row + j];
      const c = source[down + j];
      columnMax[j] = byteMax(byteMax(a, b), c);
      columnMin[j] = byteMin(byteMin(a, b), c);
    }
    for (let j = 0; j < words; j++) {
      // The neighbours one byte to the left and right; at the row's ends the edge pixel itself.
      const hi = columnMax[j];
      const lo = columnMin[j];
      const hiBefore = j > 0 ? columnMax[j - 1] : hi << 24;
      const loBefore = j > 0 ? columnMin[j - 1] : lo << 24;
      const hiAfter = j < words - 1 ? columnMax[j + 1] : hi >>> 24;
      const loAfter = j < words - 1 ? columnMin[j + 1] : lo >>> 24;
      const max = byteMax(byteMax((hi << 8) | (hiBefore >>> 24), hi), (hi >>> 8) | (hiAfter << 24));
      const min = byteMin(byteMin((lo << 8) | (loBefore >>> 24), lo), (lo >>> 8) | (loAfter << 24));
      const v0 = CONTRAST[((max & 255) << 8) | (min & 255)];
      const v1 = CONTRAST[(max & 0xff00) | ((min >>> 8) & 255)];
      const v2 = CONTRAST[((max >>> 8) & 0xff00) | ((min >>> 16) & 255)];
      const v3 = CONTRAST[((max >>> 16) & 0xff00) | (min >>> 24)];
      target[row + j] = v0 | (v1 << 8) | (v2 << 16) | (v3 << 24);
      counts[v0]++;
      counts[256 | v1]++;
      counts[512 | v2]++;
      counts[768 | v3]++;
    }
  }
  return contrast;
}
