// The sheet as a convex shape (the crop proposal, propose-crop.ts): the convex hull of the cells
// findPaper kept, as one run of pixels per row. A sheet lying flat is a rectangle in
// perspective, so convex; the cells findPaper leaves out inside its hull are the sheet too —
// the steep band where a hand's shadow crosses it, a notch its smoothness test cut — and ink
// there belongs to the signature. Pure; typed arrays only.
import type { PaperRegion } from './find-paper.ts';

/** Each row's run on the sheet's hull: pixels `left[y]` to `right[y]` − 1 (none when left ≥ right). */
export interface RowRuns {
  left: Int32Array;
  right: Int32Array;
}

/** The cross product of (a − o) and (b − o): > 0 when o → a → b turns anticlockwise (y down: clockwise). */
const cross = (o: number[], a: number[], b: number[]) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** The convex hull of `points` (Andrew's monotone chain), its corners in order. */
function hull(points: number[][]): number[][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const chain = (list: number[][]) => {
    const out: number[][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/** The runs of the convex hull of `sheet`'s mask in a picture of `width` × `height`. */
export function sheetHull(sheet: PaperRegion, width: number, height: number): RowRuns {
  const { mask, maskWidth, maskHeight, scale } = sheet;
  const corners: number[][] = [];
  for (let cy = 0; cy < maskHeight; cy++) {
    const row = cy * maskWidth;
    let first = 0;
    while (first < maskWidth && !mask[row + first]) first++;
    if (first === maskWidth) continue;
    let last = maskWidth - 1;
    while (!mask[row + last]) last--;
    const top = cy * scale;
    const bottom = Math.min(height, (cy + 1) * scale);
    const x0 = first * scale;
    const x1 = Math.min(width, (last + 1) * scale);
    corners.push([x0, top], [x0, bottom], [x1, top], [x1, bottom]);
  }
  const left = new Int32Array(height);
  const right = new Int32Array(height);
  const shape = hull(corners);
  if (shape.length < 3) return { left, right };
  for (let y = 0; y < height; y++) {
    // Where the row's middle line meets the hull's edges.
    const at = y + 0.5;
    let from = Infinity;
    let to = -Infinity;
    for (let k = 0; k < shape.length; k++) {
      const [ax, ay] = shape[k];
      const [bx, by] = shape[(k + 1) % shape.length];
      if ((at < ay && at < by) || (at > ay && at > by)) continue;
      const x = ay === by ? Math.min(ax, bx) : ax + ((at - ay) / (by - ay)) * (bx - ax);
      const far = ay === by ? Math.max(ax, bx) : x;
      from = Math.min(from, x);
      to = Math.max(to, far);
    }
    if (from > to) continue;
    left[y] = Math.max(0, Math.round(from));
    right[y] = Math.min(width, Math.round(to));
  }
  return { left, right };
}
