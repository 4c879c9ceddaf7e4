// The spec's grey (0.299 R + 0.587 G + 0.114 B), in integers, of the RGBA pixel at byte j.
export function greyAt(rgba: Uint8ClampedArray | Uint8Array, j: number): number {
  return (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29 + 128) >> 8;
}
