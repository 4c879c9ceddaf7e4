// The paper's brightness everywhere, estimated by a grey closing (the largest window minimum of
// the window maximum) computed on a 4× smaller image, then smoothed and scaled back. Dividing
// by it flattens shadows, uneven light and tinted paper before thresholding. Pure.

/** Running max (or min) over a window of `radius` each side, O(n) per line (van Herk / Gil-Werman). */
function slidingExtreme(
  source: Uint8Array,
  target: Uint8Array,
  length: number,
  count: number,
  step: number,
  lineStep: number,
  radius: number,
  max: boolean,
  scratch: { forward: Uint8Array; backward: Uint8Array },
) {
  const size = 2 * radius + 1;
  const { forward, backward } = scratch;
  for (let line = 0; line < count; line++) {
    const base = line * lineStep;
    // forward[i]: extreme from the block start to i; backward[i]: from i to the block end.
    for (let i = 0; i < length; i++) {
      const v = source[base + i * step];
      forward[i] =
        i % size === 0 ? v : max ? Math.max(forward[i - 1], v) : Math.min(forward[i - 1], v);
    }
    for (let i = length - 1; i >= 0; i--) {
      const v = source[base + i * step];
      backward[i] =
        i === length - 1 || (i + 1) % size === 0
          ? v
          : max
            ? Math.max(backward[i + 1], v)
            : Math.min(backward[i + 1], v);
    }
    for (let i = 0; i < length; i++) {
      const lo = Math.max(0, i - radius);
      const hi = Math.min(length - 1, i + radius);
      const a = backward[lo];
      const b = forward[hi];
      // When lo and hi sit in the same block, backward[lo] covers lo..block end ⊇ lo..hi only if
      // hi is in that block: forward[hi] then covers block start..hi, and both together are exact.
      target[base + i * step] = max ? (a > b ? a : b) : a < b ? a : b;
    }
  }
}

function extremeFilter(
  image: Uint8Array,
  width: number,
  height: number,
  radius: number,
  max: boolean,
) {
  const scratch = {
    forward: new Uint8Array(Math.max(width, height)),
    backward: new Uint8Array(Math.max(width, height)),
  };
  const rows = new Uint8Array(image.length);
  slidingExtreme(image, rows, width, height, 1, width, radius, max, scratch);
  const out = new Uint8Array(image.length);
  slidingExtreme(rows, out, height, width, width, 1, radius, max, scratch);
  return out;
}

/** Box blur of `radius` each side, separable, with edge clamping. */
function boxBlur(image: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius < 1) return image;
  const temp = new Uint8Array(image.length);
  const out = new Uint8Array(image.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += image[row + Math.min(width - 1, Math.max(0, i))];
    for (let x = 0; x < width; x++) {
      temp[row + x] = Math.round(sum / (2 * radius + 1));
      sum +=
        image[row + Math.min(width - 1, x + radius + 1)] - image[row + Math.max(0, x - radius)];
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let i = -radius; i <= radius; i++)
      sum += temp[Math.min(height - 1, Math.max(0, i)) * width + x];
    for (let y = 0; y < height; y++) {
      out[y * width + x] = Math.round(sum / (2 * radius + 1));
      sum +=
        temp[Math.min(height - 1, y + radius + 1) * width + x] -
        temp[Math.max(0, y - radius) * width + x];
    }
  }
  return out;
}

/** The closing runs on an image this many times smaller (measured: 2 loses nothing against full
 * resolution on the real set, 4 loses 0.7 F-measure). */
export const BACKGROUND_SCALE = 2;

/**
 * Estimates the paper brightness at full resolution. `window` is the closing's size in full-
 * resolution pixels: it must be wider than any stroke (else the stroke is taken for paper).
 */
export function estimateBackground(
  gray: Uint8Array,
  width: number,
  height: number,
  window: number,
): Uint8Array {
  const s = BACKGROUND_SCALE;
  const sw = Math.max(1, Math.ceil(width / s));
  const sh = Math.max(1, Math.ceil(height / s));
  // Downsample by the block maximum: paper wins over thin ink inside each block.
  const small = new Uint8Array(sw * sh);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const srow = ((y / s) | 0) * sw;
    for (let x = 0, k = srow, phase = 0; x < width; x++) {
      const v = gray[row + x];
      if (v > small[k]) small[k] = v;
      if (++phase === s) {
        phase = 0;
        k++;
      }
    }
  }
  const radius = Math.max(1, Math.round(window / s / 2));
  const closed = extremeFilter(extremeFilter(small, sw, sh, radius, true), sw, sh, radius, false);
  // A light blur hides the closing's blocky steps without spreading the paper into the ink.
  const smooth = boxBlur(closed, sw, sh, 1);
  // Bilinear upsampling back to full size, with the column weights computed once.
  const out = new Uint8Array(width * height);
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const wxs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / s - 0.5));
    x0s[x] = fx | 0;
    x1s[x] = Math.min(sw - 1, (fx | 0) + 1);
    wxs[x] = fx - (fx | 0);
  }
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / s - 0.5));
    const r0 = (fy | 0) * sw;
    const r1 = Math.min(sh - 1, (fy | 0) + 1) * sw;
    const wy = fy - (fy | 0);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const wx = wxs[x];
      const a = x0s[x];
      const b = x1s[x];
      const top = smooth[r0 + a] + (smooth[r0 + b] - smooth[r0 + a]) * wx;
      const bottom = smooth[r1 + a] + (smooth[r1 + b] - smooth[r1 + a]) * wx;
      out[row + x] = (top + (bottom - top) * wy + 0.5) | 0;
    }
  }
  return out;
}

/** normalise(g, b) = min(255, floor(255 g / b)), as a 64 KiB table indexed by b·256 + g. */
const NORMALISE = (() => {
  const table = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b++) {
    for (let g = 0; g < 256; g++) {
      table[b * 256 + g] = g >= b || b === 0 ? 255 : Math.floor((255 * g) / b);
    }
  }
  return table;
})();

/** grey / paper, scaled so paper is 255, and the histogram of the result. */
export function normaliseByPaper(
  gray: Uint8Array,
  paper: Uint8Array,
): { normalised: Uint8Array; histogram: Uint32Array } {
  const normalised = new Uint8Array(gray.length);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) {
    const v = NORMALISE[(paper[i] << 8) | gray[i]];
    normalised[i] = v;
    histogram[v]++;
  }
  return { normalised, histogram };
}
