// The plain grey closing the background estimate used before it ran four pixels to a word
// (byte-filters.ts): one pixel at a time, van Herk / Gil-Werman along the rows and down the
// columns. Kept as the oracle the fast closing is tested against. Test helper, not shipped.
import { maxInt } from './branchless.ts';

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
