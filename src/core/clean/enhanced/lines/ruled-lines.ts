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
//      both of its ends (lines.ruled in enhanced-params.ts; line-presence.ts). A signature's own underline ends inside the
//      sheet; lines of handwriting are not straight to a pixel or two along a fifth of their
//      length, and rows of small handwriting, which can be, are neither unbroken along half
//      their chord nor one thickness along it (ruled.unbroken, ruled.even);
//   4. the ruling: the lines whose offsets are whole numbers of one spacing apart (within
//      ruled.spacingTolerance, for perspective), the spacing chosen to hold the most line evidence —
//      so an underline beside a ruled line, a fraction of a spacing off it, is not part of it.
//      Two lines make a ruling (a tight crop shows two or three); one line alone is a ruling
//      only across another one (the margin of lined paper), or where it is there in one
//      unbroken stretch along nine tenths of its chord: a fold, a page's edge, a lone printed
//      line — like a thin run across the frame (long-lines.ts), but crossed by strokes and
//      faded in places;
//   5. along each line of the ruling, the ink run across it is cleared where it is no thicker
//      than ruled.clearPerThickness × the line's own thickness: a stroke crossing the line is
//      thicker there and keeps its pixels; where a stroke only touches it from one side, the
//      line's band past the stroke's own width is cleared (line-clear.ts); given the picture,
//      the pixels cleared that are at least twice as dark as the line are ink drawn along it
//      and stay (line-ink.ts).
// Nothing depends on the pen's width but the cap on the evidence (lines up to twice the
// stroke, or a share of the picture), so a line as thick as the pen is found like a thin one.
// Pure; returns the cleared pixel indices.
import type { Kernels } from '../../kernels.ts';
import { nonZeroBlocks } from '../../byte-mask.ts';
import { clearLine } from './line-clear.ts';
import { keepInkOnLine } from './line-ink.ts';
import { lineEvidence } from './line-evidence.ts';
import { fitNear, type FittedLine } from './line-fit.ts';
import { houghLines } from './line-hough.ts';
import { crossesSheet } from './line-presence.ts';
import {
  ENHANCED_PARAMS,
  type LineFinderSettings,
  type RuledSettings,
} from '../enhanced-params.ts';
import { ruling, type Judged } from './ruling.ts';
import { predictLines } from './ruling-extend.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

/** The picture the mask was cut from (paper 255) and the ink's threshold on it. */
export interface Faint {
  normalised: Uint8Array;
  threshold: number;
}

/**
 * Takes the ruled lines out of `mask`. `stroke`: the pen's median width (px), which caps the
 * evidence at twice the stroke (or finder.capShare of the picture, whichever is larger).
 * `blocks`: the mask's ink blocks (nonZeroBlocks) when the caller has them, taken here
 * otherwise; null: the whole mask is read (the same result). `scratch`: the memory its owner
 * keeps between cleans. `finder`: how the lines are found (lines.finder), `settings` how they
 * are judged and cleared (lines.ruled). `kernels`: the clean's faster kernels, if any. Each line
 * cleared is pushed onto `taken` when one is given.
 */
export function removeRuledLines(
  mask: Uint8Array,
  width: number,
  height: number,
  stroke: number,
  scratch: Scratch,
  sheet: SheetCells | null = null,
  levels: Faint | null = null,
  settings: RuledSettings = ENHANCED_PARAMS.lines.ruled,
  blocks: Int32Array | null = nonZeroBlocks(mask),
  finder: LineFinderSettings = ENHANCED_PARAMS.lines.finder,
  kernels: Kernels | null = null,
  taken: Judged[] | null = null,
): number[] {
  const faint = levels && {
    normalised: levels.normalised,
    depth: settings.faintDepth * (255 - levels.threshold),
  };
  const { minCap, capPerStroke, capShare, minVotes: leastVotes } = finder;
  const cap = Math.max(minCap, capPerStroke * stroke, capShare * Math.min(width, height));
  const families: Judged[][] = [];
  const alone = new Set<Judged>();
  for (const horizontal of [true, false]) {
    const along = horizontal ? width : height;
    const across = horizontal ? height : width;
    // Both directions read the ink blocks: judging does not change the mask.
    const evidence = lineEvidence(mask, width, height, horizontal, cap, blocks, finder.stations);
    const minVotes = Math.max(
      leastVotes,
      Math.round(finder.minVotesShare * evidence.stations.length),
    );
    const found = houghLines(evidence, along, across, minVotes, scratch, finder, kernels);
    const judge = (line: FittedLine) => {
      const widest = crossesSheet(
        mask,
        width,
        height,
        horizontal,
        line,
        evidence.stations,
        sheet,
        faint,
        settings,
      );
      const distance = (line.offset - (across - 1) / 2) / Math.hypot(1, line.slope);
      return widest < 0 ? null : { ...line, horizontal, distance, widest };
    };
    const judged = found.map(judge).filter((line) => line !== null);
    const family = ruling(judged, settings);
    // The ruling's lines too short or too hidden for the vote floor, where it predicts them.
    if (settings.extend) {
      const thickness = median(family.lines.map((line) => line.thickness));
      const reach = settings.spacingTolerance * family.spacing;
      for (const predicted of predictLines(family, along, across, settings.maxPredicted)) {
        const fitted = fitNear(evidence, along, predicted.offset, predicted.slope, reach, finder);
        if (
          fitted === null ||
          Math.abs(Math.atan(fitted.slope) - Math.atan(predicted.slope)) > settings.converge ||
          Math.abs(fitted.offset - predicted.offset) > reach * Math.hypot(1, predicted.slope) ||
          Math.max(fitted.thickness, thickness) >
            settings.alike * Math.min(fitted.thickness, thickness)
        )
          continue;
        const line = judge(fitted);
        if (line) family.lines.push(line);
      }
    }
    families.push(family.lines);
    // A line there unbroken across the sheet is no stroke, ruling or not (a fold, a page's edge).
    for (const line of judged) if (line.widest >= settings.acrossSheet) alone.add(line);
  }
  // A lone line is a margin only across a ruling.
  const [rows, columns] = families;
  const keep = (family: Judged[], other: Judged[]) =>
    family.length >= 2 || (family.length === 1 && other.length >= 2) ? family : [];
  const removed: number[] = [];
  for (const line of new Set([...keep(rows, columns), ...keep(columns, rows), ...alone])) {
    const from = removed.length;
    taken?.push(line);
    clearLine(mask, width, height, line, removed, stroke, settings);
    // Ink drawn along the line, much darker than it, stays (line-ink.ts).
    if (levels) {
      const { inkOverLine } = settings;
      keepInkOnLine(mask, levels.normalised, width, height, line, removed, from, inkOverLine);
    }
  }
  return removed;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}
