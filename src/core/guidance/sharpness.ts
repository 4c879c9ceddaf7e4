// Sharpness as the width of the ink's edges, which does not follow darkness or contrast: along
// every few rows and columns, each run of steadily rising (or falling) grey is an edge; its
// width is its total rise ÷ its steepest single step (a clean step: 1 px; a step blurred by an
// n px box: n px). Runs that rise less than half the paper-to-ink contrast are noise or shade.
// The median width over the rows and over the columns is taken separately and the larger one
// kept, so blur in one direction only (a hand moving sideways) is caught. Only the stretches
// near ink are read (bare paper has no ink edges). Pure; no allocation per pixel; a box wider
// than SHARPNESS_WORK_WIDTH is read at every n-th pixel.
import { greyAt, type GreySample } from './grey-sample.ts';
import type { InkMask } from './ink-map.ts';
import {
  EDGE_MAX_WIDTH,
  EDGE_MIN_RISE_SHARE,
  MIN_EDGES,
  SHARPNESS_LINE_STEP,
  sharpnessStep,
} from './thresholds.ts';

export interface Sharpness {
  /** Median ink edge width in work pixels (larger is blurrier); NaN with too few edges. */
  edgeWidth: number;
  /** Edges measured along rows and along columns. */
  edgeCount: number;
}

// Bound to module constants: see border-contact.ts (imported names cost a getter in vitest).
const greyOf = greyAt;
const MAX_WIDTH = EDGE_MAX_WIDTH;

/** Widths are counted in bins of a quarter pixel up to EDGE_MAX_WIDTH. */
const BINS_PER_PX = 4;

/** Counts a finished run as an edge when it rose enough and is not a broad shade; 1 if counted. */
function recordRun(bins: Uint32Array, rise: number, steepest: number, minRise: number): number {
  if (rise < minRise || steepest === 0) return 0;
  const width = rise / steepest;
  if (width > MAX_WIDTH) return 0;
  bins[Math.round(width * BINS_PER_PX)]++;
  return 1;
}

function medianWidth(bins: Uint32Array, count: number): number {
  if (count < MIN_EDGES) return NaN;
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    seen += bins[bin];
    if (2 * seen >= count) return bin / BINS_PER_PX;
  }
  return EDGE_MAX_WIDTH;
}

/** 1 where a pixel of `mask` is within `radius` along the line (two sweeps, O(n)). */
function growLine(
  mask: Uint8Array,
  out: Uint8Array,
  start: number,
  stride: number,
  count: number,
  radius: number,
) {
  let last = -Infinity;
  for (let k = 0, i = start; k < count; k++, i += stride) {
    if (mask[i]) last = k;
    if (k - last <= radius) out[i] = 1;
  }
  last = Infinity;
  for (let k = count - 1, i = start + k * stride; k >= 0; k--, i -= stride) {
    if (mask[i]) last = k;
    if (last - k <= radius) out[i] = 1;
  }
}

/**
 * The sample's ink mask grown by `radius` sample pixels in both directions (a square maximum):
 * ink edges, even blurred ones, lie inside it, so the edge scan can skip the bare paper.
 */
export function nearInk(mask: Uint8Array, width: number, height: number, radius: number) {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) growLine(mask, across, y * width, 1, width, radius);
  const grown = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) growLine(across, grown, x, width, height, radius);
  return grown;
}

/**
 * Scans one stretch of a line: `count` pixels from byte `start`, `stride` bytes apart. Each run
 * of grey that keeps rising (or falling) is a candidate edge; a zero step continues the run (a
 * plateau inside a blurred edge adds nothing to its rise or its steepest step). Returns the
 * number of edges added to `bins`.
 */
function scanStretch(
  data: Uint8ClampedArray | Uint8Array,
  start: number,
  stride: number,
  count: number,
  minRise: number,
  bins: Uint32Array,
): number {
  let edges = 0;
  let previous = greyOf(data, start);
  let sign = 0;
  let rise = 0;
  let steepest = 0;
  for (let k = 1, i = start + stride; k < count; k++, i += stride) {
    const g = greyOf(data, i);
    const d = g - previous;
    previous = g;
    if (d === 0) continue;
    const s = d > 0 ? 1 : -1;
    const size = d * s;
    if (s !== sign) {
      edges += recordRun(bins, rise, steepest, minRise);
      sign = s;
      rise = 0;
      steepest = 0;
    }
    rise += size;
    if (size > steepest) steepest = size;
  }
  return edges + recordRun(bins, rise, steepest, minRise);
}

/**
 * Scans the stretches of one region line (a row or a column) that lie near ink. `near` is read
 * along the matching sample line: `nearStart`, `nearStride`, `nearCount`; one sample pixel covers
 * `sampleStep` region pixels, which the scan reads every `step`-th of.
 */
function scanLine(
  data: Uint8ClampedArray | Uint8Array,
  lineStart: number,
  pixelStride: number,
  lineLength: number,
  near: Uint8Array,
  nearStart: number,
  nearStride: number,
  nearCount: number,
  sampleStep: number,
  step: number,
  minRise: number,
  bins: Uint32Array,
): number {
  let edges = 0;
  let k = 0;
  while (k < nearCount) {
    while (k < nearCount && !near[nearStart + k * nearStride]) k++;
    const first = k;
    while (k < nearCount && near[nearStart + k * nearStride]) k++;
    if (k === first) break;
    const from = first * sampleStep;
    const to = k === nearCount ? lineLength : k * sampleStep;
    const count = Math.floor((to - from - 1) / step) + 1;
    if (count > 1) {
      edges += scanStretch(
        data,
        lineStart + from * pixelStride,
        pixelStride * step,
        count,
        minRise,
        bins,
      );
    }
  }
  return edges;
}

/**
 * Edge width of the ink in an RGBA region. `sample` and `mask` (from grey-sample.ts and
 * ink-map.ts) say where the ink is and its paper-to-ink contrast.
 */
export function sharpness(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  sample: GreySample,
  mask: InkMask,
): Sharpness {
  if (!(mask.contrast > 0) || mask.count === 0) return { edgeWidth: NaN, edgeCount: 0 };
  const minRise = EDGE_MIN_RISE_SHARE * mask.contrast;
  const step = sharpnessStep(width);
  const lineStep = step * SHARPNESS_LINE_STEP;
  const { width: sw, height: sh, step: sampleStep } = sample;
  // Ink is the darker half of an edge at least: a run up to EDGE_MAX_WIDTH long that reaches
  // ink lies within half that of it, give or take a sample.
  const radius = Math.ceil((EDGE_MAX_WIDTH * step) / 2 / sampleStep) + 1;
  const near = nearInk(mask.ink, sw, sh, radius);
  const bins = EDGE_MAX_WIDTH * BINS_PER_PX + 1;
  const rowBins = new Uint32Array(bins);
  const columnBins = new Uint32Array(bins);
  let rows = 0;
  for (let y = lineStep >> 1; y < height; y += lineStep) {
    const sy = Math.min(sh - 1, Math.floor(y / sampleStep));
    rows += scanLine(
      data,
      y * width * 4,
      4,
      width,
      near,
      sy * sw,
      1,
      sw,
      sampleStep,
      step,
      minRise,
      rowBins,
    );
  }
  let columns = 0;
  for (let x = lineStep >> 1; x < width; x += lineStep) {
    const sx = Math.min(sw - 1, Math.floor(x / sampleStep));
    columns += scanLine(
      data,
      x * 4,
      width * 4,
      height,
      near,
      sx,
      sw,
      sh,
      sampleStep,
      step,
      minRise,
      columnBins,
    );
  }
  const byRows = medianWidth(rowBins, rows);
  const byColumns = medianWidth(columnBins, columns);
  const edgeWidth = Number.isNaN(byRows)
    ? byColumns
    : Number.isNaN(byColumns)
      ? byRows
      : Math.max(byRows, byColumns);
  return { edgeWidth, edgeCount: rows + columns };
}
