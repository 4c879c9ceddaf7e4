// Clearing a ruled line out of the ink mask (ruled-lines.ts, step 5). Along the line, the ink run
// across it is cleared where it is no thicker than `clearPerThickness` × the line's thickness:
// the line alone, or a stroke lying within it. A stroke crossing the line runs past it on both
// sides and keeps every pixel. A stroke touching it from one side (a shallow crossing, a marker's
// edge along the line) is a pen's width thick from its outer edge, measured across its own
// direction — more across the line as the stroke turns away from it, read from the slope of that
// edge nearby — and one pixel of blur; the line's band past that is the line's and is cleared.
// A marker is not always as wide as the pen's median width: where the stroke's edge that faces
// the line is seen on both sides of the touch (across paper beyond the line, or past the line's
// far side where the stroke covers it), the edge between is taken as straight, and the band's
// pixels short of it but for the pixel of blur are cleared too. Pure; typed arrays only.
import type { FittedLine } from './line-fit.ts';
import type { Judged } from './ruling.ts';

/** Offsets across from a line's centre, nearest first, where its run is looked for. */
const NEAREST_FIRST = [0, -1, 1, -2, 2];

/** Position across of `line` at `a` along. */
export const across = (line: FittedLine, a: number, along: number) =>
  line.offset + line.slope * (a - (along - 1) / 2);

/**
 * Marks `value` in `map` wherever it is 0 along `line`'s band: the pixels within half its
 * thickness and a pixel of its centre, the band clearLine clears its runs in, along its whole
 * length (its faded stretches and the pieces of it no cut took too).
 */
export function markBand(
  map: Uint8Array,
  width: number,
  height: number,
  line: Judged,
  value: number,
) {
  const along = line.horizontal ? width : height;
  const span = line.horizontal ? height : width;
  const half = line.thickness / 2 + 1;
  for (let a = 0; a < along; a++) {
    const centre = across(line, a, along);
    const to = Math.min(span - 1, Math.floor(centre + half));
    for (let c = Math.max(0, Math.ceil(centre - half)); c <= to; c++) {
      const i = line.horizontal ? c * width + a : a * width + c;
      if (map[i] === 0) map[i] = value;
    }
  }
}

/**
 * Step 5: the line's thin runs cleared along its whole length; `stroke` is the pen's median
 * width (px). Pushes the cleared pixels' indices onto `removed`.
 */
export function clearLine(
  mask: Uint8Array,
  width: number,
  height: number,
  line: Judged,
  removed: number[],
  stroke: number,
  settings: { clearPerThickness: number; touchRim: number },
) {
  const { clearPerThickness, touchRim } = settings;
  const { horizontal } = line;
  const along = horizontal ? width : height;
  const span = horizontal ? height : width;
  const cap = Math.ceil(clearPerThickness * line.thickness) + 1;
  const half = line.thickness / 2 + 1;
  const pen = Math.max(1, stroke);
  const reach = Math.ceil(3 * pen);
  const at = horizontal
    ? (a: number, c: number) => c * width + a
    : (a: number, c: number) => a * width + c;
  // Per position along: the run across the line (lo, hi; -1 where none) and, where a stroke
  // touches the line from one side only, how far its outer edge lies from the line's centre.
  const lo = new Int32Array(along).fill(-1);
  const hi = new Int32Array(along).fill(-1);
  const outer = new Float32Array(along).fill(NaN);
  for (let a = 0; a < along; a++) {
    const centre = across(line, a, along);
    const c0 = Math.round(centre);
    const b0 = Math.ceil(centre - half);
    const b1 = Math.floor(centre + half);
    for (const d of NEAREST_FIRST) {
      const c = c0 + d;
      if (c < 0 || c >= span || mask[at(a, c)] !== 1) continue;
      let l = c;
      let h = c;
      while (l > 0 && mask[at(a, l - 1)] === 1 && l > b0 - reach) l--;
      while (h < span - 1 && mask[at(a, h + 1)] === 1 && h < b1 + reach) h++;
      lo[a] = l;
      hi[a] = h;
      const open = (k: number) => k > 0 && k < span - 1;
      if (h - l + 1 > cap && l >= b0 && h > b1 && h < b1 + reach && open(h)) outer[a] = h - centre;
      if (h - l + 1 > cap && h <= b1 && l < b0 && l > b0 - reach && open(l)) outer[a] = l - centre;
      break;
    }
  }
  const k = Math.max(2, Math.round(pen));
  // The edge a stroke turns to the line, where it is seen: beyond paper past the line, or past
  // the line's far side where the stroke covers it (crossing). `sign` +1: the stroke lies on the
  // high side (its low edge); -1: on the low side. Memoised per side (NaN: not yet read).
  const seen = [new Float32Array(0), new Float32Array(0)];
  const facing = (b: number, sign: number): number => {
    const memo = seen[sign > 0 ? 1 : 0];
    if (!Number.isNaN(memo[b])) return memo[b];
    const centre = across(line, b, along);
    const b0 = Math.ceil(centre - half);
    const b1 = Math.floor(centre + half);
    const l = lo[b];
    const h = hi[b];
    let edge = -1;
    if (l >= 0 && h - l + 1 > cap) {
      if (l < b0 && h > b1) edge = sign > 0 ? l : h;
    } else {
      let c = sign > 0 ? (l >= 0 ? h : b1) + 1 : (l >= 0 ? l : b0) - 1;
      for (let t = 0; t < reach && c >= 0 && c < span; t++, c += sign) {
        if (mask[at(b, c)] !== 1) continue;
        if (t > 0) edge = c;
        break;
      }
    }
    memo[b] = edge;
    return edge;
  };
  /** The facing edge at `a` between where it is seen nearest before and after (NaN: unseen). */
  const between = (a: number, sign: number): number => {
    const memo = seen[sign > 0 ? 1 : 0];
    if (memo.length === 0) seen[sign > 0 ? 1 : 0] = new Float32Array(along).fill(NaN);
    let before = -1;
    let after = -1;
    for (let j = 1; j <= reach && before < 0 && a - j >= 0; j++)
      if (facing(a - j, sign) >= 0) before = a - j;
    for (let j = 1; j <= reach && after < 0 && a + j < along; j++)
      if (facing(a + j, sign) >= 0) after = a + j;
    if (before < 0 || after < 0) return NaN;
    const f0 = facing(before, sign);
    return f0 + ((facing(after, sign) - f0) * (a - before)) / (after - before);
  };
  for (let a = 0; a < along; a++) {
    const l = lo[a];
    const h = hi[a];
    if (l < 0) continue;
    let from = l;
    let to = h;
    if (h - l + 1 > cap) {
      // A stroke touches the line from one side: from its outer edge it is a pen's width thick
      // across its own direction, more across the line as it turns away from it (the edge's
      // slope nearby); the band's pixels past that are the line's.
      const o = outer[a];
      if (Number.isNaN(o)) continue;
      const same = (b: number) =>
        b >= 0 && b < along && !Number.isNaN(outer[b]) && Math.sign(outer[b]) === Math.sign(o);
      let before = a;
      let after = a;
      for (let j = k; j > 0 && before === a; j--) if (same(a - j)) before = a - j;
      for (let j = k; j > 0 && after === a; j--) if (same(a + j)) after = a + j;
      const slope = (outer[after] - outer[before]) / (after - before);
      const thick = after === before ? Infinity : Math.ceil(pen * Math.hypot(1, slope)) + touchRim;
      // Or the band's pixels short of the stroke's own facing edge, where that edge is seen on
      // both sides of the touch (a marker's edge narrower than the pen's median width).
      const edge = between(a, o > 0 ? 1 : -1);
      const seenEdge = !Number.isNaN(edge);
      const centre = across(line, a, along);
      if (o > 0) {
        const short = seenEdge ? Math.ceil(edge) - 1 - touchRim : -Infinity;
        from = l;
        to = Math.min(Math.floor(centre + half), Math.max(h - thick, short));
      } else {
        const short = seenEdge ? Math.floor(edge) + 1 + touchRim : Infinity;
        from = Math.max(Math.ceil(centre - half), Math.min(l + thick, short));
        to = h;
      }
    }
    for (let c = from; c <= to; c++) {
      mask[at(a, c)] = 0;
      removed.push(at(a, c));
    }
  }
}
