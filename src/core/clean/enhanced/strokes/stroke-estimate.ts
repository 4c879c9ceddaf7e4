// The enhanced cleaner's stroke width (enhanced-clean.ts, step 1): measured on a provisional
// flattening of the paper whose window is wide enough for any pen (stroke-width.ts), and on lined
// paper measured again without the ruled lines' runs (stroke-lines.ts). Pure.
import type { Kernels } from '../../kernels.ts';
import { closing, halfByMaximum, halfRadius } from '../flatten/background.ts';
import { ENHANCED_PARAMS, type StrokeSettings } from '../enhanced-params.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { strokeWidthWithoutLines, type LinesInStrokes } from './stroke-lines.ts';
import { measureStrokeWidths, type SheetCells } from './stroke-width.ts';

/** What the stroke width reads (enhanced-params.ts): the smallest window (flatten.minWindow), the
 * strokes' settings, and the ruled lines' for the measure without them (default: the product's). */
export interface StrokeEstimate extends Partial<LinesInStrokes> {
  minWindow: number;
  strokes?: StrokeSettings;
}

/** The median stroke width (px) of `gray`, whose half-resolution maximum is `half` (`kernels`:
 * the clean's faster kernels, if any). */
export function robustStrokeWidth(
  gray: Uint8Array,
  width: number,
  height: number,
  half: { small: Uint8Array; sw: number; sh: number },
  sheet: SheetCells | null,
  scratch: Scratch,
  options: StrokeEstimate,
  kernels: Kernels | null = null,
): number {
  const {
    strokes = ENHANCED_PARAMS.strokes,
    ruled = ENHANCED_PARAMS.lines.ruled,
    finder = ENHANCED_PARAMS.lines.finder,
  } = options;
  const wide = Math.max(
    options.minWindow,
    Math.round(strokes.provisionalWindowShare * Math.min(width, height)),
  );
  // The provisional paper at quarter resolution: the window is wide, a coarse estimate does.
  const quarter = halfByMaximum(half.small, half.sw, half.sh, kernels);
  const radius = halfRadius(wide / 2);
  const provisional = closing(quarter.small, quarter.sw, quarter.sh, radius, scratch, kernels);
  const maxRun = Math.max(strokes.maxRun, wide);
  const widths = measureStrokeWidths(
    gray,
    width,
    height,
    provisional,
    quarter.sw,
    sheet,
    maxRun,
    2,
    strokes.upperQuantile,
    kernels,
  );
  // On lined paper the lines' runs pull the median down: measured again without them (a gain
  // of Infinity never looks: the first estimate stands).
  const gain = strokes.lineFreeGain;
  const lineFree = strokeWidthWithoutLines(
    gray,
    width,
    height,
    provisional,
    quarter.sw,
    2,
    sheet,
    widths,
    maxRun,
    scratch,
    { strokes, ruled, finder },
    kernels,
  );
  return lineFree !== null && lineFree >= gain * widths.median ? lineFree : widths.median;
}
