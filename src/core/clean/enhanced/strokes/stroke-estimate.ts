// The enhanced cleaner's stroke width (enhanced-clean.ts, step 1): measured on a provisional
// flattening of the paper whose window is wide enough for any pen (stroke-width.ts), and on lined
// paper measured again without the ruled lines' runs (stroke-lines.ts). Pure.
import { closing, halfByMaximum, halfRadius } from '../flatten/background.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { strokeWidthWithoutLines } from './stroke-lines.ts';
import { measureStrokeWidths, type SheetCells } from './stroke-width.ts';

/** The provisional flattening's window, as a share of the frame's shorter side (at least the
 * cleaner's smallest window). */
export const PROVISIONAL_WINDOW_SHARE = 1 / 8;
/** The median stroke width (px) of `gray`, whose half-resolution maximum is `half`. */
export function robustStrokeWidth(
  gray: Uint8Array,
  width: number,
  height: number,
  half: { small: Uint8Array; sw: number; sh: number },
  sheet: SheetCells | null,
  scratch: Scratch,
  options: { minWindow: number; gain: number },
): number {
  const wide = Math.max(
    options.minWindow,
    Math.round(PROVISIONAL_WINDOW_SHARE * Math.min(width, height)),
  );
  // The provisional paper at quarter resolution: the window is wide, a coarse estimate does.
  const quarter = halfByMaximum(half.small, half.sw, half.sh);
  const provisional = closing(quarter.small, quarter.sw, quarter.sh, halfRadius(wide / 2), scratch);
  const maxRun = Math.max(64, wide);
  const widths = measureStrokeWidths(
    gray,
    width,
    height,
    provisional,
    quarter.sw,
    sheet,
    maxRun,
    2,
  );
  // On lined paper the lines' runs pull the median down: measured again without them (a gain
  // of Infinity never looks: the first estimate stands).
  const { gain } = options;
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
    gain,
    scratch,
  );
  return lineFree !== null && lineFree >= gain * widths.median ? lineFree : widths.median;
}
