// The thin-pen path's gate (enhanced-clean.ts): a thin pen (the strokes' median width at most
// thinPen.width, enhanced-params.ts) whose ink covers little of the sheet (Otsu's dark class
// under thinPen.inkShare) is
// sparse ink, where Otsu's level leans into the paper and takes the rim the camera's blur spreads
// beside every stroke; the path cuts at the half-way level and keeps the strokes' cores instead.
//
// But both measures are read at Otsu's level, rim included, and a blur's rim inflates them: a
// sparse signature blurred twice can read over the gate's share, or its pen over the gate's
// width, so the whole rim stays. What says the rim is the blur's is the strokes' edges: a
// blurred frame's edges spread over more than half its measured stroke width, a sharp scan's
// near the gate over less (and its truth counts the pale rim; docs/QUALITY.md has the figures).
// Where the edges spread over at least blurredEdgeShare of the stroke, the gate allows
// blurAllowance times each measure. The edges (stroke-blur.ts's profiles, every 4th row
// and column) are read only where a measure lies in that allowance, so other frames pay nothing.
//
// A fine pen (strokes measured at most edges.finePen wide) takes the path whatever its share: at
// Otsu's level a line that narrow is mostly the blur's rim, however much of the frame the ink
// covers (a small crop of a signature fills much of its own).
import {
  ENHANCED_PARAMS,
  type BlurProfileSettings,
  type ThinPenSettings,
} from '../enhanced-params.ts';
import { inkShare } from './levels.ts';
import { measureStrokeBlur } from '../strokes/stroke-blur.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

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
  scratch: Scratch,
  gate: ThinPenSettings = ENHANCED_PARAMS.thresholds.thinPen,
  profiles: BlurProfileSettings = ENHANCED_PARAMS.blur,
  finePen: number = ENHANCED_PARAMS.edges.finePen,
): boolean {
  const { width: thin, inkShare: sparse, blurAllowance: allowance } = gate;
  if (stroke <= Math.min(finePen, thin)) return true;
  const share = inkShare(histogram, otsu);
  if (stroke <= thin && share < sparse) return true;
  if (stroke > allowance * thin || share >= allowance * sparse) return false;
  const n = width * height;
  const mask = new Uint8Array(scratch.buffer('thin-pen-gate mask', n), 0, n);
  for (let i = 0; i < n; i++) mask[i] = normalised[i] <= otsu ? 1 : 0;
  const blur = measureStrokeBlur(normalised, width, height, mask, scratch, profiles);
  return blur.count > 0 && blur.edgeWidth >= gate.blurredEdgeShare * stroke;
}
