// Cell-grid helpers for findPaper: each cell is the mean colour of `scale` × `scale` input
// pixels. Pure; small grids, plain loops.
import { LITTLE_ENDIAN } from '../clean/endian.ts';
import { maxInt } from '../clean/enhanced/kernel-helpers/branchless.ts';
import { KERNEL_CELL, type Kernels } from '../clean/kernels.ts';
import type { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';
import { PAPER_PARAMS } from './paper-params.ts';

/** STEP_LIMIT[v] = max(minStep, stepShare × v) (`smooth` of paper-params.ts, which the kernel is
 * written for): the largest smooth change beside level v. */
const STEP_LIMIT = Float64Array.from({ length: 256 }, (_, v) =>
  Math.max(PAPER_PARAMS.smooth.minStep, PAPER_PARAMS.smooth.stepShare * v),
);

/** Mean R, G and B of each cell from at most 4 × 4 evenly spread samples. `wholeCells`: the
 * three channels (mw × mh each) with the whole cells' means already in them (the kernels'
 * photoPass), when scale is KERNEL_CELL and `kernels` are handed in; the other cells are filled
 * here. */
export function cellMeans(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scale: number,
  mw: number,
  mh: number,
  wholeCells?: [Uint8Array, Uint8Array, Uint8Array],
  kernels: Kernels | null = null,
): [Uint8Array, Uint8Array, Uint8Array] {
  const [r, g, b] = wholeCells ?? [0, 1, 2].map(() => new Uint8Array(mw * mh));
  const step = Math.max(1, Math.floor(scale / 4));
  const words =
    LITTLE_ENDIAN && data.byteOffset % 4 === 0
      ? new Int32Array(data.buffer, data.byteOffset, width * height)
      : null;
  // Cells of 4 × 4 samples: 3 steps stay inside the cell, a fourth would not.
  const whole4 = 3 * step < scale && 4 * step >= scale;
  const down = step * width;
  // The whole cells of the kernel's size (a webcam frame's) by the kernel where there is one;
  // the rest here.
  const fast = scale === KERNEL_CELL ? kernels : null;
  const kernelCols = fast ? Math.floor(width / KERNEL_CELL) : 0;
  const kernelRows = fast ? Math.floor(height / KERNEL_CELL) : 0;
  if (!wholeCells) fast?.wholeCellMeans(data, width, kernelCols, kernelRows, [r, g, b], mw);
  for (let cy = 0; cy < mh; cy++) {
    const yEnd = Math.min(height, (cy + 1) * scale);
    for (let cx = cy < kernelRows ? kernelCols : 0; cx < mw; cx++) {
      const xEnd = Math.min(width, (cx + 1) * scale);
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let count = 0;
      if (words !== null) {
        // One 32-bit read per sample, summed two channels to a word: R and B in the 16-bit
        // halves of one sum, G (and alpha) in the other's (at most 7 × 7 samples of 255: no
        // half overflows into the next).
        let redBlue = 0;
        let greenAlpha = 0;
        if (whole4 && xEnd - cx * scale === scale && yEnd - cy * scale === scale) {
          // The usual cell (a webcam frame's): 4 × 4 samples, unrolled.
          for (let y = cy * scale, j = y * width + cx * scale; y < yEnd; y += step, j += down) {
            const p0 = words[j];
            const p1 = words[j + step];
            const p2 = words[j + 2 * step];
            const p3 = words[j + 3 * step];
            redBlue += (p0 & 0xff00ff) + (p1 & 0xff00ff) + (p2 & 0xff00ff) + (p3 & 0xff00ff);
            greenAlpha +=
              ((p0 >>> 8) & 0xff00ff) +
              ((p1 >>> 8) & 0xff00ff) +
              ((p2 >>> 8) & 0xff00ff) +
              ((p3 >>> 8) & 0xff00ff);
          }
          count = 16;
        } else {
          for (let y = cy * scale; y < yEnd; y += step) {
            for (let x = cx * scale, j = y * width + x; x < xEnd; x += step, j += step) {
              const p = words[j];
              redBlue += p & 0xff00ff;
              greenAlpha += (p >>> 8) & 0xff00ff;
              count++;
            }
          }
        }
        sr = redBlue & 0xffff;
        sb = redBlue >>> 16;
        sg = greenAlpha & 0xffff;
      }
      for (let y = cy * scale; words === null && y < yEnd; y += step) {
        for (let x = cx * scale; x < xEnd; x += step) {
          const j = (y * width + x) * 4;
          sr += data[j];
          sg += data[j + 1];
          sb += data[j + 2];
          count++;
        }
      }
      const i = cy * mw + cx;
      if (count === 16) {
        // Math.round(s / 16) = floor(s / 16 + 1/2), exactly, for any integer s >= 0.
        r[i] = (sr + 8) >> 4;
        g[i] = (sg + 8) >> 4;
        b[i] = (sb + 8) >> 4;
        continue;
      }
      r[i] = Math.round(sr / count);
      g[i] = Math.round(sg / count);
      b[i] = Math.round(sb / count);
    }
  }
  return [r, g, b];
}

/** The maximum of row `row`'s cells x − r..x + r (clipped), on values xor `invert`. */
function windowMax(
  image: Uint8Array,
  row: number,
  w: number,
  x: number,
  r: number,
  invert: number,
) {
  const end = row + (x + r < w ? x + r : w - 1);
  let k = row + (x > r ? x - r : 0);
  let best = image[k] ^ invert;
  for (k++; k <= end; k++) {
    const v = image[k] ^ invert;
    if (v > best) best = v;
  }
  return best;
}

/**
 * Window maximum over 2r + 1 cells along x, then along y (clipped at the borders); with
 * `invert` the minimum, by the same loops on 255 − value (read and written inverted).
 */
function maxCells(image: Uint8Array, w: number, h: number, r: number, invert: number): Uint8Array {
  const temp = new Uint8Array(image.length);
  const out = new Uint8Array(image.length);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    if (r === 2 && w >= 5) {
      // The usual window of five: the two borders of each side as below, the inside with the
      // last four values kept in locals (one read and four branchless maxima a cell).
      for (; x < 2; x++) temp[row + x] = windowMax(image, row, w, x, r, invert);
      let a0 = image[row] ^ invert;
      let a1 = image[row + 1] ^ invert;
      let a2 = image[row + 2] ^ invert;
      let a3 = image[row + 3] ^ invert;
      for (; x + 2 < w; x++) {
        const a4 = image[row + x + 2] ^ invert;
        temp[row + x] = maxInt(maxInt(maxInt(a0, a1), maxInt(a2, a3)), a4);
        a0 = a1;
        a1 = a2;
        a2 = a3;
        a3 = a4;
      }
    }
    for (; x < w; x++) temp[row + x] = windowMax(image, row, w, x, r, invert);
  }
  for (let y = 0; y < h; y++) {
    const first = (y > r ? y - r : 0) * w;
    const last = (y + r < h ? y + r : h - 1) * w;
    const row = y * w;
    if (last - first === 4 * w) {
      for (let x = 0, k = first; x < w; x++, k++) {
        const t0 = temp[k];
        const t1 = temp[k + w];
        const t2 = temp[k + 2 * w];
        const t3 = temp[k + 3 * w];
        const t4 = temp[k + 4 * w];
        out[row + x] = maxInt(maxInt(maxInt(t0, t1), maxInt(t2, t3)), t4) ^ invert;
      }
      continue;
    }
    for (let x = 0; x < w; x++) {
      let best = temp[first + x];
      for (let k = first + w + x; k <= last + x; k += w) {
        const v = temp[k];
        if (v > best) best = v;
      }
      out[row + x] = best ^ invert;
    }
  }
  return out;
}

/** Grey closing of a cell grid: dark details narrower than 2r + 1 cells vanish. */
export function closeCells(
  image: Uint8Array,
  w: number,
  h: number,
  r: number,
  kernels: Kernels | null = null,
): Uint8Array {
  if (kernels) return kernels.closeCells(image, w, h, r);
  return maxCells(maxCells(image, w, h, r, 0), w, h, r, 255);
}

/**
 * 1 where a cell is smooth: in every channel the difference across it (left to right, top to
 * bottom: two cells apart) is at most max(minStep, stepShare × the brighter side). A sharp
 * edge makes a one-cell barrier even where it crosses the grid at a slant (the cells along
 * a slanted edge change gradually from one to the next, but each is steep across).
 */
export function smoothCells(
  channels: Uint8Array[],
  w: number,
  h: number,
  kernels: Kernels | null = null,
): Uint8Array {
  if (kernels) return kernels.smoothCells(channels, w, h);
  const smooth = new Uint8Array(w * h).fill(1);
  for (const c of channels) {
    for (let y = 0; y < h; y++) {
      const up = (y > 0 ? y - 1 : y) * w;
      const down = (y < h - 1 ? y + 1 : y) * w;
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const a = c[row + (x > 0 ? x - 1 : x)];
        const b = c[row + (x < w - 1 ? x + 1 : x)];
        const u = c[up + x];
        const d = c[down + x];
        const across = a > b ? a - b : b - a;
        const down2 = u > d ? u - d : d - u;
        const limitX = STEP_LIMIT[a > b ? a : b];
        const limitY = STEP_LIMIT[u > d ? u : d];
        if (across > limitX || down2 > limitY) smooth[row + x] = 0;
      }
    }
  }
  return smooth;
}

/** Cells outside the region that the frame's edge cannot reach through non-region cells join it. */
export function fillHoles(region: Uint8Array, w: number, h: number, scratch: Scratch): void {
  const n = w * h;
  // Scratch kept between photos: the queue is written before it is read, the flags cleared.
  const outside = new Uint8Array(scratch.buffer('sheet outside', n), 0, n).fill(0);
  const queue = new Int32Array(scratch.buffer('sheet queue', 4 * n), 0, n);
  let tail = 0;
  const push = (i: number) => {
    if (!region[i] && !outside[i]) {
      outside[i] = 1;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head];
    const x = p - ((p / w) | 0) * w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p + w < n) push(p + w);
  }
  // Nothing reached from the edge (a sheet along the whole edge): every cell is on the sheet.
  if (tail === 0) region.fill(1);
  else for (let i = 0; i < n; i++) if (!outside[i]) region[i] = 1;
}

/** The `d`-th (0 left, 1 right, 2 up, 3 down) of cell `p`'s four neighbours on a grid `w` wide,
 * `x` its column: −1 past the left or right edge; past the top or bottom it is out of 0..n − 1. */
export function neighbour(p: number, x: number, w: number, d: number): number {
  if (d === 0) return x > 0 ? p - 1 : -1;
  if (d === 1) return x < w - 1 ? p + 1 : -1;
  return d === 2 ? p - w : p + w;
}
