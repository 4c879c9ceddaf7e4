// The paper under every pixel, per colour channel: what the corrections read ink against, so a
// pale pen in a deep shadow and the same pen in daylight read alike. The paper is the picture's
// morphological closing (the brightest value within a radius, then the darkest of those): it
// fills every stroke narrower than twice the radius with the paper around it, and follows a
// shadow's edge exactly, however steep, where block averages would lag behind it. It is made on
// a copy scaled down by taking each small block's brightest value, and kept at that size;
// paperRow interpolates it back. A 12 MP photo's paper is under a megapixel. Pure.

export interface PaperGrid {
  /** The side of the square of picture pixels one grid value stands for. */
  block: number;
  cols: number;
  rows: number;
  /** r, g, b per grid cell (row-major), each at least 1. */
  values: Float32Array;
}

/** The scale of the grid: a picture's shorter side over about 400, at least 1 px. */
export function paperBlock(width: number, height: number): number {
  return Math.max(1, Math.round(Math.min(width, height) / 400));
}

/** The closing's radius in picture pixels: strokes up to twice it wide are filled with paper. */
export function paperRadius(width: number, height: number): number {
  return Math.max(6, Math.round(Math.min(width, height) / 60));
}

export function measurePaper(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  block = paperBlock(width, height),
  radius = paperRadius(width, height),
): PaperGrid {
  if (data.length !== width * height * 4) {
    throw new RangeError(`measurePaper: expected ${width * height * 4} bytes, got ${data.length}`);
  }
  const cols = Math.max(1, Math.ceil(width / block));
  const rows = Math.max(1, Math.ceil(height / block));
  const n = cols * rows;
  const values = new Float32Array(n * 3);
  const plane = new Float32Array(n);
  const scratch = new Float32Array(n);
  const line = new Float32Array(Math.max(cols, rows));
  const queue = new Int32Array(Math.max(cols, rows));
  const r = Math.max(1, Math.round(radius / block));
  for (let k = 0; k < 3; k++) {
    plane.fill(0);
    for (let y = 0; y < height; y++) {
      const row = ((y / block) | 0) * cols;
      for (let x = 0, j = y * width * 4 + k; x < width; x++, j += 4) {
        const at = row + ((x / block) | 0);
        if (data[j] > plane[at]) plane[at] = data[j];
      }
    }
    extremeFilter(plane, scratch, cols, rows, r, true, line, queue);
    extremeFilter(plane, scratch, cols, rows, r, false, line, queue);
    for (let i = 0; i < n; i++) values[i * 3 + k] = Math.max(1, plane[i]);
  }
  return { block, cols, rows, values };
}

/**
 * The running maximum (or minimum) over a square of radius r, in place on `plane`, as two
 * passes of a monotone queue (each value enters and leaves it once).
 */
function extremeFilter(
  plane: Float32Array,
  scratch: Float32Array,
  cols: number,
  rows: number,
  r: number,
  max: boolean,
  line: Float32Array,
  queue: Int32Array,
): void {
  const run = (
    from: Float32Array,
    to: Float32Array,
    count: number,
    lines: number,
    stride: number,
    step: number,
  ) => {
    for (let l = 0; l < lines; l++) {
      const base = l * stride;
      for (let i = 0; i < count; i++) line[i] = from[base + i * step];
      let head = 0;
      let tail = 0;
      for (let i = 0, next = 0; i < count; i++) {
        // Enter everything up to i + r; drop what fell out on the left.
        for (; next < count && next <= i + r; next++) {
          const v = line[next];
          while (tail > head && (max ? line[queue[tail - 1]] <= v : line[queue[tail - 1]] >= v))
            tail--;
          queue[tail++] = next;
        }
        while (queue[head] < i - r) head++;
        to[base + i * step] = line[queue[head]];
      }
    }
  };
  run(plane, scratch, cols, rows, cols, 1);
  run(scratch, plane, rows, cols, 1, cols);
}

/**
 * Fills `out` with the paper of row `y` from column `x0` to `x1` (exclusive), 3 floats a pixel
 * from out[0], interpolated between block centres.
 */
export function paperRow(
  grid: PaperGrid,
  x0: number,
  x1: number,
  y: number,
  out: Float32Array,
): void {
  const { block, cols, rows, values } = grid;
  const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
  const r0 = Math.floor(fy);
  const r1 = Math.min(rows - 1, r0 + 1);
  const ty = fy - r0;
  for (let x = x0, o = 0; x < x1; x++, o += 3) {
    const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / block - 0.5));
    const c0 = Math.floor(fx);
    const c1 = Math.min(cols - 1, c0 + 1);
    const tx = fx - c0;
    const a = (r0 * cols + c0) * 3;
    const b = (r0 * cols + c1) * 3;
    const c = (r1 * cols + c0) * 3;
    const d = (r1 * cols + c1) * 3;
    for (let k = 0; k < 3; k++) {
      const top = values[a + k] + (values[b + k] - values[a + k]) * tx;
      const bottom = values[c + k] + (values[d + k] - values[c + k]) * tx;
      out[o + k] = top + (bottom - top) * ty;
    }
  }
}

/** The paper at one pixel (r, g, b). */
export function paperAt(grid: PaperGrid, x: number, y: number): Float32Array {
  const out = new Float32Array(3);
  paperRow(grid, x, x + 1, y, out);
  return out;
}
