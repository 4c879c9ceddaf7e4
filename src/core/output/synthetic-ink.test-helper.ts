// Test pictures with a known answer: pen strokes drawn with exact coverage (4×4 samples per
// pixel) over paper, optionally shaded and noisy, plus the hard mask a cleaner would give
// (coverage ≥ 1/2). Deterministic.
import type { Rgb } from './image-types.ts';

export interface Stroke {
  /** Inside the stroke? In pixel coordinates (continuous). */
  contains(x: number, y: number): boolean;
}

export const ringStroke = (cx: number, cy: number, radius: number, thickness: number): Stroke => ({
  contains: (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - radius) <= thickness / 2,
});

export const barStroke = (x0: number, y0: number, x1: number, y1: number): Stroke => ({
  contains: (x, y) => x >= x0 && x < x1 && y >= y0 && y < y1,
});

export interface Scene {
  width: number;
  height: number;
  strokes: Stroke[];
  ink: Rgb;
  /** Paper colour at the left edge and at the right edge (a shadow across the page). */
  paperLeft: Rgb;
  paperRight?: Rgb;
  /** Amplitude of the pseudo-random noise added to every channel. */
  noise?: number;
}

export interface Drawn {
  source: Uint8ClampedArray;
  mask: Uint8ClampedArray;
  coverage: Float32Array;
}

export function drawScene(scene: Scene): Drawn {
  const { width, height, strokes, ink, paperLeft, noise = 0 } = scene;
  const paperRight = scene.paperRight ?? paperLeft;
  const source = new Uint8ClampedArray(width * height * 4);
  const mask = new Uint8ClampedArray(width * height * 4);
  const coverage = new Float32Array(width * height);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let inside = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = x + (sx + 0.5) / 4;
          const py = y + (sy + 0.5) / 4;
          if (strokes.some((s) => s.contains(px, py))) inside++;
        }
      }
      const a = inside / 16;
      const i = y * width + x;
      const t = width > 1 ? x / (width - 1) : 0;
      const paper = [
        paperLeft.r + (paperRight.r - paperLeft.r) * t,
        paperLeft.g + (paperRight.g - paperLeft.g) * t,
        paperLeft.b + (paperRight.b - paperLeft.b) * t,
      ];
      const inkRgb = [ink.r, ink.g, ink.b];
      for (let c = 0; c < 3; c++) {
        source[i * 4 + c] = a * inkRgb[c] + (1 - a) * paper[c] + (random() * 2 - 1) * noise;
      }
      source[i * 4 + 3] = 255;
      coverage[i] = a;
      if (a >= 0.5) {
        mask.set([ink.r, ink.g, ink.b, 255], i * 4);
      }
    }
  }
  return { source, mask, coverage };
}
