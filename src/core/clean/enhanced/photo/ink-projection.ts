// Colour-aware grey (issue 10, item 1): the enhanced cleaner's grey is a projection of the colour
// chosen per image. Green ink on brown paper has nearly the paper's luminance but not its red:
// weighting each channel by how much darker the ink is than the paper there keeps the cue the
// spec's fixed 0.299/0.587/0.114 throws away.
//
// The shares and powers below are `photo` of enhanced-params.ts (ProjectionSettings).
//   1. a subsample (about `samples` pixels, on the sheet); the local paper colour is each
//      channel's brightest value over 3 × 3 blocks of `blockShare` of the shorter side, so a
//      shadow or a tint divides out: a sample's contrast per channel is 1 − value / paper;
//   2. ink = the `inkShare` of the samples farthest from their paper's colour (the root mean
//      square of the three channels' contrasts, not the darkest in the spec's grey, which never
//      finds ink as bright as its paper), minus the paper's own contrast (the samples ranked
//      `paperFrom`–`paperTo`, nearest first);
//   3. weights ∝ spec weight × contrast^`sharpness`, summing to 1. Ink about as much darker in
//      every channel (black or grey ink on any paper, the usual document) keeps the spec's grey
//      exactly: the spread of the channels' contrasts must pass `chromaFrom`, and
//      the weights reach the projection's at `chromaTo`;
//   4. ink BRIGHTER than its paper in some channel (lavender on brown, pink on green-tinted)
//      sets the brightest there itself, and step 3 keeps only channels where it is darker: where
//      the weights leave the spec's, the samples are ranked again against a paper such ink
//      cannot raise, with signed contrasts (signed-levels.ts). When the channels where the ink is
//      darker hold under `signedShare` of its squared distance from the paper, the grey follows
//      the whole difference: a channel where the ink is brighter is weighted the same way but
//      counted inverted, 255 − value (a negative weight), so the paper still comes out bright,
//      ink dark.
// Pure; the projection pass costs about what the spec's grey pass costs.
import { grayAndHistogram, grayOnly } from '../../grayscale.ts';
import { LITTLE_ENDIAN } from '../../endian.ts';
import type { Kernels } from '../../kernels.ts';
import { ENHANCED_PARAMS, type ProjectionSettings } from '../enhanced-params.ts';
import {
  contrastLevels,
  SPEC_WEIGHTS,
  type ContrastLevels,
  type SampleGrid,
  type Weights,
} from './ink-levels.ts';
import { signedContrastLevels } from './signed-levels.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';

/** Where the weights' samples lie in a photo of `width` × `height` (ink-levels.ts's SampleGrid):
 * every `step` px, rows `step` / 2, `step` / 2 + `step`, … (`sh` of them). */
export function sampleGrid(
  width: number,
  height: number,
  settings: Pick<ProjectionSettings, 'samples' | 'blockShare'> = ENHANCED_PARAMS.photo,
): SampleGrid {
  const { samples, blockShare } = settings;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / samples)));
  const sw = Math.floor(width / step);
  const sh = Math.floor(height / step);
  const block = Math.max(2, Math.round((blockShare * Math.min(width, height)) / step));
  const bw = Math.ceil(sw / block);
  const bh = Math.ceil(sh / block);
  return { step, sw, sh, block, bw, bh };
}

/** The per-image weights of R, G and B (their magnitudes summing to 1; a negative weight counts
 * its channel inverted); SPEC_WEIGHTS itself when colour adds nothing. `rows`: sampleGrid's rows
 * already copied out, for the kernels (contrastLevels). */
export function inkProjectionWeights(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  sheet: SheetCells | null,
  rankByColour = true,
  rows?: Uint8Array,
  settings: ProjectionSettings = ENHANCED_PARAMS.photo,
  kernels: Kernels | null = null,
): Weights {
  const { chromaFrom, chromaTo, sharpness } = settings;
  const grid = sampleGrid(width, height, settings);
  const levels = contrastLevels(data, width, grid, sheet, rankByColour, rows, kernels);
  const k = inkContrasts(levels, settings)?.map((v) => Math.max(0, v));
  if (!k) return SPEC_WEIGHTS;
  const mean = SPEC_WEIGHTS[0] * k[0] + SPEC_WEIGHTS[1] * k[1] + SPEC_WEIGHTS[2] * k[2];
  if (!(mean > 0)) return SPEC_WEIGHTS;
  const spread = Math.max(...k.map((v) => Math.abs(v / mean - 1)));
  const t = Math.min(1, (spread - chromaFrom) / (chromaTo - chromaFrom));
  if (t <= 0) return SPEC_WEIGHTS;
  const signed = rankByColour ? signedWeights(data, width, grid, sheet, settings) : null;
  if (signed) return signed;
  const sharp = k.map((v, c) => SPEC_WEIGHTS[c] * v ** sharpness);
  const sum = sharp[0] + sharp[1] + sharp[2];
  return [0, 1, 2].map(
    (c) => SPEC_WEIGHTS[c] + t * (sharp[c] / sum - SPEC_WEIGHTS[c]),
  ) as unknown as Weights;
}

/** The ink's mean per-channel contrast less the paper's (step 2), or null with too few samples. */
function inkContrasts(
  { count, sums, total }: ContrastLevels,
  { minSamples, inkShare, paperFrom, paperTo }: ProjectionSettings,
): number[] | null {
  if (total < minSamples) return null;
  // Ranked from the nearest the paper (level 0) to the farthest.
  const ink = meanContrast(count, sums, (1 - inkShare) * total, total);
  const base = meanContrast(count, sums, paperFrom * total, paperTo * total);
  return [0, 1, 2].map((c) => ink[c] - base[c]);
}

/** Step 4: the signed weights, or null where the ink is darker in the channels that matter. */
function signedWeights(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  grid: SampleGrid,
  sheet: SheetCells | null,
  settings: ProjectionSettings,
): Weights | null {
  const levels = signedContrastLevels(data, width, grid, sheet, settings.brightShare);
  const k = inkContrasts(levels, settings);
  if (!k) return null;
  const darker = k.reduce((sum, v) => sum + Math.max(0, v) ** 2, 0);
  const whole = k.reduce((sum, v) => sum + v * v, 0);
  if (!(whole > 0) || darker >= settings.signedShare * whole) return null;
  const sharp = k.map((v, c) => SPEC_WEIGHTS[c] * Math.abs(v) ** settings.sharpness);
  const sum = sharp[0] + sharp[1] + sharp[2];
  return k.map((v, c) => (v < 0 ? -1 : 1) * (sharp[c] / sum)) as unknown as Weights;
}

/** The mean per-channel contrast of the samples ranked from `from` to `to` (nearest the paper first). */
function meanContrast(count: Float64Array, sums: Float64Array, from: number, to: number): number[] {
  const out = [0, 0, 0];
  let seen = 0;
  let taken = 0;
  for (let level = 0; level < 256 && seen < to; level++) {
    const n = count[level];
    if (n === 0) continue;
    const take = Math.min(seen + n, to) - Math.max(seen, from);
    if (take > 0) {
      for (let c = 0; c < 3; c++) out[c] += (sums[level * 3 + c] / n) * take;
      taken += take;
    }
    seen += n;
  }
  return taken > 0 ? out.map((v) => v / taken) : out;
}

/**
 * The projected grey and its histogram: floor(wR R + wG G + wB B + ½) in 16-bit fixed point,
 * the weights rounded so they sum exactly to 1 (white stays 255); a channel of negative weight
 * is read as 255 − value (TypeScript only: such ink is rare). SPEC_WEIGHTS → the spec's grey.
 */
export function projectAndHistogram(
  data: Uint8ClampedArray | Uint8Array,
  pixelCount: number,
  weights: Weights,
  kernels: Kernels | null = null,
): { gray: Uint8Array; histogram: Uint32Array } {
  if (weights === SPEC_WEIGHTS) return grayAndHistogram(data, pixelCount, kernels);
  const fixed = fixedWeights(weights);
  if (kernels && !weights.some((w) => w < 0)) {
    const { gray, histogram } = kernels.projectGray(data, pixelCount, fixed, true);
    return { gray, histogram: histogram ?? new Uint32Array(256) };
  }
  const [R, G, B] = channelTables(fixed, weights);
  const gray = new Uint8Array(pixelCount);
  const histogram = new Uint32Array(256);
  let i = 0;
  if (data.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    const words = new Uint32Array(data.buffer, data.byteOffset, pixelCount);
    for (; i < pixelCount; i++) {
      const p = words[i];
      const g = (R[p & 255] + G[(p >>> 8) & 255] + B[(p >>> 16) & 255]) >>> 16;
      gray[i] = g;
      histogram[g]++;
    }
  }
  for (let j = i * 4; i < pixelCount; i++, j += 4) {
    const g = (R[data[j]] + G[data[j + 1]] + B[data[j + 2]]) >>> 16;
    gray[i] = g;
    histogram[g]++;
  }
  return { gray, histogram };
}

/** The projected grey alone, as projectAndHistogram's (no histogram counted); `onRead` and
 * `into` as grayOnly's. */
export function projectGray(
  data: Uint8ClampedArray | Uint8Array,
  pixelCount: number,
  weights: Weights,
  onRead?: (end: number) => void,
  into?: Uint8Array,
  kernels: Kernels | null = null,
): Uint8Array {
  if (weights === SPEC_WEIGHTS) return grayOnly(data, pixelCount, onRead, into, kernels);
  const fixed = fixedWeights(weights);
  if (kernels && !weights.some((w) => w < 0)) {
    return kernels.projectGray(data, pixelCount, fixed, false, onRead, into).gray;
  }
  onRead?.(pixelCount);
  const [R, G, B] = channelTables(fixed, weights);
  const gray = new Uint8Array(pixelCount);
  let i = 0;
  if (data.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    const words = new Uint32Array(data.buffer, data.byteOffset, pixelCount);
    for (; i < pixelCount; i++) {
      const p = words[i];
      gray[i] = (R[p & 255] + G[(p >>> 8) & 255] + B[(p >>> 16) & 255]) >>> 16;
    }
  }
  for (let j = i * 4; i < pixelCount; i++, j += 4) {
    gray[i] = (R[data[j]] + G[data[j + 1]] + B[data[j + 2]]) >>> 16;
  }
  return gray;
}

/** The weights' magnitudes in 1/65536, rounded to sum exactly to 65536. */
function fixedWeights(weights: Weights): [number, number, number] {
  const wr = Math.round(Math.abs(weights[0]) * 65536);
  const wg = Math.min(65536 - wr, Math.round(Math.abs(weights[1]) * 65536));
  return [wr, wg, 65536 - wr - wg];
}

/** Per channel, each value's share of the grey (the rounding's ½ in blue's); a channel of
 * negative weight counts 255 − value. */
function channelTables(fixed: readonly number[], weights: Weights): Int32Array[] {
  return [0, 1, 2].map((c) => {
    const table = new Int32Array(256);
    for (let v = 0; v < 256; v++) {
      table[v] = fixed[c] * (weights[c] < 0 ? 255 - v : v) + (c === 2 ? 32768 : 0);
    }
    return table;
  });
}
