// Where a ruling's other lines lie (ruled-lines.ts, step 4's last part). The Hough's vote floor
// misses a ruled line whose chord is short — one cutting across a corner of the crop — and one
// mostly hidden under ink; the ruling says where they are. Its lines' offsets and slopes are
// straight functions of their number from the first (perspective spaces and turns a sheet's
// lines evenly), so the missing ones are predicted in the gaps between them and beyond both ends,
// by the spacing, for as long as a line still crosses the picture. Each prediction is only a place
// to look: ruled-lines.ts fits the runs there and judges the line as it judges the others. Pure.
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import type { Ruling } from './ruling.ts';

/** A predicted line: across = offset + slope × (along − centre), as a FittedLine's. */
export interface Predicted {
  offset: number;
  slope: number;
}

/**
 * The lines a ruling of two or more predicts where it has none: in the gaps between its lines
 * and beyond its first and last while the line crosses the picture (`along` × `across` px); at
 * most `maxPredicted` of them (a fine spacing over a tall picture).
 */
export function predictLines(
  ruling: Ruling,
  along: number,
  across: number,
  maxPredicted = ENHANCED_PARAMS.lines.ruled.maxPredicted,
): Predicted[] {
  const { lines, spacing } = ruling;
  if (lines.length < 2 || !(spacing > 0)) return [];
  const first = lines[0].distance;
  const numbers = lines.map((line) => Math.round((line.distance - first) / spacing));
  const offset = straight(
    numbers,
    lines.map((line) => line.offset),
  );
  const slope = straight(
    numbers,
    lines.map((line) => line.slope),
  );
  if (offset === null || slope === null) return [];
  const centre = (along - 1) / 2;
  const at = (k: number): Predicted => ({
    offset: offset.a + offset.b * k,
    slope: slope.a + slope.b * k,
  });
  // Some of the line lies inside the picture: across its ends it is not all above or below.
  const crosses = ({ offset: o, slope: s }: Predicted) => {
    const low = Math.min(o - s * centre, o + s * centre);
    const high = Math.max(o - s * centre, o + s * centre);
    return high >= 0 && low <= across - 1;
  };
  const held = new Set(numbers);
  const out: Predicted[] = [];
  const last = numbers[numbers.length - 1];
  for (let k = 1; k < last && out.length < maxPredicted; k++) if (!held.has(k)) out.push(at(k));
  for (const direction of [-1, 1]) {
    for (let k = direction < 0 ? -1 : last + 1; out.length < maxPredicted; k += direction) {
      const line = at(k);
      if (!crosses(line)) break;
      out.push(line);
    }
  }
  return out;
}

/** The least-squares line value = a + b × k through the points; null when all k are one. */
function straight(k: number[], value: number[]): { a: number; b: number } | null {
  const n = k.length;
  let sk = 0;
  let sv = 0;
  let skk = 0;
  let skv = 0;
  for (let i = 0; i < n; i++) {
    sk += k[i];
    sv += value[i];
    skk += k[i] * k[i];
    skv += k[i] * value[i];
  }
  const denominator = n * skk - sk * sk;
  if (denominator === 0) return null;
  const b = (n * skv - sk * sv) / denominator;
  return { a: (sv - b * sk) / n, b };
}
