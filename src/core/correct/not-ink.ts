// "This is not ink": a tap on a piece the cleaner kept that is not ink. Where the ink around the
// tap is a straight band (a ruled line, a margin, a table's edge seen as a line), the band goes
// along its whole length — followed station by station, so a slightly slanted or bowed line is
// kept to — and where a stroke crosses it (ink just outside the band on either side) the
// crossing stays. Anything else goes as the whole 8-connected piece. Works in place on RGBA
// whose alpha > 0 is ink. Pure; typed arrays only.
import { floodPiece } from './ink-key.ts';

export interface NotInkOptions {
  /** Half the side of the window that decides whether the tap is on a line (px). */
  window?: number;
  /** A line is at least this many times as long as it is thick within the window. */
  elongation?: number;
  /** Gaps a line may have and still be followed (px). */
  gap?: number;
}

const DEFAULTS: Required<NotInkOptions> = { window: 40, elongation: 5, gap: 40 };

/** The ink pixel nearest (x, y) within `reach` px, or -1. */
export function nearestInk(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
): number {
  const cx = Math.round(x);
  const cy = Math.round(y);
  const r = Math.max(0, Math.round(reach));
  let best = -1;
  let bestDistance = Infinity;
  for (let yy = Math.max(0, cy - r); yy <= Math.min(height - 1, cy + r); yy++)
    for (let xx = Math.max(0, cx - r); xx <= Math.min(width - 1, cx + r); xx++) {
      if (rgba[(yy * width + xx) * 4 + 3] === 0) continue;
      const d = (xx - cx) ** 2 + (yy - cy) ** 2;
      if (d <= r * r && d < bestDistance) [best, bestDistance] = [yy * width + xx, d];
    }
  return best;
}

interface LineGuess {
  /** A point on the line and its unit direction. */
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  thickness: number;
}

/** The principal axis of the ink in a window around pixel p, when it is a thin straight band. */
function lineAt(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  p: number,
  o: Required<NotInkOptions>,
): LineGuess | null {
  const px = p % width;
  const py = (p - px) / width;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let y = Math.max(0, py - o.window); y <= Math.min(height - 1, py + o.window); y++)
    for (let x = Math.max(0, px - o.window); x <= Math.min(width - 1, px + o.window); x++) {
      if (rgba[(y * width + x) * 4 + 3] === 0) continue;
      const dx = x - px;
      const dy = y - py;
      n++;
      sx += dx;
      sy += dy;
      sxx += dx * dx;
      syy += dy * dy;
      sxy += dx * dy;
    }
  if (n < 8) return null;
  const mx = sx / n;
  const my = sy / n;
  const a = sxx / n - mx * mx;
  const b = sxy / n - mx * my;
  const c = syy / n - my * my;
  const mean = (a + c) / 2;
  const spread = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const major = mean + spread;
  const minor = Math.max(0, mean - spread);
  const length = Math.sqrt(12 * major);
  const thickness = Math.max(1, Math.sqrt(12 * minor));
  if (length < o.elongation * thickness) return null;
  const angle = 0.5 * Math.atan2(2 * b, a - c);
  return { cx: px + mx, cy: py + my, ux: Math.cos(angle), uy: Math.sin(angle), thickness };
}

/** Clears the line through `line` along its length, leaving the strokes that cross it. */
function clearLine(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  line: LineGuess,
  o: Required<NotInkOptions>,
): number {
  const { ux, uy } = line;
  const nx = -uy;
  const ny = ux;
  const half = Math.ceil(line.thickness / 2) + 1;
  const inkAt = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height && rgba[(yi * width + xi) * 4 + 3] > 0;
  };
  let cleared = 0;
  for (const direction of [1, -1]) {
    let cx = line.cx;
    let cy = line.cy;
    let missed = 0;
    // Half-pixel stations, so a slanted band's rounded pixels are all met.
    for (let i = direction === 1 ? 0 : 1; missed <= 2 * o.gap; i++) {
      const t = i / 2;
      const x = line.cx + direction * t * ux;
      const y = line.cy + direction * t * uy;
      // Follow the band's centre (a bowed or slanted line), starting from the fit.
      const off = (cx - line.cx) * nx + (cy - line.cy) * ny;
      const bx = x + off * nx;
      const by = y + off * ny;
      if (bx < -half || by < -half || bx > width + half || by > height + half) break;
      let sum = 0;
      let count = 0;
      for (let s = -half; s <= half; s += 0.5)
        if (inkAt(bx + s * nx, by + s * ny)) {
          sum += s;
          count++;
        }
      if (count === 0) {
        missed++;
        continue;
      }
      missed = 0;
      const shift = sum / count;
      cx = bx + 0.5 * shift * nx;
      cy = by + 0.5 * shift * ny;
      // A stroke crosses here: ink just beyond the band on either side.
      let crossing = false;
      for (let s = half + 1; s <= half + 3 && !crossing; s++)
        crossing = inkAt(bx + s * nx, by + s * ny) || inkAt(bx - s * nx, by - s * ny);
      if (crossing) continue;
      for (let s = -half; s <= half; s += 0.5) {
        const xi = Math.round(bx + s * nx);
        const yi = Math.round(by + s * ny);
        if (xi < 0 || yi < 0 || xi >= width || yi >= height) continue;
        const j = (yi * width + xi) * 4;
        if (rgba[j + 3] === 0) continue;
        rgba.fill(0, j, j + 4);
        cleared++;
      }
    }
  }
  return cleared;
}

/**
 * Removes the not-ink piece under a tap at (x, y) (the nearest ink within `reach` px): a line
 * along its length, else the whole piece. Returns how many pixels went (0: no ink there).
 */
export function removeNotInk(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
  x: number,
  y: number,
  reach: number,
  options: NotInkOptions = {},
): number {
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`removeNotInk: expected ${width * height * 4} bytes, got ${rgba.length}`);
  }
  const o = { ...DEFAULTS, ...options };
  const p = nearestInk(rgba, width, height, x, y, reach);
  if (p < 0) return 0;
  const line = lineAt(rgba, width, height, p, o);
  if (line) {
    const cleared = clearLine(rgba, width, height, line, o);
    if (cleared > 0) return cleared;
  }
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  const count = floodPiece(rgba, width, height, p, seen, queue);
  for (let i = 0; i < count; i++) rgba.fill(0, queue[i] * 4, queue[i] * 4 + 4);
  return count;
}
