// Ink lying on a ruled line (ruled-lines.ts, after step 5). Clearing a line takes every thin run
// along it, so a stroke that runs within the line's band for a stretch (an underline drawn on the
// line, a curve flattening along it) goes with it: the mask alone cannot tell the two apart. The
// picture can: ink over a printed line darkens it further (the two absorb the light in turn), so
// a pixel of the band much darker than the line's own level is ink. The line's level is the
// median, along it, of its darkest pixel across (where ink covers it, a minority of stations, that
// pixel is darker; the median is the line's). A cleared pixel is given back when it is darker
// against the paper than the line by more than the line's whole contrast again — at least twice
// the line's darkness — so a line as dark as the ink (a pen-dark ruling, a faint pen on a
// faint line) gives nothing back. Works on the background-normalised picture (paper 255). Pure.
import { across } from './line-clear.ts';
import type { Judged } from './ruling.ts';

/** The line's own level: the median over its stations of the darkest pixel within 1 px of it. */
export function lineLevel(
  normalised: Uint8Array,
  width: number,
  height: number,
  line: Judged,
): number {
  const along = line.horizontal ? width : height;
  const span = line.horizontal ? height : width;
  const counts = new Uint32Array(256);
  let total = 0;
  for (let a = 0; a < along; a++) {
    const c0 = Math.round(across(line, a, along));
    // Only where the line lies whole inside the picture: at the frame's edge its rim would do.
    if (c0 < 1 || c0 > span - 2) continue;
    let darkest = 256;
    for (let c = c0 - 1; c <= c0 + 1; c++) {
      const v = normalised[line.horizontal ? c * width + a : a * width + c];
      if (v < darkest) darkest = v;
    }
    counts[darkest]++;
    total++;
  }
  if (total === 0) return 255;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v];
    if (2 * seen >= total) return v;
  }
  return 255;
}

/**
 * Gives back the pixels `removed[from..]` (cleared for `line`) at least twice as dark as the
 * line against the paper: sets them in `mask` and drops them from `removed`.
 */
export function keepInkOnLine(
  mask: Uint8Array,
  normalised: Uint8Array,
  width: number,
  height: number,
  line: Judged,
  removed: number[],
  from: number,
): void {
  const level = lineLevel(normalised, width, height, line);
  // 255 − v ≥ 2 (255 − level): nothing can be that dark when the line is half as dark as black.
  const inky = 2 * level - 255;
  if (inky <= 0) return;
  let kept = from;
  for (let k = from; k < removed.length; k++) {
    const index = removed[k];
    if (normalised[index] <= inky) mask[index] = 1;
    else removed[kept++] = index;
  }
  removed.length = kept;
}
