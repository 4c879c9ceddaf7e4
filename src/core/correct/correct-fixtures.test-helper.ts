// Small pictures for the corrections' tests: paper with a shadow, strokes in chosen colours.

export interface Picture {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type Colour = readonly [number, number, number];

/**
 * Paper of `paper` colour, darkened to `shade` (0–1) right of `shadowFrom`, the shadow's edge
 * soft over `ramp` px (a real shadow's penumbra).
 */
export function paperPicture(
  width: number,
  height: number,
  paper: Colour = [236, 234, 228],
  shadowFrom = width,
  shade = 1,
  ramp = 40,
): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, (x - shadowFrom + ramp / 2) / ramp));
      const light = 1 + (shade - 1) * t * t * (3 - 2 * t); // a penumbra has no corners
      const j = (y * width + x) * 4;
      data[j] = paper[0] * light;
      data[j + 1] = paper[1] * light;
      data[j + 2] = paper[2] * light;
      data[j + 3] = 255;
    }
  return { data, width, height };
}

/** Lays ink of reflectance `ink` (share of the paper kept per channel) on a rectangle. */
export function inkRect(
  picture: Picture,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  ink: Colour,
): void {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const j = (y * picture.width + x) * 4;
      for (let k = 0; k < 3; k++) picture.data[j + k] = Math.round(picture.data[j + k] * ink[k]);
    }
}

/** An RGBA result with the rectangles given as ink (black, alpha 255). */
export function maskOf(width: number, height: number, rects: number[][]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x0, y0, x1, y1] of rects)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[(y * width + x) * 4 + 3] = 255;
  return data;
}

export const inkAt = (rgba: Uint8ClampedArray, width: number, x: number, y: number) =>
  rgba[(y * width + x) * 4 + 3] > 0;

export function countInk(rgba: Uint8ClampedArray): number {
  let n = 0;
  for (let j = 3; j < rgba.length; j += 4) if (rgba[j] > 0) n++;
  return n;
}
