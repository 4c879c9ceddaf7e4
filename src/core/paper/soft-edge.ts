// Whether a dark region off the sheet is a shadow on it (find-paper.ts, keepOnlyDarkOutside): a
// shadow's edge is soft, a table's, a book's or a photo's dark surroundings' is a step. Read on
// the cells' brightness at 1, `rampCells` and 2 × `rampCells` cells in from where the region
// meets the sheet (`shadow` of paper-params.ts):
//   - `rampCells` in, the region is still brighter than `darkShare` × the sheet: a penumbra many
//     cells wide; a table is dark one or two cells past its edge;
//   - or it is still darkening there: from `rampCells` to 2 × `rampCells` in it darkens per cell
//     at least `rampSlope` × as fast as over its first `rampCells`. A deep shadow's cells turn steep
//     (cells.ts) only where its light is down to about half, and its penumbra goes on past that
//     at the same rate (about half to once as fast again); a table, a desk or a hand is as dark
//     as it gets two cells past its edge and stays there (a tenth as fast or less; the
//     measurements are in docs/QUALITY.md).
// Pure.
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';

/**
 * Whether the region off the sheet whose `count` cells `cells` holds has a soft edge (see the
 * header); `dark` is `darkShare` × the sheet's median (of R + G + B). `distance` is scratch of
 * the grid's size, −1 everywhere, and is left so.
 */
export function softEdge(
  region: Uint8Array,
  channels: Uint8Array[],
  w: number,
  h: number,
  cells: Int32Array,
  count: number,
  distance: Int32Array,
  dark: number,
  { rampCells, rampSlope }: PaperParams['shadow'] = PAPER_PARAMS.shadow,
): boolean {
  const [r, g, b] = channels;
  const n = w * h;
  const far = 2 * rampCells;
  // `distance` is −1 off this region; its cells start at 0 (not reached) and get 1, 2, … cells
  // from the sheet, breadth first, up to `far`.
  for (let k = 0; k < count; k++) distance[cells[k]] = 0;
  const order = new Int32Array(count);
  let tail = 0;
  const step = (p: number, q: number, from: number) => {
    if (q < 0 || q >= n) return;
    if (from === 0 ? region[q] === 1 : distance[q] === 0) {
      if (from === 0) {
        if (distance[p] === 0) {
          distance[p] = 1;
          order[tail++] = p;
        }
      } else {
        distance[q] = from + 1;
        order[tail++] = q;
      }
    }
  };
  const around = (p: number, from: number) => {
    const x = p - ((p / w) | 0) * w;
    if (x > 0) step(p, p - 1, from);
    if (x < w - 1) step(p, p + 1, from);
    step(p, p - w, from);
    step(p, p + w, from);
  };
  for (let k = 0; k < count; k++) around(cells[k], 0);
  // The summed brightness and the count of the cells at 1, `rampCells` and `far` cells in.
  const sums = [0, 0, 0];
  const counts = [0, 0, 0];
  for (let head = 0; head < tail; head++) {
    const p = order[head];
    const d = distance[p];
    const slot = d === 1 ? 0 : d === rampCells ? 1 : d === far ? 2 : -1;
    if (slot >= 0) {
      sums[slot] += r[p] + g[p] + b[p];
      counts[slot]++;
    }
    if (d < far) around(p, d);
  }
  for (let k = 0; k < count; k++) distance[cells[k]] = -1;
  if (counts[1] === 0) return false;
  const ramp = sums[1] / counts[1];
  if (ramp >= dark) return true;
  if (counts[2] === 0) return false;
  // Per cell: over the first `rampCells` (from the first cell in), then on to `far`.
  const early = (sums[0] / counts[0] - ramp) / (rampCells - 1);
  const late = (ramp - sums[2] / counts[2]) / (far - rampCells);
  return late > 0 && late >= rampSlope * early;
}
