// Ink must stand out of its own paper's noise, where it lies (issue 10, the real set). The
// paper-noise floor (levels.ts) asks this of the whole frame at once; a page whose one side is
// dim and grainy (a scan's dark margin, a stain, a fold) has a noise the frame's figure does not
// see, and the grain there passes the global threshold as ink. Here, block by block:
//
//   1. the paper's level: the block's median (a block is the background window, so ink rarely
//      fills half of it);
//   2. the paper's noise: the median absolute difference between neighbouring pixels (right and
//      down), × 1.4826 / √2 — a robust standard deviation that ink cannot inflate, since a
//      stroke changes the level only along its edges and is flat inside (a plain deviation of
//      the levels would count the ink as noise and erase strokes, as a per-block guard did);
//   3. significant ink: at or below the block's level − `deviations` × its noise (interpolated
//      between block centres), or at or below the sure level (the ink's median darkness);
//   4. a mask pixel stays only within `radius` of significant ink: a stroke's soft rim beside
//      its dark core stays, grain that is nowhere clearly darker than its paper goes.
// Works on the background-normalised image (paper 255). Pure; linear in the pixels.

export interface LocalNoiseOptions {
  /** The blocks' side in px. */
  block: number;
  /** Significant ink lies this many noise deviations below its block's median. */
  deviations: number;
  /** Mask pixels stay within this many px (square window) of significant ink. */
  radius: number;
  /** Ink at or below this level is significant anyway. */
  sure: number;
}

/** The floor of each block: median − deviations × robust noise deviation of neighbour steps. */
export function blockFloors(
  normalised: Uint8Array,
  width: number,
  height: number,
  block: number,
  deviations: number,
): { floors: Float32Array; columns: number; rows: number } {
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const floors = new Float32Array(columns * rows);
  const levels = new Int32Array(256);
  const steps = new Int32Array(256);
  for (let by = 0; by < rows; by++) {
    const y1 = Math.min(height, (by + 1) * block);
    for (let bx = 0; bx < columns; bx++) {
      const x0 = bx * block;
      const x1 = Math.min(width, x0 + block);
      levels.fill(0);
      steps.fill(0);
      let count = 0;
      let stepCount = 0;
      for (let y = by * block; y < y1; y++) {
        const row = y * width;
        for (let x = x0; x < x1; x++) {
          const v = normalised[row + x];
          levels[v]++;
          count++;
          if (x + 1 < width) {
            steps[Math.abs(v - normalised[row + x + 1])]++;
            stepCount++;
          }
          if (y + 1 < height) {
            steps[Math.abs(v - normalised[row + width + x])]++;
            stepCount++;
          }
        }
      }
      const median = quantile(levels, count, 0.5);
      const sigma = stepCount === 0 ? 0 : (1.4826 * quantile(steps, stepCount, 0.5)) / Math.SQRT2;
      floors[by * columns + bx] = median - deviations * sigma;
    }
  }
  return { floors, columns, rows };
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
  { block, deviations, radius, sure }: LocalNoiseOptions,
): number {
  const { floors, columns, rows } = blockFloors(normalised, width, height, block, deviations);
  // Significant pixels, then a square dilation by `radius` (rows, then columns).
  const significant = new Uint8Array(width * height);
  const fx = new Int32Array(width);
  const tx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const f = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
    fx[x] = Math.floor(f);
    tx[x] = f - fx[x];
  }
  for (let y = 0; y < height; y++) {
    const f = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(f);
    const y1 = Math.min(rows - 1, y0 + 1);
    const ty = f - y0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const v = normalised[row + x];
      if (v <= sure) {
        significant[row + x] = 1;
        continue;
      }
      const x0 = fx[x];
      const x1 = Math.min(columns - 1, x0 + 1);
      const t = tx[x];
      const top = floors[y0 * columns + x0] * (1 - t) + floors[y0 * columns + x1] * t;
      const bottom = floors[y1 * columns + x0] * (1 - t) + floors[y1 * columns + x1] * t;
      if (v <= top * (1 - ty) + bottom * ty) significant[row + x] = 1;
    }
  }
  const near = dilate(significant, width, height, radius);
  let removed = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] === 1 && near[i] === 0) {
      mask[i] = 0;
      removed++;
    }
  }
  return removed;
}

/** Square dilation of a 0/1 image by `radius`: running counts along rows, then columns. */
function dilate(image: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const across = new Uint8Array(image.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let x = 0; x < Math.min(radius, width); x++) count += image[row + x];
    for (let x = 0; x < width; x++) {
      if (x + radius < width) count += image[row + x + radius];
      if (x - radius - 1 >= 0) count -= image[row + x - radius - 1];
      across[row + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(image.length);
  const counts = new Int32Array(width);
  for (let y = 0; y < Math.min(radius, height); y++) {
    for (let x = 0; x < width; x++) counts[x] += across[y * width + x];
  }
  for (let y = 0; y < height; y++) {
    if (y + radius < height) {
      const row = (y + radius) * width;
      for (let x = 0; x < width; x++) counts[x] += across[row + x];
    }
    if (y - radius - 1 >= 0) {
      const row = (y - radius - 1) * width;
      for (let x = 0; x < width; x++) counts[x] -= across[row + x];
    }
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = counts[x] > 0 ? 1 : 0;
  }
  return out;
}
