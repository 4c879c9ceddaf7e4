// Proposes where the signature is in a photo: the ink on the sheet of paper, with a margin, so
// the crop step opens on it. The sheet is found first (findPaper): a table, a hand or the dark
// surroundings of a whole phone photo are never taken for ink. On the sheet, ink is what Otsu's
// threshold calls dark; the picture is read on a coarse grid of cells, and groups of inky cells
// much smaller than the largest group (specks, dust, a stray dot) are left out. On a printed form
// only the handwriting among the print is proposed (handwriting.ts). A sheet with no ink is
// proposed whole, and so is a picture with no contrast. Pure: RGBA in, a rectangle out.
import type { Rect } from '../capture/guide-box.ts';
import { otsuThreshold } from '../clean/otsu.ts';
import { findPaper, type PaperRegion } from './find-paper.ts';
import { handwritingBox } from './handwriting.ts';
import { pieces } from './pieces.ts';
import { normaliseByBackground } from '../clean/enhanced/flatten/background.ts';
import { Scratch } from '../clean/enhanced/kernel-helpers/scratch.ts';

/** The paper's brightness is read over windows this wide (px) to find print and handwriting. */
const PRINT_WINDOW = 41;

export interface ProposeCropOptions {
  /** Cells along the longer side of the grid the ink is read on. */
  gridCells?: number;
  /** A group of inky cells smaller than this share of the largest group is a speck. */
  speckShare?: number;
  /** Margin around the ink, as a share of the ink box's longer side. */
  margin?: number;
}

const DEFAULTS: Required<ProposeCropOptions> = { gridCells: 200, speckShare: 0.05, margin: 0.08 };

/** Grey of the pixels on the sheet (off the sheet: 255, never ink) and their histogram. */
function greyAndHistogram(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  sheet: PaperRegion,
): { grey: Uint8Array; histogram: Uint32Array } {
  const grey = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  const { mask, maskWidth, scale } = sheet;
  for (let y = 0; y < height; y++) {
    const maskRow = ((y / scale) | 0) * maskWidth;
    // One mask cell covers a run of `scale` pixels of the row.
    for (let cx = 0; cx < maskWidth; cx++) {
      const start = y * width + cx * scale;
      const end = y * width + Math.min(width, (cx + 1) * scale);
      if (mask[maskRow + cx] === 0) {
        grey.fill(255, start, end);
        continue;
      }
      for (let i = start, p = start * 4; i < end; i++, p += 4) {
        const level = ((data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114 + 500) / 1000) | 0;
        grey[i] = level;
        histogram[level]++;
      }
    }
  }
  return { grey, histogram };
}

export function proposeCrop(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: ProposeCropOptions = {},
  scratch = new Scratch(),
): Rect {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`proposeCrop: size must be positive integers, got ${width}×${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(`proposeCrop: data length ${data.length} is not ${width}×${height}×4`);
  }
  const { gridCells, speckShare, margin } = { ...DEFAULTS, ...options };
  const sheet = findPaper(data, width, height, { scratch });
  const whole: Rect = { x: sheet.x, y: sheet.y, width: sheet.width, height: sheet.height };
  const { grey, histogram } = greyAndHistogram(data, width, height, sheet);
  const threshold = otsuThreshold(histogram);
  if (threshold < 0) return whole;
  // A printed form: the handwriting among the print (handwriting.ts), read on the grey divided by
  // the paper's brightness, so a shadow across the page is not one big piece of ink.
  const flat = normaliseByBackground(grey, width, height, PRINT_WINDOW, scratch);
  const flatThreshold = otsuThreshold(flat.histogram);
  if (flatThreshold >= 0) {
    const ink = new Uint8Array(width * height);
    for (let i = 0; i < ink.length; i++) ink[i] = flat.normalised[i] <= flatThreshold ? 1 : 0;
    const written = handwritingBox(ink, width, height, whole);
    if (written) return withMargin(written, width, height, margin);
  }

  const cell = Math.max(1, Math.ceil(Math.max(width, height) / gridCells));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const dark = new Uint32Array(cols * rows);
  for (let y = 0; y < height; y++) {
    const row = ((y / cell) | 0) * cols;
    for (let x = 0; x < width; x++)
      if (grey[y * width + x] <= threshold) dark[row + ((x / cell) | 0)]++;
  }
  // A cell is inky when a few of its pixels are dark (a thin stroke crosses it).
  const minDark = Math.max(1, Math.round(cell * cell * 0.03));
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
