// One training record of the learned decisions (export-data.ts, export-ink.ts; read by
// train.py): uint16 width, uint16 height (little-endian), width × height normalised bytes, then
// width × height flag bytes (bit 0: `a`, the mask the decision works on; 1: `b`; 2: the truth).

/** Farther than this from the mask, no pixel reaches the net's output on it (its receptive
 * radius is 16 px): those pixels are saved as paper, which gzip stores for nothing. */
export const REACH = 18;

/**
 * The record of a picture: whole, or with `crop` cropped to `a` and the truth with `margin`
 * (null where neither holds a pixel); with `reach`, pixels farther than it from `a` saved as paper.
 */
export function packRecord(
  normalised: Uint8Array,
  width: number,
  height: number,
  a: Uint8Array,
  b: Uint8Array,
  gt: Uint8Array,
  { crop, margin, reach }: { crop: boolean; margin: number; reach?: number },
): Buffer | null {
  let [x0, y0, x1, y1] = [0, 0, width - 1, height - 1];
  if (crop) {
    [x0, y0, x1, y1] = [width, height, -1, -1];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (a[i] === 1 || gt[i] === 1) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
      }
    if (x1 < 0) return null;
    x0 = Math.max(0, x0 - margin);
    y0 = Math.max(0, y0 - margin);
    x1 = Math.min(width - 1, x1 + margin);
    y1 = Math.min(height - 1, y1 + margin);
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const near = reach === undefined ? null : nearInk(a, width, height, reach);
  const out = Buffer.alloc(4 + 2 * w * h);
  out.writeUInt16LE(w, 0);
  out.writeUInt16LE(h, 2);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y + y0) * width + x + x0;
      const o = y * w + x;
      out[4 + o] = !near || near[i] ? normalised[i] : 255;
      out[4 + w * h + o] = a[i] | (b[i] << 1) | (gt[i] << 2);
    }
  return out;
}

/** 1 within `r` px (chessboard) of a mask pixel: a box dilation by prefix sums, rows then columns. */
function nearInk(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  const sums = new Int32Array(Math.max(width, height) + 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) sums[x + 1] = sums[x] + mask[y * width + x];
    for (let x = 0; x < width; x++)
      rows[y * width + x] = sums[Math.min(width, x + r + 1)] - sums[Math.max(0, x - r)] > 0 ? 1 : 0;
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) sums[y + 1] = sums[y] + rows[y * width + x];
    for (let y = 0; y < height; y++)
      out[y * width + x] = sums[Math.min(height, y + r + 1)] - sums[Math.max(0, y - r)] > 0 ? 1 : 0;
  }
  return out;
}
