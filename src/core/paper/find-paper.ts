// Finds the sheet of paper in a photo: the bright, smooth region that holds the ink. Everything
// outside it — a table, a hand, the dark surroundings of a whole phone photo — can then never
// become ink, and the app's crop step can propose the sheet's bounding box.
//
// Works on a grid of cells of `scale` × `scale` input pixels (about CELLS cells in all, so a
// 48-MP photo costs little more than a webcam frame; cells read at most 4 × 4 samples each):
//   1. each cell's mean colour, then a colour closing over 5 × 5 cells: pen strokes narrower
//      than the window vanish, so the sheet is smooth paper there;
//   2. smooth cells: the colour changes across the cell by no more than a share of its
//      brightness. Shadows and uneven light change gradually; the edge of a table, a hand or a
//      book is a sharp step, and the cells along it form a barrier (which also keeps the
//      sheet's own edge out of the ink);
//   3. the largest connected region of smooth cells holding one of the brightest cells;
//   4. holes are filled: only dark regions reaching the frame's edge are outside the sheet, so
//      a dense blot of ink in the middle stays on it.
// Pure; no DOM.

export interface PaperRegion {
  /** The sheet's bounding box in input pixels (the whole frame when no sheet stands out). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 1 = sheet, one byte per cell of `scale` × `scale` input pixels, row by row. */
  mask: Uint8Array;
  maskWidth: number;
  maskHeight: number;
  scale: number;
  /** Share of the frame the sheet covers (0..1). */
  coverage: number;
  /** False when no bright region stands out: the mask is then the whole frame. */
  found: boolean;
}

/** About this many cells are analysed, whatever the photo's size. */
export const CELLS = 40_000;
/** Neighbouring cells join when no channel differs by more than this share of the brighter. */
export const STEP_SHARE = 0.1;
/** …or by at most this many levels (dim paper). */
export const MIN_STEP = 6;
/** Cells are at least this many input pixels across (a closing over 5 cells spans 40 px). */
export const MIN_CELL = 8;
/** A region off the sheet stays off only when its brightness is below this share of the
 * sheet's median (a table, a dark surround); a paler one (a stain, a fold) is paper. */
export const DARK_SHARE = 0.45;
/** A region smaller than this share of the frame is not a sheet. */
export const MIN_COVERAGE = 0.15;
/** Growth starts from cells at least this bright (a quantile of the closed brightness). */
const SEED_QUANTILE = 0.85;
const CLOSING_RADIUS = 2;

export function findPaper(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): PaperRegion {
  const scale = Math.max(MIN_CELL, Math.ceil(Math.sqrt((width * height) / CELLS)));
  const mw = Math.ceil(width / scale);
  const mh = Math.ceil(height / scale);
  const channels = cellMeans(data, width, height, scale, mw, mh).map((c) =>
    closeCells(c, mw, mh, CLOSING_RADIUS),
  );
  const region = growBrightest(channels, mw, mh);
  let area = 0;
  for (let i = 0; i < region.length; i++) area += region[i];
  if (area < MIN_COVERAGE * mw * mh) {
    return wholeFrame(width, height, scale, mw, mh);
  }
  fillHoles(region, mw, mh);
  keepOnlyDarkOutside(region, channels, mw, mh);
  let x0 = mw;
  let y0 = mh;
  let x1 = -1;
  let y1 = -1;
  area = 0;
  for (let y = 0; y < mh; y++) {
    for (let x = 0; x < mw; x++) {
      if (!region[y * mw + x]) continue;
      area++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  // The steep cells along the sheet's edge straddle it: the box takes them in.
  const x = Math.max(0, x0 - 1) * scale;
  const y = Math.max(0, y0 - 1) * scale;
  return {
    x,
    y,
    width: Math.min(width, (x1 + 2) * scale) - x,
    height: Math.min(height, (y1 + 2) * scale) - y,
    mask: region,
    maskWidth: mw,
    maskHeight: mh,
    scale,
    coverage: area / (mw * mh),
    found: true,
  };
}

function wholeFrame(width: number, height: number, scale: number, mw: number, mh: number) {
  return {
    x: 0,
    y: 0,
    width,
    height,
    mask: new Uint8Array(mw * mh).fill(1),
    maskWidth: mw,
    maskHeight: mh,
    scale,
    coverage: 1,
    found: false,
  };
}

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

/** The largest 4-connected region of smooth cells that holds one of the brightest; 1 = in it. */
function growBrightest(channels: Uint8Array[], w: number, h: number): Uint8Array {
  const n = w * h;
  const [r, g, b] = channels;
  const smooth = smoothCells(channels, w, h);
  const counts = new Uint32Array(766);
  for (let i = 0; i < n; i++) counts[r[i] + g[i] + b[i]]++;
  let seedLevel = 765;
  for (let seen = 0; seedLevel > 0; seedLevel--) {
    seen += counts[seedLevel];
    if (seen >= (1 - SEED_QUANTILE) * n) break;
  }
  const label = new Int32Array(n);
  const queue = new Int32Array(n);
  let best = 0;
  let bestSize = 0;
  let id = 0;
  for (let seed = 0; seed < n; seed++) {
    if (label[seed] || !smooth[seed] || r[seed] + g[seed] + b[seed] < seedLevel) continue;
    id++;
    let tail = 0;
    queue[tail++] = seed;
    label[seed] = id;
    for (let head = 0; head < tail; head++) {
      const p = queue[head];
      const x = p % w;
      if (x > 0 && smooth[p - 1] && !label[p - 1]) {
        label[p - 1] = id;
        queue[tail++] = p - 1;
      }
      if (x < w - 1 && smooth[p + 1] && !label[p + 1]) {
        label[p + 1] = id;
        queue[tail++] = p + 1;
      }
      if (p >= w && smooth[p - w] && !label[p - w]) {
        label[p - w] = id;
        queue[tail++] = p - w;
      }
      if (p + w < n && smooth[p + w] && !label[p + w]) {
        label[p + w] = id;
        queue[tail++] = p + w;
      }
    }
    if (tail > bestSize) {
      bestSize = tail;
      best = id;
    }
  }
  const region = new Uint8Array(n);
  for (let i = 0; i < n; i++) region[i] = best > 0 && label[i] === best ? 1 : 0;
  return region;
}

/** Regions outside the sheet that are not clearly darker than it join it (see DARK_SHARE). */
export function keepOnlyDarkOutside(
  region: Uint8Array,
  channels: Uint8Array[],
  w: number,
  h: number,
): void {
  const n = w * h;
  const [r, g, b] = channels;
  const counts = new Uint32Array(766);
  let inside = 0;
  for (let i = 0; i < n; i++) {
    if (!region[i]) continue;
    counts[r[i] + g[i] + b[i]]++;
    inside++;
  }
  let median = 0;
  for (let seen = 0; median < 765; median++) {
    seen += counts[median];
    if (2 * seen >= inside) break;
  }
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (region[start] || seen[start]) continue;
    let tail = 0;
    let sum = 0;
    queue[tail++] = start;
    seen[start] = 1;
    for (let head = 0; head < tail; head++) {
      const p = queue[head];
      sum += r[p] + g[p] + b[p];
      const x = p % w;
      for (let d = 0; d < 4; d++) {
        const q =
          d === 0
            ? x > 0
              ? p - 1
              : -1
            : d === 1
              ? x < w - 1
                ? p + 1
                : -1
              : d === 2
                ? p - w
                : p + w;
        if (q < 0 || q >= n || region[q] || seen[q]) continue;
        seen[q] = 1;
        queue[tail++] = q;
      }
    }
    if (sum / tail >= DARK_SHARE * median) {
      for (let k = 0; k < tail; k++) region[queue[k]] = 1;
    }
  }
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
