// Ink joined to a dark strip along the frame's edge (a table under a tiny crop, the desk beside a
// sheet): the step edges (step-edges.ts) drop a component darker than the paper on one side only,
// and an underline drawn against the strip becomes one component with it, so it went with the
// strip. A strip spans a whole side of the frame and its inner boundary is straight, and the
// camera blurs that boundary the same way all along it: at one offset past the boundary the
// picture is the same share of the way from the paper to the strip wherever the strip runs on
// alone. Ink against the strip darkens that profile. So the component is cut at the boundary
// rather than dropped whole: past it, a pixel stays when it is darker, as a share of the way
// from its column's paper to its column's strip, than the strip's own profile at that offset by
// INK_OVER_EDGE; the strip and its blurred edge go. An underline a pixel off the strip is a
// component of its own but a step as well (its far side is the strip): the same test applies to a
// step lying wholly within the profile's reach past a boundary. A strip is a side of the frame
// that is ink along SPAN_SHARE of its length, read before any component is judged. Where a table
// is wider than the closing's window only its rim along the boundary is ink (its outer pixels
// read as paper): the rim counts when nothing between it and the frame's edge is lighter than it
// (stripDepth). Pure; typed arrays; the cut runs only on components judged steps.

/** A side of the frame is a strip's when ink covers at least this share of it. */
export const SPAN_SHARE = 0.9;
/** The strip's boundary and its profile are read at this quantile of the positions along it
 * (ink only ever adds depth and darkness: the strip alone is at the low end). */
export const STRIP_QUANTILE = 0.25;
/** A pixel past the boundary is ink when its darkness share exceeds the profile's by this. */
export const INK_OVER_EDGE = 0.25;
/** Differences up to this many grey levels are noise: no strip is darker by so little. */
const STRIP_NOISE = 8;

/** A strip along one side of the frame: its boundary and the profile past it. */
export interface Side {
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

/** How many px past the strip's boundary pixel p lies (1: the first beyond it; < 1 inside). */
function offsetFrom(s: Side, p: number, width: number, height: number): number {
  const y = (p / width) | 0;
  const x = p - y * width;
  return depthOf(s.side, x, y, width, height) + 1 - Math.round(s.fit[positionOf(s.side, x, y)]);
}

/** The offset of pixel p past the nearest strip's boundary. */
function offsetOf(p: number, width: number, height: number, strips: readonly Side[]): number {
  let offset = Infinity;
  for (const s of strips) offset = Math.min(offset, offsetFrom(s, p, width, height));
  return offset;
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
  for (let pos = 0; pos < length; pos++)
    depth[pos] = stripDepth(side, pos, mask, grey, width, height);
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

/** The strips of a mask: each side of the frame that is ink along SPAN_SHARE of its length, with
 * its boundary and profile (read before any component is judged; none on most frames). */
export function findStrips(
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  reach: number,
): Side[] {
  const strips: Side[] = [];
  for (let side = 0; side < 4; side++) {
    const length = side < 2 ? width : height;
    // Counted until the side can no longer be a strip's (at once on a plain frame).
    const misses = length - SPAN_SHARE * length;
    let missed = 0;
    for (let pos = 0; pos < length && missed <= misses; pos++) {
      if (stripDepth(side, pos, mask, grey, width, height) === 0) missed++;
    }
    if (missed <= misses) strips.push(readSide(side, mask, grey, width, height, reach));
  }
  return strips;
}

/**
 * How deep the strip's ink reaches in from `side` at `pos` (0: no strip there). The ink need not
 * begin at the frame's edge: where the strip is wider than the paper's closing window, its
 * outer pixels read as paper and only the rim along its inner boundary is ink. So the run of ink
 * nearest the edge counts when nothing between it and the edge is lighter than its first pixel
 * (by more than STRIP_NOISE: the strip runs on out to the edge); a stroke in from a paper edge has
 * the lighter paper before it. The search stops a quarter of the frame in (cheap on a plain
 * frame's few misses).
 */
function stripDepth(
  side: number,
  pos: number,
  mask: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
): number {
  const deep = side < 2 ? height : width;
  let d = 0;
  let lightest = 0;
  for (; d < deep >> 2 && !mask[at(side, pos, d, width, height)]; d++) {
    lightest = Math.max(lightest, grey[at(side, pos, d, width, height)]);
  }
  if (d >= deep >> 2 || (d > 0 && lightest > grey[at(side, pos, d, width, height)] + STRIP_NOISE)) {
    return 0;
  }
  while (d < deep && mask[at(side, pos, d, width, height)]) d++;
  return d;
}

/** Whether the strip is darker than the paper past it at most positions along it. */
function darkerThanPaper({ paper, strip }: Side): boolean {
  let darker = 0;
  for (let pos = 0; pos < paper.length; pos++) if (paper[pos] - strip[pos] > STRIP_NOISE) darker++;
  return 2 * darker > paper.length;
}

/** Whether pixel p lies past its nearest strip's boundary and is darker than the strip's own
 * blurred-edge profile there by INK_OVER_EDGE (as a share of the way from paper to strip). */
function pastProfile(
  grey: Uint8Array,
  width: number,
  height: number,
  p: number,
  strips: readonly Side[],
): boolean {
  const y = (p / width) | 0;
  const x = p - y * width;
  let nearest: Side | null = null;
  let offset = Infinity;
  for (const s of strips) {
    const k = offsetFrom(s, p, width, height);
    if (k < offset) {
      nearest = s;
      offset = k;
    }
  }
  if (nearest === null || offset < 1) return false;
  const { profile } = nearest;
  const expected = profile[Math.min(profile.length, offset) - 1];
  const pos = positionOf(nearest.side, x, y);
  return share(grey[p], nearest.paper[pos], nearest.strip[pos]) >= expected + INK_OVER_EDGE;
}

/**
 * Splits the step component members[from, from + size) from a strip: reorders the slice so the
 * pixels that stay (ink past a strip's boundary) come first and returns how many they are. The
 * strip itself (a component on a strip's side of the frame) is cut at its boundary; a component
 * apart from it stays only where it lies wholly within the profile's reach past the boundary
 * (an underline a pixel off the table is a step too: its far side is the strip); anything else
 * goes whole (0).
 */
export function inkOffStrip(
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  strips: readonly Side[],
): number {
  if (strips.length === 0) return 0;
  // The nearest boundary's offset of each pixel: the strip itself holds pixels at or inside
  // it; a component apart from the strips must lie within the profile's reach past them.
  let onStrip = false;
  let farthest = 0;
  for (let m = from; m < from + size && !onStrip; m++) {
    const offset = offsetOf(members[m], width, height, strips);
    if (offset < 1) onStrip = true;
    farthest = Math.max(farthest, offset);
  }
  if (!onStrip && farthest > strips[0].profile.length) return 0;
  return keepPast(grey, width, height, members, from, size, strips, false);
}

/**
 * Cuts a strip off the kept component members[from, from + size) (a stroke touching a tiny
 * crop's table: the stroke kept the strip with it): when some of it lies on a strip, its pixels
 * on the strip go, those within the profile's reach past the boundary stay only as ink (as in
 * inkOffStrip), and those farther stay. Reorders the slice so the pixels that stay come first
 * and returns how many they are (`size` when it holds no strip).
 */
export function strokeOffStrip(
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  strips: readonly Side[],
): number {
  // Only a strip darker than its paper along most of it is cut off (a frame wholly ink is not).
  if (strips.length === 0 || !strips.every(darkerThanPaper)) return size;
  let onStrip = false;
  for (let m = from; m < from + size && !onStrip; m++) {
    onStrip = offsetOf(members[m], width, height, strips) < 1;
  }
  if (!onStrip) return size;
  return keepPast(grey, width, height, members, from, size, strips, true);
}

/**
 * Reorders members[from, from + size) so the pixels that stay come first; returns how many. A
 * pixel stays past a strip's boundary when it is ink by the profile (pastProfile), or, with
 * `keepFar`, anywhere beyond the profile's reach (a kept stroke's own pixels).
 */
function keepPast(
  grey: Uint8Array,
  width: number,
  height: number,
  members: Int32Array,
  from: number,
  size: number,
  strips: readonly Side[],
  keepFar: boolean,
): number {
  const reach = strips[0].profile.length;
  let kept = 0;
  for (let m = from; m < from + size; m++) {
    const p = members[m];
    const far = keepFar && offsetOf(p, width, height, strips) > reach;
    if (!far && !pastProfile(grey, width, height, p, strips)) continue;
    members[m] = members[from + kept];
    members[from + kept++] = p;
  }
  return kept;
}
