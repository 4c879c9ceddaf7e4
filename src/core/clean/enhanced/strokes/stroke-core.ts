// The core of thin strokes (issue 10): after the camera's blur a 1–1.6 px pen line spreads over
// three pixels. Centred on a pixel, the line leaves its neighbours across it at most about 0.6
// as dark (against the paper) as the middle; straddling two pixels, both are equally dark. A
// pixel the pen covers at least half of is either at least half as dark as the ink itself (sure
// ink: a wider stroke's edge) or nearly as dark as the darkest pixel next to it (a thin line's
// middle); the blurred rim is neither. Ink that is not sure is kept only where it is at least
// coreShare as dark as the darkest of its 3 × 3 neighbourhood: the rim of every thin stroke is
// cut by the stroke's own contrast, and a faint stroke keeps its own core.
//
// A wider pen (2–4 px) on the same path has an edge pixel half-covered by the pen, which the
// blur leaves about 0.6–0.75 as dark as the stroke's middle — below coreShare, and in thin
// lines' curves their spill is as dark. What tells them apart is the stroke beside it: a wide pen's cores are at
// least two pixels thick, a thin line's one. So a pixel at least wideShare as dark as its
// darkest neighbour (above a straight thin line's spill, 0.5) stays where the cores around it (5 × 5) number at least wideCores — more
// than a one-pixel line through the window leaves (5), about what a two-pixel core does (10).
//
// The sure level is half the ink's full darkness, read from the darkest ink in the picture. A
// pen narrower than two pixels never covers a pixel's whole blur footprint: its darkest ink is
// where lines cross, and a line's own middle shows about half its darkness, so half of that
// "full darkness" is the blur's spill, the corner pixel of every diagonal step (5/16 of the ink
// against the line's 7/16 in the camera's 1-2-1 blur) — a one-pixel chain came out four-connected,
// a pixel too wide. Such a pen shows itself in its cores: laid on the pixel grid, a pen of width
// w < 2 is one pixel thick over a share 2 − w of its length, a pen of 2 px or more never is but
// at its ends and turns, a small share of its cores (the shares measured: docs/QUALITY.md).
// Where at least thinCoreShare of the cores are one pixel thick across the rows or the
// columns, no ink is sure and only the cores (and wide edges) decide.
// Works on the background-normalised image (paper = 255). Pure.

import { nonZeroBlocks } from '../../byte-mask.ts';
import { ENHANCED_PARAMS, type CoreSettings } from '../enhanced-params.ts';

const CORE = 1;
const EDGE = 2;
const KEPT_EDGE = 3;
const SURE = 4;

/**
 * Clears mask pixels lighter than `sure` that are less than `coreShare` as dark (255 − value) as
 * the darkest pixel of their 3 × 3 neighbourhood (edges clamped), unless they are at least
 * `wideShare` as dark and the 5 × 5 window around them holds `wideCores` cores. Where at least
 * `thinCoreShare` of the cores are one-pixel lines (onePixelCoreShare with `onePixelSpill`), no pixel
 * is sure. Returns the pixels cleared. `blocks`: a list holding every 16-byte block of the mask
 * with ink (nonZeroBlocks, or one taken before passes that only cleared ink).
 */
export function keepStrokeCores(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  sure: number,
  settings: CoreSettings = ENHANCED_PARAMS.cores,
  blocks: Int32Array = nonZeroBlocks(mask),
): number {
  const { coreShare, wideShare, wideCores } = settings;
  let cleared = 0;
  const edges: number[] = [];
  // Sure ink that is not a core: kept unless the pen turns out thinner than two pixels.
  const sureEdges: number[] = [];
  const sureRims: number[] = [];
  // Pixel by pixel in order, in the mask's 16-byte blocks that hold ink: this walk changes only
  // the pixel it is at, and the core count below reads only pixels that were ink before it.
  for (let b = 0; b < blocks.length; b++) {
    const start = blocks[b] << 4;
    const end = Math.min(mask.length, start + 16);
    // The block's pixels are consecutive: the column is counted along, not divided out.
    let y = (start / width) | 0;
    let x = start - y * width - 1;
    for (let i = start; i < end; i++) {
      if (++x === width) {
        x = 0;
        y++;
      }
      if (mask[i] !== 1) continue;
      let min: number;
      if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
        const up = i - width;
        const down = i + width;
        min = Math.min(
          Math.min(normalised[up - 1], normalised[up], normalised[up + 1]),
          Math.min(normalised[i - 1], normalised[i], normalised[i + 1]),
          Math.min(normalised[down - 1], normalised[down], normalised[down + 1]),
        );
      } else {
        min = clampedMinimum(normalised, width, height, x, y);
      }
      // Only the grey decides, never the mask: clearing as we go changes nothing later.
      const dark = 255 - normalised[i];
      if (dark >= coreShare * (255 - min)) continue;
      const wide = dark >= wideShare * (255 - min);
      if (normalised[i] <= sure) {
        mask[i] = SURE;
        (wide ? sureEdges : sureRims).push(i);
      } else if (wide) {
        mask[i] = EDGE;
        edges.push(i);
      } else {
        mask[i] = 0;
        cleared++;
      }
    }
  }
  if (sureEdges.length + sureRims.length > 0) {
    const thin =
      onePixelCoreShare(normalised, mask, width, height, settings.onePixelSpill, blocks) >=
      settings.thinCoreShare;
    // A pen of two pixels or more keeps its sure ink, which counts as stroke beside its edges.
    for (const i of sureEdges) mask[i] = thin ? EDGE : 1;
    for (const i of sureRims) mask[i] = thin ? 0 : 1;
    if (thin) {
      for (const i of sureEdges) edges.push(i);
      cleared += sureRims.length;
    }
  }
  // Edges beside a wide stroke's cores stay; the cores (mask 1) are not changed by this pass.
  for (const i of edges) {
    const x = i % width;
    const y = (i - x) / width;
    let cores = 0;
    for (let v = Math.max(0, y - 2); v <= Math.min(height - 1, y + 2); v++) {
      for (let u = Math.max(0, x - 2); u <= Math.min(width - 1, x + 2); u++) {
        if (mask[v * width + u] === CORE) cores++;
      }
    }
    mask[i] = cores >= wideCores ? KEPT_EDGE : 0;
    if (cores < wideCores) cleared++;
  }
  for (const i of edges) if (mask[i] === KEPT_EDGE) mask[i] = 1;
  return cleared;
}

/** The darkest pixel of the 3 × 3 neighbourhood of (x, y), its rows and columns clamped to the
 * frame (a pixel on the frame's edge counts itself again in place of what lies beyond). */
function clampedMinimum(
  normalised: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
) {
  const row = y * width;
  const up = y > 0 ? row - width : row;
  const down = y < height - 1 ? row + width : row;
  const l = x > 0 ? x - 1 : x;
  const r = x < width - 1 ? x + 1 : x;
  return Math.min(
    Math.min(normalised[up + l], normalised[up + x], normalised[up + r]),
    Math.min(normalised[row + l], normalised[row + x], normalised[row + r]),
    Math.min(normalised[down + l], normalised[down + x], normalised[down + r]),
  );
}

/**
 * The share of the cores (mask 1) that are a one-pixel line: no core beside them across the
 * rows (or the columns), and the pixels two away that way at most `spill` as dark as the core.
 * `blocks`: a list holding every 16-byte block of the mask with a core (nonZeroBlocks).
 */
export function onePixelCoreShare(
  normalised: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  spill = ENHANCED_PARAMS.cores.onePixelSpill,
  blocks: Int32Array = nonZeroBlocks(mask),
): number {
  let cores = 0;
  let thin = 0;
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let i = blocks[b] << 4; i < end; i++) {
      if (mask[i] !== CORE) continue;
      const y = (i / width) | 0;
      const x = i - y * width;
      const row = y * width;
      cores++;
      const light = 255 - spill * (255 - normalised[i]);
      const l = x > 0 ? i - 1 : i;
      const r = x < width - 1 ? i + 1 : i;
      const u = y > 0 ? i - width : i;
      const d = y < height - 1 ? i + width : i;
      const across =
        mask[l] !== CORE &&
        mask[r] !== CORE &&
        Math.min(
          normalised[row + Math.max(0, x - 2)],
          normalised[row + Math.min(width - 1, x + 2)],
        ) >= light;
      const down =
        mask[u] !== CORE &&
        mask[d] !== CORE &&
        Math.min(
          normalised[Math.max(0, y - 2) * width + x],
          normalised[Math.min(height - 1, y + 2) * width + x],
        ) >= light;
      if (across || down) thin++;
    }
  }
  return cores === 0 ? 0 : thin / cores;
}
