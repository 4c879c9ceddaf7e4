// Ink joined to a dark strip along the frame's edge (a table under a tiny crop, the desk beside a
// sheet): the step edges (step-edges.ts) drop a component darker than the paper on one side only,
// and an underline drawn against the strip becomes one component with it, so it went with the
// strip. A strip spans a whole side of the frame and its inner boundary is straight, and the
// camera blurs that boundary the same way all along it: at one offset past the boundary the
// picture is the same share of the way from the paper to the strip wherever the strip runs on
// alone. Ink against the strip darkens that profile. So the component is cut at the boundary
// rather than dropped whole: past it, a pixel stays when it is darker, as a share of the way
// from its column's paper to its column's strip, than the strip's own profile at that offset by
// INK_OVER_EDGE; the strip and its blurred edge go. Pure; typed arrays; runs only on components
// already judged steps that span a side.

/** A component spans a side of the frame when it covers at least this share of that side. */
export const SPAN_SHARE = 0.9;
/** The strip's boundary and its profile are read at this quantile of the positions along it
 * (ink only ever adds depth and darkness: the strip alone is at the low end). */
export const STRIP_QUANTILE = 0.25;
/** A pixel past the boundary is ink when its darkness share exceeds the profile's by this. */
export const INK_OVER_EDGE = 0.25;
/** Differences up to this many grey levels are noise: no strip is darker by so little. */
const STRIP_NOISE = 8;

/** One side of the frame the component spans: its boundary and the profile past it. */
interface Side {
  /** 0 top, 1 bottom, 2 left, 3 right. */
  side: number;
  /** The strip's depth (px from the edge) at each position along the side. */
  fit: Float64Array;
  /** Each position's paper and strip grey. */
  paper: Float64Array;
  strip: Float64Array;
  /** The strip's darkness share at offsets 1..profile.length past the boundary (index k - 1). */
  profile: Float64Array;
}

/** The position along `side` of pixel (x, y), and its depth in from that side. */
function positionOf(side: number, x: number, y: number): number {
  return side < 2 ? x : y;
}
function depthOf(side: number, x: number, y: number, width: number, height: number): number {
  if (side === 0) return y;
  if (side === 1) return height - 1 - y;
  if (side === 2) return x;
  return width - 1 - x;
}

/** The pixel at `pos` along `side`, `depth` in from it. */
function at(side: number, pos: number, depth: number, width: number, height: number) {
  if (side === 0) return depth * width + pos;
  if (side === 1) return (height - 1 - depth) * width + pos;
  if (side === 2) return pos * width + depth;
  return pos * width + (width - 1 - depth);
}

function quantile(values: Float64Array, q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The boundary and profile of a strip along `side` (mask: nonzero is ink; the component's
 * pixels are connected to the side, so a run of ink in from it is the component's). */
function readSide(
  side: number,
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  reach: number,
): Side {
  const length = side < 2 ? width : height;
  const deep = side < 2 ? height : width;
  const depth = new Float64Array(length);
  for (let pos = 0; pos < length; pos++) {
    let d = 0;
    while (d < deep && mask[at(side, pos, d, width, height)]) d++;
    depth[pos] = d;
  }
  // A straight boundary, tilted as the strip is: a line through each half's low quantile.
  const half = length >> 1;
  const a = quantile(depth.subarray(0, half), STRIP_QUANTILE);
  const b = quantile(depth.subarray(half), STRIP_QUANTILE);
  const first = half / 2;
  const slope = (b - a) / Math.max(1, half + (length - half) / 2 - first);
  const fit = new Float64Array(length);
  for (let pos = 0; pos < length; pos++) fit[pos] = a + slope * (pos - first);
  const span = Math.max(2, Math.ceil(2 * reach));
  const paper = new Float64Array(length);
  const strip = new Float64Array(length);
  const shares = new Float64Array(span * length);
  for (let pos = 0; pos < length; pos++) {
    const edge = Math.round(fit[pos]);
    strip[pos] = grey[at(side, pos, 0, width, height)];
    // The paper: the brightest grey between one and two reaches past the boundary.
    let bright = 0;
    for (let d = edge + Math.ceil(reach); d < Math.min(deep, edge + span); d++) {
      bright = Math.max(bright, grey[at(side, pos, d, width, height)]);
    }
    paper[pos] = bright;
    for (let k = 1; k <= span; k++) {
      const d = edge + k - 1;
      shares[(k - 1) * length + pos] =
        d < deep ? share(grey[at(side, pos, d, width, height)], bright, strip[pos]) : 0;
    }
  }
  const profile = new Float64Array(span);
  for (let k = 0; k < span; k++) {
    profile[k] = quantile(shares.subarray(k * length, (k + 1) * length), STRIP_QUANTILE);
  }
  return { side, fit, paper, strip, profile };
}

/** How far `g` lies from the paper towards the strip (0 paper, 1 the strip); 0 when the strip
 * is no darker than the paper. */
function share(g: number, paper: number, strip: number): number {
  return paper - strip > STRIP_NOISE ? (paper - g) / (paper - strip) : 0;
}

/**
 * Splits the step component members[from, from + size) from the strip it belongs to: reorders
 * the slice so the pixels that stay (ink past a strip's boundary) come first and returns how
 * many they are; 0 (all go) when the component spans no side of the frame.
 */
export function inkOffStrip(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  reach: number,
): number {
  const onSide = [0, 0, 0, 0];
  for (let m = from; m < from + size; m++) {
    const p = members[m];
    const y = (p / width) | 0;
    const x = p - y * width;
    if (y === 0) onSide[0]++;
    if (y === height - 1) onSide[1]++;
    if (x === 0) onSide[2]++;
    if (x === width - 1) onSide[3]++;
  }
  const sides: Side[] = [];
  for (let s = 0; s < 4; s++) {
    if (onSide[s] >= SPAN_SHARE * (s < 2 ? width : height)) {
      sides.push(readSide(s, mask, grey, width, height, reach));
    }
  }
  if (sides.length === 0) return 0;
  let kept = 0;
  for (let m = from; m < from + size; m++) {
    const p = members[m];
    const y = (p / width) | 0;
    const x = p - y * width;
    let nearest: Side | null = null;
    let offset = Infinity;
    let position = 0;
    for (const s of sides) {
      const pos = positionOf(s.side, x, y);
      const k = depthOf(s.side, x, y, width, height) + 1 - Math.round(s.fit[pos]);
      if (k < offset) {
        nearest = s;
        offset = k;
        position = pos;
      }
    }
    if (nearest === null || offset < 1) continue;
    const { profile } = nearest;
    const expected = profile[Math.min(profile.length, offset) - 1];
    if (
      share(grey[p], nearest.paper[position], nearest.strip[position]) <
      expected + INK_OVER_EDGE
    ) {
      continue;
    }
    members[m] = members[from + kept];
    members[from + kept++] = p;
  }
  return kept;
}
