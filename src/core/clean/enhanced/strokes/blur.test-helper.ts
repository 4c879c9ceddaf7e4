// A camera's softening of an edge for the step-edge and strip tests: a [1 2 1] / 4 blur both ways
// (the border pixels repeated), so a sharp scene has the one-pixel ramps a photo has.

/** A blurred copy of a `width` × `height` grey picture. */
export function blurred121(grey: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(grey.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          sum += grey[yy * width + xx] * (2 - Math.abs(dx)) * (2 - Math.abs(dy));
        }
      out[y * width + x] = Math.round(sum / 16);
    }
  return out;
}
