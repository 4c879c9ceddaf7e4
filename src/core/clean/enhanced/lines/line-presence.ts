// Whether a straight line found in the ink is a line printed across the sheet (ruled-lines.ts,
// step 3): along its chord — the part of it inside the picture and on the sheet — it is there,
// as its own thin run, hidden under ink, or faded but still a ridge darker than the paper on both
// sides, at most stations; its own runs at a share of them, with one unbroken stretch; straight
// to a pixel; paper on both sides; and it reaches both of its ends. A signature's underline ends
// inside the sheet; a baseline of handwriting wanders and breaks between words. Small
// handwriting (a page photographed from afar) can be straight to a pixel along a row, and its
// rows are evenly spaced like a ruling; but a printed line is one thickness along its length,
// and is there unbroken along half of its chord, where a row of writing breaks between words
// and its letters' runs differ: a line must be one or the other. Pure.
import { across } from './line-clear.ts';
import type { FittedLine } from './line-fit.ts';
import type { PresenceSettings } from '../enhanced-params.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';

/** The picture the mask was cut from (paper 255) and how deep a faded line's ridge still is. */
export interface FaintRidge {
  normalised: Uint8Array;
  depth: number;
}

/**
 * Step 3: -1 when the line is not there along most of its chord on the sheet or does not reach
 * both of its ends; otherwise the share of the chord its longest unbroken stretch covers (where
 * it is there: its own runs, ink crossing it or a faint ridge; gaps of one station).
 */
export function crossesSheet(
  mask: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
  line: FittedLine,
  stations: Int32Array,
  sheet: SheetCells | null,
  faint: FaintRidge | null,
  settings: PresenceSettings,
): number {
  const along = horizontal ? width : height;
  const span = horizontal ? height : width;
  const m = stations.length;
  let chord = 0;
  let present = 0;
  let supported = 0;
  let isolated = 0;
  let start = -1;
  let end = -1;
  let firstPresent = -1;
  let lastPresent = -1;
  // The most runs of the line's own in one stretch where it is there (gaps of one station).
  let longest = 0;
  let stretch = 0;
  // Where the current stretch began, and the most stations one stretch spans.
  let from = 0;
  let widest = 0;
  let last = -9;
  const at = horizontal
    ? (a: number, c: number) => c * width + a
    : (a: number, c: number) => a * width + c;
  const side = Math.ceil(line.thickness / 2) + 3;
  // Beyond the frame's edge nothing can be seen: a line running along it (the last of a ruling,
  // a pixel or three from the edge) is judged by the side that is in the picture.
  const paperBeside = (a: number, c: number, sign: number) => {
    const near = c + sign * side;
    const far = c + 2 * sign * side;
    if (near < 0 || near >= span) return true;
    if (mask[at(a, near)] !== 1) return true;
    return far >= 0 && far < span && mask[at(a, far)] !== 1;
  };
  const ridge = (f: FaintRidge, a: number, c: number, off: number) => {
    if (c - off < 0 || c + off >= span) return false;
    const v = f.normalised[at(a, c)];
    return Math.min(f.normalised[at(a, c - off)], f.normalised[at(a, c + off)]) - v >= f.depth;
  };
  for (let j = 0; j < m; j++) {
    const a = stations[j];
    const c = Math.round(across(line, a, along));
    if (c < 0 || c >= span) continue;
    const [x, y] = horizontal ? [a, c] : [c, a];
    if (
      sheet &&
      sheet.mask[((y / sheet.scale) | 0) * sheet.maskWidth + ((x / sheet.scale) | 0)] === 0
    )
      continue;
    let here = line.stations[j] === 1;
    if (!here) {
      // Hidden under ink (the line's pixel, or one beside it, is ink in a thick run), or faded:
      // a thin ridge still darker than the paper on both of its sides.
      for (let d = -1; d <= 1 && !here; d++) {
        const cc = c + d;
        if (cc < 0 || cc >= span) continue;
        here = mask[at(a, cc)] === 1 || (faint !== null && ridge(faint, a, cc, side));
      }
      // Within a ridge's reach of the frame's edge a faded line cannot be seen: no station of
      // the chord (a line leaving through a corner would seem to stop short of its end).
      if (!here && faint !== null && (c - side < 0 || c + side >= span)) continue;
    }
    if (start < 0) start = j;
    end = j;
    chord++;
    if (line.stations[j] === 1) {
      supported++;
      // Paper on both sides, just past the line or one more step out (the partner of a double
      // margin): a line stands alone; in dense grain every band looks like one.
      if (paperBeside(a, c, -1) && paperBeside(a, c, 1)) isolated++;
    }
    if (!here) continue;
    // A stretch runs on while the line is there (a gap of one station bridged) and counts its
    // own runs: ink crossing the line does not break it, paper does.
    if (last < j - 2) {
      stretch = 0;
      from = j;
    }
    if (line.stations[j] === 1) stretch++;
    widest = Math.max(widest, j - from + 1);
    last = j;
    longest = Math.max(longest, stretch);
    present++;
    if (firstPresent < 0) firstPresent = j;
    lastPresent = j;
  }
  if (chord < 8 || present === 0) return -1;
  const length = end - start + 1;
  const ruled =
    present >= settings.present * chord &&
    supported >= settings.supported * chord &&
    isolated >= settings.isolated * supported &&
    longest >= settings.stretch * chord &&
    line.deviation <= Math.max(settings.deviation, line.thickness / 6) &&
    firstPresent - start <= settings.endGap * length &&
    end - lastPresent <= settings.endGap * length &&
    (widest >= settings.unbroken * length || line.even >= settings.even);
  return ruled ? widest / length : -1;
}
