// Ink lying along a ruled line (line-clear.ts): a signature's underline drawn on the line, a
// stroke's tail run along it. Its run across the line is no thicker than the line's own, so the
// mask alone cannot tell it from the line; the picture can: the pen is clearly darker than the
// printed line. The line's own level is the median of its runs' darkest pixels along its length
// (a faded stretch or an underline on part of it moves the median little); pixels darker than
// that by INK_DARKER in darkness, along a stretch longer than INK_STRETCH line thicknesses (not
// where another line crosses it, darker only at the crossing), are ink and keep their pixels.
// Pure; typed arrays only.
import type { FittedLine } from './line-fit.ts';

/** Ink along a line is at least this many times as dark (255 − level) as the line itself… */
export const INK_DARKER = 1.5;
/** …along a stretch at least this many of the line's thicknesses long. */
export const INK_STRETCH = 4;

/**
 * The ink along `line`: `lo`/`hi` are its runs across it per position along (−1 where none),
 * `cap` the longest run that is the line alone, `at(a, c)` a pixel's index. `keep(a, c)`: the
 * pixel is ink.
 */
export function inkAlongLine(
  normalised: Uint8Array,
  line: FittedLine,
  lo: Int32Array,
  hi: Int32Array,
  cap: number,
  at: (a: number, c: number) => number,
): { keep: (a: number, c: number) => boolean } | null {
  const along = lo.length;
  // The line's own level: the median of its lone runs' darkest pixels.
  const counts = new Uint32Array(256);
  let runs = 0;
  for (let a = 0; a < along; a++) {
    if (lo[a] < 0 || hi[a] - lo[a] + 1 > cap) continue;
    counts[darkest(normalised, a, lo[a], hi[a], at)]++;
    runs++;
  }
  if (runs === 0) return null;
  let level = 0;
  for (let seen = 0; level < 255; level++) {
    seen += counts[level];
    if (2 * seen >= runs) break;
  }
  const inkBelow = 255 - INK_DARKER * (255 - level);
  if (inkBelow <= 0) return null;
  // Positions along where the run holds ink, then only stretches of them long enough.
  const dark = new Uint8Array(along);
  for (let a = 0; a < along; a++) {
    if (lo[a] >= 0 && darkest(normalised, a, lo[a], hi[a], at) < inkBelow) dark[a] = 1;
  }
  const shortest = Math.max(3, Math.ceil(INK_STRETCH * line.thickness));
  let any = false;
  for (let a = 0; a < along;) {
    if (!dark[a]) {
      a++;
      continue;
    }
    let end = a;
    while (end < along && dark[end]) end++;
    if (end - a < shortest) dark.fill(0, a, end);
    else any = true;
    a = end;
  }
  if (!any) return null;
  return { keep: (a, c) => dark[a] === 1 && normalised[at(a, c)] < inkBelow };
}

function darkest(
  normalised: Uint8Array,
  a: number,
  lo: number,
  hi: number,
  at: (a: number, c: number) => number,
): number {
  let least = 255;
  for (let c = lo; c <= hi; c++) least = Math.min(least, normalised[at(a, c)]);
  return least;
}
