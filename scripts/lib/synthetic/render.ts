// Renders one scene: the signature's exact mask, the paper (ruled, on a sheet or a table), the
// light (uneven, a hand's shadow, a colour cast), sensor noise, the camera's blur and JPEG.
// Truth convention: ink is the pen's footprint, the pixels whose centre the pen passed over,
// whatever the camera's blur did to them afterwards; ruled lines, the table and the surface
// around a sheet are never ink, nor is printed matter. `lines` marks the pixels the ruling or
// the print covers at least half (ink excluded) for the line-residue gauge and the crop
// proposal's measure.
import { cameraBlur, gaussian, jpegRoundTrip, phoneProcessing } from './camera.ts';
import { handDepth, lighting, linedCover, rulingCover, sheetMask } from './layers.ts';
import { signaturePath, stampPath } from './pen.ts';
import { printedCover } from './printed.ts';
import type { Rgb, Scene } from './scene.ts';

export { gaussian } from './camera.ts';

/** How the camera differs from the set's own (only for held-out checks; camera.ts cameraBlur). */
export interface Camera {
  /** The tone curve after the optics: 1 (the set's camera) blurs the stored values. */
  gamma?: number;
}

/** Printer's ink: a near black. */
const PRINT: Rgb = [35, 35, 40];

export function renderScene(
  scene: Scene,
  random: () => number,
  camera: Camera = {},
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
  if (scene.underline) {
    // Drawn along a ruler or the ruled line: straight, the pen's own width.
    const { x0, y0, x1, y1, width: pen } = scene.underline;
    const steps = Math.ceil(2 * Math.hypot(x1 - x0, y1 - y0));
    const path = Array.from({ length: steps + 1 }, (_, k): [number, number] => [
      x0 + ((x1 - x0) * k) / steps,
      y0 + ((y1 - y0) * k) / steps,
    ]);
    stampPath(gt, width, height, path, pen / 2);
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
  const lined = scene.lined ? linedCover(scene.lined, width, height) : null;
  const printed =
    scene.printed && scene.sheet ? printedCover(scene.printed, scene.sheet, width, height) : null;

  const data = new Uint8ClampedArray(n * 4);
  const lineCoverage = new Float32Array(n);
  const cast = scene.cast ?? [1, 1, 1];
  const lineSpacing = Math.round(height / 5);
  const pressure = Float32Array.from({ length: 97 }, () => random());
  const marginX = Math.round(width * 0.1);
  const surface = scene.sheet?.surface ?? [60, 45, 35];
  // Issue 46's pens (drawn only for scenes that have them, so no other scene's draws move).
  const lighter = penLightening(scene, random);
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
      if (lined && scene.lined && !table[i]) {
        const blend = (c: number, ink: Rgb) => {
          colour = [0, 1, 2].map((k) => colour[k] + (ink[k] - colour[k]) * c) as Rgb;
          lineCoverage[i] = Math.max(lineCoverage[i], c);
        };
        if (lined.lines[i] > 0) blend(lined.lines[i], scene.lined.colour);
        if (scene.lined.margin && lined.margin[i] > 0)
          blend(lined.margin[i], scene.lined.margin.colour);
      }
      if (printed && printed[i] > 0 && !table[i]) {
        const c = printed[i];
        colour = [0, 1, 2].map((k) => colour[k] + (PRINT[k] - colour[k]) * c) as Rgb;
        lineCoverage[i] = Math.max(lineCoverage[i], c);
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
        const thin = Math.min(
          0.9,
          pressure[(x >> 4) % pressure.length] * 0.35 + (lighter ? lighter(x, y) : 0),
        );
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
  let out = cameraBlur(data, width, height, {
    twice: scene.blur,
    defocus: scene.defocus,
    gamma: camera.gamma,
  });
  if (scene.phone) out = phoneProcessing(out, width, height, scene.phone, random);
  const lines = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const covered = table[i] || (hand !== null && hand[i] > 0);
    gt[i] = gt[i] && !covered ? 1 : 0;
    lines[i] = lineCoverage[i] >= 0.5 && !gt[i] && !covered ? 1 : 0;
  }
  if (scene.jpegQuality) out = jpegRoundTrip(out, width, height, scene.jpegQuality);
  return { data: out, gt, lines };
}

/**
 * How much lighter a felt-tip's streaks and a marker's sheen make the ink at (x, y) (0: the pen's
 * own colour), or null for pens without either. Streaks: stripes a few pixels apart across the
 * picture at one angle, so every stroke that crosses them shows paler lines of pigment; sheen:
 * soft glossy patches tens of pixels across.
 */
function penLightening(
  scene: Scene,
  random: () => number,
): ((x: number, y: number) => number) | null {
  if (!scene.streaks && !scene.sheen) return null;
  const streaks = scene.streaks ?? 0;
  const sheen = scene.sheen ?? 0;
  const angle = random() * Math.PI;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const period = 3 + random() * 4;
  const wobble = 20 + random() * 30;
  const phase = random() * 2 * Math.PI;
  const [sx, sy] = [30 + random() * 40, 30 + random() * 40];
  const [px, py] = [random() * 2 * Math.PI, random() * 2 * Math.PI];
  return (x, y) => {
    const across = x * ux + y * uy;
    const along = -x * uy + y * ux;
    const stripe =
      0.5 + 0.5 * Math.sin((2 * Math.PI * across) / period + phase + Math.sin(along / wobble));
    const gloss = Math.max(0, Math.sin(x / sx + px) * Math.sin(y / sy + py)) ** 2;
    return streaks * stripe * stripe + sheen * gloss;
  };
}
