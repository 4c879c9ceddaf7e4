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

/** Where picture columns [from, from + t.length) fall between the grid's block centres. */
export interface PaperColumns {
  from: number;
  /** The grid columns left and right of each picture column, as offsets into a grid row's values. */
  left: Int32Array;
  right: Int32Array;
  /** How far between them (0 at the left one). */
  t: Float64Array;
  /** One grid row's values, interpolated between two rows (paperRow's scratch). */
  between: Float32Array;
}

/** The columns of picture columns [x0, x1): made once, read by every row that spans them. */
export function paperColumns(grid: PaperGrid, x0: number, x1: number): PaperColumns {
  const left = new Int32Array(x1 - x0);
  const right = new Int32Array(x1 - x0);
  const t = new Float64Array(x1 - x0);
  for (let i = 0; i < x1 - x0; i++) {
    const fx = Math.min(grid.cols - 1, Math.max(0, (x0 + i + 0.5) / grid.block - 0.5));
    const c0 = Math.floor(fx);
    left[i] = c0 * 3;
    right[i] = Math.min(grid.cols - 1, c0 + 1) * 3;
    t[i] = fx - c0;
  }
  return { from: x0, left, right, t, between: new Float32Array(grid.cols * 3) };
}

/**
 * Fills `out` with the paper of row `y` from column `x0` to `x1` (exclusive), 3 floats a pixel
 * from out[0], interpolated between block centres: the two grid rows around y first, then
 * across. `columns` (paperColumns, spanning x0 to x1) spares working out where each column
 * falls on every row.
 */
export function paperRow(
  grid: PaperGrid,
  x0: number,
  x1: number,
  y: number,
  out: Float32Array,
  columns: PaperColumns = paperColumns(grid, x0, x1),
): void {
  const { block, cols, rows, values } = grid;
  const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
  const r0 = Math.floor(fy);
  const r1 = Math.min(rows - 1, r0 + 1);
  const ty = fy - r0;
  const { from, left, right, t, between } = columns;
  const c0 = left[x0 - from];
  const c1 = right[x1 - 1 - from] + 3;
  for (let i = c0, top = r0 * cols * 3, bottom = r1 * cols * 3; i < c1; i++)
    between[i] = values[top + i] + (values[bottom + i] - values[top + i]) * ty;
  for (let i = x0 - from, o = 0; i < x1 - from; i++, o += 3) {
    const tx = t[i];
    const a = left[i];
    const b = right[i];
    out[o] = between[a] + (between[b] - between[a]) * tx;
    out[o + 1] = between[a + 1] + (between[b + 1] - between[a + 1]) * tx;
    out[o + 2] = between[a + 2] + (between[b + 2] - between[a + 2]) * tx;
  }
}

/** The paper at one pixel (r, g, b). */
export function paperAt(grid: PaperGrid, x: number, y: number): Float32Array {
  const out = new Float32Array(3);
  paperRow(grid, x, x + 1, y, out);
  return out;
}
