// Straight lines found one by one in the evidence of thin runs (ruled-lines.ts, step 2): each run
// votes, for every slope up to a limit, for the offset its centre gives a line of that slope (a
// Hough transform over (slope, offset), on the stations' coarse grid: one bin is one station
// step). The strongest bin is a line: the runs near it are fitted by least squares at full
// resolution, with a shrinking band so a parallel neighbour (an underline beside a ruled line)
// is not averaged in, and their votes are taken back before the next line is looked for. So
// every line has its own slope: lines seen in perspective converge, and any slant up to the
// limit is found. Pure; typed arrays only.
import type { Evidence } from './line-evidence.ts';

/** A line across = offset + slope × (along − centre), in full-resolution pixels. */
export interface FittedLine {
  offset: number;
  slope: number;
  /** The line's own thickness: the median length of its runs (px). */
  thickness: number;
  /** 1 at each station where a run of the line was found. */
  stations: Uint8Array;
  /** How many stations have one. */
  votes: number;
  /** The median distance of its runs' centres from the line (px). */
  deviation: number;
}

/** The band around a fitted line that holds its runs: at least this many px. */
export const FIT_BAND = 2;

export function houghLines(
  evidence: Evidence,
  along: number,
  across: number,
  maxSlope: number,
  minVotes: number,
  maxLines: number,
): FittedLine[] {
  const { stations, step, station, centre, length, count } = evidence;
  const m = stations.length;
  const half = (m - 1) / 2;
  const centreAlong = (along - 1) / 2;
  const k0 = Math.ceil(maxSlope * m);
  const slopes = 2 * k0 + 1;
  const reach = Math.ceil(maxSlope * (half + 1)) + 2;
  const bins = Math.ceil(across / step) + 2 * reach + 1;
  const votes = new Int32Array(slopes * bins);
  const used = new Uint8Array(count);
  const vote = (p: number, sign: number) => {
    const c = centre[p] / step;
    const a = station[p] - half;
    for (let k = 0; k < slopes; k++) {
      const b = Math.round(c - ((k - k0) / m) * a) + reach;
      votes[k * bins + b] += sign;
    }
  };
  for (let p = 0; p < count; p++) vote(p, 1);

  const lines: FittedLine[] = [];
  const chosen = new Int32Array(count);
  const residuals = new Float32Array(count);
  const fineCounts = new Int32Array(FINE_SLOPES * (2 * Math.ceil(FINE_REACH * step) + 8));
  for (let round = 0; round < 4 * maxLines && lines.length < maxLines; round++) {
    // The strongest bin, judged with its heavier neighbour (a line may straddle two offsets).
    let best = -1;
    let at = -1;
    for (let k = 0; k < slopes; k++) {
      const row = k * bins;
      for (let b = 1; b < bins - 1; b++) {
        const v = votes[row + b];
        if (v === 0) continue;
        const score = v + Math.max(votes[row + b - 1], votes[row + b + 1]);
        if (score > best) {
          best = score;
          at = row + b;
        }
      }
    }
    if (best < minVotes) break;
    const k = Math.floor(at / bins);
    let slope = (k - k0) / m;
    // Coarse offset at the centre station, in full pixels; slope is the same at both scales.
    let offset = (at - k * bins - reach) * step;
    // The runs within 0.75 of a step of the bin's line, then twice within the line's own band:
    // a parallel neighbour a few pixels off (an underline beside a ruled line) is left out, not
    // averaged in.
    let picked = 0;
    let thickness = 1;
    // The densest thin line in and around the bin at full resolution: two parallel lines in one
    // bin (an underline a few pixels beside a ruled line) are two peaks here, and the stronger
    // is taken alone.
    const fine = densestLine(evidence, used, offset, slope, centreAlong, step, m, fineCounts);
    if (fine) ({ offset, slope } = fine);
    for (let pass = 0; pass < 3; pass++) {
      const width = Math.max(FIT_BAND, pass === 0 && !fine ? 0.75 * step : thickness / 2);
      let n = 0;
      for (let p = 0; p < count; p++) {
        if (used[p]) continue;
        const predicted = offset + slope * (stations[station[p]] - centreAlong);
        if (Math.abs(centre[p] - predicted) <= width) chosen[n++] = p;
      }
      if (n < 2) break;
      picked = n;
      ({ offset, slope } = leastSquares(chosen, picked, evidence, centreAlong));
      thickness = medianLength(chosen, picked, length);
    }
    // Take the chosen runs' votes back (and those of any run inside the coarse band, so the same
    // line is not found again from its fringe).
    const band = Math.max(FIT_BAND, thickness / 2, 0.75 * step);
    const onLine = new Uint8Array(m);
    let taken = 0;
    let onCount = 0;
    for (let p = 0; p < count; p++) {
      if (used[p]) continue;
      const predicted = offset + slope * (stations[station[p]] - centreAlong);
      const residual = Math.abs(centre[p] - predicted);
      if (residual > band) continue;
      used[p] = 1;
      vote(p, -1);
      taken++;
      if (residual <= Math.max(FIT_BAND, thickness / 2)) {
        onLine[station[p]] = 1;
        residuals[onCount++] = residual;
      }
    }
    if (taken === 0) {
      // Nothing left to take: clear the bin so the loop moves on.
      votes[at] = 0;
      continue;
    }
    if (picked < 2) continue;
    let stationsOn = 0;
    for (let j = 0; j < m; j++) stationsOn += onLine[j];
    if (Math.abs(slope) <= maxSlope * 1.05) {
      lines.push({
        offset,
        slope,
        thickness,
        stations: onLine,
        votes: stationsOn,
        deviation: onCount === 0 ? 0 : median(residuals, onCount),
      });
    }
  }
  return lines;
}

/** The fine search spans this many coarse slope steps either way, in quarter steps… */
const FINE_SPAN = 1.5;
const FINE_SLOPES = 4 * 2 * FINE_SPAN + 1;
/** …and offsets within this many coarse steps (stations) of the bin's line. */
const FINE_REACH = 1.5;

/**
 * The (slope, offset) near a coarse bin's line whose 3 px band holds the most unused runs, at
 * 1 px and a quarter of the coarse slope step; null where no band holds two runs.
 */
function densestLine(
  evidence: Evidence,
  used: Uint8Array,
  offset: number,
  slope: number,
  centreAlong: number,
  step: number,
  m: number,
  counts: Int32Array,
): { offset: number; slope: number } | null {
  const { stations, station, centre, count } = evidence;
  const half = Math.ceil(FINE_REACH * step) + 3;
  const size = 2 * half + 2;
  counts.fill(0);
  const fineStep = 1 / (4 * m);
  const span = FINE_SPAN / m;
  for (let p = 0; p < count; p++) {
    if (used[p]) continue;
    const x = stations[station[p]] - centreAlong;
    const residual = centre[p] - (offset + slope * x);
    // Any slope within the span moves the run's offset by at most span × |x|.
    if (Math.abs(residual) > half - 2 + span * Math.abs(x)) continue;
    for (let f = 0; f < FINE_SLOPES; f++) {
      const s = -span + f * fineStep;
      const b = Math.round(residual - s * x) + half;
      if (b >= 0 && b < size) counts[f * size + b]++;
    }
  }
  let best = 1;
  let at = -1;
  for (let f = 0; f < FINE_SLOPES; f++) {
    const row = f * size;
    for (let b = 1; b < size - 1; b++) {
      const v = counts[row + b - 1] + counts[row + b] + counts[row + b + 1];
      if (v > best) {
        best = v;
        at = row + b;
      }
    }
  }
  if (at < 0) return null;
  const f = Math.floor(at / size);
  const s = -span + f * fineStep;
  return { offset: offset + (at - f * size - half), slope: slope + s };
}

function leastSquares(chosen: Int32Array, n: number, evidence: Evidence, centreAlong: number) {
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const p = chosen[i];
    const x = evidence.stations[evidence.station[p]] - centreAlong;
    const y = evidence.centre[p];
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  const denominator = n * sxx - sx * sx;
  const slope = denominator === 0 ? 0 : (n * sxy - sx * sy) / denominator;
  return { slope, offset: (sy - slope * sx) / n };
}

function medianLength(chosen: Int32Array, n: number, length: Uint16Array): number {
  const lengths = new Uint16Array(n);
  for (let i = 0; i < n; i++) lengths[i] = length[chosen[i]];
  lengths.sort();
  return lengths[n >> 1];
}

function median(values: Float32Array, n: number): number {
  const sorted = values.slice(0, n).sort();
  return sorted[n >> 1];
}
