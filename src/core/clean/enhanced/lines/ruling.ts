// Which of the straight lines found make a ruling (ruled-lines.ts, step 4): the lines a whole
// number of one spacing apart, parallel but for perspective. Every gap between two lines, and its
// halves and thirds, is tried as the spacing; the one whose lines hold the most evidence wins, so
// an underline a fraction of a spacing beside a ruled line is not part of the ruling. Pure.
import type { FittedLine } from './line-fit.ts';
import { ENHANCED_PARAMS, type RuledSettings } from '../enhanced-params.ts';

/** What makes a ruling (lines.ruled): lines as thick as each other within `alike`, whole
 * spacings apart within `spacingTolerance`, parallel within `converge`, and at least `fill` of
 * the lines the spacing predicts (lines under a signature or faded away may be missing). */
export type RulingSettings = Pick<
  RuledSettings,
  'alike' | 'spacingTolerance' | 'converge' | 'fill'
>;

export interface Judged extends FittedLine {
  horizontal: boolean;
  /** Offset across, perpendicular to the line, at the picture's centre (px). */
  distance: number;
}

/** A ruling's lines, by distance, and its spacing (px; 0 for a line alone). */
export interface Ruling {
  lines: Judged[];
  spacing: number;
}

/**
 * Step 4: the lines a whole number of one spacing apart. Every gap between two lines, and its
 * halves and thirds, is tried as the spacing; the one whose lines hold the most evidence wins.
 * Without any such pair, the strongest line alone (a margin, if the other axis has a ruling).
 */
export function ruling(
  lines: Judged[],
  settings: RulingSettings = ENHANCED_PARAMS.lines.ruled,
): Ruling {
  const { alike: alikeWithin, spacingTolerance, converge, fill } = settings;
  if (lines.length < 2) return { lines, spacing: 0 };
  const sorted = [...lines].sort((p, q) => p.distance - q.distance);
  let best: Judged[] = [];
  let bestVotes = -1;
  let bestSpacing = 0;
  const thickest = Math.max(...sorted.map((line) => line.thickness));
  for (let i = 0; i < sorted.length; i++) {
    for (let k = i + 1; k < sorted.length; k++) {
      const gap = sorted[k].distance - sorted[i].distance;
      const angle = (Math.atan(sorted[i].slope) + Math.atan(sorted[k].slope)) / 2;
      const parallel = (line: Judged) => Math.abs(Math.atan(line.slope) - angle) <= converge;
      if (!parallel(sorted[i]) || !parallel(sorted[k])) continue;
      const alike = (line: Judged) =>
        [sorted[i], sorted[k]].every(
          (seed) =>
            Math.max(line.thickness, seed.thickness) <=
            alikeWithin * Math.min(line.thickness, seed.thickness),
        );
      if (!alike(sorted[k])) continue;
      for (let parts = 1; parts <= 3; parts++) {
        const spacing = gap / parts;
        // Lines of a ruling do not touch (a double margin's two lines are a few pixels apart).
        if (spacing < thickest + 2) continue;
        const members = sorted.filter((line) => {
          if (!parallel(line) || !alike(line)) return false;
          const steps = (line.distance - sorted[i].distance) / spacing;
          return Math.abs(steps - Math.round(steps)) * spacing <= spacingTolerance * spacing;
        });
        // Members must not crowd: two within a fraction of a spacing keep the stronger.
        const spaced = members.filter(
          (line, n) =>
            !members.some(
              (other, o) =>
                o !== n &&
                Math.abs(other.distance - line.distance) < (1 - spacingTolerance) * spacing &&
                (other.votes > line.votes || (other.votes === line.votes && o < n)),
            ),
        );
        const votes = spaced.reduce((sum, line) => sum + line.votes, 0);
        if (spaced.length < 2 || votes <= bestVotes) continue;
        // Regular: at least `fill` of the lines the spacing predicts from the first to the last.
        const slots = (spaced[spaced.length - 1].distance - spaced[0].distance) / spacing + 1;
        if (spaced.length >= fill * slots) {
          best = spaced;
          bestVotes = votes;
          bestSpacing = spacing;
        }
      }
    }
  }
  if (best.length > 0) return { lines: best, spacing: bestSpacing };
  // No ruling: the strongest line alone, which is a margin if the other axis has a ruling.
  return { lines: [sorted.reduce((a, b) => (b.votes > a.votes ? b : a))], spacing: 0 };
}
