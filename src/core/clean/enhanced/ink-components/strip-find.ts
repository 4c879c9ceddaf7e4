// The dark strips along the frame's edges (a table under a tiny crop, the desk beside a sheet),
// read on the ink mask before the step edges judge any component (step-edges.ts; the cut off them
// is strip-split.ts). A strip is a side of the frame that is ink along a share of its length
// (steps.stripSpan, enhanced-params.ts). Where a table is wider than the closing's window only its
// rim along the boundary is ink (its outer pixels read as paper): the rim counts when nothing
// between it and the frame's edge is lighter than it (stripDepth). Its inner boundary is straight,
// fitted through the low quantile of its depth, and the profile past it is how far the camera's
// blur carries the strip into the paper. Pure; typed arrays.
import { ENHANCED_PARAMS, type StepSettings } from '../enhanced-params.ts';

/** A strip along one side of the frame: its boundary and the profile past it. */
export interface Side {
  /** 0 top, 1 bottom, 2 left, 3 right. */
  side: number;
  /** The strip's depth (px from the edge) at each position along the side. */
  fit: Float64Array;
  /** Each position's paper and strip grey. */
  paper: Float64Array;
  strip: Float64Array;
  /** The strip's darkness share at offsets 1..profile.length past the boundary (index k - 1). */
  profile: Float64Array;
}

/** The position along `side` of pixel (x, y), and its depth in from that side. */
export function positionOf(side: number, x: number, y: number): number {
  return side < 2 ? x : y;
}
export function depthOf(side: number, x: number, y: number, width: number, height: number): number {
  if (side === 0) return y;
  if (side === 1) return height - 1 - y;
  if (side === 2) return x;
  return width - 1 - x;
}

/** The pixel at `pos` along `side`, `depth` in from it. */
function at(side: number, pos: number, depth: number, width: number, height: number) {
  if (side === 0) return depth * width + pos;
  if (side === 1) return (height - 1 - depth) * width + pos;
  if (side === 2) return pos * width + depth;
  return pos * width + (width - 1 - depth);
}

function quantile(values: Float64Array, q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The boundary and profile of a strip along `side` (mask: nonzero is ink; the component's
 * pixels are connected to the side, so a run of ink in from it is the component's). */
function readSide(
  side: number,
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  reach: number,
  steps: StepSettings,
): Side {
  const { stripQuantile, noise } = steps;
  const length = side < 2 ? width : height;
  const deep = side < 2 ? height : width;
  const depth = new Float64Array(length);
  for (let pos = 0; pos < length; pos++)
    depth[pos] = stripDepth(side, pos, mask, grey, width, height, noise);
  // A straight boundary, tilted as the strip is: a line through each half's low quantile.
  const half = length >> 1;
  const a = quantile(depth.subarray(0, half), stripQuantile);
  const b = quantile(depth.subarray(half), stripQuantile);
  const first = half / 2;
  const slope = (b - a) / Math.max(1, half + (length - half) / 2 - first);
  const fit = new Float64Array(length);
  for (let pos = 0; pos < length; pos++) fit[pos] = a + slope * (pos - first);
  const span = Math.max(2, Math.ceil(2 * reach));
  const paper = new Float64Array(length);
  const strip = new Float64Array(length);
  const shares = new Float64Array(span * length);
  for (let pos = 0; pos < length; pos++) {
    const edge = Math.round(fit[pos]);
    strip[pos] = grey[at(side, pos, 0, width, height)];
    // The paper: the brightest grey between one and two reaches past the boundary.
    let bright = 0;
    for (let d = edge + Math.ceil(reach); d < Math.min(deep, edge + span); d++) {
      bright = Math.max(bright, grey[at(side, pos, d, width, height)]);
    }
    paper[pos] = bright;
    for (let k = 1; k <= span; k++) {
      const d = edge + k - 1;
      shares[(k - 1) * length + pos] =
        d < deep ? share(grey[at(side, pos, d, width, height)], bright, strip[pos], noise) : 0;
    }
  }
  const profile = new Float64Array(span);
  for (let k = 0; k < span; k++) {
    profile[k] = quantile(shares.subarray(k * length, (k + 1) * length), stripQuantile);
  }
  return { side, fit, paper, strip, profile };
}

/** How far `g` lies from the paper towards the strip (0 paper, 1 the strip); 0 when the strip
 * is no darker than the paper by more than `noise` grey levels. */
export function share(g: number, paper: number, strip: number, noise: number): number {
  return paper - strip > noise ? (paper - g) / (paper - strip) : 0;
}

/** The strips of a mask: each side of the frame that is ink along steps.stripSpan of its
 * length, with its boundary and profile (read before any component is judged; none on most
 * frames). */
export function findStrips(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  reach: number,
  steps: StepSettings = ENHANCED_PARAMS.components.steps,
): Side[] {
  const strips: Side[] = [];
  for (let side = 0; side < 4; side++) {
    const length = side < 2 ? width : height;
    // Counted until the side can no longer be a strip's (at once on a plain frame).
    const misses = length - steps.stripSpan * length;
    let missed = 0;
    for (let pos = 0; pos < length && missed <= misses; pos++) {
      if (stripDepth(side, pos, mask, grey, width, height, steps.noise) === 0) missed++;
    }
    if (missed <= misses) strips.push(readSide(side, mask, grey, width, height, reach, steps));
  }
  return strips;
}

/**
 * How deep the strip's ink reaches in from `side` at `pos` (0: no strip there). The ink need not
 * begin at the frame's edge: where the strip is wider than the paper's closing window, its
 * outer pixels read as paper and only the rim along its inner boundary is ink. So the run of ink
 * nearest the edge counts when nothing between it and the edge is lighter than its first pixel
 * (by more than `noise`: the strip runs on out to the edge); a stroke in from a paper edge has
 * the lighter paper before it. The search stops a quarter of the frame in (cheap on a plain
 * frame's few misses).
 */
function stripDepth(
  side: number,
  pos: number,
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  noise: number,
): number {
  const deep = side < 2 ? height : width;
  let d = 0;
  let lightest = 0;
  for (; d < deep >> 2 && !mask[at(side, pos, d, width, height)]; d++) {
    lightest = Math.max(lightest, grey[at(side, pos, d, width, height)]);
  }
  if (d >= deep >> 2 || (d > 0 && lightest > grey[at(side, pos, d, width, height)] + noise)) {
    return 0;
  }
  while (d < deep && mask[at(side, pos, d, width, height)]) d++;
  return d;
}
