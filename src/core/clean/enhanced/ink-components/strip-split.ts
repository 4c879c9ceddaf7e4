// Ink joined to a dark strip along the frame's edge (a table under a tiny crop, the desk beside a
// sheet): the step edges (step-edges.ts) drop a component darker than the paper on one side only,
// and an underline drawn against the strip becomes one component with it, so it went with the
// strip. A strip spans a whole side of the frame and its inner boundary is straight, and the camera
// blurs that boundary the same way all along it: at one offset past the boundary the picture is the
// same share of the way from the paper to the strip wherever the strip runs on alone. Ink against
// the strip darkens that profile. So the component is cut at the boundary rather than dropped
// whole: past it, a pixel stays when it is darker, as a share of the way from its column's paper to
// its column's strip, than the strip's own profile at that offset by steps.inkOverEdge
// (enhanced-params.ts); the strip and its blurred edge go. An underline a pixel off the strip is a
// component of its own but a step as well (its far side is the strip): the same test applies to a
// step lying wholly within the profile's reach past a boundary. The strips are read before any
// component is judged (strip-find.ts). Pure; typed arrays; the cut runs only on components judged
// steps.

import { ENHANCED_PARAMS, type StepSettings } from '../enhanced-params.ts';
import { depthOf, positionOf, share, type Side } from './strip-find.ts';

export { findStrips, type Side } from './strip-find.ts';

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

/** Whether the strip is darker than the paper past it (by more than `noise`) at most positions
 * along it. */
function darkerThanPaper({ paper, strip }: Side, noise: number): boolean {
  let darker = 0;
  for (let pos = 0; pos < paper.length; pos++) if (paper[pos] - strip[pos] > noise) darker++;
  return 2 * darker > paper.length;
}

/** Whether pixel p lies past its nearest strip's boundary and is darker than the strip's own
 * blurred-edge profile there by steps.inkOverEdge (as a share of the way from paper to strip). */
function pastProfile(
  grey: Uint8Array,
  width: number,
  height: number,
  p: number,
  strips: readonly Side[],
  steps: StepSettings,
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
  const ink = share(grey[p], nearest.paper[pos], nearest.strip[pos], steps.noise);
  return ink >= expected + steps.inkOverEdge;
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
  steps: StepSettings = ENHANCED_PARAMS.components.steps,
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
  return keepPast(grey, width, height, members, from, size, strips, false, steps);
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
  steps: StepSettings = ENHANCED_PARAMS.components.steps,
): number {
  // Only a strip darker than its paper along most of it is cut off (a frame wholly ink is not).
  if (strips.length === 0 || !strips.every((s) => darkerThanPaper(s, steps.noise))) return size;
  let onStrip = false;
  for (let m = from; m < from + size && !onStrip; m++) {
    onStrip = offsetOf(members[m], width, height, strips) < 1;
  }
  if (!onStrip) return size;
  return keepPast(grey, width, height, members, from, size, strips, true, steps);
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
  steps: StepSettings,
): number {
  const reach = strips[0].profile.length;
  let kept = 0;
  for (let m = from; m < from + size; m++) {
    const p = members[m];
    const far = keepFar && offsetOf(p, width, height, strips) > reach;
    if (!far && !pastProfile(grey, width, height, p, strips, steps)) continue;
    members[m] = members[from + kept];
    members[from + kept++] = p;
  }
  return kept;
}
