// "This is the ink": the picture cleaned again keyed to inks a person picked. Every pixel is
// read against its own paper (local-paper.ts) as a deficit per channel — how much of the
// paper's red, green and blue it takes away, 0 for paper and 1 for black — so colour and
// darkness are both measured relative to the light on that spot. A pen's pixels are its
// deficit times their coverage: a pixel is ink where it lies along a picked ink's deficit (the
// colour matches: little left over across it) at at least half of the pick's strength, and
// not far darker (a black pen is not a pale pick's ink). Pure; typed arrays only.
import { paperColumns, paperRow, type PaperGrid } from './local-paper.ts';

/** A picked ink: its deficit per channel against its paper. */
export type InkDeficit = readonly [number, number, number];

export interface InkKeyOptions {
  /** A pixel is ink from this share of the pick's strength (its coverage along the pick). */
  minCoverage?: number;
  /** …up to this multiple of it (darker than that is another ink). */
  maxCoverage?: number;
  /** What may lie across the pick's colour: this share of the pixel's strength along it… */
  colourTolerance?: number;
  /** …plus this much (paper noise). */
  noise?: number;
  /** Ink pieces smaller than this many pixels are noise. */
  minPiece?: number;
}

export const INK_KEY_DEFAULTS: Required<InkKeyOptions> = {
  minCoverage: 0.5,
  maxCoverage: 2.2,
  colourTolerance: 0.3,
  noise: 0.04,
  minPiece: 6,
};

/** A deficit weaker than this (about 13 grey levels on white) is no ink to pick. */
export const MIN_PICK = 0.05;

function deficit(value: number, paper: number): number {
  const d = 1 - value / paper;
  return d > 0 ? d : 0;
}

/** A pixel this much darker than its paper is ink a tap may land near. */
const TAP_INK = 2 * MIN_PICK;

/**
 * The ink under a tap at (x, y): the nearest pixel within `reach` px that is clearly darker than
 * its paper (so a tap beside a pale stroke takes that stroke, not a darker ruled line further
 * off), climbed to the darkest pixel close to it and averaged with its neighbours of nearly the
 * same strength (a stroke's core, not its blurred rim). Null where nothing within reach is ink.
 */
export function sampleInk(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  paper: PaperGrid,
  x: number,
  y: number,
  reach: number,
): InkDeficit | null {
  const r = Math.max(1, Math.round(reach));
  const x0 = Math.max(0, Math.round(x) - r - 3);
  const x1 = Math.min(width, Math.round(x) + r + 4);
  const y0 = Math.max(0, Math.round(y) - r - 3);
  const y1 = Math.min(height, Math.round(y) + r + 4);
  if (x0 >= x1 || y0 >= y1) return null;
  const span = x1 - x0;
  const rows = y1 - y0;
  const strength = new Float32Array(span * rows);
  const deficits = new Float32Array(span * rows * 3);
  const row = new Float32Array(span * 3);
  const columns = paperColumns(paper, x0, x1);
  for (let yy = y0; yy < y1; yy++) {
    paperRow(paper, x0, x1, yy, row, columns);
    for (let xx = x0; xx < x1; xx++) {
      const i = (yy - y0) * span + (xx - x0);
      const j = (yy * width + xx) * 4;
      const o = (xx - x0) * 3;
      const dr = deficit(data[j], row[o]);
      const dg = deficit(data[j + 1], row[o + 1]);
      const db = deficit(data[j + 2], row[o + 2]);
      deficits.set([dr, dg, db], i * 3);
      strength[i] = (dr + dg + db) / 3;
    }
  }
  let nearest = -1;
  let nearestDistance = Infinity;
  for (let yy = y0; yy < y1; yy++)
    for (let xx = x0; xx < x1; xx++) {
      const d = (xx - x) ** 2 + (yy - y) ** 2;
      const i = (yy - y0) * span + (xx - x0);
      if (d <= r * r && d < nearestDistance && strength[i] >= TAP_INK)
        [nearest, nearestDistance] = [i, d];
    }
  if (nearest < 0) return null;
  // The darkest pixel within 3 px of it: the stroke's core.
  let best = nearest;
  const nx = nearest % span;
  const ny = Math.floor(nearest / span);
  for (let yy = Math.max(0, ny - 3); yy <= Math.min(rows - 1, ny + 3); yy++)
    for (let xx = Math.max(0, nx - 3); xx <= Math.min(span - 1, nx + 3); xx++)
      if (strength[yy * span + xx] > strength[best]) best = yy * span + xx;
  const bestStrength = strength[best];
  const bx = best % span;
  const by = Math.floor(best / span);
  const sum = [0, 0, 0];
  let n = 0;
  for (let yy = Math.max(0, by - 2); yy <= Math.min(rows - 1, by + 2); yy++)
    for (let xx = Math.max(0, bx - 2); xx <= Math.min(span - 1, bx + 2); xx++) {
      const i = yy * span + xx;
      if (strength[i] < 0.8 * bestStrength) continue;
      for (let k = 0; k < 3; k++) sum[k] += deficits[i * 3 + k];
      n++;
    }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/**
 * RGBA of the picture's size: the pixels that match one of `inks` keep their colour at alpha
 * 255, everything else is 0,0,0,0 (the cleaners' own output shape).
 */
export function keyToInks(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  paper: PaperGrid,
  inks: readonly InkDeficit[],
  options: InkKeyOptions = {},
): Uint8ClampedArray {
  if (data.length !== width * height * 4) {
    throw new RangeError(`keyToInks: expected ${width * height * 4} bytes, got ${data.length}`);
  }
  const o = { ...INK_KEY_DEFAULTS, ...options };
  const picks = inks.map(([r, g, b]) => {
    const length = Math.hypot(r, g, b);
    return { r: r / length, g: g / length, b: b / length, length };
  });
  // A pixel's strength along any pick is at most its whole deficit's length, so one weaker than
  // every pick's least (most of the picture: paper) needs no pick looked at.
  let least = Infinity;
  for (const pick of picks) least = Math.min(least, o.minCoverage * pick.length);
  const leastSquared = least * least;
  // Cheaper still, without a division: a pixel whose every channel keeps more than this share
  // of its paper has no channel's deficit near least / √3, so its whole deficit is under least
  // (the share is taken a little high, so rounding never turns a pixel away that could count).
  const keeps = 1 - (least / Math.sqrt(3)) * 0.999;
  const out = new Uint8ClampedArray(width * height * 4);
  const row = new Float32Array(width * 3);
  const lighter = new Float32Array(width * 3);
  const columns = paperColumns(paper, 0, width);
  for (let y = 0; y < height; y++) {
    paperRow(paper, 0, width, y, row, columns);
    for (let i = 0; i < lighter.length; i++) lighter[i] = row[i] * keeps;
    for (let x = 0, j = y * width * 4; x < width; x++, j += 4) {
      const at = x * 3;
      if (data[j] > lighter[at] && data[j + 1] > lighter[at + 1] && data[j + 2] > lighter[at + 2])
        continue;
      const dr = deficit(data[j], row[x * 3]);
      const dg = deficit(data[j + 1], row[x * 3 + 1]);
      const db = deficit(data[j + 2], row[x * 3 + 2]);
      const total = dr * dr + dg * dg + db * db;
      if (total < leastSquared) continue;
      for (let p = 0; p < picks.length; p++) {
        const pick = picks[p];
        const along = dr * pick.r + dg * pick.g + db * pick.b;
        if (along < o.minCoverage * pick.length || along > o.maxCoverage * pick.length) continue;
        const across = Math.sqrt(Math.max(0, total - along * along));
        if (across > o.colourTolerance * along + o.noise) continue;
        out[j] = data[j];
        out[j + 1] = data[j + 1];
        out[j + 2] = data[j + 2];
        out[j + 3] = 255;
        break;
      }
    }
  }
  dropSmallPieces(out, width, height, o.minPiece);
  return out;
}

/** Clears the 8-connected ink pieces (alpha > 0) smaller than `minArea` pixels, in place. */
export function dropSmallPieces(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  minArea: number,
): void {
  if (minArea <= 1) return;
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  for (let start = 0; start < width * height; start++) {
    if (seen[start] || rgba[start * 4 + 3] === 0) continue;
    const count = floodPiece(rgba, width, height, start, seen, queue);
    if (count >= minArea) continue;
    for (let i = 0; i < count; i++) rgba.fill(0, queue[i] * 4, queue[i] * 4 + 4);
  }
}

/**
 * Marks in `seen` the 8-connected ink piece (alpha > 0) that holds pixel `start` and lists its
 * pixels in queue[0..count); returns count.
 */
export function floodPiece(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  start: number,
  seen: Uint8Array,
  queue: Int32Array,
): number {
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  seen[start] = 1;
  while (head < tail) {
    const p = queue[head++];
    const px = p % width;
    const py = (p - px) / width;
    const xa = px > 0 ? -1 : 0;
    const xb = px < width - 1 ? 1 : 0;
    const ya = py > 0 ? -1 : 0;
    const yb = py < height - 1 ? 1 : 0;
    for (let dy = ya; dy <= yb; dy++)
      for (let dx = xa; dx <= xb; dx++) {
        const q = p + dy * width + dx;
        if (seen[q] || rgba[q * 4 + 3] === 0) continue;
        seen[q] = 1;
        queue[tail++] = q;
      }
  }
  return tail;
}
