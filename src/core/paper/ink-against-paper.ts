// Which pixels on the sheet are ink, for the crop proposal (propose-crop.ts). Ink is judged
// against the paper around it:
//   - against the paper's brightness where it lies: the grey closing over a window wider than
//     any stroke, at full resolution, so the strokes vanish and the paper stays. A shadow or
//     uneven light is a smooth change over a large scale and a table's or a hand's edge a step;
//     the closing keeps both as they are, so shadowed paper and the dark side of a step read as
//     paper, and ink, in a shadow or not, is darker than its paper by a share (the threshold)
//     and by at least `minContrast` grey levels (the noise: in a deep shadow on a dark table
//     the noise is a large share of the brightness, and the closing, a maximum, rides on it);
//   - against the paper on both sides: along one of four directions (across, down, the two
//     diagonals), walking out either way, a pixel it is as dark against as that share comes
//     within `reach` px. A stroke is thin, with its paper either side; a dark region the window
//     could not span (a strip of table between the sheet and the picture's edge: the edge ends
//     the walk) and a dark trough along a step, brightening only slowly away from it (the table
//     beside a shadowed sheet, where the closing rides on its gradient), are not.
// Pure; typed arrays only.
import type { Kernels } from '../clean/kernels.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';
import { closing } from '../clean/enhanced/flatten/byte-filters.ts';
import { NORMALISE } from '../clean/enhanced/flatten/background.ts';
import { PAPER_PARAMS } from './paper-params.ts';
import type { RowRuns } from './sheet-hull.ts';

/** The grey against its paper: 255 × grey / paper, by table (255 where the grey is less than
 * `minContrast` below its paper). */
export interface PaperReading {
  flat: Uint8Array;
  /** The histogram of `flat` inside the runs. */
  histogram: Uint32Array;
}

/** `grey` read against its paper (the closing over a (2·radius + 1)² window) inside `runs`;
 * `scratch`: the closing's work memory; `kernels`: its owner's faster kernels, if any;
 * `minContrast`: the noise's grey levels (`crop` of paper-params.ts). */
export function readAgainstPaper(
  grey: Uint8Array,
  width: number,
  height: number,
  runs: RowRuns,
  radius: number,
  scratch: Scratch = new Scratch(),
  kernels: Kernels | null = null,
  minContrast = PAPER_PARAMS.crop.minContrast,
): PaperReading {
  const paper = closing(grey, width, height, radius, scratch, kernels);
  const flat = new Uint8Array(width * height).fill(255);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++) {
    for (let i = y * width + runs.left[y], end = y * width + runs.right[y]; i < end; i++) {
      const level = paper[i] - grey[i] < minContrast ? 255 : NORMALISE[(paper[i] << 8) | grey[i]];
      flat[i] = level;
      histogram[level]++;
    }
  }
  return { flat, histogram };
}

/**
 * 1 where the pixel of `grey` inside `runs` is ink: its `flat` at most `threshold`, and along
 * one of four directions paper (see paperWithin) on both sides within `reach` px.
 */
export function inkAgainstPaper(
  grey: Uint8Array,
  { flat }: PaperReading,
  width: number,
  height: number,
  runs: RowRuns,
  threshold: number,
  reach: number,
): Uint8Array {
  const ink = new Uint8Array(width * height);
  const slant = Math.max(1, Math.round(reach / Math.SQRT2));
  const directions = [
    [1, 0, reach],
    [0, 1, reach],
    [1, 1, slant],
    [1, -1, slant],
  ];
  // Whether, walking from (x, y) by (dx, dy), paper for a pixel of grey `level` comes within
  // `steps` steps: a pixel it is as dark against as the flat test asks. The picture's edge ends
  // the walk unanswered.
  const paperWithin = (
    x: number,
    y: number,
    dx: number,
    dy: number,
    steps: number,
    level: number,
  ) => {
    for (let k = 1; k <= steps; k++) {
      x += dx;
      y += dy;
      if (x < 0 || y < 0 || x >= width || y >= height) return false;
      if (NORMALISE[(grey[y * width + x] << 8) | level] <= threshold) return true;
    }
    return false;
  };
  for (let y = 0; y < height; y++) {
    for (let x = runs.left[y], i = y * width + x; x < runs.right[y]; x++, i++) {
      if (flat[i] > threshold) continue;
      const level = grey[i];
      for (const [dx, dy, steps] of directions) {
        if (paperWithin(x, y, dx, dy, steps, level) && paperWithin(x, y, -dx, -dy, steps, level)) {
          ink[i] = 1;
          break;
        }
      }
    }
  }
  return ink;
}
