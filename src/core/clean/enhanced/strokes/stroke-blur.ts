// Blurred captures (issue 23): a defocused or shaken camera spreads every stroke over the blur's
// width, and a stroke cut at a fixed share of its own contrast comes out as wide as the blur
// (a 5 px pen under σ 3 px reads 10–11 px). Where the pen's footprint ends follows from a model:
// a stroke is a band of width w and full darkness C, blurred by a Gaussian of σ. Its profile
// across the stroke peaks in the middle; at the footprint's edge (w / 2 from the middle) it has a
// share of that peak that depends on w ÷ σ alone — 0.5 for a stroke much wider than its blur,
// about 0.75 for a 5 px pen under σ 3, nearly 1 for a line much thinner than the blur.
//
// The profiles are read along every blur.lineStep-th row and column of the background-normalised
// image (paper 255): from the darkest pixel of a run of ink, each side is followed while it does
// not darken. Each profile gives its edges' spread (peak ÷ steepest step, the live judge's
// sharpness measure, core/guidance/sharpness.ts), its width at half the peak W, and its mass
// (the darkness summed across it), which the blur does not change: mass = C × w. So w ÷ W =
// mass ÷ (C × W) needs no σ, and it does not care about the stroke's slant across the scan line
// (both widths stretch alike). The model turns the median w ÷ W into the footprint's share of
// the peak. C is the darkest profile's peak: under a blur only where strokes cross or crowd does
// the ink come near the pen's full darkness, and nowhere past it (read from the profiles, not
// from the darkest pixel, so a table's edge or a dark strip that is no stroke does not set it).
//
// Only a capture the live judge would call blurry (the median edge spread over
// BLURRY_EDGE_WIDTH px at the judge's working size) is cut: a sharp picture keeps the rims the
// other steps give it. Each ink pixel then stays where it is at least that share as dark as the
// darkest pixel within half the median W — the middle of its own stroke. Pure; no allocation
// per pixel.
import type { Kernels } from '../../kernels.ts';
import { BLURRY_EDGE_WIDTH, MIN_EDGES, sharpnessStep } from '../../../guidance/thresholds.ts';
import { ENHANCED_PARAMS, type BlurProfileSettings } from '../enhanced-params.ts';
import { footprintShare } from './footprint-model.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

export { footprintShare } from './footprint-model.ts';

export interface StrokeBlur {
  /** Median edge spread (peak ÷ steepest step), px. */
  edgeWidth: number;
  /** Median width at half the peak along the scan lines, px. */
  halfWidth: number;
  /** Median of the pen's width (mass ÷ full darkness) ÷ the width at half the peak. */
  widthShare: number;
  /** Profiles measured. */
  count: number;
}

function median(values: Float32Array, count: number): number {
  return count === 0 ? NaN : values.subarray(0, count).sort()[count >> 1];
}

interface Profiles {
  edges: Float32Array;
  halves: Float32Array;
  shares: Float32Array;
  count: number;
  /** The darkest profile's peak (levels below its paper). */
  darkest: number;
}

/**
 * Reads the profile of the run of ink that starts at `x` of the line (`start`, `stride`,
 * `length`) into `p` when both its sides rise to within `sideRise` of its contrast of white.
 * Returns where the run ends.
 */
function readProfile(
  p: Profiles,
  normalised: Uint8Array,
  mask: Uint8Array,
  start: number,
  stride: number,
  length: number,
  x: number,
  { maxReach, minPeak, sideRise }: BlurProfileSettings,
): number {
  let darkest = x;
  let m = normalised[start + x * stride];
  let end = x + 1;
  for (; end < length && mask[start + end * stride] === 1; end++) {
    const v = normalised[start + end * stride];
    if (v < m) {
      m = v;
      darkest = end;
    }
  }
  const at = darkest * stride + start;
  let l = at;
  let steepL = 0;
  const leftmost = start + Math.max(0, darkest - maxReach) * stride;
  while (l > leftmost && normalised[l - stride] >= normalised[l]) {
    steepL = Math.max(steepL, normalised[l - stride] - normalised[l]);
    l -= stride;
  }
  let r = at;
  let steepR = 0;
  const rightmost = start + Math.min(length - 1, darkest + maxReach) * stride;
  while (r < rightmost && normalised[r + stride] >= normalised[r]) {
    steepR = Math.max(steepR, normalised[r + stride] - normalised[r]);
    r += stride;
  }
  const paper = Math.min(normalised[l], normalised[r]);
  const peak = paper - m;
  const tooDark = 255 - paper > sideRise * (255 - m);
  if (peak < minPeak || tooDark || steepL === 0 || steepR === 0) return end;
  const half = m + peak / 2;
  let a = at;
  while (normalised[a] < half) a -= stride;
  let b = at;
  while (normalised[b] < half) b += stride;
  // The half level's crossings, interpolated between the pixels around them.
  const left =
    (a - at) / stride + (normalised[a] - half) / (normalised[a] - normalised[a + stride]);
  const right =
    (b - at) / stride - (normalised[b] - half) / (normalised[b] - normalised[b - stride]);
  let mass = 0;
  for (let k = l; k <= r; k += stride) mass += Math.max(0, paper - normalised[k]);
  p.edges[p.count] = (2 * peak) / (steepL + steepR);
  p.halves[p.count] = right - left;
  p.shares[p.count] = mass / (right - left);
  p.darkest = Math.max(p.darkest, peak);
  p.count++;
  return end;
}

/**
 * The profiles of the mask's strokes (mask 1) along every blur.lineStep-th row and column of the
 * normalised image.
 */
export function measureStrokeBlur(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  scratch: Scratch,
  blur: BlurProfileSettings = ENHANCED_PARAMS.blur,
): StrokeBlur {
  const { lineStep, maxProfiles } = blur;
  const buffer = scratch.buffer('stroke-blur', 3 * 4 * maxProfiles);
  const p: Profiles = {
    edges: new Float32Array(buffer, 0, maxProfiles),
    halves: new Float32Array(buffer, 4 * maxProfiles, maxProfiles),
    shares: new Float32Array(buffer, 8 * maxProfiles, maxProfiles),
    count: 0,
    darkest: 0,
  };
  for (let y = 0; y < height && p.count < maxProfiles; y += lineStep) {
    const row = y * width;
    for (let x = 0; x < width && p.count < maxProfiles; x++) {
      if (mask[row + x] === 1) x = readProfile(p, normalised, mask, row, 1, width, x, blur);
    }
  }
  // Columns: a run starts where the pixel above is not ink (read row by row, for the cache).
  for (let y = 0; y < height && p.count < maxProfiles; y++) {
    const row = y * width;
    for (let x = 0; x < width; x += lineStep) {
      if (mask[row + x] === 1 && (y === 0 || mask[row - width + x] !== 1)) {
        if (p.count === maxProfiles) break;
        readProfile(p, normalised, mask, x, width, height, y, blur);
      }
    }
  }
  return {
    edgeWidth: median(p.edges, p.count),
    halfWidth: median(p.halves, p.count),
    // C, the ink's full darkness: the darkest profile's peak (see the top of this file).
    widthShare: median(p.shares, p.count) / p.darkest,
    count: p.count,
  };
}

/** Whether the live judge would call these strokes blurry (in its units: every n-th pixel of a
 * wide picture). Like the judge, it needs MIN_EDGES edges (two a profile) for a median: a broad
 * marker's stripes leave few whole profiles, and one soft-edged one called a sharp frame blurry
 * and its strokes were cut to holes. */
export function isBlurry(blur: StrokeBlur, width: number): boolean {
  return 2 * blur.count >= MIN_EDGES && blur.edgeWidth * workScale(width) > BLURRY_EDGE_WIDTH;
}

/** The live judge's working scale for a picture `width` px wide. */
const workScale = (width: number) => 1 / sharpnessStep(width);

/**
 * Running minimum over ±radius along one line (`start`, `stride`, `length`) of `from` into `to`,
 * the window clipped at the ends: van Herk / Gil-Werman, prefix minima within blocks of the
 * window's size forwards and backwards over the line padded by `radius` bright pixels each side
 * (`forward`, `backward`: `length` + 2 × `radius` bytes each), so the cost does not grow with the
 * radius. Not byte-filters.ts's running filter: near the picture's edges that one's window
 * reaches a whole block (2 × radius + 1 px) in, where this one is exactly clipped.
 */
function lineMinimum(
  from: Uint8Array,
  to: Uint8Array,
  start: number,
  stride: number,
  length: number,
  radius: number,
  forward: Uint8Array,
  backward: Uint8Array,
) {
  const size = 2 * radius + 1;
  const padded = length + 2 * radius;
  const value = (k: number) =>
    k < radius || k >= length + radius ? 255 : from[start + (k - radius) * stride];
  for (let k = 0; k < padded; k++) {
    forward[k] = k % size === 0 ? value(k) : Math.min(forward[k - 1], value(k));
  }
  for (let k = padded - 1; k >= 0; k--) {
    const last = k % size === size - 1 || k === padded - 1;
    backward[k] = last ? value(k) : Math.min(backward[k + 1], value(k));
  }
  // Pixel k of the line is padded position k + radius; its window is [k, k + 2 × radius].
  for (let k = 0; k < length; k++) {
    to[start + k * stride] = Math.min(backward[k], forward[k + 2 * radius]);
  }
}

/**
 * Clears mask pixels less than `share` as dark (255 − value) as the darkest pixel within
 * `radius` (a square window, edges clamped). Returns the pixels cleared.
 */
export function cutToFootprint(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  share: number,
  radius: number,
  scratch: Scratch,
): number {
  const n = width * height;
  const long = Math.max(width, height) + 2 * radius;
  const window = new Uint8Array(scratch.buffer('stroke-blur-window', n + 2 * long));
  const darkest = window.subarray(0, n);
  const forward = window.subarray(n, n + long);
  const backward = window.subarray(n + long, n + 2 * long);
  for (let y = 0; y < height; y++) {
    lineMinimum(normalised, darkest, y * width, 1, width, radius, forward, backward);
  }
  for (let x = 0; x < width; x++) {
    lineMinimum(darkest, darkest, x, width, height, radius, forward, backward);
  }
  let cleared = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i] === 1 && 255 - normalised[i] < share * (255 - darkest[i])) {
      mask[i] = 0;
      cleared++;
    }
  }
  return cleared;
}

/**
 * On a blurry capture, cuts the mask's strokes to their footprint (see the top of this file) and
 * returns the share used; on a sharp one changes nothing and returns null. `stroke` is the
 * strokes' median width (px): a blurred stroke is
 * at least as wide as its edges' spread (its width at half the peak is at least 1.43 × the spread
 * in the model, the Gaussian's own ratio), so strokes narrower than BLURRY_EDGE_WIDTH are sharp
 * and their profiles are not read. `profiles`: how the profiles are read (blur of
 * enhanced-params.ts).
 */
export function cutBlurredStrokes(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  stroke: number,
  scratch: Scratch,
  decide?: BlurDecision,
  profiles: BlurProfileSettings = ENHANCED_PARAMS.blur,
  kernels: Kernels | null = null,
): number | null {
  if (stroke * workScale(width) <= BLURRY_EDGE_WIDTH) return null;
  const blur = measureStrokeBlur(normalised, width, height, mask, scratch, profiles);
  if (blur.count === 0 || !isBlurry(blur, width)) return null;
  const share = footprintShare(blur.widthShare);
  const before = decide ? mask.slice() : null;
  cutToFootprint(normalised, width, height, mask, share, Math.ceil(blur.halfWidth / 2), scratch);
  if (decide && before) decide(normalised, width, height, before, mask, kernels);
  return share;
}

/**
 * A decision that follows the cut on a blurry capture (only to measure a learned stage,
 * scripts/learned): it reads the normalised image, the mask before the cut and the rules' cut
 * (`mask`), and may rewrite `mask`; `kernels`: the clean's faster kernels, for its net's layers.
 */
export type BlurDecision = (
  normalised: Uint8Array,
  width: number,
  height: number,
  before: Uint8Array,
  mask: Uint8Array,
  kernels?: Kernels | null,
) => void;
