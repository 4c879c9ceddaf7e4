// Renders one scene: the signature's exact mask, the paper (ruled, on a sheet or a table), the
// light (uneven, a hand's shadow, a colour cast), sensor noise, the camera's blur and JPEG.
// Truth convention: ink is the pen's footprint, the pixels whose centre the pen passed over,
// whatever the camera's blur did to them afterwards; ruled lines, the table and the surface
// around a sheet are never ink. `lines` marks the pixels the ruling covers at least half
// (ink excluded) for the line-residue gauge.
import jpeg from 'jpeg-js';
import type { Hand, Rgb, Ruling, Scene } from './scene.ts';

export function gaussian(random: () => number) {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
}

/** A signature-like path: a few loops and a flourish across the middle of the box. */
function signaturePath(
  random: () => number,
  width: number,
  height: number,
  left0 = 0,
  top = 0,
): [number, number][] {
  const points: [number, number][] = [];
  const left = left0 + width * (0.12 + random() * 0.08);
  const right = left0 + width * (0.82 + random() * 0.06);
  const mid = top + height * (0.48 + (random() - 0.5) * 0.1);
  const amplitude = height * (0.18 + random() * 0.1);
  const loops = 4 + Math.floor(random() * 5);
  const phase = random() * Math.PI * 2;
  const steps = Math.ceil((right - left) * 3);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = left + (right - left) * t + Math.sin(t * Math.PI * 2 * loops + phase) * width * 0.02;
    const y =
      mid + Math.sin(t * Math.PI * 2 * loops * 0.5 + phase) * amplitude * Math.cos(t * 3 + phase);
    points.push([x, y]);
  }
  return points;
}

function stampPath(
  gt: Uint8Array,
  width: number,
  height: number,
  path: [number, number][],
  radius: number,
) {
  const r2 = radius * radius;
  const reach = Math.ceil(radius);
  for (const [cx, cy] of path) {
    for (let y = Math.floor(cy - reach); y <= Math.ceil(cy + reach); y++) {
      if (y < 0 || y >= height) continue;
      for (let x = Math.floor(cx - reach); x <= Math.ceil(cx + reach); x++) {
        if (x < 0 || x >= width) continue;
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        if (dx * dx + dy * dy <= r2) gt[y * width + x] = 1;
      }
    }
  }
}

/** How much of a pixel at signed distance `d` from a line's centre the line covers (0..1). */
function lineCover(d: number, thickness: number) {
  return Math.min(1, Math.max(0, thickness / 2 + 0.5 - Math.abs(d)));
}

/** Coverage of the ruling at every pixel (0..1), in the ruling's rotated frame. */
function rulingCover(ruling: Ruling, width: number, height: number): Float32Array {
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

/** 1 on the sheet, 0 on the surface around it. */
function sheetMask(scene: Scene): Uint8Array {
  const { width, height, sheet } = scene;
  const mask = new Uint8Array(width * height);
  if (!sheet) return mask.fill(1);
  const cos = Math.cos(sheet.angle);
  const sin = Math.sin(sheet.angle);
  const cx = sheet.cx * width;
  const cy = sheet.cy * height;
  const hw = sheet.halfWidth * width;
  const hh = sheet.halfHeight * height;
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
function handDepth(hand: Hand, width: number, height: number): Float32Array {
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

function lighting(scene: Scene, random: () => number): Float32Array {
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
    const cx = random() < 0.5 ? width * (0.05 + random() * 0.15) : width * (0.8 + random() * 0.15);
    const cy = height * (0.6 + random() * 0.6);
    const rx = width * (0.25 + random() * 0.15);
    const ry = height * (0.6 + random() * 0.3);
    const depth = 0.35 + random() * 0.2;
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

export function renderScene(
  scene: Scene,
  random: () => number,
): { data: Uint8ClampedArray; gt: Uint8Array; lines: Uint8Array } {
  const { width, height } = scene;
  const n = width * height;
  const gt = new Uint8Array(n);
  const box = scene.signatureBox ?? { x: 0, y: 0, width: 1, height: 1 };
  const [bx, by, bw, bh] = [box.x * width, box.y * height, box.width * width, box.height * height];
  const strokes = 1 + Math.floor(random() * 2);
  for (let k = 0; k < strokes; k++) {
    const pen = scene.stroke[0] + random() * (scene.stroke[1] - scene.stroke[0]);
    stampPath(gt, width, height, signaturePath(random, bw, bh, bx, by), pen / 2);
  }
  // An underline flourish half the time.
  if (random() < 0.5) {
    const y0 = by + bh * (0.78 + random() * 0.08);
    const path: [number, number][] = [];
    const x0 = bx + bw * 0.2;
    const x1 = bx + bw * (0.6 + random() * 0.25);
    for (let x = x0; x <= x1; x += 0.5)
      path.push([x, y0 + Math.sin((x - x0) / (bw * 0.1)) * bh * 0.02]);
    stampPath(gt, width, height, path, (scene.stroke[0] + scene.stroke[1]) / 4);
  }
  const light = lighting(scene, random);

  const table = new Uint8Array(n);
  if (scene.table) {
    const band = Math.round(height * (0.08 + random() * 0.1));
    const side = Math.floor(random() * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const onTable =
          side === 0 ? y < band : side === 1 ? y >= height - band : x < band * 1.5 || y < band;
        if (onTable) table[y * width + x] = 1;
      }
    }
  }
  const onSheet = sheetMask(scene);
  const hand = scene.hand ? handDepth(scene.hand, width, height) : null;
  for (let i = 0; i < n; i++) {
    if (!onSheet[i]) table[i] = 1;
    if (table[i]) gt[i] = 0; // the table is never ink
    if (hand && hand[i] > 0) gt[i] = 0; // nor is the hand, which covers the ink under it
  }
  const ruling = scene.ruling ? rulingCover(scene.ruling, width, height) : new Float32Array(0);

  const data = new Uint8ClampedArray(n * 4);
  const lineCoverage = new Float32Array(n);
  const cast = scene.cast ?? [1, 1, 1];
  const lineSpacing = Math.round(height / 5);
  const pressure = Float32Array.from({ length: 97 }, () => random());
  const marginX = Math.round(width * 0.1);
  const surface = scene.sheet?.surface ?? [60, 45, 35];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const grain = (random() - 0.5) * scene.texture;
      let colour: Rgb = [scene.paper[0] + grain, scene.paper[1] + grain, scene.paper[2] + grain];
      if (scene.ruled) {
        const onLine = y % lineSpacing === lineSpacing - 1 || y % lineSpacing === 0;
        if (onLine) colour = [115, 150, 215];
        if (x === marginX || x === marginX + 1) colour = [215, 95, 105];
        if (onLine || x === marginX || x === marginX + 1) lineCoverage[i] = 1;
      }
      if (scene.ruling && ruling[i] > 0 && !table[i]) {
        const c = ruling[i];
        const line = scene.ruling.colour;
        colour = [0, 1, 2].map((k) => colour[k] + (line[k] - colour[k]) * c) as Rgb;
        lineCoverage[i] = c;
      }
      if (table[i]) colour = [surface[0] + grain, surface[1] + grain, surface[2] + grain];
      if (hand && hand[i] > 0) {
        // Rounded: darker towards the outline, with the skin's own fine texture.
        const shade = 0.72 + 0.28 * Math.sqrt(hand[i]);
        const skin = scene.hand!.skin;
        colour = [skin[0] * shade + grain, skin[1] * shade + grain, skin[2] * shade + grain];
      }
      if (gt[i]) {
        // Pen pressure: the ink thins towards the paper colour in places.
        const thin = pressure[(x >> 4) % pressure.length] * 0.35;
        colour = [0, 1, 2].map(
          (c) => scene.ink[c] + (scene.paper[c] - scene.ink[c]) * thin + grain,
        ) as Rgb;
      }
      const l = light[i];
      const j = i * 4;
      for (let c = 0; c < 3; c++)
        data[j + c] = colour[c] * l * cast[c] + gaussian(random) * scene.noise;
      data[j + 3] = 255;
    }
  }
  // Every camera blurs a little; 'blur' scenes twice. The truth does not: a 1 px pen line
  // drawn diagonally is a chain of single pixels that the blur leaves at 6/16 coverage, so a
  // truth taken after the blur would have no ink there although the photo plainly shows the
  // line (docs/QUALITY.md, the truth convention).
  let out: Uint8ClampedArray = blur121(data, width, height, 4);
  if (scene.blur) out = blur121(out, width, height, 4);
  const lines = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const covered = table[i] || (hand !== null && hand[i] > 0);
    gt[i] = gt[i] && !covered ? 1 : 0;
    lines[i] = lineCoverage[i] >= 0.5 && !gt[i] && !covered ? 1 : 0;
  }
  if (scene.jpegQuality) out = jpegRoundTrip(out, width, height, scene.jpegQuality);
  return { data: out, gt, lines };
}

function jpegRoundTrip(data: Uint8ClampedArray, width: number, height: number, quality: number) {
  const encoded = jpeg.encode(
    { data: Buffer.from(data.buffer, data.byteOffset, data.length), width, height },
    quality,
  );
  const decoded = jpeg.decode(encoded.data, {
    useTArray: true,
    formatAsRGBA: true,
    maxMemoryUsageInMB: 2048,
  });
  return new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
}

/** The separable [1 2 1] / 4 blur of a camera's optics, edges clamped, on `channels` interleaved. */
function blur121<T extends Uint8ClampedArray | Float32Array>(
  data: T,
  width: number,
  height: number,
  channels: number,
): T {
  const temp = new Float32Array(data.length);
  const out = new (data.constructor as new (length: number) => T)(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = Math.max(0, x - 1);
      const r = Math.min(width - 1, x + 1);
      for (let c = 0; c < channels; c++) {
        temp[(row + x) * channels + c] =
          (data[(row + l) * channels + c] +
            2 * data[(row + x) * channels + c] +
            data[(row + r) * channels + c]) /
          4;
      }
    }
  }
  for (let y = 0; y < height; y++) {
    const u = Math.max(0, y - 1) * width;
    const d = Math.min(height - 1, y + 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) {
        out[(row + x) * channels + c] =
          (temp[(u + x) * channels + c] +
            2 * temp[(row + x) * channels + c] +
            temp[(d + x) * channels + c]) /
          4;
      }
    }
  }
  return out;
}
