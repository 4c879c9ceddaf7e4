// What lies on and around the paper (render.ts): the ruling's coverage, the sheet on its surface,
// a hand holding the sheet, and the light (uneven, a hand's soft shadow).
import type { Hand, LinedPaper, Ruling, Scene, Sheet } from './scene.ts';

/** How much of a pixel at signed distance `d` from a line's centre the line covers (0..1). */
export function lineCover(d: number, thickness: number) {
  return Math.min(1, Math.max(0, thickness / 2 + 0.5 - Math.abs(d)));
}

/** Coverage of the ruling at every pixel (0..1), in the ruling's rotated frame. */
export function rulingCover(ruling: Ruling, width: number, height: number): Float32Array {
  const cover = new Float32Array(width * height);
  const cos = Math.cos(ruling.angle);
  const sin = Math.sin(ruling.angle);
  const { spacing, thickness } = ruling;
  const nearest = (v: number) => v - Math.round(v / spacing) * spacing;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - width / 2;
      const dy = y + 0.5 - height / 2;
      const u = dx * cos + dy * sin + width / 2;
      const v = -dx * sin + dy * cos + height / 2;
      let c = lineCover(nearest(v - spacing / 2), thickness);
      if (ruling.kind === 'grid') c = Math.max(c, lineCover(nearest(u), thickness));
      if (ruling.margin !== undefined) c = Math.max(c, lineCover(u - ruling.margin * width, 2));
      cover[y * width + x] = c;
    }
  }
  return cover;
}

/** The sheet's placement in px: its turn, centre and half-size. */
export function sheetFrame(sheet: Sheet, width: number, height: number) {
  return {
    cos: Math.cos(sheet.angle),
    sin: Math.sin(sheet.angle),
    cx: sheet.cx * width,
    cy: sheet.cy * height,
    hw: sheet.halfWidth * width,
    hh: sheet.halfHeight * height,
  };
}

/** 1 on the sheet, 0 on the surface around it. */
export function sheetMask(scene: Scene): Uint8Array {
  const { width, height, sheet } = scene;
  const mask = new Uint8Array(width * height);
  if (!sheet) return mask.fill(1);
  const { cos, sin, cx, cy, hw, hh } = sheetFrame(sheet, width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      mask[y * width + x] = Math.abs(u) <= hw && Math.abs(v) <= hh ? 1 : 0;
    }
  }
  return mask;
}

/**
 * How far inside the hand each pixel lies: 0 off the hand, up to 1 at the middle of the palm or
 * thumb (for its rounded shading). Edges anti-aliased over a pixel by the camera's blur later.
 */
export function handDepth(hand: Hand, width: number, height: number): Float32Array {
  const depth = new Float32Array(width * height);
  const { palm, thumb } = hand;
  const cos = Math.cos(thumb.angle);
  const sin = Math.sin(thumb.angle);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width;
      const v = (y + 0.5) / height;
      // Ellipses in frame-share units, scaled so that the radii are true to the frame's aspect.
      const p = ((u - palm.cx) / palm.rx) ** 2 + ((v - palm.cy) / palm.ry) ** 2;
      const du = (u - thumb.cx) * width;
      const dv = (v - thumb.cy) * height;
      const tu = (du * cos + dv * sin) / (thumb.rx * width);
      const tv = (-du * sin + dv * cos) / (thumb.ry * height);
      const t = tu * tu + tv * tv;
      const inside = Math.max(p < 1 ? 1 - p : 0, t < 1 ? 1 - t : 0);
      depth[y * width + x] = inside;
    }
  }
  return depth;
}

export function lighting(scene: Scene, random: () => number): Float32Array {
  const { width, height } = scene;
  const n = width * height;
  const light = new Float32Array(n).fill(1);
  if (scene.unevenLight) {
    const gx = (random() - 0.5) * 0.35;
    const gy = (random() - 0.5) * 0.25;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++)
        light[y * width + x] *= 1 + gx * (x / width - 0.5) * 2 + gy * (y / height - 0.5) * 2;
    }
  }
  if (scene.shadow) {
    // A hand's soft shadow reaching in from one side.
    // A placed shadow draws nothing here, so the other scenes' draws stay where they were.
    const shape = scene.shadowShape;
    const cx = shape
      ? width * shape.cx
      : random() < 0.5
        ? width * (0.05 + random() * 0.15)
        : width * (0.8 + random() * 0.15);
    const cy = height * (shape ? shape.cy : 0.6 + random() * 0.6);
    const rx = width * (shape ? shape.rx : 0.25 + random() * 0.15);
    const ry = height * (shape ? shape.ry : 0.6 + random() * 0.3);
    const [low, high] = scene.shadowDepth ?? [0.35, 0.55];
    const depth = low + random() * (high - low);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
        const s = d < 0.8 ? 1 : d > 1.2 ? 0 : (1.2 - d) / 0.4;
        light[y * width + x] *= 1 - depth * s;
      }
    }
  }
  return light;
}

/**
 * Coverage of lined paper seen in perspective (0..1): `lines` for the ruled lines, each along its
 * own slant and faded where it is, `margin` for the double margin.
 */
export function linedCover(lined: LinedPaper, width: number, height: number) {
  const lines = new Float32Array(width * height);
  const margin = new Float32Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  const each = lined.lines.map((line) => ({
    ...line,
    cos: Math.cos(line.angle),
    sin: Math.sin(line.angle),
  }));
  const m = lined.margin;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      let c = 0;
      for (const line of each) {
        const d = (dy - line.offset) * line.cos - dx * line.sin;
        if (Math.abs(d) > line.thickness) continue;
        const along = (x + 0.5) / width;
        const faded = line.fades.some(([from, to]) => along >= from && along <= to);
        c = Math.max(c, lineCover(d, line.thickness) * (faded ? 0.25 : 1));
      }
      lines[y * width + x] = c;
      if (m) {
        // The margin's two lines, `gap` apart, slanted by `angle` from the vertical.
        const u = (dx - (m.x - cx)) * Math.cos(m.angle) + dy * Math.sin(m.angle);
        const cover = Math.max(lineCover(u, m.thickness), lineCover(u - m.gap, m.thickness));
        margin[y * width + x] = cover;
      }
    }
  }
  return { lines, margin };
}
