// The spec's grey (0.299 R + 0.587 G + 0.114 B), in integers, of the RGBA pixel at byte j.
export function greyAt(rgba: Uint8ClampedArray | Uint8Array, j: number): number {
  return (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29 + 128) >> 8;
}

/** Below this contrast between a pixel's paper and its ink (grey levels of greyAt), where a
 * pixel lies between the two (how much of it the ink covers) cannot be read from the sensor's
 * noise: soft edges keep such a block's hard mask, the result hints judge no hole by it. */
export const MIN_READABLE_CONTRAST = 12;
