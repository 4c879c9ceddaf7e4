// Fitting a straight line to the thin runs near a given one (line-hough.ts, ruled-lines.ts): the
// densest 3 px band at 1 px and a quarter of the Hough's slope step, then least squares within
// the line's own band, so a parallel neighbour a few pixels off is left out, not averaged in.
// Pure; typed arrays only.
import type { LineFinderSettings } from '../enhanced-params.ts';
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
  /** The share of its runs within a pixel of its thickness (a printed line is one thickness). */
  even: number;
}

/** The fit's own settings (lines.finder of enhanced-params.ts): the band that holds a line's
 * runs (px, at least) and the fine search's span (coarse slope steps either way). */
export type FitSettings = Pick<LineFinderSettings, 'fitBand' | 'fineSpan'>;

/** The fine search's slopes: `fineSpan` coarse slope steps either way, in quarter steps. */
export const fineSlopes = (fineSpan: number) => 4 * 2 * fineSpan + 1;

/**
 * The runs to look at: `list[0..n)` (indices in increasing order), or all when `list` is null.
 */
export interface Runs {
  list: Int32Array | null;
  n: number;
}

/**
 * The (slope, offset) near a line whose 3 px band holds the most of `runs`, at 1 px and a
 * quarter of the coarse slope step, offsets within `reach` px and slopes within `fineSpan`
 * coarse steps; null where no band holds two.
 */
export function densestLine(
  evidence: Evidence,
  runs: Runs,
  offset: number,
  slope: number,
  centreAlong: number,
  reach: number,
  counts: Int32Array,
  fineSpan: number,
): { offset: number; slope: number } | null {
  const { stations, station, centre } = evidence;
  const m = stations.length;
  const half = Math.ceil(reach) + 3;
  const size = 2 * half + 2;
  counts.fill(0);
  const fineStep = 1 / (4 * m);
  const slopes = fineSlopes(fineSpan);
  const span = fineSpan / m;
  const { list, n } = runs;
  for (let i = 0; i < n; i++) {
    const p = list === null ? i : list[i];
    const x = stations[station[p]] - centreAlong;
    const residual = centre[p] - (offset + slope * x);
    // Any slope within the span moves the run's offset by at most span × |x|.
    if (Math.abs(residual) > half - 2 + span * Math.abs(x)) continue;
    for (let f = 0; f < slopes; f++) {
      const s = -span + f * fineStep;
      const b = Math.round(residual - s * x) + half;
      if (b >= 0 && b < size) counts[f * size + b]++;
    }
  }
  let best = 1;
  let at = -1;
  for (let f = 0; f < slopes; f++) {
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

/**
 * The line whose runs lie nearest a predicted one (ruled-lines.ts: a ruling's next line, too
 * short a chord to reach the vote floor): the densest 3 px band within `reach` px of it, fitted
 * by least squares within its own band as the lines found are; null where no band holds two runs.
 */
export function fitNear(
  evidence: Evidence,
  along: number,
  offset: number,
  slope: number,
  reach: number,
  fit: FitSettings,
): FittedLine | null {
  const { stations, station, centre, length, count } = evidence;
  const m = stations.length;
  const centreAlong = (along - 1) / 2;
  const all = { list: null, n: count };
  const fine = densestLine(
    evidence,
    all,
    offset,
    slope,
    centreAlong,
    reach,
    new Int32Array(fineSlopes(fit.fineSpan) * (2 * Math.ceil(reach) + 8)),
    fit.fineSpan,
  );
  if (!fine) return null;
  const { thickness, picked, ...fitted } = refine(
    evidence,
    all,
    { ...fine, first: 0 },
    centreAlong,
    new Int32Array(count),
    fit.fitBand,
  );
  ({ offset, slope } = fitted);
  if (picked < 2) return null;
  const band = Math.max(fit.fitBand, thickness / 2);
  const onLine = new Uint8Array(m);
  const residuals = new Float32Array(count);
  let onCount = 0;
  let evenCount = 0;
  for (let p = 0; p < count; p++) {
    const residual = Math.abs(centre[p] - (offset + slope * (stations[station[p]] - centreAlong)));
    if (residual > band) continue;
    onLine[station[p]] = 1;
    residuals[onCount++] = residual;
    if (Math.abs(length[p] - thickness) <= 1) evenCount++;
  }
  let votes = 0;
  for (let j = 0; j < m; j++) votes += onLine[j];
  const deviation = median(residuals, onCount);
  const even = onCount === 0 ? 0 : evenCount / onCount;
  return { offset, slope, thickness, stations: onLine, votes, deviation, even };
}

/**
 * The line fitted by least squares to the runs within its own band (half its thickness, at least
 * `fitBand` px; the first pass within `first` px), three times over, among `runs`: a parallel
 * neighbour a few pixels off (an underline beside a ruled line) is left out, not averaged in.
 * `picked`: the runs of the last fit (0 where no band held two).
 */
export function refine(
  evidence: Evidence,
  runs: Runs,
  start: { offset: number; slope: number; first: number },
  centreAlong: number,
  chosen: Int32Array,
  fitBand: number,
) {
  const { stations, station, centre, length } = evidence;
  const { list, n: available } = runs;
  let { offset, slope } = start;
  let picked = 0;
  let thickness = 1;
  for (let pass = 0; pass < 3; pass++) {
    const width = Math.max(fitBand, pass === 0 ? start.first : thickness / 2);
    let n = 0;
    for (let i = 0; i < available; i++) {
      const p = list === null ? i : list[i];
      const predicted = offset + slope * (stations[station[p]] - centreAlong);
      if (Math.abs(centre[p] - predicted) <= width) chosen[n++] = p;
    }
    if (n < 2) break;
    picked = n;
    ({ offset, slope } = leastSquares(chosen, picked, evidence, centreAlong));
    thickness = medianLength(chosen, picked, length);
  }
  return { offset, slope, thickness, picked };
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

export function median(values: Float32Array, n: number): number {
  const sorted = values.slice(0, n).sort();
  return sorted[n >> 1];
}
