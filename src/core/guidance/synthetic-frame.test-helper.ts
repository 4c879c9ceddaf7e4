// Synthetic guide-box frames for the guidance tests and the benchmark: paper with camera noise,
// a looping pen signature drawn with soft (anti-aliased) edges, and the faults a webcam frame
// has: blur (box filter), a shadow across the paper, a glare blob, too little light, a signature
// cut by the box edge (offset), a moved paper (offset between frames). Seeded and reproducible.

export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface FrameOptions {
  width?: number;
  height?: number;
  /** Paper and ink grey levels. */
  paper?: number;
  ink?: number;
  /** Camera noise: uniform ± this many levels. */
  noise?: number;
  /** Pen width in px at a 1280 px wide box (scaled with the width). */
  pen?: number;
  /** Moves the signature (px); large offsets push it across the box edge. */
  offsetX?: number;
  offsetY?: number;
  /** Draw no signature at all (blank paper). */
  blank?: boolean;
  seed?: number;
}

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 4294967296);
}

/** Ink coverage 0–1 of a signature: three loops and an underline, stamped with a round pen. */
function signatureCoverage(width: number, height: number, o: Required<FrameOptions>) {
  const coverage = new Float32Array(width * height);
  const radius = (o.pen * width) / 1280 / 2;
  const stamp = (cx: number, cy: number) => {
    const x0 = Math.max(0, Math.floor(cx - radius - 1));
    const x1 = Math.min(width - 1, Math.ceil(cx + radius + 1));
    const y0 = Math.max(0, Math.floor(cy - radius - 1));
    const y1 = Math.min(height - 1, Math.ceil(cy + radius + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const c = Math.min(1, Math.max(0, radius + 0.5 - d));
        const i = y * width + x;
        if (c > coverage[i]) coverage[i] = c;
      }
    }
  };
  const cx = width / 2 + o.offsetX;
  const cy = height / 2 + o.offsetY;
  const w = width * 0.32;
  const h = height * 0.26;
  const steps = Math.ceil(width * 6);
  for (let k = 0; k <= steps; k++) {
    const t = (k / steps) * 2 * Math.PI;
    // A flowing signature-like curve: a slow sweep across with loops riding on it.
    const x = cx + w * (Math.cos(t) * 0.9 + 0.12 * Math.sin(7 * t));
    const y = cy + h * (Math.sin(2 * t) * 0.6 + 0.35 * Math.cos(5 * t));
    stamp(x, y);
  }
  for (let k = 0; k <= steps / 3; k++) {
    const u = k / (steps / 3);
    stamp(cx - w * 0.8 + 1.6 * w * u, cy + h * 1.15 + h * 0.08 * Math.sin(u * 9));
  }
  return coverage;
}

export function syntheticFrame(options: FrameOptions = {}): Frame {
  const o: Required<FrameOptions> = {
    width: 1280,
    height: 720,
    paper: 215,
    ink: 45,
    noise: 4,
    pen: 4,
    offsetX: 0,
    offsetY: 0,
    blank: false,
    seed: 1,
    ...options,
  };
  const { width, height } = o;
  const coverage = o.blank ? null : signatureCoverage(width, height, o);
  const next = random(o.seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const c = coverage ? coverage[p] : 0;
    const v = o.paper * (1 - c) + o.ink * c + (next() * 2 - 1) * o.noise;
    data[p * 4] = v + 4;
    data[p * 4 + 1] = v;
    data[p * 4 + 2] = v - 6;
    data[p * 4 + 3] = 255;
  }
  return { data, width, height };
}

/** Adds fresh camera noise (uniform ± `amount` levels) to a copy of the frame. */
export function withNoise(frame: Frame, amount: number, seed: number): Frame {
  const next = random(seed);
  const data = new Uint8ClampedArray(frame.data);
  for (let i = 0; i < data.length; i += 4) {
    const n = (next() * 2 - 1) * amount;
    data[i] += n;
    data[i + 1] += n;
    data[i + 2] += n;
  }
  return { width: frame.width, height: frame.height, data };
}

/** Separable box blur of `size` px (odd), edges clamped: an out-of-focus or shaken frame. */
export function boxBlur(frame: Frame, size: number, horizontalOnly = false): Frame {
  const { width, height } = frame;
  const r = size >> 1;
  // Running sums along each line: `count` pixels from byte `start`, `stride` bytes apart.
  const blurLine = (
    source: Uint8ClampedArray,
    out: Uint8ClampedArray,
    start: number,
    stride: number,
    count: number,
  ) => {
    const at = (k: number, ch: number) =>
      source[start + Math.min(count - 1, Math.max(0, k)) * stride + ch];
    for (let ch = 0; ch < 3; ch++) {
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += at(k, ch);
      for (let k = 0; k < count; k++) {
        out[start + k * stride + ch] = sum / size;
        sum += at(k + r + 1, ch) - at(k - r, ch);
      }
    }
  };
  const across = new Uint8ClampedArray(frame.data);
  for (let y = 0; y < height; y++) blurLine(frame.data, across, y * width * 4, 4, width);
  if (horizontalOnly) return { width, height, data: across };
  const both = new Uint8ClampedArray(across);
  for (let x = 0; x < width; x++) blurLine(across, both, x * 4, width * 4, height);
  return { width, height, data: both };
}

/** Gaussian blur of standard deviation `sigma` px (kernel to 3σ, edges clamped): a defocused lens. */
export function gaussianBlur(frame: Frame, sigma: number): Frame {
  const { width, height } = frame;
  const r = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * r + 1 }, (_, k) =>
    Math.exp(-((k - r) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((a, b) => a + b, 0);
  const weights = kernel.map((w) => w / total);
  const pass = (source: Uint8ClampedArray, horizontal: boolean) => {
    const out = new Uint8ClampedArray(source);
    const [lines, length] = horizontal ? [height, width] : [width, height];
    const line = new Float32Array(length);
    for (let l = 0; l < lines; l++) {
      const at = (k: number) => (horizontal ? (l * width + k) * 4 : (k * width + l) * 4);
      for (let ch = 0; ch < 3; ch++) {
        for (let k = 0; k < length; k++) line[k] = source[at(k) + ch];
        for (let k = 0; k < length; k++) {
          let sum = 0;
          for (let j = -r; j <= r; j++)
            sum += line[Math.min(length - 1, Math.max(0, k + j))] * weights[j + r];
          out[at(k) + ch] = sum;
        }
      }
    }
    return out;
  };
  return { width, height, data: pass(pass(frame.data, true), false) };
}

/** Multiplies each pixel by a factor of its position (0–1 coordinates): light and shade. */
export function shade(frame: Frame, factor: (u: number, v: number) => number): Frame {
  const { width, height } = frame;
  const data = new Uint8ClampedArray(frame.data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const f = factor(x / width, y / height);
      const i = (y * width + x) * 4;
      data[i] *= f;
      data[i + 1] *= f;
      data[i + 2] *= f;
    }
  }
  return { width, height, data };
}

/** A shadow over the part of the box right of a soft diagonal line, darkening it by `depth`. */
export function withShadow(frame: Frame, depth: number): Frame {
  return shade(frame, (u, v) => {
    const t = Math.min(1, Math.max(0, (u + 0.3 * v - 0.55) / 0.15));
    return 1 - depth * t;
  });
}

/** A blown-out, soft-edged glare blob of `radius` (share of the box height) centred at (u, v). */
export function withGlare(frame: Frame, u: number, v: number, radius: number): Frame {
  const { width, height } = frame;
  const data = new Uint8ClampedArray(frame.data);
  const r = radius * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - u * width, y - v * height) / r;
      if (d >= 1.3) continue;
      const lift = d <= 1 ? 1 : (1.3 - d) / 0.3;
      const i = (y * width + x) * 4;
      for (let ch = 0; ch < 3; ch++) data[i + ch] += (300 - data[i + ch]) * lift;
    }
  }
  return { width, height, data };
}
