// The core of thin strokes (issue 10): after the camera's blur a 1–1.6 px pen line spreads over
// three pixels. Centred on a pixel, the line leaves its neighbours across it at most about 0.6
// as dark (against the paper) as the middle; straddling two pixels, both are equally dark. A
// pixel the pen covers at least half of is either at least half as dark as the ink itself (sure
// ink: a wider stroke's edge) or nearly as dark as the darkest pixel next to it (a thin line's
// middle); the blurred rim is neither. Ink that is not sure is kept only where it is at least
// CORE_SHARE as dark as the darkest of its 3 × 3 neighbourhood: the rim of every thin stroke is
// cut by the stroke's own contrast, and a faint stroke keeps its own core.
//
// A wider pen (2–4 px) on the same path has an edge pixel half-covered by the pen, which the
// blur leaves about 0.6–0.75 as dark as the stroke's middle — below CORE_SHARE, and in thin
// lines' curves their spill is as dark. What tells them apart is the stroke beside it: a wide pen's cores are at
// least two pixels thick, a thin line's one. So a pixel at least WIDE_SHARE as dark as its
// darkest neighbour (above a straight thin line's spill, 0.5) stays where the cores around it (5 × 5) number at least WIDE_CORES — more
// than a one-pixel line through the window leaves (5), about what a two-pixel core does (10).
// Works on the background-normalised image (paper = 255). Pure.

import { nonZeroBlocks } from '../byte-mask.ts';

/** Ink at least this share as dark as its darkest neighbour is a thin stroke's core. */
export const CORE_SHARE = 0.75;
/** Beside a core at least two pixels thick, ink at least this share as dark is a wide pen's edge. */
export const WIDE_SHARE = 0.6;
/** Cores in the 5 × 5 window that make a stroke wide (a one-pixel line leaves 5). */
export const WIDE_CORES = 9;

const CORE = 1;
const EDGE = 2;
const KEPT_EDGE = 3;

/**
 * Clears mask pixels lighter than `sure` that are less than `share` as dark (255 − value) as
 * the darkest pixel of their 3 × 3 neighbourhood (edges clamped), unless they are at least
 * `wideShare` as dark and the 5 × 5 window around them holds `wideCores` cores. Returns the
 * pixels cleared.
 */
export function keepStrokeCores(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  sure: number,
  share = CORE_SHARE,
  wideShare = WIDE_SHARE,
  wideCores = WIDE_CORES,
): number {
  let cleared = 0;
  const edges: number[] = [];
  // Only the mask's blocks that hold ink are read (this pass changes only the pixel it is at).
  const blocks = nonZeroBlocks(mask);
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let i = blocks[b] << 4; i < end; i++) {
      if (mask[i] !== 1 || normalised[i] <= sure) continue;
      const y = (i / width) | 0;
      const x = i - y * width;
      const row = y * width;
      const up = y > 0 ? row - width : row;
      const down = y < height - 1 ? row + width : row;
      const l = x > 0 ? x - 1 : x;
      const r = x < width - 1 ? x + 1 : x;
      const min = Math.min(
        Math.min(normalised[up + l], normalised[up + x], normalised[up + r]),
        Math.min(normalised[row + l], normalised[row + x], normalised[row + r]),
        Math.min(normalised[down + l], normalised[down + x], normalised[down + r]),
      );
      // Only the grey decides, never the mask: clearing as we go changes nothing later.
      const dark = 255 - normalised[row + x];
      if (dark >= share * (255 - min)) continue;
      if (dark >= wideShare * (255 - min)) {
        mask[row + x] = EDGE;
        edges.push(row + x);
      } else {
        mask[row + x] = 0;
        cleared++;
      }
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
