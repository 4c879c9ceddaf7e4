// The thin-pen path's gate (enhanced-clean.ts): a thin pen (the strokes' median width at most
// THIN_PEN) whose ink covers little of the sheet (Otsu's dark class under THIN_INK_SHARE) is
// sparse ink, where Otsu's level leans into the paper and takes the rim the camera's blur spreads
// beside every stroke; the path cuts at the half-way level and keeps the strokes' cores instead.
//
// But both measures are read at Otsu's level, rim included, and a blur's rim inflates them: a
// sparse signature blurred twice can read over the gate's share, or its pen over the gate's
// width, so the whole rim stays. What says the rim is the blur's is the strokes' edges: a
// blurred frame's edges spread over more than half its measured stroke width, a sharp scan's
// near the gate over less (and its truth counts the pale rim; docs/QUALITY.md has the figures).
// Where the edges spread over at least BLURRED_EDGE_SHARE of the stroke, the gate allows
// BLUR_ALLOWANCE times each measure. The edges (stroke-blur.ts's profiles, every 4th row
// and column) are read only where a measure lies in that allowance, so other frames pay nothing.
import { inkShare } from './levels.ts';
import { measureStrokeBlur } from '../strokes/stroke-blur.ts';
import { scratch } from '../kernel-helpers/scratch.ts';

/** Strokes with a median width up to this (px) are thin pens: the runs, measured at Otsu's
 * level, take in the blur's rim, so a 3 px pen under a double blur measures 4–5 px. */
export const THIN_PEN = 5;
/** The thin-pen threshold needs the ink (Otsu's dark class) under this share of the sheet. */
export const THIN_INK_SHARE = 0.025;
/** The edges' spread (peak ÷ steepest step, px) over the stroke's width that says "blurred". */
export const BLURRED_EDGE_SHARE = 0.5;
/** A blurred pen may measure this many times the gate's width and share. */
export const BLUR_ALLOWANCE = 1.2;

/** The allowance's constants (only to measure neighbouring values; `allowance: 1` is the gate
 * without it). */
export interface BlurredInk {
  allowance?: number;
  edgeShare?: number;
}

/**
 * Whether strokes `stroke` px wide (their median), whose ink is the normalised image's `histogram`
 * at or below Otsu's level `otsu`, take the thin-pen path.
 */
export function thinPenGate(
  normalised: Uint8Array,
  width: number,
  height: number,
  histogram: Uint32Array,
  otsu: number,
  stroke: number,
  { allowance = BLUR_ALLOWANCE, edgeShare = BLURRED_EDGE_SHARE }: BlurredInk = {},
): boolean {
  const share = inkShare(histogram, otsu);
  if (stroke <= THIN_PEN && share < THIN_INK_SHARE) return true;
  if (stroke > allowance * THIN_PEN || share >= allowance * THIN_INK_SHARE) return false;
  const n = width * height;
  const mask = new Uint8Array(scratch('thin-pen-gate mask', n), 0, n);
  for (let i = 0; i < n; i++) mask[i] = normalised[i] <= otsu ? 1 : 0;
  const blur = measureStrokeBlur(normalised, width, height, mask);
  return blur.count > 0 && blur.edgeWidth >= edgeShare * stroke;
}
