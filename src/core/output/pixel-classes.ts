// Sorts the pixels of a cleaner's RGBA output (alpha > 0 is ink) by where they sit relative to
// the strokes, from their 3×3 neighbourhood: paper with no ink beside it, the one-pixel ring of
// paper touching ink, ink on a stroke's rim (touching paper) and ink in a stroke's core. Two
// passes over one byte per pixel (a horizontal any/all run, then the vertical one); outside the
// image counts as more of the pixel itself, so a stroke cut by the border has no rim there. Pure.

export const PAPER = 0;
export const RING = 1;
export const RIM = 2;
export const CORE = 3;

const ANY = 1;
const ALL = 2;
const SELF = 4;

/** One class (PAPER…CORE) per pixel of `mask` (RGBA). */
export function classifyPixels(
  mask: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let self = mask[row * 4 + 3] > 0 ? 1 : 0;
    let left = self;
    for (let x = 0; x < width; x++) {
      const right = x < width - 1 ? (mask[(row + x + 1) * 4 + 3] > 0 ? 1 : 0) : self;
      rows[row + x] = (left | self | right) * ANY + (left & self & right) * ALL + self * SELF;
      left = self;
      self = right;
    }
  }
  const classes = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? -width : 0;
    const down = y < height - 1 ? width : 0;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const b = rows[i];
      const a = rows[i + up];
      const c = rows[i + down];
      if (b & SELF) {
        classes[i] = (a & b & c & ALL) !== 0 ? CORE : RIM;
      } else if (((a | b | c) & ANY) !== 0) {
        classes[i] = RING;
      }
    }
  }
  return classes;
}
