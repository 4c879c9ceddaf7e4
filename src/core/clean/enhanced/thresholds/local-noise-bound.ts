// A cheap lower bound of a block's paper-noise floor (local-noise.ts), for the passes that only
// need to know that a pixel lies below it. The floor is the block's median level less
// `deviations` robust deviations of its neighbour steps, both read from histograms; that the
// median is at least a level, and the steps' median at most BOUND_STEP, are read from two
// counts instead — a compare and an add a pixel, where a histogram's increments queue on the
// few bins that paper fills. Pure.
import { MAD_TO_SIGMA } from './levels.ts';

/** The steps' median is bounded by this many levels: plain paper's steps mostly stay under it.
 * A speed choice only: any value gives the same results (a block over it is worked out whole). */
export const BOUND_STEP = 8;

/** The bound is tried until more than half the blocks tried, and this many more, needed their
 * floor whole after all (a speed choice only, as BOUND_STEP). */
export const BOUND_PATIENCE = 8;

/** The floor `level` − deviations × the robust deviation of BOUND_STEP, computed as blockFloor
 * computes a floor (the same operations, so that a floor of median ≥ level and step median ≤
 * BOUND_STEP is never below it, rounding included), then rounded to single precision as stored. */
export function boundedFloor(level: number, deviations: number): number {
  return Math.fround(level - deviations * ((MAD_TO_SIGMA * BOUND_STEP) / Math.SQRT2));
}

/**
 * Whether block (bx, by) has under half its pixels below `level` and at least half its
 * neighbour steps (right and down, inside the frame, as blockFloor counts them) within
 * BOUND_STEP: then, for `deviations` ≥ 0, its floor is at least boundedFloor(level, deviations).
 */
export function floorAtLeast(
  normalised: Uint8Array,
  width: number,
  height: number,
  block: number,
  bx: number,
  by: number,
  level: number,
): boolean {
  const x0 = bx * block;
  const x1 = Math.min(width, x0 + block);
  const y0 = by * block;
  const y1 = Math.min(height, y0 + block);
  // The columns with a right neighbour and the rows with a row below.
  const xr = Math.min(x1, width - 1);
  const yd = Math.min(y1, height - 1);
  const most = BOUND_STEP * BOUND_STEP;
  let low = 0;
  let wide = 0;
  // Sign bits as counts: (v − level) < 0 below the level, (most − step²) < 0 beyond the bound.
  for (let y = y0; y < y1; y++) {
    const row = y * width;
    const end = row + xr;
    const below = y < yd ? width : 0;
    for (let i = row + x0; i < end; i++) {
      const v = normalised[i];
      const right = v - normalised[i + 1];
      const down = v - normalised[i + below];
      low += (v - level) >>> 31;
      wide += (most - right * right) >>> 31;
      wide += (most - down * down) >>> 31;
    }
    if (xr < x1) {
      const v = normalised[end];
      const down = v - normalised[end + below];
      low += (v - level) >>> 31;
      wide += (most - down * down) >>> 31;
    }
  }
  // On the last row `below` is 0: each step down is the pixel against itself, 0, never wide.
  const count = (x1 - x0) * (y1 - y0);
  const steps = (xr - x0) * (y1 - y0) + (x1 - x0) * (yd - y0);
  // blockFloor's median is the least level whose count from 0 reaches half the pixels: at
  // least `level` when fewer than half lie below it; likewise the steps' median and BOUND_STEP.
  return low < 0.5 * count && steps - wide >= 0.5 * steps;
}
