// Straight lines found one by one in the evidence of thin runs (ruled-lines.ts, step 2): each run
// votes, for every slope up to a limit, for the offset its centre gives a line of that slope (a
// Hough transform over (slope, offset), on the stations' coarse grid: one bin is one station
// step). The strongest bin is a line: the runs near it are fitted by least squares at full
// resolution, with a shrinking band so a parallel neighbour (an underline beside a ruled line)
// is not averaged in, and their votes are taken back before the next line is looked for. So
// every line has its own slope: lines seen in perspective converge, and any slant up to the
// limit is found. Pure; typed arrays only.
import type { Kernels } from '../../kernels.ts';
import { ENHANCED_PARAMS, type LineFinderSettings } from '../enhanced-params.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { houghTable } from './hough-table.ts';
import type { Evidence } from './line-evidence.ts';
import { densestLine, fineSlopes, median, refine, type FittedLine } from './line-fit.ts';

/** The lines in `evidence` with at least `minVotes` runs, up to `finder.maxSlope` and at most
 * `finder.maxLines` of them, strongest first (`kernels`: the clean's faster kernels, if any). */
export function houghLines(
  evidence: Evidence,
  along: number,
  across: number,
  minVotes: number,
  scratch: Scratch,
  finder: LineFinderSettings = ENHANCED_PARAMS.lines.finder,
  kernels: Kernels | null = null,
): FittedLine[] {
  const { maxSlope, maxLines, fineReach, fineSpan, fitBand, coarseBand, slopeSlack } = finder;
  const { stations, step, station, centre, length, count } = evidence;
  const m = stations.length;
  const half = (m - 1) / 2;
  const centreAlong = (along - 1) / 2;
  const k0 = Math.ceil(maxSlope * m);
  const slopes = 2 * k0 + 1;
  const reach = Math.ceil(maxSlope * (half + 1)) + 2;
  const bins = Math.ceil(across / step) + 2 * reach + 1;
  // The vote table (hough-table.ts): the kernel's where handed in, else the TypeScript's.
  const shape = { slopes, bins, reach, count };
  const table = kernels?.houghTable(shape) ?? houghTable(shape, scratch);
  const { votes, cs, as, slopeOf, rowScore, rowAt, stale, rowPeak, alive, runs } = table;
  // Each slope's strongest bin (its score and the first bin with it), kept between rounds: votes
  // are only ever taken back, so a row's best stays its best unless a bin within one of it
  // changed (a bin's score reads its neighbours); only such rows are searched again.
  stale.fill(1);
  for (let k = 0; k < slopes; k++) slopeOf[k] = (k - k0) / m;
  for (let p = 0; p < count; p++) {
    cs[p] = centre[p] / step;
    as[p] = station[p] - half;
  }
  // The first votes, with each row's largest: a bin's score is at most twice it, so a row whose
  // largest vote is under half the floor can never hold a line (votes only fall) and is never
  // searched (a signature without ruled lines leaves every row so).
  // Slope by slope, so that each row is cleared and voted in while it is in cache; only the
  // slopes that may hold a line (vote-bound.ts).
  table.vote(minVotes);
  // A live row's score is at most twice its largest vote: until it is searched, that bound
  // stands in for it (see the search below). Only live rows are kept up to date when a line's
  // runs are taken back (the others are never searched).
  let aliveCount = 0;
  for (let k = 0; k < slopes; k++) {
    if (2 * rowPeak[k] >= minVotes) {
      rowScore[k] = 2 * rowPeak[k];
      alive[aliveCount++] = k;
      continue;
    }
    stale[k] = 0;
    rowScore[k] = -1;
    rowAt[k] = -bins;
  }

  // The runs not taken yet, in order (a line's runs leave the list once it is taken), so each
  // round reads only what is left.
  const live = { list: new Int32Array(count), n: count };
  for (let p = 0; p < count; p++) live.list[p] = p;
  const lines: FittedLine[] = [];
  const chosen = new Int32Array(count);
  const residuals = new Float32Array(count);
  const fineCounts = new Int32Array(fineSlopes(fineSpan) * (2 * Math.ceil(fineReach * step) + 8));
  for (let round = 0; round < 4 * maxLines && lines.length < maxLines; round++) {
    // The strongest bin, judged with its heavier neighbour (a line may straddle two offsets).
    table.strongest();
    const [best, at] = table.found;
    if (best < minVotes) break;
    const k = Math.floor(at / bins);
    let slope = (k - k0) / m;
    // Coarse offset at the centre station, in full pixels; slope is the same at both scales.
    let offset = (at - k * bins - reach) * step;
    // The densest thin line in and around the bin at full resolution: two parallel lines in one
    // bin (an underline a few pixels beside a ruled line) are two peaks here, and the stronger
    // is taken alone. Without one, the runs within coarseBand of a step of the bin's line.
    const fine = densestLine(
      evidence,
      live,
      offset,
      slope,
      centreAlong,
      fineReach * step,
      fineCounts,
      fineSpan,
    );
    if (fine) ({ offset, slope } = fine);
    const fitted = refine(
      evidence,
      live,
      { offset, slope, first: fine ? 0 : coarseBand * step },
      centreAlong,
      chosen,
      fitBand,
    );
    ({ offset, slope } = fitted);
    const { thickness, picked } = fitted;
    // Take the chosen runs' votes back (and those of any run inside the coarse band, so the same
    // line is not found again from its fringe).
    const band = Math.max(fitBand, thickness / 2, coarseBand * step);
    const onLine = new Uint8Array(m);
    let taken = 0;
    let onCount = 0;
    let evenCount = 0;
    let kept = 0;
    for (let i = 0; i < live.n; i++) {
      const p = live.list[i];
      const predicted = offset + slope * (stations[station[p]] - centreAlong);
      const residual = Math.abs(centre[p] - predicted);
      if (residual > band) {
        live.list[kept++] = p;
        continue;
      }
      runs[taken++] = p;
      if (residual <= Math.max(fitBand, thickness / 2)) {
        onLine[station[p]] = 1;
        residuals[onCount++] = residual;
        if (Math.abs(length[p] - thickness) <= 1) evenCount++;
      }
    }
    live.n = kept;
    table.unvote(taken, aliveCount);
    if (taken === 0) {
      // Nothing left to take: clear the bin so the loop moves on.
      votes[at] = 0;
      stale[Math.floor(at / bins)] = 1;
      continue;
    }
    if (picked < 2) continue;
    let stationsOn = 0;
    for (let j = 0; j < m; j++) stationsOn += onLine[j];
    if (Math.abs(slope) <= maxSlope * slopeSlack) {
      lines.push({
        offset,
        slope,
        thickness,
        stations: onLine,
        votes: stationsOn,
        deviation: onCount === 0 ? 0 : median(residuals, onCount),
        even: onCount === 0 ? 0 : evenCount / onCount,
      });
    }
  }
  table.release();
  return lines;
}
