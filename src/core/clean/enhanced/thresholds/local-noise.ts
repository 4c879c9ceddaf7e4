// Ink must stand out of its own paper's noise, where it lies (issue 10). The
// paper-noise floor (levels.ts) asks this of the whole frame at once; a page whose one side is
// dim and grainy (a scan's dark margin, a stain, a fold) has a noise the frame's figure does not
// see, and the grain there passes the global threshold as ink. Here, block by block:
//
//   1. the paper's level: the block's median (a block is the background window, so ink rarely
//      fills half of it);
//   2. the paper's noise: the median absolute difference between neighbouring pixels (right and
//      down), × MAD_TO_SIGMA / √2 — a robust standard deviation that ink cannot inflate, since a
//      stroke changes the level only along its edges and is flat inside (a plain deviation of
//      the levels would count the ink as noise and erase strokes, as a per-block guard did);
//   3. significant ink: at or below the block's level − `deviations` × its noise (interpolated
//      between block centres), or at or below the sure level (the ink's median darkness);
//   4. a mask pixel stays only within `radius` of significant ink: a stroke's soft rim beside
//      its dark core stays, grain that is nowhere clearly darker than its paper goes.
// Works on the background-normalised image (paper 255). Pure; linear in the pixels.
import { nonZeroBlocks } from '../../byte-mask.ts';
import { BOUND_PATIENCE, BOUND_STEP, boundedFloor, floorAtLeast } from './local-noise-bound.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';
import { MAD_TO_SIGMA } from './levels.ts';

export interface LocalNoiseOptions {
  /** The blocks' side in px. */
  block: number;
  /** Significant ink lies this many noise deviations below its block's median. */
  deviations: number;
  /** Mask pixels stay within this many px (square window) of significant ink. */
  radius: number;
  /** Ink at or below this level is significant anyway. */
  sure: number;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
}

/**
 * The floor of each block: median − deviations × robust noise deviation of neighbour steps.
 * With `needed`, only the blocks flagged there (the others stay NaN).
 */
export function blockFloors(
  normalised: Uint8Array,
  width: number,
  height: number,
  block: number,
  deviations: number,
  needed?: Uint8Array,
): { floors: Float32Array; columns: number; rows: number } {
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const floors = new Float32Array(columns * rows).fill(NaN);
  const floorOf = blockFloor(normalised, width, height, block, deviations);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      if (needed && needed[by * columns + bx] === 0) continue;
      floors[by * columns + bx] = floorOf(bx, by);
    }
  }
  return { floors, columns, rows };
}

/** The floor of one block (bx, by), as blockFloors has it; histograms kept between calls. */
function blockFloor(
  normalised: Uint8Array,
  width: number,
  height: number,
  block: number,
  deviations: number,
): (bx: number, by: number) => number {
  const levels = new Int32Array(256);
  const steps = new Int32Array(256);
  return (bx, by) => {
    const x0 = bx * block;
    const x1 = Math.min(width, x0 + block);
    const y1 = Math.min(height, (by + 1) * block);
    levels.fill(0);
    steps.fill(0);
    for (let y = by * block; y < y1; y++) {
      const row = y * width;
      const below = y + 1 < height ? row + width : -1;
      for (let x = x0; x < x1; x++) {
        const v = normalised[row + x];
        levels[v]++;
        if (x + 1 < width) steps[Math.abs(v - normalised[row + x + 1])]++;
        if (below >= 0) steps[Math.abs(v - normalised[below + x])]++;
      }
    }
    const count = (x1 - x0) * (y1 - by * block);
    const stepCount =
      (Math.min(x1, width - 1) - x0) * (y1 - by * block) +
      (x1 - x0) * (Math.min(y1, height - 1) - by * block);
    const median = quantile(levels, count, 0.5);
    const sigma =
      stepCount === 0 ? 0 : (MAD_TO_SIGMA * quantile(steps, stepCount, 0.5)) / Math.SQRT2;
    return median - deviations * sigma;
  };
}

function quantile(histogram: Int32Array, total: number, share: number) {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v];
    if (seen >= share * total) return v;
  }
  return 255;
}

/** Clears the mask pixels farther than `radius` from significant ink; returns how many. */
export function keepLocallySignificant(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  scratch: Scratch,
  { block, deviations, radius, sure, blocks = nonZeroBlocks(mask) }: LocalNoiseOptions,
): number {
  // The mask pixels lighter than sure ink, in order, in the mask's blocks that hold ink (the
  // mask is not changed before the end): sure ink is significant itself.
  const listed = new Int32Array(scratch.buffer('local noise pixels', 64 * blocks.length));
  let count = 0;
  let lightest = 0;
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let i = blocks[b] << 4; i < end; i++) {
      const v = normalised[i];
      if (mask[i] === 0 || v <= sure) continue;
      listed[count++] = i;
      if (v > lightest) lightest = v;
    }
  }
  if (count === 0) return 0;
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  // Each block's floor is worked out the first time a pixel needs it (NaN until then).
  const floors = new Float32Array(columns * rows).fill(NaN);
  const floorOf = blockFloor(normalised, width, height, block, deviations);
  // Blocks tried against the bound (below), and those whose floor was needed whole after all.
  const bounded = new Uint8Array(columns * rows);
  let tried = 0;
  let wasted = 0;
  const floorAt = (b: number) => {
    let f = floors[b];
    if (f !== f) {
      f = floors[b] = floorOf(b % columns, (b / columns) | 0);
      if (bounded[b] !== 0) wasted++;
    }
    return f;
  };
  // Bilinear weights between block centres, per column and per row.
  const fx = new Int32Array(width);
  const tx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const f = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
    fx[x] = Math.floor(f);
    tx[x] = f - fx[x];
  }
  const fy = new Int32Array(height);
  const ty = new Float32Array(height);
  for (let y = 0; y < height; y++) {
    const f = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    fy[y] = Math.floor(f);
    ty[y] = f - fy[y];
  }
  // Whether a pixel of a window is significant, 0: not yet known, 1: significant, 2: not.
  // Most ink is significant itself: the windows, and this frame-sized array with them, are
  // needed only where it is not. Scratch memory cleared: a fresh frame-sized array each call
  // cost more (its pages are handed over as the walk first touches them).
  let known: Uint8Array | null = null;
  // Before its histograms, each block is tried against a bound (local-noise-bound.ts): ink is
  // mostly far darker than its paper's floor, and a pixel below the bound of its four blocks
  // is significant without their floors. The bound's level is set a level above the lightest
  // pixel that asks (its interpolation between four floors may round an ulp under them).
  // 0: not tried, 1: the block's floor is at least `bound`, 2: not known to be. A block whose
  // floor is known already is compared itself. The bound is no longer tried where it keeps
  // being wasted: it fails (grainy or crowded paper: a full page of handwriting), or the
  // block's floor is needed whole anyway (by the paper pixels of a window read).
  const level = Math.ceil(lightest + 2 + deviations * ((MAD_TO_SIGMA * BOUND_STEP) / Math.SQRT2));
  const bound = deviations >= 0 && level <= 255 ? boundedFloor(level, deviations) : -Infinity;
  const above = (b: number) => {
    const f = floors[b];
    if (f === f) return f >= bound;
    if (bounded[b] === 0) {
      const bx = b % columns;
      const ok = floorAtLeast(normalised, width, height, block, bx, (b - bx) / columns, level);
      bounded[b] = ok ? 1 : 2;
      tried++;
    }
    return bounded[b] === 1;
  };
  const significant = (x: number, y: number) => {
    const v = normalised[y * width + x];
    if (v <= sure) return true;
    const x0 = fx[x];
    const x1 = Math.min(columns - 1, x0 + 1);
    const y0 = fy[y];
    const y1 = Math.min(rows - 1, y0 + 1);
    if (v + 1 <= bound && 2 * wasted <= tried + BOUND_PATIENCE) {
      const a = y0 * columns;
      const c = y1 * columns;
      if (above(a + x0) && above(a + x1) && above(c + x0) && above(c + x1)) return true;
    }
    const t = tx[x];
    const top = floorAt(y0 * columns + x0) * (1 - t) + floorAt(y0 * columns + x1) * t;
    const bottom = floorAt(y1 * columns + x0) * (1 - t) + floorAt(y1 * columns + x1) * t;
    return v <= top * (1 - ty[y]) + bottom * ty[y];
  };
  const drop: number[] = [];
  const visit = (i: number) => {
    const y = (i / width) | 0;
    const x = i - y * width;
    if (known === null) {
      if (significant(x, y)) return;
      known = new Uint8Array(
        scratch.buffer('local noise known', width * height),
        0,
        width * height,
      );
      known.fill(0);
    } else {
      if (known[i] === 0) known[i] = significant(x, y) ? 1 : 2;
      if (known[i] === 1) return;
    }
    known[i] = 2;
    for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
      for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
        const j = yy * width + xx;
        if (known[j] === 0) known[j] = significant(xx, yy) ? 1 : 2;
        if (known[j] === 1) return;
      }
    }
    drop.push(i);
  };
  for (let c = 0; c < count; c++) visit(listed[c]);
  for (const i of drop) mask[i] = 0;
  return drop.length;
}
