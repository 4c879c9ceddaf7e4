// The core of thin strokes (issue 10): after the camera's blur a 1–1.6 px pen line spreads over
// three pixels. Centred on a pixel, the line leaves its neighbours across it at most about 0.6
// as dark (against the paper) as the middle; straddling two pixels, both are equally dark. A
// pixel the pen covers at least half of is either at least half as dark as the ink itself (sure
// ink: a wider stroke's edge) or nearly as dark as the darkest pixel next to it (a thin line's
// middle); the blurred rim is neither. Ink that is not sure is kept only where it is at least
// CORE_SHARE as dark as the darkest of its 3 × 3 neighbourhood: the rim of every thin stroke is
// cut by the stroke's own contrast, and a faint stroke keeps its own core. Works on the
// background-normalised image (paper = 255). Pure.

/** Ink at least this share as dark as its darkest neighbour is a thin stroke's core. */
export const CORE_SHARE = 0.75;

/**
 * Clears mask pixels lighter than `sure` that are less than `share` as dark (255 − value) as
 * the darkest pixel of their 3 × 3 neighbourhood (edges clamped). Returns the pixels cleared.
 */
export function keepStrokeCores(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  sure: number,
  share = CORE_SHARE,
): number {
  let cleared = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? row - width : row;
    const down = y < height - 1 ? row + width : row;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] !== 1 || normalised[row + x] <= sure) continue;
      const l = x > 0 ? x - 1 : x;
      const r = x < width - 1 ? x + 1 : x;
      const min = Math.min(
        Math.min(normalised[up + l], normalised[up + x], normalised[up + r]),
        Math.min(normalised[row + l], normalised[row + x], normalised[row + r]),
        Math.min(normalised[down + l], normalised[down + x], normalised[down + r]),
      );
      // Only the grey decides, never the mask: clearing as we go changes nothing later.
      if (255 - normalised[row + x] < share * (255 - min)) {
        mask[row + x] = 0;
        cleared++;
      }
    }
  }
  return cleared;
}
