// Ruled lines drawn for the line finder's tests: straight bands in a mask or a picture.

/** Draws a straight band: centre y = y0 + tan(angle)·(x − w/2), `thick` px, from x0 to x1. */
export function band(
  mask: Uint8Array,
  w: number,
  h: number,
  line: { y0: number; angle: number; thick: number; x0?: number; x1?: number; value?: number },
) {
  const slope = Math.tan(line.angle);
  for (let x = line.x0 ?? 0; x < (line.x1 ?? w); x++) {
    const centre = line.y0 + slope * (x - w / 2);
    for (let y = Math.ceil(centre - line.thick / 2); y < centre + line.thick / 2; y++) {
      if (y >= 0 && y < h) mask[y * w + x] = line.value ?? 1;
    }
  }
}

/** The ink pixels of a mask. */
export const count = (mask: Uint8Array) => mask.reduce((sum, v) => sum + v, 0);
