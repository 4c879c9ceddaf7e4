// The stroke width on lined paper (issue 23): every column that crosses a ruled line adds a short
// run of the line's thickness, so on lined paper the median stroke of a broad marker reads 5–7 px
// instead of about 35; the background window then comes out narrower than the marker and the
// marker's inside turns into paper (hollow strokes). Lines inflate the runs across them in one
// direction only, so when the rows' and the columns' medians disagree by strokes.linesSided or more
// — or, with lines both ways (ruled lines and a margin's), when the runs leave an empty band
// between the lines' and the marker's widths (strokes.emptyBand) — the provisional ink is cut again
// at full resolution, the ruled lines are taken out of it (ruled-lines.ts; with their faded
// stretches, read on the provisional flattening) and the strokes are measured without them: runs
// with paper at both ends, none ending on a line or off the sheet. Pure.
import type { Kernels } from '../../kernels.ts';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { NORMALISE } from '../flatten/background.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { removeRuledLines } from '../lines/ruled-lines.ts';
import {
  ENHANCED_PARAMS,
  type LineFinderSettings,
  type RuledSettings,
  type StrokeSettings,
} from '../enhanced-params.ts';
import { quantile, SAMPLE_STEP, type SheetCells, type StrokeWidths } from './stroke-width.ts';

/** The strokes' settings and the ruled lines' (found and judged as in the line stage). */
export interface LinesInStrokes {
  strokes: StrokeSettings;
  ruled: RuledSettings;
  finder: LineFinderSettings;
}

/** A pixel that is neither ink nor paper: off the sheet, or on a ruled line taken out. */
const BLOCKED = 2;

/**
 * Whether ruled lines may hide a pen `gain` times broader than the median run: 'one way' when
 * the rows' and the columns' medians disagree, 'both ways' when the upper runs reach the gain
 * and the band between the lines' runs and the gain is empty, else null.
 */
export function linesMayHidePen(
  widths: StrokeWidths,
  gain: number,
  strokes: StrokeSettings = ENHANCED_PARAMS.strokes,
): 'one way' | 'both ways' | null {
  const { linesSided, lineRunSpread, emptyBand } = strokes;
  const { rowMedian, columnMedian, median, upper, counts } = widths;
  if (Math.max(rowMedian, columnMedian) >= linesSided * Math.min(rowMedian, columnMedian)) {
    return 'one way';
  }
  const from = lineRunSpread * median + 1;
  const to = Math.ceil(gain * median) - 1;
  if (upper < gain * median || to < from) return null;
  let band = 0;
  let long = 0;
  for (let run = from; run < counts.length; run++) {
    if (run <= to) band += counts[run];
    else long += counts[run];
  }
  return band < emptyBand * long ? 'both ways' : null;
}

/**
 * The median stroke width without the ruled lines' runs, or null when no ruled line may hide a
 * pen strokes.lineFreeGain times the median (linesMayHidePen) or none is found (the first
 * estimate stands). `paper` and `paperShift` as for measureStrokeWidths, whose result `widths` is;
 * `kernels`: the clean's faster kernels, if any.
 */
export function strokeWidthWithoutLines(
  gray: Uint8Array,
  width: number,
  height: number,
  paper: Uint8Array,
  paperWidth: number,
  paperShift: number,
  sheet: SheetCells | null,
  widths: StrokeWidths,
  maxRun: number,
  scratch: Scratch,
  settings: LinesInStrokes,
  kernels: Kernels | null = null,
): number | null {
  const { strokes, ruled, finder } = settings;
  const { rowMedian, columnMedian, level } = widths;
  const smaller = Math.min(rowMedian, columnMedian);
  const lines =
    level < 0 || widths.runs === 0 ? null : linesMayHidePen(widths, strokes.lineFreeGain, strokes);
  if (lines === null) return null;
  const mask = new Uint8Array(width * height);
  // The lines' faded stretches are found on the provisional flattening too: ruled lines that fade
  // along their length leave pieces whose runs hold the median (a marker about 40 px wide then
  // measured 7–8 px; docs/QUALITY.md).
  const normalised = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const source = (y >> paperShift) * paperWidth;
    const cells = sheet ? ((y / sheet.scale) | 0) * sheet.maskWidth : 0;
    for (let x = 0; x < width; x++) {
      const v = NORMALISE[(paper[source + (x >> paperShift)] << 8) | gray[row + x]];
      normalised[row + x] = v;
      mask[row + x] = v <= level ? 1 : 0;
      if (sheet && sheet.mask[cells + ((x / sheet.scale) | 0)] === 0) mask[row + x] = BLOCKED;
    }
  }
  // The line finder reads ink as exactly 1: off-sheet pixels (2) are neither ink nor its paper.
  const faint = { normalised, threshold: level };
  const blocks = nonZeroBlocks(mask, 0, kernels);
  const removed = removeRuledLines(
    mask,
    width,
    height,
    smaller,
    scratch,
    sheet,
    faint,
    ruled,
    blocks,
    finder,
    kernels,
  );
  if (removed.length === 0) return null;
  for (const index of removed) mask[index] = BLOCKED;
  const counts = new Uint32Array(maxRun + 1);
  let total = 0;
  const scan = (start: number, stride: number, length: number) => {
    let run = 0;
    let open = false; // paper came before the current run
    for (let k = 0, i = start; k < length; k++, i += stride) {
      const v = mask[i];
      if (v === 1) {
        run++;
        continue;
      }
      if (v === 0 && open && run > 0 && run <= maxRun) {
        counts[run]++;
        total++;
      }
      open = v === 0;
      run = 0;
    }
  };
  for (let y = 0; y < height; y += SAMPLE_STEP) scan(y * width, 1, width);
  for (let x = 0; x < width; x += SAMPLE_STEP) scan(x, width, height);
  return total === 0 ? null : quantile(counts, total, 0.5);
}
