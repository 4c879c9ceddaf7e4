// The brush: erase ink, or restore what the cleaner took. A stroke is a polyline of points with a
// radius, stamped as discs every half radius. Restore brings back, inside the stroke, the
// picture's own ink — pixels whose darkness against their paper (local-paper.ts) is at least
// half the darkest the stroke covers — in its own colour, so what comes back has the pen's
// shape, not the brush's; the output step softens its edges like any clean's. Works in place
// on RGBA whose alpha > 0 is ink. Pure; typed arrays only.
import { paperColumns, paperRow, type PaperGrid } from './local-paper.ts';

export type BrushMode = 'erase' | 'restore';

export interface BrushStroke {
  mode: BrushMode;
  /** x0, y0, x1, y1, … in the clean result's pixels. */
  points: readonly number[];
  radius: number;
}

/** Restored pixels are at least this dark against their paper (about 13 grey levels). */
const MIN_RESTORE = 0.05;
/** …and at least this share of the darkest pixel the stroke covers. */
const RESTORE_SHARE = 0.5;

/** The pixels a stroke covers, as a mask over its bounding box. */
export function strokeCoverage(stroke: BrushStroke, width: number, height: number) {
  const { points, radius } = stroke;
  if (points.length < 2 || points.length % 2 !== 0) {
    throw new RangeError(`brush: points must be x, y pairs, got ${points.length} numbers`);
  }
  if (!(radius > 0)) throw new RangeError(`brush: radius must be positive, got ${radius}`);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 2) {
    x0 = Math.min(x0, points[i]);
    x1 = Math.max(x1, points[i]);
    y0 = Math.min(y0, points[i + 1]);
    y1 = Math.max(y1, points[i + 1]);
  }
  const left = Math.max(0, Math.floor(x0 - radius));
  const top = Math.max(0, Math.floor(y0 - radius));
  const right = Math.min(width, Math.ceil(x1 + radius) + 1);
  const bottom = Math.min(height, Math.ceil(y1 + radius) + 1);
  const w = Math.max(0, right - left);
  const h = Math.max(0, bottom - top);
  const mask = new Uint8Array(w * h);
  const stamp = (cx: number, cy: number) => {
    const r2 = radius * radius;
    for (
      let y = Math.max(top, Math.floor(cy - radius));
      y <= Math.min(bottom - 1, cy + radius);
      y++
    )
      for (
        let x = Math.max(left, Math.floor(cx - radius));
        x <= Math.min(right - 1, cx + radius);
        x++
      )
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) mask[(y - top) * w + (x - left)] = 1;
  };
  const step = Math.max(0.5, radius / 2);
  stamp(points[0], points[1]);
  for (let i = 2; i < points.length; i += 2) {
    const [ax, ay, bx, by] = [points[i - 2], points[i - 1], points[i], points[i + 1]];
    const steps = Math.ceil(Math.hypot(bx - ax, by - ay) / step);
    for (let k = 1; k <= steps; k++)
      stamp(ax + ((bx - ax) * k) / steps, ay + ((by - ay) * k) / steps);
  }
  return { left, top, width: w, height: h, mask };
}

/**
 * Applies one brush stroke to `rgba` (the result being corrected); `source` and `paper` are
 * the picture it was cleaned from, needed to restore. Returns how many pixels changed.
 */
export function applyBrush(
  rgba: Uint8ClampedArray,
  source: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  paper: PaperGrid,
  stroke: BrushStroke,
): number {
  const cover = strokeCoverage(stroke, width, height);
  const { left, top, mask } = cover;
  let changed = 0;
  if (stroke.mode === 'erase') {
    for (let y = 0; y < cover.height; y++)
      for (let x = 0; x < cover.width; x++) {
        if (!mask[y * cover.width + x]) continue;
        const j = ((top + y) * width + left + x) * 4;
        if (rgba[j + 3] === 0) continue;
        rgba.fill(0, j, j + 4);
        changed++;
      }
    return changed;
  }
  const darkness = new Float32Array(cover.width * cover.height);
  const row = new Float32Array(cover.width * 3);
  const columns = paperColumns(paper, left, left + cover.width);
  let darkest = 0;
  for (let y = 0; y < cover.height; y++) {
    paperRow(paper, left, left + cover.width, top + y, row, columns);
    for (let x = 0; x < cover.width; x++) {
      if (!mask[y * cover.width + x]) continue;
      const j = ((top + y) * width + left + x) * 4;
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += Math.max(0, 1 - source[j + k] / row[x * 3 + k]);
      const d = sum / 3;
      darkness[y * cover.width + x] = d;
      darkest = Math.max(darkest, d);
    }
  }
  const floor = Math.max(MIN_RESTORE, RESTORE_SHARE * darkest);
  for (let y = 0; y < cover.height; y++)
    for (let x = 0; x < cover.width; x++) {
      const i = y * cover.width + x;
      if (!mask[i] || darkness[i] < floor) continue;
      const j = ((top + y) * width + left + x) * 4;
      if (rgba[j + 3] === 255) continue;
      rgba[j] = source[j];
      rgba[j + 1] = source[j + 1];
      rgba[j + 2] = source[j + 2];
      rgba[j + 3] = 255;
      changed++;
    }
  return changed;
}
