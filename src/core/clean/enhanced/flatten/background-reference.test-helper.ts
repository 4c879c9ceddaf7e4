// The plain grey closing the background estimate used before it ran four pixels to a word
// (byte-filters.ts): one pixel at a time, van Herk / Gil-Werman along the rows and down the
// columns; and the normalisation as it was before its box blur and division ran by table and
// four pixels a step. Kept as the oracles the fast code is tested against. Test helper, not shipped.
import { halfRadius, NORMALISE } from './background.ts';
import { maxInt } from '../kernel-helpers/branchless.ts';
import { interleavedCounts, mergeCounts } from '../kernel-helpers/interleaved-histogram.ts';

/**
 * Running maximum over a window of `radius` each side along lines of an image, O(1) per pixel
 * (van Herk / Gil-Werman: prefix maxima within blocks of the window's size, forwards and
 * backwards). A minimum is the same on inverted values, which keeps one specialised loop.
 * Near the ends the window is clipped and may reach up to `radius` further inward: harmless
 * for a paper estimate.
 */
function slidingMax(
  source: Uint8Array,
  target: Uint8Array,
  length: number,
  count: number,
  step: number,
  lineStep: number,
  radius: number,
  forward: Uint8Array,
  backward: Uint8Array,
) {
  const size = 2 * radius + 1;
  for (let line = 0; line < count; line++) {
    const base = line * lineStep;
    for (let blockStart = 0; blockStart < length; blockStart += size) {
      const end = Math.min(length, blockStart + size);
      let running = 0;
      for (let i = blockStart; i < end; i++) {
        running = maxInt(running, source[base + i * step]);
        forward[i] = running;
      }
      running = 0;
      for (let i = end - 1; i >= blockStart; i--) {
        running = maxInt(running, source[base + i * step]);
        backward[i] = running;
      }
    }
    for (let i = 0; i < length; i++) {
      const a = backward[i > radius ? i - radius : 0];
      const b = forward[i + radius < length ? i + radius : length - 1];
      target[base + i * step] = maxInt(a, b);
    }
  }
}

/** The same running maximum down the columns, done a whole row at a time (contiguous memory). */
function slidingMaxColumns(
  source: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const size = 2 * radius + 1;
  const forward = new Uint8Array(source.length);
  const backward = new Uint8Array(source.length);
  for (let blockStart = 0; blockStart < height; blockStart += size) {
    const end = Math.min(height, blockStart + size);
    forward.set(source.subarray(blockStart * width, (blockStart + 1) * width), blockStart * width);
    for (let y = blockStart + 1; y < end; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        forward[row + x] = maxInt(forward[row - width + x], source[row + x]);
      }
    }
    backward.set(source.subarray((end - 1) * width, end * width), (end - 1) * width);
    for (let y = end - 2; y >= blockStart; y--) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        backward[row + x] = maxInt(backward[row + width + x], source[row + x]);
      }
    }
  }
  const out = new Uint8Array(source.length);
  for (let y = 0; y < height; y++) {
    const top = (y > radius ? y - radius : 0) * width;
    const bottom = (y + radius < height ? y + radius : height - 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      out[row + x] = maxInt(backward[top + x], forward[bottom + x]);
    }
  }
  return out;
}

function maxFilter(image: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const forward = new Uint8Array(width);
  const backward = new Uint8Array(width);
  const rows = new Uint8Array(image.length);
  slidingMax(image, rows, width, height, 1, width, radius, forward, backward);
  return slidingMaxColumns(rows, width, height, radius);
}

function invert(image: Uint8Array): Uint8Array {
  for (let i = 0; i < image.length; i++) image[i] = 255 - image[i];
  return image;
}

/** Grey closing: the window minimum of the window maximum (dark details narrower than the window vanish). */
export function referenceClosing(
  image: Uint8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const dilated = maxFilter(image, width, height, radius);
  return invert(maxFilter(invert(dilated), width, height, radius));
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

/** normaliseByBackground as it was (background.ts), on the reference closing. */
export function referenceNormalise(
  gray: Uint8Array,
  width: number,
  height: number,
  window: number,
  half: { small: Uint8Array; sw: number; sh: number },
): { normalised: Uint8Array; histogram: Uint32Array } {
  const { small, sw, sh } = half;
  const closed = referenceClosing(small, sw, sh, halfRadius(window));
  // A light blur hides the closing's blocky steps without spreading the paper into the ink.
  const smooth = boxBlur(closed, sw, sh, 1);
  // Bilinear upsampling in integers: at scale 2 every pixel is (9a + 3b + 3c + d) / 16 of its
  // four nearest small pixels, i.e. (3·across(near row) + across(far row) + 8) / 16 with
  // across(row) = 3a + b along the row. `across` is computed once per small row.
  const near = new Int32Array(width);
  const far = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const centre = x >> 1;
    near[x] = Math.min(sw - 1, centre);
    far[x] = Math.min(sw - 1, Math.max(0, x & 1 ? centre + 1 : centre - 1));
  }
  const across = new Uint16Array(sh * width);
  for (let r = 0; r < sh; r++) {
    const source = r * sw;
    const target = r * width;
    for (let x = 0; x < width; x++) {
      across[target + x] = 3 * smooth[source + near[x]] + smooth[source + far[x]];
    }
  }
  // The division by table and the histogram, in one pass.
  const normalised = new Uint8Array(width * height);
  const counts = interleavedCounts();
  for (let y = 0; y < height; y++) {
    const centre = y >> 1;
    const r0 = Math.min(sh - 1, centre) * width;
    const r1 = Math.min(sh - 1, Math.max(0, y & 1 ? centre + 1 : centre - 1)) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const paper = (3 * across[r0 + x] + across[r1 + x] + 8) >> 4;
      const v = NORMALISE[(paper << 8) | gray[row + x]];
      normalised[row + x] = v;
      counts[((x & 3) << 8) | v]++;
    }
  }
  return { normalised, histogram: mergeCounts(counts) };
}
