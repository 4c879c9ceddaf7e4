// How one ink pixel of a component is judged by step-edges.ts: across its edge, along the grey's
// gradient, is it darker than the picture on both sides (a stroke) or on one only (the halo of a
// step: a hand's outline, a book's edge)? Pure; reads the grey and the mask, writes nothing.
// Its shares and limits are components.steps of enhanced-params.ts (StepSettings).
import { ENHANCED_PARAMS, type StepSettings } from '../enhanced-params.ts';
import { roundHalfUp } from '../kernel-helpers/branchless.ts';

/**
 * +1 when the pixel is darker than both sides across its edge (along the grey's gradient), -1
 * when on one side only, 0 when it cannot be judged (the sides leave the frame or are no
 * brighter). Each side is read just beyond the ink: from the pixel, along the gradient, to the
 * first pixel off the mask, then `reach` / 2 further (past the stroke's blurred rim). Across a
 * stroke, however wide its swell, both are paper; across the halo inside a hand's outline one
 * is paper and the other the hand. A pixel without a clear edge goes to judgeRidge.
 */
export function judge(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
  steps: StepSettings = ENHANCED_PARAMS.components.steps,
): number {
  if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return 0;
  const v = grey[y * width + x];
  const edge = readEdge(mask, grey, width, height, x, y, reach, steps);
  if (edge === NO_EDGE) return judgeRidge(grey, width, height, x, y, v, reach, steps);
  return edge === UNREAD ? 0 : sides(EDGE[BRIGHT] - v, EDGE[DARK] - v, steps);
}

/** readEdge's outcomes: no clear edge through the pixel, a side not read, both sides read. */
const NO_EDGE = 0;
const UNREAD = 1;
const READ = 2;
/** readEdge's results (one clean at a time): the gradient's unit vector and the two sides. */
const EDGE = new Float64Array(4);
const UX = 0;
const UY = 1;
const BRIGHT = 2;
const DARK = 3;

/**
 * The edge through interior pixel (x, y): the Sobel gradient (towards the brighter side) as a
 * unit vector, and the grey just beyond the ink along it (BRIGHT) and against it (DARK), each
 * read by beyondInk; written to EDGE. NO_EDGE when the gradient is under noise.
 */
function readEdge(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
  steps: StepSettings,
): number {
  const p = y * width + x;
  const gx =
    grey[p - width + 1] +
    2 * grey[p + 1] +
    grey[p + width + 1] -
    grey[p - width - 1] -
    2 * grey[p - 1] -
    grey[p + width - 1];
  const gy =
    grey[p + width - 1] +
    2 * grey[p + width] +
    grey[p + width + 1] -
    grey[p - width - 1] -
    2 * grey[p - width] -
    grey[p - width + 1];
  const norm = Math.hypot(gx, gy);
  if (norm < 4 * steps.noise) return NO_EDGE;
  const ux = gx / norm;
  const uy = gy / norm;
  const margin = Math.max(2, reach / 2);
  const limit = steps.maxWalkPerReach * reach;
  EDGE[UX] = ux;
  EDGE[UY] = uy;
  EDGE[BRIGHT] = beyondInk(mask, grey, width, height, x, y, ux, uy, margin, limit);
  EDGE[DARK] = beyondInk(mask, grey, width, height, x, y, -ux, -uy, margin, limit);
  return EDGE[BRIGHT] < 0 || EDGE[DARK] < 0 ? UNREAD : READ;
}

/** +1 when both sides are brighter (a stroke), -1 when one only (a step), 0 when neither is. */
function sides(a: number, b: number, steps: StepSettings): number {
  const low = a < b ? a : b;
  const high = a < b ? b : a;
  if (high <= steps.noise) return 0;
  return low >= steps.twoSided * high ? 1 : -1;
}

/**
 * The grey `margin` px beyond the ink on the ray from (x, y) along (ux, uy): the ray runs to the
 * first pixel off the mask and `margin` further; where that lands on ink again (a hole in a
 * wide stroke, a gap between its speckles) it runs on from there. -1 when the ray leaves the
 * frame or runs through ink for more than `limit` px.
 */
function beyondInk(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  ux: number,
  uy: number,
  margin: number,
  limit: number,
): number {
  for (let t = 1; t <= limit; t++) {
    const qx = roundHalfUp(x + ux * t);
    const qy = roundHalfUp(y + uy * t);
    if (qx < 0 || qy < 0 || qx >= width || qy >= height) return -1;
    if (mask[qy * width + qx]) continue;
    const bx = roundHalfUp(x + ux * (t + margin));
    const by = roundHalfUp(y + uy * (t + margin));
    if (bx < 0 || by < 0 || bx >= width || by >= height) return -1;
    const beyond = by * width + bx;
    if (!mask[beyond]) return grey[beyond];
    t += margin;
  }
  return -1;
}

/** Rows, columns and both diagonals, as unit steps (x and y apart: read by index, not by
 * destructuring, which walks each pair as an iterator). */
const AXIS_X = [1, 0, Math.SQRT1_2, Math.SQRT1_2];
const AXIS_Y = [0, 1, Math.SQRT1_2, -Math.SQRT1_2];

/**
 * A pixel without a clear edge through it: the middle of a thin line (its sides balance), or
 * the flat inside of a stroke or of a hand. Judged on the four axes at the nearest reach only
 * (further out, along a hand's curved outline both sides would be paper): +1 when darker than
 * both sides on one of them, -1 when brighter on one side only, 0 when all sides are alike.
 */
function judgeRidge(
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  v: number,
  reach: number,
  steps: StepSettings,
): number {
  let judged = 0;
  for (let k = 0; k < 4; k++) {
    const ax = AXIS_X[k];
    const ay = AXIS_Y[k];
    const x0 = roundHalfUp(x - ax * reach);
    const y0 = roundHalfUp(y - ay * reach);
    const x1 = roundHalfUp(x + ax * reach);
    const y1 = roundHalfUp(y + ay * reach);
    if (x0 < 0 || x1 < 0 || y0 < 0 || y1 < 0) continue;
    if (x0 >= width || x1 >= width || y0 >= height || y1 >= height) continue;
    const onAxis = sides(grey[y0 * width + x0] - v, grey[y1 * width + x1] - v, steps);
    if (onAxis > 0) return 1;
    if (onAxis < 0) judged = -1;
  }
  return judged;
}

/**
 * Whether the pixel is one-sided (judge < 0 on its edge) with a REGION on its darker side:
 * from the side read just beyond the ink out to steps.regionReaches × `reach`, every reach of the
 * way stays nearer the darker side's grey than the brighter side's, off the ink (a thumb, a
 * strip: the closing's halo is ink, what lies inside it is not). Beside a neighbouring stroke the
 * darker side turns back to paper within a few reaches, and a wide stroke's inside is ink.
 */
export function stepIntoRegion(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
  steps: StepSettings = ENHANCED_PARAMS.components.steps,
): boolean {
  if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) return false;
  if (readEdge(mask, grey, width, height, x, y, reach, steps) !== READ) return false;
  const ux = EDGE[UX];
  const uy = EDGE[UY];
  const bright = EDGE[BRIGHT];
  const dark = EDGE[DARK];
  const v = grey[y * width + x];
  if (sides(bright - v, dark - v, steps) >= 0) return false;
  // The darker side is the one nearer the pixel's own grey.
  const low = Math.abs(dark - v) < Math.abs(bright - v) ? -1 : 1;
  const darkSide = low < 0 ? dark : bright;
  const mid = (bright + dark) / 2;
  for (let k = 1; k <= steps.regionReaches; k++) {
    const qx = roundHalfUp(x + low * ux * k * reach);
    const qy = roundHalfUp(y + low * uy * k * reach);
    if (qx < 0 || qy < 0 || qx >= width || qy >= height) return false;
    const q = qy * width + qx;
    // The region is not ink: a wide stroke's inside is on the mask (a hole in it is not).
    if (mask[q]) return false;
    const g = grey[q];
    if (darkSide < mid ? g > mid : g < mid) return false;
  }
  return true;
}
