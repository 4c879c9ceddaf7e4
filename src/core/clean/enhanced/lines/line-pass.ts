// The line pass of the enhanced cleaner (enhanced-clean.ts): ruled lines (ruled-lines.ts) and
// frame-wide lines (long-lines.ts) are taken out of the ink mask; they form a third, middle class that pulls Otsu's threshold up (strokes come out
// fat), so the pipeline's second pass takes the threshold again without them and the lines out
// once more. Pure; changes `mask` (and the second pass `histogram`) in place.
import type { Kernels } from '../../kernels.ts';
import { otsuThreshold } from '../../otsu.ts';
import { removeLongLines } from './long-lines.ts';
import { markBand } from './line-clear.ts';
import { removeRuledLines } from './ruled-lines.ts';
import type { Judged } from './ruling.ts';
import type { LineFinderSettings, RuledSettings } from '../enhanced-params.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

export interface LinePass {
  width: number;
  height: number;
  normalised: Uint8Array;
  /** The first pass's threshold: the ruled lines' faint parts are read against it. */
  threshold: number;
  /** Frame-wide lines are at most this thick. */
  lineThickness: number;
  /** The pen's median stroke width (px). */
  stroke: number;
  /** Where the sheet is (null: the whole frame). */
  sheet: SheetCells | null;
  /** The ruled lines' judgement (enhanced-params.ts lines.ruled) and how they are found
   * (lines.finder). */
  ruled: RuledSettings;
  finder: LineFinderSettings;
  /** The clean's faster kernels (null: the TypeScript). */
  kernels: Kernels | null;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks). The passes only
   * clear ink (the re-cut keeps a subset of the ink it was given), so the list stays valid for
   * the passes after them. */
  blocks: Int32Array;
}

export interface ThinLevels {
  threshold: number;
  sure: number;
}

/** The lines taken out: their pixels' indices, and as a map (undefined when there are none):
 * 1 where a pixel was taken out, 2 elsewhere on a ruled line's band (its faded stretches, the
 * parts of it the cut left; markBand). */
export interface LinesTaken {
  lines: number[];
  blocked: Uint8Array | undefined;
}

/** In `blocked`, a pixel of a ruled line's band that was not taken out of the mask. */
export const ON_BAND = 2;

/** Takes the ruled lines and the frame-wide lines out of `mask`. */
export function takeOutLines(mask: Uint8Array, scratch: Scratch, pass: LinePass): LinesTaken {
  const { width, height, normalised, threshold, blocks } = pass;
  const ruled: Judged[] = [];
  const lines = removeRuledLines(
    mask,
    width,
    height,
    pass.stroke,
    scratch,
    pass.sheet,
    { normalised, threshold },
    pass.ruled,
    blocks,
    pass.finder,
    pass.kernels,
    ruled,
  );
  const { acrossSheet } = pass.ruled;
  const taken = withLongLines(mask, lines, pass.lineThickness, width, height, blocks, acrossSheet);
  if (taken.blocked)
    for (const line of ruled) markBand(taken.blocked, width, height, line, ON_BAND);
  return taken;
}

/** Takes the frame-wide lines out of `mask` too, adding them to `lines` (the ruled lines'). */
export function withLongLines(
  mask: Uint8Array,
  lines: number[],
  lineThickness: number,
  width: number,
  height: number,
  blocks: Int32Array,
  span: number,
): LinesTaken {
  for (const index of removeLongLines(mask, width, height, lineThickness, blocks, span)) {
    lines.push(index);
  }
  let blocked: Uint8Array | undefined;
  if (lines.length > 0) {
    blocked = new Uint8Array(width * height);
    for (const index of lines) blocked[index] = 1;
  }
  return { lines, blocked };
}

export interface SecondPass {
  width: number;
  height: number;
  normalised: Uint8Array;
  /** The normalised image's histogram: the lines' pixels are taken out of it here. */
  histogram: Uint32Array;
  /** The first pass's threshold and the mask's limit (threshold + offset). */
  threshold: number;
  limit: number;
  offset: number;
  lineThickness: number;
  /** The frame-wide lines' span (lines.ruled.acrossSheet). */
  acrossSheet: number;
  /** The thin-pen levels for a histogram and its Otsu level, or null where the pen is not thin. */
  thinLevels: (histogram: Uint32Array, otsu: number) => ThinLevels | null;
  blocks: Int32Array;
}

/**
 * The threshold taken again without the lines (`lines`, taken out of `mask` by takeOutLines):
 * where it is lower the global ink is re-cut and the lines taken out once more. Returns the thin
 * pen's sure level when the new threshold is a thin pen's (null otherwise: the first pass's
 * stands). Changes `mask` and `histogram` in place.
 */
export function thresholdWithoutLines(
  mask: Uint8Array,
  lines: readonly number[],
  pass: SecondPass,
): number | null {
  const { width, height, normalised, histogram, threshold, limit, offset, blocks } = pass;
  const n = width * height;
  let sure: number | null = null;
  for (const index of lines) histogram[normalised[index]]--;
  let again = otsuThreshold(histogram);
  // Without the lines a thin pen's ink may now be the small class it is.
  const thin = again >= 0 ? pass.thinLevels(histogram, again) : null;
  if (thin) {
    sure = thin.sure;
    again = thin.threshold;
  }
  if (again >= 0 && again < threshold) {
    // Ink the edge threshold added lies above `limit` and stays; global ink is re-cut.
    const refined = Math.min(254, again + offset);
    for (let i = 0; i < n; i++) {
      const v = normalised[i];
      mask[i] = v <= refined || (mask[i] === 1 && v > limit) ? 1 : 0;
    }
    for (const index of lines) mask[index] = 0;
    removeLongLines(mask, width, height, pass.lineThickness, blocks, pass.acrossSheet);
  }
  return sure;
}
