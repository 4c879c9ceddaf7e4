// The reference for keepLocallySignificant (local-noise.ts), as its header describes it and
// without its shortcuts: every block's floor worked out up front, every pixel of the frame
// visited, every pixel of a window judged afresh (no cache of what is known).
import { blockFloors } from './local-noise.ts';

export function referenceKeepLocallySignificant(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  {
    block,
    deviations,
    radius,
    sure,
  }: { block: number; deviations: number; radius: number; sure: number },
): number {
  const { floors, columns, rows } = blockFloors(normalised, width, height, block, deviations);
  // Where a coordinate lies between block centres: the block before it and the share towards
  // the next (in single precision, as the pass keeps it).
  const between = (c: number, count: number) => {
    const f = Math.min(count - 1, Math.max(0, (c + 0.5) / block - 0.5));
    return [Math.floor(f), Math.fround(f - Math.floor(f))];
  };
  const significant = (x: number, y: number) => {
    const v = normalised[y * width + x];
    if (v <= sure) return true;
    const [x0, t] = between(x, columns);
    const [y0, u] = between(y, rows);
    const x1 = Math.min(columns - 1, x0 + 1);
    const y1 = Math.min(rows - 1, y0 + 1);
    const top = floors[y0 * columns + x0] * (1 - t) + floors[y0 * columns + x1] * t;
    const bottom = floors[y1 * columns + x0] * (1 - t) + floors[y1 * columns + x1] * t;
    return v <= top * (1 - u) + bottom * u;
  };
  const drop: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x] === 0) continue;
      let near = false;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
        for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
          near ||= significant(xx, yy);
        }
      }
      if (!near) drop.push(y * width + x);
    }
  }
  for (const i of drop) mask[i] = 0;
  return drop.length;
}
