// Ruled, squared and margin lines as phones see them (issue 23): a few lines far apart in a tight
// crop, slanted up to 25°, converging in perspective, as thick and as dark as the pen, faded in
// shadow, crossed by ink or covered by a marker. Each line is found on its own and the lines are
// recognised as a ruling by their spacing, never by one shared slope:
//
//   1. evidence: the thin runs across the lines' axis at about 256 stations (line-evidence.ts);
//   2. straight lines one by one, each with its own slope (line-hough.ts);
//   3. a ruled line crosses the whole sheet: along its chord (the part of it inside the picture
//      and on the sheet) it is there — as its own thin run, hidden under ink, or faded in shadow
//      but still a ridge darker than the paper — at most stations, its own runs at a fifth of
//      them with one unbroken stretch, straight to a pixel, paper on both sides, and it reaches
//      both of its ends (RULED). A signature's own underline ends inside the sheet; lines of handwriting are not
//      straight to a pixel or two along a fifth of their length;
//   4. the ruling: the lines whose offsets are whole numbers of one spacing apart (within
//      SPACING_TOLERANCE, for perspective), the spacing chosen to hold the most line evidence —
//      so an underline beside a ruled line, a fraction of a spacing off it, is not part of it.
//      Two lines make a ruling (a tight crop shows two or three); one line alone is a ruling
//      only across another one (the margin of lined paper);
//   5. along each line of the ruling, the ink run across it is cleared where it is no thicker
//      than RULED.clearPerThickness × the line's own thickness: a stroke crossing the line is
//      thicker there and keeps its pixels; where a stroke only touches it from one side, the
//      line's band past the stroke's own width is cleared (line-clear.ts).
// Nothing depends on the pen's width but the cap on the evidence (lines up to twice the
// stroke, or a share of the picture), so a line as thick as the pen is found like a thin one.
// Pure; returns the cleared pixel indices.
import { across, clearLine } from './line-clear.ts';
import { lineEvidence } from './line-evidence.ts';
import { houghLines, type FittedLine } from './line-hough.ts';
import { ALIKE, ruling, type Judged } from './ruling.ts';
import type { SheetCells } from './stroke-width.ts';

/** Lines up to 25° off the picture's axes. */
export const MAX_SLOPE = Math.tan((25 * Math.PI) / 180);
/** A line is looked at when its runs reach this share of the stations. */
export const MIN_VOTES_SHARE = 0.15;
/** The judgement of a ruled line (step 3) and its clearing (step 5); options only to measure. */
export interface RuledSettings {
  /** Along its chord, a ruled line is there (its run, ink over it, or a faint ridge) at this
   * share of the stations… */
  present: number;
  /** …its own thin runs at this share… */
  supported: number;
  /** …one unbroken stretch of it (crossed by ink or not; gaps of one station) holds its own runs
   * at this share of the stations: a ruled line runs on between the strokes; lines of
   * handwriting break between words and are straight only letter by letter… */
  stretch: number;
  /** …its runs' centres lie within this many px of it (median), or a sixth of its thickness for
   * a thick one: a printed line is straight, the baseline of handwriting wanders more… */
  deviation: number;
  /** …paper lies on both sides of this share of its own runs (a line stands alone; bands of
   * dense grain have ink beside them too)… */
  isolated: number;
  /** …and it reaches within this share of the chord of both of its ends. */
  endGap: number;
  /** A line faded in shadow is still there where it is a ridge darker than the paper on both of
   * its sides by this share of the way from the ink's threshold to white (normalised picture). */
  faintDepth: number;
  /** A line's run is cleared where it is at most this many times the line's thickness (+1 px). */
  clearPerThickness: number;
  /** A stroke touching a line from one side keeps this many px of blur past its pen's width
   * (line-clear.ts). */
  touchRim: number;
  /** The lines of one ruling are at most this many times as thick as each other (ruling.ts). */
  alike: number;
}

export const RULED: RuledSettings = {
  present: 0.6,
  supported: 0.2,
  stretch: 0.15,
  deviation: 1,
  isolated: 0.5,
  endGap: 0.05,
  faintDepth: 0.15,
  clearPerThickness: 1.5,
  touchRim: 1,
  alike: ALIKE,
};
/** The evidence's cap: runs up to this share of the picture's shorter side count too. */
export const CAP_SHARE = 0.02;
const MAX_LINES = 96;

/** The picture the mask was cut from (paper 255) and the ink's threshold on it. */
export interface Faint {
  normalised: Uint8Array;
  threshold: number;
}

/**
 * Takes the ruled lines out of `mask`. `stroke`: the pen's median width (px), which caps the
 * evidence at twice the stroke (or CAP_SHARE of the picture, whichever is larger).
 */
export function removeRuledLines(
  mask: Uint8Array,
  width: number,
  height: number,
  stroke: number,
  sheet: SheetCells | null = null,
  levels: Faint | null = null,
  settings: RuledSettings = RULED,
): number[] {
  const faint = levels && {
    normalised: levels.normalised,
    depth: settings.faintDepth * (255 - levels.threshold),
  };
  const cap = Math.max(4, 2 * stroke, CAP_SHARE * Math.min(width, height));
  const families: Judged[][] = [];
  for (const horizontal of [true, false]) {
    const along = horizontal ? width : height;
    const across = horizontal ? height : width;
    const evidence = lineEvidence(mask, width, height, horizontal, cap);
    const minVotes = Math.max(8, Math.round(MIN_VOTES_SHARE * evidence.stations.length));
    const found = houghLines(evidence, along, across, MAX_SLOPE, minVotes, MAX_LINES);
    const judged = found
      .filter((line) =>
        crossesSheet(
          mask,
          width,
          height,
          horizontal,
          line,
          evidence.stations,
          sheet,
          faint,
          settings,
        ),
      )
      .map((line) => ({
        ...line,
        horizontal,
        distance: (line.offset - (across - 1) / 2) / Math.hypot(1, line.slope),
      }));
    families.push(ruling(judged, settings.alike));
  }
  // A lone line is a margin only across a ruling.
  const [rows, columns] = families;
  const keep = (family: Judged[], other: Judged[]) =>
    family.length >= 2 || (family.length === 1 && other.length >= 2) ? family : [];
  const removed: number[] = [];
  for (const line of [...keep(rows, columns), ...keep(columns, rows)]) {
    clearLine(mask, width, height, line, removed, stroke, settings);
  }
  return removed;
}

/** Step 3: the line is there along most of its chord on the sheet and reaches both of its ends. */
function crossesSheet(
  mask: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
  line: FittedLine,
  stations: Int32Array,
  sheet: SheetCells | null,
  faint: { normalised: Uint8Array; depth: number } | null,
  settings: RuledSettings,
): boolean {
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
  let last = -9;
  const at = horizontal
    ? (a: number, c: number) => c * width + a
    : (a: number, c: number) => a * width + c;
  const side = Math.ceil(line.thickness / 2) + 3;
  const paperBeside = (a: number, c: number, sign: number) =>
    [side, 2 * side].some((d) => {
      const cc = c + sign * d;
      return cc >= 0 && cc < span && mask[at(a, cc)] !== 1;
    });
  const ridge = (
    f: { normalised: Uint8Array; depth: number },
    a: number,
    c: number,
    off: number,
  ) => {
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
    if (start < 0) start = j;
    end = j;
    chord++;
    let here = line.stations[j] === 1;
    if (here) {
      supported++;
      // Paper on both sides, just past the line or one more step out (the partner of a double
      // margin): a line stands alone; in dense grain every band looks like one.
      if (paperBeside(a, c, -1) && paperBeside(a, c, 1)) isolated++;
    } else {
      // Hidden under ink (the line's pixel, or one beside it, is ink in a thick run), or faded:
      // a thin ridge still darker than the paper on both of its sides.
      for (let d = -1; d <= 1 && !here; d++) {
        const cc = c + d;
        if (cc < 0 || cc >= span) continue;
        here = mask[at(a, cc)] === 1 || (faint !== null && ridge(faint, a, cc, side));
      }
    }
    if (!here) continue;
    // A stretch runs on while the line is there (a gap of one station bridged) and counts its
    // own runs: ink crossing the line does not break it, paper does.
    stretch = last >= j - 2 ? stretch : 0;
    if (line.stations[j] === 1) stretch++;
    last = j;
    longest = Math.max(longest, stretch);
    present++;
    if (firstPresent < 0) firstPresent = j;
    lastPresent = j;
  }
  if (chord < 8 || present === 0) return false;
  const length = end - start + 1;
  return (
    present >= settings.present * chord &&
    supported >= settings.supported * chord &&
    isolated >= settings.isolated * supported &&
    longest >= settings.stretch * chord &&
    line.deviation <= Math.max(settings.deviation, line.thickness / 6) &&
    firstPresent - start <= settings.endGap * length &&
    end - lastPresent <= settings.endGap * length
  );
}
