// Pixels off the sheet (core/paper/find-paper.ts) are set to paper (255) in the normalised
// image, and its histogram follows: a table or a dark border can then neither pull the
// thresholds nor become ink. Pure.
import type { SheetCells } from '../strokes/stroke-width.ts';

/** Returns the number of pixels set to paper. */
export function paperOffSheet(
  normalised: Uint8Array,
  histogram: Uint32Array,
  width: number,
  height: number,
  sheet: SheetCells,
): number {
  const { mask, maskWidth, scale } = sheet;
  let changed = 0;
  for (let y = 0; y < height; y++) {
    const cells = ((y / scale) | 0) * maskWidth;
    const row = y * width;
    for (let cx = 0; cx < maskWidth; cx++) {
      if (mask[cells + cx]) continue;
      const end = Math.min(width, (cx + 1) * scale);
      for (let x = cx * scale; x < end; x++) {
        histogram[normalised[row + x]]--;
        normalised[row + x] = 255;
      }
      changed += end - cx * scale;
    }
  }
  histogram[255] += changed;
  return changed;
}
