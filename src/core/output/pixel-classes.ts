// Sorts the pixels of a binary ink mask by where they sit relative to the strokes, from their
// 3×3 neighbourhood: paper with no ink beside it, the one-pixel ring of paper touching ink, ink
// on a stroke's rim (touching paper) and ink in a stroke's core. Two passes over one byte per
// pixel (a horizontal any/all run, then the vertical one); outside the image counts as more of
// the pixel itself, so a stroke cut by the border is not given a rim there. Pure.

export const PAPER = 0;
export const RING = 1;
export const RIM = 2;
export const CORE = 3;

const ANY = 1;
const ALL = 2;

/** ink: 1 where the mask is ink, 0 elsewhere. Returns one class (PAPER…CORE) per pixel. */
export function classifyPixels(ink: Uint8Array, width: number, height: number): Uint8Array {
  const rows = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const left = x > 0 ? ink[i - 1] : ink[i];
      const right = x < width - 1 ? ink[i + 1] : ink[i];
      const any = left | ink[i] | right;
      const all = left & ink[i] & right;
      rows[i] = any * ANY + all * ALL;
    }
  }
  const classes = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? -width : 0;
    const down = y < height - 1 ? width : 0;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      const a = rows[i + up];
      const b = rows[i];
      const c = rows[i + down];
      if (ink[i]) {
        classes[i] = (a & b & c & ALL) !== 0 ? CORE : RIM;
      } else if (((a | b | c) & ANY) !== 0) {
        classes[i] = RING;
      }
    }
  }
  return classes;
}
