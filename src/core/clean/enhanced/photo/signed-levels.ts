// The colour weights' samples ranked as in ink-levels.ts, but against a paper colour that ink
// BRIGHTER than the paper in some channel cannot raise (lavender ink on brown paper is bluer
// than the paper; pink on green-tinted paper redder and bluer). contrastLevels takes each
// block's brightest value per channel as the paper, which such ink sets in its own channel, so
// the paper around it looks darker there and the ink no different. Here a block's paper is the
// median per channel of its brightest quarter in the spec's grey: ink of the paper's luminance
// is as rare there as in the block (a minority), dark ink is left out even where a fat marker
// fills most of the block (its plain median was the marker's colour). The paper around a block
// is the median of the 3 × 3 blocks' (a block crossed by a dense stroke). A sample's contrasts
// keep their sign: 1 − value / paper is negative where it is brighter than its paper.
// Only read where the spec's weights were not kept (ink-projection.ts): TypeScript alone. Pure.
import { roundHalfUp } from '../kernel-helpers/branchless.ts';
import type { ContrastLevels, SampleGrid } from './ink-levels.ts';
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';

/** `brightShare`: a block's paper is taken from this brightest share of its samples in the
 * spec's grey (photo.brightShare of enhanced-params.ts). */
export function signedContrastLevels(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  grid: SampleGrid,
  sheet: SheetCells | null,
  brightShare = ENHANCED_PARAMS.photo.brightShare,
): ContrastLevels {
  const { step, sw, sh, block, bw, bh } = grid;
  // Each block's samples on the sheet, per channel, gathered block after block.
  const inBlock = new Int32Array(bw * bh + 1);
  const blockOf = new Int32Array(sw * sh).fill(-1);
  for (let sy = 0; sy < sh; sy++) {
    const y = sy * step + (step >> 1);
    const cells = sheet ? ((y / sheet.scale) | 0) * sheet.maskWidth : 0;
    const brow = ((sy / block) | 0) * bw;
    for (let sx = 0; sx < sw; sx++) {
      const x = sx * step + (step >> 1);
      if (sheet && !sheet.mask[cells + ((x / sheet.scale) | 0)]) continue;
      const b = brow + ((sx / block) | 0);
      blockOf[sy * sw + sx] = b;
      inBlock[b + 1]++;
    }
  }
  for (let b = 0; b < bw * bh; b++) inBlock[b + 1] += inBlock[b];
  const values = new Uint8Array(inBlock[bw * bh] * 3);
  const filled = inBlock.slice(0, bw * bh);
  for (let s = 0; s < sw * sh; s++) {
    const b = blockOf[s];
    if (b < 0) continue;
    const j = ((((s / sw) | 0) * step + (step >> 1)) * width + (s % sw) * step + (step >> 1)) * 4;
    const at = filled[b]++;
    for (let c = 0; c < 3; c++) values[c * inBlock[bw * bh] + at] = data[j + c];
  }
  // Each block's paper: the median per channel of its samples of the brightest `brightShare` in
  // the spec's grey (0: no sample on the sheet).
  const total = inBlock[bw * bh];
  const blockMedian = new Uint8Array(bw * bh * 3);
  const grey = new Uint8Array(total);
  for (let i = 0; i < total; i++) {
    grey[i] = (77 * values[i] + 150 * values[total + i] + 29 * values[2 * total + i]) >> 8;
  }
  const ranked = new Uint8Array(total);
  const bright = new Uint8Array(total);
  for (let b = 0; b < bw * bh; b++) {
    const from = inBlock[b];
    const n = inBlock[b + 1] - from;
    if (n === 0) continue;
    const sortedGrey = ranked.subarray(0, n);
    sortedGrey.set(grey.subarray(from, from + n));
    sortedGrey.sort();
    const least = sortedGrey[Math.min(n - 1, Math.floor((1 - brightShare) * n))];
    for (let c = 0; c < 3; c++) {
      let m = 0;
      for (let i = from; i < from + n; i++)
        if (grey[i] >= least) bright[m++] = values[c * total + i];
      blockMedian[b * 3 + c] = bright.subarray(0, m).sort()[m >> 1];
    }
  }
  // The paper around each block: the median of the 3 × 3 blocks' medians, per channel.
  const paper = new Uint8Array(bw * bh * 3);
  const around = new Uint8Array(9);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      for (let c = 0; c < 3; c++) {
        let n = 0;
        for (let y = Math.max(0, by - 1); y <= Math.min(bh - 1, by + 1); y++) {
          for (let x = Math.max(0, bx - 1); x <= Math.min(bw - 1, bx + 1); x++) {
            const b = y * bw + x;
            if (inBlock[b + 1] > inBlock[b]) around[n++] = blockMedian[b * 3 + c];
          }
        }
        if (n > 0) paper[(by * bw + bx) * 3 + c] = around.subarray(0, n).sort()[n >> 1];
      }
    }
  }
  // Per level of distance from the local paper colour (256 steps): count and signed contrasts.
  const count = new Float64Array(256);
  const sums = new Float64Array(256 * 3);
  let seen = 0;
  for (let s = 0; s < sw * sh; s++) {
    const b = blockOf[s];
    if (b < 0) continue;
    const pr = paper[b * 3];
    const pg = paper[b * 3 + 1];
    const pb = paper[b * 3 + 2];
    if (pr === 0 || pg === 0 || pb === 0) continue;
    const j = ((((s / sw) | 0) * step + (step >> 1)) * width + (s % sw) * step + (step >> 1)) * 4;
    const cr = 1 - data[j] / pr;
    const cg = 1 - data[j + 1] / pg;
    const cb = 1 - data[j + 2] / pb;
    const level = Math.min(255, roundHalfUp(255 * Math.sqrt((cr * cr + cg * cg + cb * cb) / 3)));
    count[level]++;
    sums[level * 3] += cr;
    sums[level * 3 + 1] += cg;
    sums[level * 3 + 2] += cb;
    seen++;
  }
  return { count, sums, total: seen };
}
