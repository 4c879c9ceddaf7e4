// Pixels off the sheet (core/paper/find-paper.ts) are set to paper (255) in the normalised
// image, and its histogram follows: a table or a dark border can then neither pull the
// thresholds nor become ink. The sheet is known by cells, and the table's edge seldom falls on a
// cell's. Past a table's edge the sheet finder's steep cells are off the sheet already; a thin
// band of the table along the frame's edge had its step closed away with the strokes
// (core/paper/edge-bands.ts), so in the cells beside a band the pixels as dark as the table and
// joined to it are the table's too (a faint pen is far lighter; a stroke only crosses that ring).
// Pure.
import { ENHANCED_PARAMS, type EnhancedParams } from '../enhanced-params.ts';
import type { SheetCells } from '../strokes/stroke-width.ts';
import { histogramQuantile } from '../thresholds/levels.ts';

/** The sheet's cells, and the ones off it as thin bands along the frame's edge (null: none). */
export type SheetWithBands = SheetCells & { bands?: Uint8Array | null };

/** Returns the number of pixels set to paper. `gray`: the photo's grey, to follow a band of the
 * table into the cells beside it (without it, only the cells off the sheet are paper). */
export function paperOffSheet(
  normalised: Uint8Array,
  histogram: Uint32Array,
  width: number,
  height: number,
  sheet: SheetWithBands,
  gray?: Uint8Array,
  table: EnhancedParams['table'] = ENHANCED_PARAMS.table,
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
  const { bands } = sheet;
  if (!gray || !bands) return changed;
  return changed + followTable(normalised, histogram, width, height, sheet, bands, gray, table);
}

/** The pixels of the cells beside the bands that are as dark as the table and joined to it, set
 * to paper; returns how many. */
function followTable(
  normalised: Uint8Array,
  histogram: Uint32Array,
  width: number,
  height: number,
  { mask, maskWidth, scale }: SheetCells,
  bands: Uint8Array,
  gray: Uint8Array,
  { reach, grain, share }: EnhancedParams['table'],
): number {
  const maskHeight = Math.ceil(height / scale);
  const cell = (x: number, y: number) => ((y / scale) | 0) * maskWidth + ((x / scale) | 0);
  const inBand = (x: number, y: number) => bands[cell(x, y)] === 1;
  // The grey's median in the bands (the table) and on the sheet, every 4th pixel of every 4th row.
  const bandCounts = new Uint32Array(256);
  const onCounts = new Uint32Array(256);
  for (let y = 0; y < height; y += 4)
    for (let x = 0; x < width; x += 4) {
      const c = cell(x, y);
      if (bands[c] === 1) bandCounts[gray[y * width + x]]++;
      else if (mask[c] === 1) onCounts[gray[y * width + x]]++;
    }
  const table = histogramQuantile(bandCounts, 0, 255, 0.5);
  const paper = histogramQuantile(onCounts, 0, 255, 0.5);
  if (table < 0 || paper < 0 || table > share * paper) return 0;
  const seedLevel = table + reach * (paper - table);
  const grainLevel = table + grain * (paper - table);
  // The ring: cells on the sheet with a 4-neighbour in a band.
  const ring = new Uint8Array(maskWidth * maskHeight);
  for (let cy = 0; cy < maskHeight; cy++)
    for (let cx = 0; cx < maskWidth; cx++) {
      const c = cy * maskWidth + cx;
      if (mask[c] === 0) continue;
      if (
        (cx > 0 && bands[c - 1] === 1) ||
        (cx < maskWidth - 1 && bands[c + 1] === 1) ||
        (cy > 0 && bands[c - maskWidth] === 1) ||
        (cy < maskHeight - 1 && bands[c + maskWidth] === 1)
      )
        ring[c] = 1;
    }
  const inRing = (x: number, y: number) => ring[cell(x, y)] === 1;
  // Breadth first from the ring's dark pixels beside a pixel off the sheet, through dark pixels
  // of the ring.
  const queue: number[] = [];
  const take = (x: number, y: number, dark: number) => {
    const i = y * width + x;
    if (normalised[i] === 255 || gray[i] > dark || !inRing(x, y)) return;
    histogram[normalised[i]]--;
    normalised[i] = 255;
    queue.push(i);
  };
  for (let cy = 0; cy < maskHeight; cy++)
    for (let cx = 0; cx < maskWidth; cx++) {
      if (ring[cy * maskWidth + cx] === 0) continue;
      const x0 = cx * scale;
      const y0 = cy * scale;
      const x1 = Math.min(width, x0 + scale);
      const y1 = Math.min(height, y0 + scale);
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const beside =
            (x === x0 && x > 0 && inBand(x - 1, y)) ||
            (x === x1 - 1 && x1 < width && inBand(x1, y)) ||
            (y === y0 && y > 0 && inBand(x, y - 1)) ||
            (y === y1 - 1 && y1 < height && inBand(x, y1));
          if (beside) take(x, y, seedLevel);
        }
    }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head];
    const x = i % width;
    const y = (i - x) / width;
    if (x > 0) take(x - 1, y, grainLevel);
    if (x < width - 1) take(x + 1, y, grainLevel);
    if (y > 0) take(x, y - 1, grainLevel);
    if (y < height - 1) take(x, y + 1, grainLevel);
  }
  histogram[255] += queue.length;
  return queue.length;
}
