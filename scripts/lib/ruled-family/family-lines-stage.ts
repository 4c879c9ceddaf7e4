// Issue 10's ruled lines (ruled-family.ts: one slope for a family of three or more) as a stage of
// the enhanced cleaner, in place of its line stage (issue 23's lines found one by one), to
// measure what the new ones buy: `npm run -s bench:quality -- --method enhanced-family-lines`.
import type { Measuring, Stage } from '../../../src/core/clean/enhanced/enhanced-clean.ts';
import { withLongLines } from '../../../src/core/clean/enhanced/lines/line-pass.ts';
import { removeRuledLines } from './ruled-family.ts';

/** Runs at least this many stroke widths long (and 10 px) vote… */
const RUN_PER_STROKE = 3;
/** …and strokes wider than this (px) are a marker's, beside which ruled lines are at most half
 * as thick (ruled lines are pen-thin). */
const MAX_PEN_STROKE = 6;

const takeOutFamilies: Stage = (c) => {
  const { mask, width, height, stroke } = c;
  const thickness = c.params.lines.thicknessPerStroke * stroke;
  const ruleThickness = stroke <= MAX_PEN_STROKE ? thickness : stroke / 2;
  const minRun = Math.max(10, RUN_PER_STROKE * stroke);
  const lines = removeRuledLines(mask, width, height, ruleThickness, minRun);
  ({ lines: c.lines, blocked: c.blocked } = withLongLines(
    mask,
    lines,
    thickness,
    width,
    height,
    c.blocks,
    c.params.lines.ruled.acrossSheet,
  ));
};

/** The enhanced cleaner's stages with issue 10's ruled lines. */
export const FAMILY_LINE_STAGES: Measuring['stages'] = { takeOutTheLines: takeOutFamilies };
