// The colour weights' samples ranked by their distance from the local paper colour
// (ink-projection.ts, steps 1–2): a subsample of the sheet, each block's brightest colour, the
// paper colour around each block, and per level of distance (256 steps) the samples' count and
// their per-channel contrasts summed. This TypeScript is the reference; the WebAssembly kernel
// (src/wasm/assembly/ink-levels.ts) gives the same doubles, summed in the same order. Pure.
import type { Kernels } from '../../kernels.ts';
import { roundHalfUp } from '../kernel-helpers/branchless.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';

export type Weights = readonly [number, number, number];
/** The spec's grey weights (grayscale.ts): samples ranked by the spec's grey when not by colour,
 * and the colour projection's weights where colour adds nothing (ink-projection.ts). */
export const SPEC_WEIGHTS: Weights = [0.299, 0.587, 0.114];

/** Where the samples lie: every `step` px from step / 2, `sw` × `sh` of them, in blocks of
 * `block` × `block` samples, `bw` × `bh` blocks. */
export interface SampleGrid {
  step: number;
  sw: number;
  sh: number;
  block: number;
  bw: number;
  bh: number;
}

/** Per level of distance from the paper: the samples' count and their contrasts (R, G, B
 * interleaved) summed; `total` samples in all. */
export interface ContrastLevels {
  count: Float64Array;
  sums: Float64Array;
  total: number;
}

export function contrastLevels(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  grid: SampleGrid,
  sheet: SheetCells | null,
  rankByColour: boolean,
  rows?: Uint8Array,
  kernels: Kernels | null = null,
): ContrastLevels {
  const fast = rankByColour ? kernels : null;
  // `rows`: the sampled rows (row sy of the grid at sy · 4 · width), which the kernels copied
  // out while reading the photo for the grey (photo-reads.ts); the TypeScript reads `data`.
  if (fast) return fast.contrastLevels(data, width, grid, sheet, rows);
  const { step, sw, sh, block, bw, bh } = grid;
  // Samples (RGB, 0 off the sheet is marked by `on`) and each block's brightest value per channel.
  const samples = new Uint8Array(sw * sh * 3);
  const on = new Uint8Array(sw * sh);
  const blockMax = new Uint8Array(bw * bh * 3);
  for (let sy = 0; sy < sh; sy++) {
    const y = sy * step + (step >> 1);
    const cells = sheet ? ((y / sheet.scale) | 0) * sheet.maskWidth : 0;
    const brow = ((sy / block) | 0) * bw;
    for (let sx = 0; sx < sw; sx++) {
      const x = sx * step + (step >> 1);
      if (sheet && !sheet.mask[cells + ((x / sheet.scale) | 0)]) continue;
      const s = sy * sw + sx;
      on[s] = 1;
      const j = (y * width + x) * 4;
      const b = (brow + ((sx / block) | 0)) * 3;
      for (let c = 0; c < 3; c++) {
        const v = data[j + c];
        samples[s * 3 + c] = v;
        if (v > blockMax[b + c]) blockMax[b + c] = v;
      }
    }
  }
  // The local paper colour: the brightest of the 3 × 3 blocks around, per channel.
  const paper = new Uint8Array(bw * bh * 3);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      const out = (by * bw + bx) * 3;
      for (let y = Math.max(0, by - 1); y <= Math.min(bh - 1, by + 1); y++) {
        for (let x = Math.max(0, bx - 1); x <= Math.min(bw - 1, bx + 1); x++) {
          const b = (y * bw + x) * 3;
          for (let c = 0; c < 3; c++) {
            if (blockMax[b + c] > paper[out + c]) paper[out + c] = blockMax[b + c];
          }
        }
      }
    }
  }
  // Per level of distance from the local paper colour (256 steps): count and per-channel contrast.
  const count = new Float64Array(256);
  const sums = new Float64Array(256 * 3);
  let total = 0;
  for (let sy = 0; sy < sh; sy++) {
    const brow = ((sy / block) | 0) * bw;
    for (let sx = 0; sx < sw; sx++) {
      const s = sy * sw + sx;
      if (!on[s]) continue;
      const b = (brow + ((sx / block) | 0)) * 3;
      const pr = paper[b];
      const pg = paper[b + 1];
      const pb = paper[b + 2];
      if (pr === 0 || pg === 0 || pb === 0) continue;
      const r = samples[s * 3];
      const g = samples[s * 3 + 1];
      const bl = samples[s * 3 + 2];
      const cr = 1 - r / pr;
      const cg = 1 - g / pg;
      const cb = 1 - bl / pb;
      // Ranked by the distance from the paper's colour (root mean square of the channels'
      // contrasts): ink as bright as its paper is as far from it as any other.
      const level = rankByColour
        ? Math.min(255, roundHalfUp(255 * Math.sqrt((cr * cr + cg * cg + cb * cb) / 3)))
        : Math.round(
            255 *
              (1 -
                (SPEC_WEIGHTS[0] * r + SPEC_WEIGHTS[1] * g + SPEC_WEIGHTS[2] * bl) /
                  (SPEC_WEIGHTS[0] * pr + SPEC_WEIGHTS[1] * pg + SPEC_WEIGHTS[2] * pb)),
          );
      count[level]++;
      sums[level * 3] += cr;
      sums[level * 3 + 1] += cg;
      sums[level * 3 + 2] += cb;
      total++;
    }
  }
  return { count, sums, total };
}
