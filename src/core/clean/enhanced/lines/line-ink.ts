// Ink lying on a ruled line (ruled-lines.ts, after step 5). Clearing a line takes every thin run
// along it, so a stroke that runs within the line's band for a stretch (an underline drawn on the
// line, a curve flattening along it) goes with it: the mask alone cannot tell the two apart. The
// picture can: ink over a printed line darkens it further (the two absorb the light in turn), so
// a pixel of the band much darker than the line's own level is ink. The line's level is the
// median, over the positions along it where its run was cleared, of the darkest pixel cleared
// there (where ink covers it, a minority of them, that pixel is darker; the median is the line's;
// where the line is not there — off the sheet, faded, out of the frame — nothing counts). A
// cleared pixel is given back when it is at least ruled.inkOverLine (enhanced-params.ts) times as
// dark as the line against the paper, so a line as dark as the ink (a pen-dark ruling) gives nothing back. Works on the
// background-normalised picture (paper 255). Pure.
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import type { Judged } from './ruling.ts';

/**
 * The line's own level from the pixels `removed[from..]` cleared for it: the median over the
 * positions along it of the darkest pixel cleared there (255 when none).
 */
export function lineLevel(
  normalised: Uint8Array,
  width: number,
  height: number,
  line: Judged,
  removed: number[],
  from: number,
): number {
  const along = line.horizontal ? width : height;
  // The darkest pixel cleared at each position along (256: none).
  const darkest = new Uint16Array(along).fill(256);
  for (let k = from; k < removed.length; k++) {
    const index = removed[k];
    const a = line.horizontal ? index % width : (index / width) | 0;
    if (normalised[index] < darkest[a]) darkest[a] = normalised[index];
  }
  const counts = new Uint32Array(257);
  for (let a = 0; a < along; a++) counts[darkest[a]]++;
  const total = along - counts[256];
  if (total === 0) return 255;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v];
    if (2 * seen >= total) return v;
  }
  return 255;
}

/**
 * Gives back the pixels `removed[from..]` (cleared for `line`) at least `inkOverLine` times as
 * dark as the line against the paper: sets them in `mask` and drops them from `removed`. At 1.5
 * a pixel is darker than the line by half its contrast again, clear of the JPEG and noise along
 * a line (a fine pen, 1–1.6 px, over a line reads only about 1.5 times as dark as the line).
 */
export function keepInkOnLine(
  mask: Uint8Array,
  normalised: Uint8Array,
  width: number,
  height: number,
  line: Judged,
  removed: number[],
  from: number,
  inkOverLine = ENHANCED_PARAMS.lines.ruled.inkOverLine,
): void {
  const level = lineLevel(normalised, width, height, line, removed, from);
  // 255 − v ≥ inkOverLine × (255 − level): nothing when the line is nearly as dark as black.
  const inky = Math.floor(255 - inkOverLine * (255 - level));
  if (inky <= 0) return;
  let kept = from;
  for (let k = from; k < removed.length; k++) {
    const index = removed[k];
    if (normalised[index] <= inky) mask[index] = 1;
    else removed[kept++] = index;
  }
  removed.length = kept;
}
