// Cell-grid helpers for findPaper: each cell is the mean colour of `scale` × `scale` input
// pixels. Pure; small grids, plain loops.

/** A cell is smooth when no channel changes across it by more than this share of the brighter side… */
export const STEP_SHARE = 0.1;
/** …or by at most this many levels (dim paper). */
export const MIN_STEP = 6;

/** Mean R, G and B of each cell from at most 4 × 4 evenly spread samples. */
export function cellMeans(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scale: number,
  mw: number,
  mh: number,
): [Uint8Array, Uint8Array, Uint8Array] {
  const r = new Uint8Array(mw * mh);
  const g = new Uint8Array(mw * mh);
  const b = new Uint8Array(mw * mh);
  const step = Math.max(1, Math.floor(scale / 4));
  for (let cy = 0; cy < mh; cy++) {
    const yEnd = Math.min(height, (cy + 1) * scale);
    for (let cx = 0; cx < mw; cx++) {
      const xEnd = Math.min(width, (cx + 1) * scale);
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let count = 0;
      for (let y = cy * scale; y < yEnd; y += step) {
        for (let x = cx * scale; x < xEnd; x += step) {
          const j = (y * width + x) * 4;
          sr += data[j];
          sg += data[j + 1];
          sb += data[j + 2];
          count++;
        }
      }
      const i = cy * mw + cx;
      r[i] = Math.round(sr / count);
      g[i] = Math.round(sg / count);
      b[i] = Math.round(sb / count);
    }
  }
  return [r, g, b];
}

/** Window maximum (or minimum, on inverted values) over 2r + 1 cells along x, then along y. */
function maxCells(image: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const temp = new Uint8Array(image.length);
  const out = new Uint8Array(image.length);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let best = 0;
      const end = Math.min(w - 1, x + r);
      for (let k = Math.max(0, x - r); k <= end; k++) best = Math.max(best, image[row + k]);
      temp[row + x] = best;
    }
  }
  for (let y = 0; y < h; y++) {
    const end = Math.min(h - 1, y + r);
    for (let x = 0; x < w; x++) {
      let best = 0;
      for (let k = Math.max(0, y - r); k <= end; k++) best = Math.max(best, temp[k * w + x]);
      out[y * w + x] = best;
    }
  }
  return out;
}

function inverted(image: Uint8Array): Uint8Array {
  const out = new Uint8Array(image.length);
  for (let i = 0; i < image.length; i++) out[i] = 255 - image[i];
  return out;
}

/** Grey closing of a cell grid: dark details narrower than 2r + 1 cells vanish. */
export function closeCells(image: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return inverted(maxCells(inverted(maxCells(image, w, h, r)), w, h, r));
}

/**
 * 1 where a cell is smooth: in every channel the difference across it (left to right, top to
 * bottom: two cells apart) is at most max(MIN_STEP, STEP_SHARE × the brighter side). A sharp
 * edge makes a one-cell barrier even where it crosses the grid at a slant (the cells along
 * a slanted edge change gradually from one to the next, but each is steep across).
 */
export function smoothCells(channels: Uint8Array[], w: number, h: number): Uint8Array {
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
        const limitX = Math.max(MIN_STEP, STEP_SHARE * (a > b ? a : b));
        const limitY = Math.max(MIN_STEP, STEP_SHARE * (u > d ? u : d));
        if (across > limitX || down2 > limitY) smooth[row + x] = 0;
      }
    }
  }
  return smooth;
}

/** Cells outside the region that the frame's edge cannot reach through non-region cells join it. */
export function fillHoles(region: Uint8Array, w: number, h: number): void {
  const n = w * h;
  const outside = new Uint8Array(n);
  const queue = new Int32Array(n);
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
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p + w < n) push(p + w);
  }
  for (let i = 0; i < n; i++) if (!outside[i]) region[i] = 1;
}
