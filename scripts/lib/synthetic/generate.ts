// A seeded, reproducible set of webcam- and phone-like signature photos with exact ink masks,
// modelled on how real photos of signatures fail: thin and wide pens, coloured and faint inks,
// tinted and textured paper, ruled paper (lines that are NOT ink), a dark table at the edges,
// hand shadows and uneven light, colour cast, sensor noise, blur and JPEG compression.
// Each condition is named so a benchmark can report weaknesses by name.
import jpeg from 'jpeg-js';

export interface SyntheticImage {
  name: string;
  condition: string;
  width: number;
  height: number;
  /** RGBA photo. */
  data: Uint8ClampedArray;
  /** Exact ground truth: 1 = ink. */
  gt: Uint8Array;
}

type Rgb = [number, number, number];

interface Scene {
  width: number;
  height: number;
  stroke: [number, number]; // pen width range in px
  ink: Rgb;
  paper: Rgb;
  texture: number; // paper texture amplitude
  ruled?: boolean;
  table?: boolean;
  shadow?: boolean;
  unevenLight?: boolean;
  cast?: Rgb; // per-channel gain
  noise: number; // sensor noise sigma
  blur?: boolean;
  jpegQuality?: number;
}

const INKS: Record<string, Rgb> = {
  black: [25, 25, 30],
  blue: [25, 45, 140],
  green: [20, 110, 60],
  red: [170, 30, 35],
  faintBlue: [110, 130, 190],
  faintGrey: [140, 140, 145],
};
const PAPERS: Record<string, Rgb> = {
  white: [246, 246, 242],
  offWhite: [236, 230, 212],
  brown: [196, 160, 112],
};

export const WEBCAM_SIZE = { width: 1152, height: 384 };
export const PHONE_SIZE = { width: 4000, height: 3000 };

/** The conditions, each a scene recipe; every image varies the seed (ink colour, strokes, light). */
export const CONDITIONS: Record<string, (random: () => number) => Scene> = {
  plain: (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
  }),
  'fine-liner': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [1, 1.6],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
  }),
  marker: (r) => ({
    ...WEBCAM_SIZE,
    stroke: [12, 25],
    ink: pick(r, [INKS.black, INKS.blue, INKS.red]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
  }),
  'coloured-ink': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.green, INKS.red]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
  }),
  'faint-ink': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.faintBlue, INKS.faintGrey]),
    paper: PAPERS.white,
    texture: 2,
    noise: 2,
  }),
  'tinted-paper': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.blue, INKS.black, INKS.green]),
    paper: pick(r, [PAPERS.offWhite, PAPERS.brown]),
    texture: 7,
    noise: 3,
  }),
  ruled: (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    ruled: true,
    noise: 2,
  }),
  'table-edge': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    table: true,
    noise: 3,
  }),
  shadow: (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 2,
    shadow: true,
    unevenLight: true,
    noise: 3,
  }),
  'camera-artefacts': (r) => ({
    ...WEBCAM_SIZE,
    stroke: [2, 4],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.offWhite,
    texture: 3,
    cast: pick(r, [
      [1, 0.93, 0.8],
      [0.88, 0.95, 1.05],
    ] as Rgb[]),
    noise: 7,
    blur: true,
    jpegQuality: 65,
    unevenLight: true,
  }),
  'phone-12mp': (r) => ({
    ...PHONE_SIZE,
    stroke: [8, 16],
    ink: pick(r, [INKS.black, INKS.blue]),
    paper: PAPERS.white,
    texture: 3,
    unevenLight: true,
    shadow: r() < 0.5,
    noise: 3,
    jpegQuality: 85,
  }),
};

function pick<T>(random: () => number, items: T[]): T {
  return items[Math.floor(random() * items.length) % items.length];
}

function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number) {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
}

/** A signature-like path: a few loops and a flourish across the middle of the frame. */
function signaturePath(random: () => number, width: number, height: number): [number, number][] {
  const points: [number, number][] = [];
  const left = width * (0.12 + random() * 0.08);
  const right = width * (0.82 + random() * 0.06);
  const mid = height * (0.48 + (random() - 0.5) * 0.1);
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

export function renderScene(
  scene: Scene,
  random: () => number,
): { data: Uint8ClampedArray; gt: Uint8Array } {
  const { width, height } = scene;
  const n = width * height;
  const gt = new Uint8Array(n);
  const scale = Math.max(1, width / WEBCAM_SIZE.width);
  const strokes = 1 + Math.floor(random() * 2);
  for (let k = 0; k < strokes; k++) {
    const pen = scene.stroke[0] + random() * (scene.stroke[1] - scene.stroke[0]);
    const path = signaturePath(random, width, height);
    stampPath(gt, width, height, path, (pen * (scale > 1 ? 1 : 1)) / 2);
  }
  // An underline flourish half the time.
  if (random() < 0.5) {
    const y0 = height * (0.78 + random() * 0.08);
    const path: [number, number][] = [];
    const x0 = width * 0.2;
    const x1 = width * (0.6 + random() * 0.25);
    for (let x = x0; x <= x1; x += 0.5)
      path.push([x, y0 + Math.sin((x - x0) / (width * 0.1)) * height * 0.02]);
    stampPath(gt, width, height, path, (scene.stroke[0] + scene.stroke[1]) / 4);
  }

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

  const table = new Uint8Array(n);
  if (scene.table) {
    const band = Math.round(height * (0.08 + random() * 0.1));
    const side = Math.floor(random() * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const onTable =
          side === 0 ? y < band : side === 1 ? y >= height - band : x < band * 1.5 || y < band;
        if (onTable) {
          table[y * width + x] = 1;
          gt[y * width + x] = 0; // the table is never ink
        }
      }
    }
  }

  const data = new Uint8ClampedArray(n * 4);
  const cast = scene.cast ?? [1, 1, 1];
  const lineSpacing = Math.round(height / 5);
  const pressure = Float32Array.from({ length: 97 }, () => random());
  const marginX = Math.round(width * 0.1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const grain = (random() - 0.5) * scene.texture;
      let colour: Rgb = [scene.paper[0] + grain, scene.paper[1] + grain, scene.paper[2] + grain];
      if (scene.ruled) {
        if (y % lineSpacing === lineSpacing - 1 || y % lineSpacing === 0) colour = [115, 150, 215];
        if (x === marginX || x === marginX + 1) colour = [215, 95, 105];
      }
      if (table[i]) colour = [60 + grain, 45 + grain, 35 + grain];
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
  let out: Uint8ClampedArray = data;
  // Every camera blurs a little; 'blur' scenes twice. The ground truth goes through the same
  // optics: ink is where the pen covers at least half of the pixel after the blur.
  let coverage = Float32Array.from(gt);
  out = blur121(out, width, height, 4);
  coverage = blur121(coverage, width, height, 1);
  if (scene.blur) {
    out = blur121(out, width, height, 4);
    coverage = blur121(coverage, width, height, 1);
  }
  for (let i = 0; i < n; i++) gt[i] = coverage[i] >= 0.5 && !table[i] ? 1 : 0;
  if (scene.jpegQuality) {
    const encoded = jpeg.encode(
      { data: Buffer.from(out.buffer, out.byteOffset, out.length), width, height },
      scene.jpegQuality,
    );
    const decoded = jpeg.decode(encoded.data, {
      useTArray: true,
      formatAsRGBA: true,
      maxMemoryUsageInMB: 2048,
    });
    out = new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
  }
  return { data: out, gt };
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
    for (let x = 0; x < width; x++) {
      const l = Math.max(0, x - 1);
      const r = Math.min(width - 1, x + 1);
      for (let c = 0; c < channels; c++) {
        const row = y * width;
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

/** The whole set: `perCondition` images per condition (phone-size images: 2), seeded. */
export function* syntheticSet(perCondition = 4, seed = 2026): Generator<SyntheticImage> {
  for (const [condition, recipe] of Object.entries(CONDITIONS)) {
    const count = condition === 'phone-12mp' ? Math.min(2, perCondition) : perCondition;
    for (let k = 0; k < count; k++) {
      const random = seeded(seed * 7919 + hash(condition) * 31 + k);
      const scene = recipe(random);
      const { data, gt } = renderScene(scene, random);
      yield {
        name: `${condition}-${k + 1}`,
        condition,
        width: scene.width,
        height: scene.height,
        data,
        gt,
      };
    }
  }
}

function hash(text: string) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}
