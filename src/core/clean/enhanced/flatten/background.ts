// The paper's brightness everywhere, estimated by a grey closing (the largest window minimum of
// the window maximum) computed on a 2× smaller image, then smoothed and scaled back. Dividing
// by it flattens shadows, uneven light and tinted paper before thresholding. Pure.
import { LITTLE_ENDIAN } from '../../endian.ts';
import { maxInt } from '../kernel-helpers/branchless.ts';
import { byteMax } from '../../swar.ts';
import { closing } from './byte-filters.ts';
import { darkBlocks } from './dark-blocks.ts';
import type { Kernels } from '../../kernels.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { interleavedCounts, mergeCounts } from '../kernel-helpers/interleaved-histogram.ts';

export { closing };

/** ROUND_THIRD[sum] = Math.round(sum / 3) for a sum of three bytes: the blur's row and column
 * passes each round their mean of three. */
const ROUND_THIRD = (() => {
  const table = new Uint8Array(3 * 255 + 1);
  for (let sum = 0; sum < table.length; sum++) table[sum] = Math.round(sum / 3);
  return table;
})();

/**
 * The row half of a 3 × 3 box blur with edge clamping: the rounded mean of each pixel and its
 * two neighbours along the row, by table. The column half (the rounded mean of three such
 * values down the column) is taken where the blurred image is read, in the upsampling below.
 */
function blurRows3(image: Uint8Array, width: number, height: number, scratch: Scratch) {
  const temp = new Uint8Array(scratch.buffer('blur temp', image.length), 0, image.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const last = row + width - 1;
    if (width === 1) {
      temp[row] = ROUND_THIRD[3 * image[row]];
      continue;
    }
    temp[row] = ROUND_THIRD[2 * image[row] + image[row + 1]];
    for (let i = row + 1; i < last; i++) {
      temp[i] = ROUND_THIRD[image[i - 1] + image[i] + image[i + 1]];
    }
    temp[last] = ROUND_THIRD[image[last - 1] + 2 * image[last]];
  }
  return temp;
}

/** The closing runs on an image this many times smaller (2 loses nothing against full
 * resolution, 4 loses detail: docs/QUALITY.md). */
export const BACKGROUND_SCALE = 2; // the upsampling below is written for 2

/** normalise(g, b) = min(255, floor(255 g / b)), as a 64 KiB table indexed by b·256 + g. */
export const NORMALISE = (() => {
  const table = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b++) {
    for (let g = 0; g < 256; g++) {
      table[b * 256 + g] = g >= b || b === 0 ? 255 : Math.floor((255 * g) / b);
    }
  }
  return table;
})();

/**
 * The grey image at half resolution by the block maximum (paper wins over thin ink inside each
 * block). Each block is the 2×2 pixels at (2x, 2y); a last odd column or row makes blocks of
 * one column or row.
 */
export function halfByMaximum(
  gray: Uint8Array,
  width: number,
  height: number,
  kernels: Kernels | null = null,
): { small: Uint8Array; sw: number; sh: number } {
  if (kernels) return kernels.halfByMaximum(gray, width, height);
  const s = BACKGROUND_SCALE;
  const sw = Math.max(1, Math.ceil(width / s));
  const sh = Math.max(1, Math.ceil(height / s));
  const small = new Uint8Array(sw * sh);
  const pairs = width >> 1;
  // Where rows are whole words of eight pixels: two grey words of each row give one word of four
  // block maxima (byteMax of the rows, then of each byte with its right neighbour).
  const words =
    LITTLE_ENDIAN && (width & 7) === 0 && gray.byteOffset % 4 === 0
      ? new Int32Array(gray.buffer, gray.byteOffset, (width * height) >> 2)
      : null;
  const smallWords = new Int32Array(small.buffer, 0, small.length >> 2);
  for (let y = 0; y < height; y += 2) {
    const top = y * width;
    const bottom = (y + 1 < height ? y + 1 : y) * width;
    const srow = (y >> 1) * sw;
    if (words) {
      for (let t = top >> 2, b = bottom >> 2, o = srow >> 2; o < (srow + sw) >> 2; t += 2, b += 2) {
        const left = byteMax(words[t], words[b]);
        const right = byteMax(words[t + 1], words[b + 1]);
        const l = byteMax(left, left >>> 8);
        const r = byteMax(right, right >>> 8);
        smallWords[o++] =
          (l & 255) | ((l >>> 8) & 0xff00) | ((r & 255) << 16) | ((r & 0xff0000) << 8);
      }
      continue;
    }
    for (let k = 0; k < pairs; k++) {
      const x = 2 * k;
      small[srow + k] = maxInt(
        maxInt(gray[top + x], gray[top + x + 1]),
        maxInt(gray[bottom + x], gray[bottom + x + 1]),
      );
    }
    if (width & 1) small[srow + pairs] = maxInt(gray[top + width - 1], gray[bottom + width - 1]);
  }
  return { small, sw, sh };
}

/** The closing's radius on the half-resolution image for a window in full-resolution px. */
export const halfRadius = (window: number) =>
  Math.max(1, Math.round(window / BACKGROUND_SCALE / 2));

/**
 * Divides the grey image by the paper's brightness, so paper becomes 255 wherever it lies
 * (in a shadow, under a tint) and ink stays dark; returns it with its histogram and its dark
 * blocks (dark-blocks.ts, for the first mask). The paper is
 * estimated at half resolution and upsampled inside the same pass. `window` is the closing's
 * size in full-resolution pixels: it must be wider than any stroke (else the stroke is taken
 * for paper). `half` may pass halfByMaximum(gray) when it was already computed. The kernels
 * write the normalised image into `into` when given (the TypeScript ignores it); the
 * TypeScript's work images are taken from `scratch`.
 */
export function normaliseByBackground(
  gray: Uint8Array,
  width: number,
  height: number,
  window: number,
  scratch: Scratch,
  half = halfByMaximum(gray, width, height),
  into?: Uint8Array,
  kernels: Kernels | null = null,
): { normalised: Uint8Array; histogram: Uint32Array; dark: Int32Array } {
  if (kernels)
    return kernels.normaliseByBackground(gray, width, height, halfRadius(window), half, into);
  const { small, sw, sh } = half;
  const closed = closing(small, sw, sh, halfRadius(window), scratch, kernels);
  // A light 3 × 3 blur hides the closing's blocky steps without spreading the paper into the ink.
  const rows3 = blurRows3(closed, sw, sh, scratch);
  // Bilinear upsampling in integers: at scale 2 every pixel is (9a + 3b + 3c + d) / 16 of its
  // four nearest small pixels, i.e. (3·across(near row) + across(far row) + 8) / 16 with
  // across(row) = 3a + b along the row. `across` is computed once per small row: the small
  // pixel j gives x = 2j (far neighbour j − 1) and x = 2j + 1 (far neighbour j + 1), both
  // clamped at the row's ends; with an even width the two are one 32-bit store.
  const across = new Uint16Array(scratch.buffer('across', 2 * sh * width), 0, sh * width);
  const acrossPairs =
    LITTLE_ENDIAN && (width & 1) === 0 ? new Int32Array(across.buffer, 0, (sh * width) >> 1) : null;
  const pairs = width >> 1;
  for (let r = 0; r < sh; r++) {
    // The blurred small row r: each value the rounded mean of three row means down the column.
    const mid = r * sw;
    const up = r > 0 ? mid - sw : mid;
    const down = r < sh - 1 ? mid + sw : mid;
    const target = r * width;
    let before = ROUND_THIRD[rows3[up] + rows3[mid] + rows3[down]];
    let centre = before;
    for (let j = 0; j < pairs; j++) {
      const k = j + 1 < sw ? j + 1 : j;
      const after = ROUND_THIRD[rows3[up + k] + rows3[mid + k] + rows3[down + k]];
      const even = 3 * centre + before;
      const odd = 3 * centre + after;
      if (acrossPairs) {
        acrossPairs[(target >> 1) + j] = even | (odd << 16);
      } else {
        across[target + 2 * j] = even;
        across[target + 2 * j + 1] = odd;
      }
      before = centre;
      centre = after;
    }
    if (width & 1) across[target + width - 1] = 3 * centre + before;
  }
  // The division by table and the histogram, in one pass; where rows are whole words, four
  // grey bytes are read and four results written as one word, and the paper levels come two
  // to a word straight from `across` (each 16-bit half: 3a + b + 8 <= 4088, so the halves never
  // carry into each other, and each half's bits 4..11 are its level).
  const normalised = new Uint8Array(width * height);
  const counts = interleavedCounts();
  const paper = new Int32Array(width); // the row's paper level × 256
  const words = acrossPairs !== null && (width & 3) === 0 && gray.byteOffset % 4 === 0;
  const grayWords = words ? new Int32Array(gray.buffer, gray.byteOffset, gray.length >> 2) : null;
  const outWords = new Int32Array(normalised.buffer, 0, normalised.length >> 2);
  for (let y = 0; y < height; y++) {
    const centre = y >> 1;
    const r0 = Math.min(sh - 1, centre) * width;
    const r1 = Math.min(sh - 1, Math.max(0, y & 1 ? centre + 1 : centre - 1)) * width;
    const row = y * width;
    if (grayWords !== null && acrossPairs !== null) {
      for (let w = row >> 2, p0 = r0 >> 1, p1 = r1 >> 1, end = (row + width) >> 2; w < end; w++) {
        const g = grayWords[w];
        const left = 3 * acrossPairs[p0] + acrossPairs[p1] + 0x80008;
        const right = 3 * acrossPairs[p0 + 1] + acrossPairs[p1 + 1] + 0x80008;
        p0 += 2;
        p1 += 2;
        // Each half's level (bits 4..11 of the half) moved straight to bits 8..15: × 256.
        const a = NORMALISE[((left << 4) & 0xff00) | (g & 255)];
        const b = NORMALISE[((left >>> 12) & 0xff00) | ((g >>> 8) & 255)];
        const c = NORMALISE[((right << 4) & 0xff00) | ((g >>> 16) & 255)];
        const d = NORMALISE[((right >>> 12) & 0xff00) | (g >>> 24)];
        outWords[w] = a | (b << 8) | (c << 16) | (d << 24);
        counts[a]++;
        counts[256 | b]++;
        counts[512 | c]++;
        counts[768 | d]++;
      }
      continue;
    }
    for (let x = 0; x < width; x++) {
      paper[x] = ((3 * across[r0 + x] + across[r1 + x] + 8) >> 4) << 8;
    }
    for (let x = 0; x < width; x++) {
      const v = NORMALISE[paper[x] | gray[row + x]];
      normalised[row + x] = v;
      counts[((x & 3) << 8) | v]++;
    }
  }
  return { normalised, histogram: mergeCounts(counts), dark: darkBlocks(normalised) };
}
