// Issue 10's ruled lines, kept to measure what issue 23's one-by-one lines buy (ruled-lines.ts;
// `enhanced-family-lines`). Ruled, squared and margin lines at small angles and partial spans: a notepad
// photographed askew, a corner of lined paper. Lines are found as a family of parallel straight
// structures, then taken out of the ink mask where they are thin:
//
//   1. every run of ink along the rows (columns for vertical lines) at least `minRun` long and
//      thin across is a piece of a line or of a pen stroke; a line at a slight slant is a
//      staircase of such runs;
//   2. the slope: each run's midpoint votes, weighted by its length, for its offset along the
//      perpendicular for every slope up to components.lineSlope (enhanced-params.ts); the slope
//      whose offset profile is most peaked wins (votes are runs, not pixels: a few thousand at
//      most);
//   3. the lines: offsets holding at least MIN_SPAN of the sheet's extent in runs; they count
//      only as a family of at least MIN_FAMILY parallel lines, so a lone long straight pen
//      stroke (an underline) is never taken for a ruled line; and each line must run unbroken
//      (gaps up to MAX_GAP) along MIN_SPAN of the extent on its own slant: lines of handwriting,
//      evenly spaced, also vote for a family, but their strokes line up only letter by letter;
//   4. along each line the ink run across it is cleared where it is at most `maxThickness`:
//      a pen stroke crossing the line is thick across it there and keeps its pixels.
// Pure; returns the cleared pixel indices.

import { ENHANCED_PARAMS } from '../../../src/core/clean/enhanced/enhanced-params.ts';
import { columnRuns, rowRuns, thickness, type Geometry } from './line-runs.ts';

const SLOPE_STEP = 0.0005;
const COARSE = 4;
/** A line's runs add up to at least this share of the sheet's width (height). */
export const MIN_SPAN = 0.4;
/** At least this many parallel, evenly spaced lines make a ruling. */
export const MIN_FAMILY = 3;
/** A ruled line runs on across gaps of at most this many pixels (noise, a faint stretch). */
export const MAX_GAP = 2;
/** Gaps between ruled lines are whole spacings within this share of one. */
export const FAMILY_SPACING_TOLERANCE = 0.15;

export function removeRuledLines(
  mask: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
  minRun: number,
): number[] {
  const removed: number[] = [];
  const rows: Geometry = { along: width, across: height, at: (a, c) => c * width + a };
  const found = continuous(mask, rows, findFamily(rowRuns(mask, rows, maxThickness, minRun), rows));
  if (found) clearLines(mask, rows, found, maxThickness, removed);
  // Vertical lines: the same with the axes swapped, read in row order (no transposed copy).
  const columns: Geometry = { along: height, across: width, at: (a, c) => a * width + c };
  const family = continuous(
    mask,
    columns,
    findFamily(columnRuns(mask, width, height, maxThickness, minRun), columns),
  );
  if (family) clearLines(mask, columns, family, maxThickness, removed);
  return removed;
}

/**
 * The offsets that belong to an evenly spaced ruling: each is a whole number of spacings (the
 * median gap, within FAMILY_SPACING_TOLERANCE of it) from the previous or next one. Missing lines
 * (under the signature, too faint) leave gaps of several spacings, which still count.
 */
export function evenlySpaced(offsets: number[]): number[] {
  if (offsets.length < 2) return [];
  const gaps = offsets.slice(1).map((o, i) => o - offsets[i]);
  const spacing = [...gaps].sort((p, q) => p - q)[Math.floor((gaps.length - 1) / 2)];
  const fits = (gap: number) => {
    const k = Math.round(gap / spacing);
    return k >= 1 && Math.abs(gap - k * spacing) <= FAMILY_SPACING_TOLERANCE * spacing;
  };
  return offsets.filter(
    (_, i) => (i > 0 && fits(gaps[i - 1])) || (i < gaps.length && fits(gaps[i])),
  );
}

interface Family {
  slope: number;
  /** Offsets across at the centre along. */
  offsets: number[];
}

function findFamily(runs: number[], g: Geometry): Family | null {
  if (runs.length < 3 * MIN_FAMILY) return null;
  const centre = g.along / 2;
  const reach = Math.ceil(ENHANCED_PARAMS.components.lineSlope * centre) + 2;
  const size = g.across + 2 * reach;
  const bins = new Float64Array(size);
  let best = { score: -1, slope: 0 };
  const tryslope = (slope: number) => {
    bins.fill(0);
    for (let k = 0; k < runs.length; k += 3) {
      bins[Math.round(runs[k + 1] - slope * (runs[k] - centre) + reach)] += runs[k + 2];
    }
    let score = 0;
    for (let i = 0; i < size; i++) score += bins[i] * bins[i];
    if (score > best.score) best = { score, slope };
  };
  // Coarse steps of COARSE × SLOPE_STEP first, then the fine steps around the best.
  const steps = Math.round(ENHANCED_PARAMS.components.lineSlope / SLOPE_STEP);
  for (let k = -steps; k <= steps; k += COARSE) tryslope(k * SLOPE_STEP);
  const coarse = Math.round(best.slope / SLOPE_STEP);
  for (let k = coarse - COARSE + 1; k < coarse + COARSE; k++) {
    if (k !== coarse && Math.abs(k) <= steps) tryslope(k * SLOPE_STEP);
  }
  bins.fill(0);
  for (let k = 0; k < runs.length; k += 3) {
    bins[Math.round(runs[k + 1] - best.slope * (runs[k] - centre) + reach)] += runs[k + 2];
  }
  // A line's votes may straddle two bins: judge each bin with its heavier neighbour.
  const offsets: number[] = [];
  const minVotes = MIN_SPAN * g.along;
  for (let i = 1; i < size - 1; i++) {
    const pair = bins[i] + Math.max(bins[i - 1], bins[i + 1]);
    const peak = bins[i] >= bins[i - 1] && bins[i] > bins[i + 1];
    if (peak && pair >= minVotes) offsets.push(i - reach);
  }
  const ruled = evenlySpaced(offsets);
  return ruled.length >= MIN_FAMILY ? { slope: best.slope, offsets: ruled } : null;
}

function clearLines(
  mask: Uint8Array,
  g: Geometry,
  family: Family,
  maxThickness: number,
  removed: number[],
) {
  const centre = g.along / 2;
  for (const offset of family.offsets) {
    for (let a = 0; a < g.along; a++) {
      const c0 = Math.round(offset + family.slope * (a - centre));
      // The line's centre may sit a pixel off the rounded position.
      for (let d = 0; d < 3; d++) {
        const c = c0 + (d === 2 ? 1 : -d);
        if (c < 0 || c >= g.across || !mask[g.at(a, c)]) continue;
        const run = thickness(mask, g, a, c, maxThickness);
        if (run.length <= maxThickness) {
          for (let k = run.first; k < run.first + run.length; k++) {
            const index = g.at(a, k);
            mask[index] = 0;
            removed.push(index);
          }
        }
        break;
      }
    }
  }
}

/**
 * The longest stretch of the line at `offset` (slanted by `slope`) with ink within a pixel of
 * it at every step, bridging gaps of up to MAX_GAP steps: a ruled line is drawn in one stroke
 * and runs on between the words; the strokes of handwriting that line up only do so letter by
 * letter.
 */
function longestStretch(mask: Uint8Array, g: Geometry, slope: number, offset: number): number {
  const centre = g.along / 2;
  let best = 0;
  let start = -1;
  let last = -1;
  for (let a = 0; a < g.along; a++) {
    const c0 = Math.round(offset + slope * (a - centre));
    const ink =
      (c0 > 0 && c0 - 1 < g.across && mask[g.at(a, c0 - 1)] === 1) ||
      (c0 >= 0 && c0 < g.across && mask[g.at(a, c0)] === 1) ||
      (c0 + 1 >= 0 && c0 + 1 < g.across && mask[g.at(a, c0 + 1)] === 1);
    if (!ink) continue;
    if (start < 0 || a - last > MAX_GAP + 1) start = a;
    last = a;
    if (a - start + 1 > best) best = a - start + 1;
  }
  return best;
}

/** The family's lines that run unbroken along MIN_SPAN of the extent; none if fewer than MIN_FAMILY. */
function continuous(mask: Uint8Array, g: Geometry, family: Family | null): Family | null {
  if (!family) return null;
  const offsets = family.offsets.filter(
    (offset) => longestStretch(mask, g, family.slope, offset) >= MIN_SPAN * g.along,
  );
  return offsets.length >= MIN_FAMILY ? { slope: family.slope, offsets } : null;
}
