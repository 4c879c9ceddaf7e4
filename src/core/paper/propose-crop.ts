// Proposes where the signature is in a photo: the ink on the sheet of paper, with a margin, so
// the crop step opens on it. The sheet is found first (findPaper) and taken as convex
// (sheet-hull.ts), so the band where a hand's shadow crosses it stays on it. On the sheet, ink is
// judged against the paper where it lies (ink-against-paper.ts): darker than its paper by Otsu's
// share and by more than the noise, with paper on both sides — so a shadow, a table's or a hand's
// edge, or a strip of table that the frame cuts, is not ink. The picture is read on a coarse grid
// of cells, and groups of inky cells much smaller than the largest group (specks, dust, a stray
// dot) are left out. On a printed form only the handwriting among the print is proposed
// (handwriting.ts). A sheet with no ink is proposed whole, and so is a picture with no contrast.
// The parameters are paper-params.ts's. Pure: RGBA in, a rectangle out.
import type { Kernels } from '../clean/kernels.ts';
import type { Rect } from '../capture/guide-box.ts';
import { otsuThreshold } from '../clean/otsu.ts';
import { findPaper } from './find-paper.ts';
import { handwritingBox } from './handwriting.ts';
import { inkAgainstPaper, readAgainstPaper } from './ink-against-paper.ts';
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';
import { pieces } from './pieces.ts';
import { sheetHull } from './sheet-hull.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';

/** The picture's grey (luminance, 0..255). */
function greyOf(data: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) {
    grey[i] = ((data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114 + 500) / 1000) | 0;
  }
  return grey;
}

/** The box to crop `data` (RGBA, `width` × `height`) to; `scratch`: its owner's memory (a fresh
 * one without); `kernels`: its owner's faster kernels (none: the TypeScript); `params`: the
 * sheet's and the proposal's parameters (a benchmark may hand in others). */
export function proposeCrop(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scratch = new Scratch(),
  kernels: Kernels | null = null,
  params: PaperParams = PAPER_PARAMS,
): Rect {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`proposeCrop: size must be positive integers, got ${width}×${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(`proposeCrop: data length ${data.length} is not ${width}×${height}×4`);
  }
  const { paperRadius, minContrast, gridCells, inkyShare, speckShare, margin } = params.crop;
  const sheet = findPaper(data, width, height, { scratch, kernels, params });
  const whole: Rect = { x: sheet.x, y: sheet.y, width: sheet.width, height: sheet.height };
  const grey = greyOf(data, width, height);
  const runs = sheetHull(sheet, width, height);
  const reading = readAgainstPaper(
    grey,
    width,
    height,
    runs,
    paperRadius,
    scratch,
    kernels,
    minContrast,
  );
  const threshold = otsuThreshold(reading.histogram);
  if (threshold < 0) return whole;
  const ink = inkAgainstPaper(grey, reading, width, height, runs, threshold, paperRadius);
  // A printed form: the handwriting among the print (handwriting.ts).
  const written = handwritingBox(ink, width, height, whole, params.handwriting);
  if (written) return withMargin(written, width, height, margin);

  const cell = Math.max(1, Math.ceil(Math.max(width, height) / gridCells));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const dark = new Uint32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = ((y / cell) | 0) * cols;
    for (let x = 0; x < width; x++) if (ink[y * width + x]) dark[row + ((x / cell) | 0)]++;
  }
  // A cell is inky when a few of its pixels are dark (a thin stroke crosses it).
  const minDark = Math.max(1, Math.round(cell * cell * inkyShare));
  const inky = new Uint8Array(cols * rows);
  for (let i = 0; i < inky.length; i++) inky[i] = dark[i] >= minDark ? 1 : 0;
  const groups = pieces(inky, cols, rows);
  if (groups.length === 0) return whole;
  const keep = Math.max(...groups.map((group) => group.size)) * speckShare;

  let left = cols;
  let top = rows;
  let right = -1;
  let bottom = -1;
  for (const group of groups) {
    if (group.size < keep) continue;
    left = Math.min(left, group.left);
    right = Math.max(right, group.right);
    top = Math.min(top, group.top);
    bottom = Math.max(bottom, group.bottom);
  }
  const x0 = left * cell;
  const y0 = top * cell;
  const x1 = Math.min(width, (right + 1) * cell);
  const y1 = Math.min(height, (bottom + 1) * cell);
  return withMargin({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, width, height, margin);
}

/** `box` grown by `margin` × its longer side each way, inside the picture. */
function withMargin(box: Rect, width: number, height: number, margin: number): Rect {
  const pad = Math.round(Math.max(box.width, box.height) * margin);
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  return {
    x,
    y,
    width: Math.min(width, box.x + box.width + pad) - x,
    height: Math.min(height, box.y + box.height + pad) - y,
  };
}
