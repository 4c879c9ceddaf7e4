// Steadiness between frames: a thumbnail of the grey sample (block means, which also average
// the camera's noise away) is kept from frame to frame. The mean absolute difference of two
// thumbnails, once a uniform brightness change (the camera's auto exposure) is taken out, is
// divided by the mean gradient of the picture: for a small shift d, |ΔI| ≈ |d · ∇I|, so the
// ratio is roughly how far the paper moved, in region pixels, whatever the amount of ink or
// its contrast. Pure.
import type { GreySample } from './grey-sample.ts';
import { THUMB_BLOCK, THUMB_EDGE as EDGE } from './thresholds.ts';

// A module constant in the loop, not the imported name: see border-contact.ts.
const THUMB_EDGE = EDGE;

export interface Thumb {
  means: Float32Array;
  width: number;
  height: number;
  /** Region pixels per thumbnail pixel. */
  scale: number;
}

export function thumbOf(sample: GreySample, block = THUMB_BLOCK): Thumb {
  const width = Math.floor(sample.width / block);
  const height = Math.floor(sample.height / block);
  const means = new Float32Array(width * height);
  const { grey } = sample;
  const norm = 1 / (block * block);
  for (let ty = 0; ty < height; ty++) {
    for (let tx = 0; tx < width; tx++) {
      let sum = 0;
      for (let y = ty * block; y < (ty + 1) * block; y++) {
        const row = y * sample.width;
        for (let x = tx * block; x < (tx + 1) * block; x++) sum += grey[row + x];
      }
      means[ty * width + tx] = sum * norm;
    }
  }
  return { means, width, height, scale: block * sample.step };
}

/** |∂x| + |∂y| of a thumbnail at pixel i (forward differences; 0 on the last row and column). */
function gradientAt(means: Float32Array, width: number, i: number, lastColumn: boolean): number {
  const gx = lastColumn ? 0 : means[i + 1] - means[i];
  const gy = i + width < means.length ? means[i + width] - means[i] : 0;
  return (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
}

/**
 * How far the picture moved between two thumbnails, in region pixels: an estimate, close for
 * shifts under one thumbnail pixel (THUMB_BLOCK samples) and growing more slowly beyond. Only
 * pixels on the picture's edges count (gradient at least THUMB_EDGE in either frame): on bare
 * paper the difference is camera noise alone. NaN without a previous thumbnail of the same size
 * and scale (first frame, or the box changed); 0 when neither frame has any edge.
 */
export function motionBetween(previous: Thumb | null, current: Thumb): number {
  if (
    !previous ||
    previous.width !== current.width ||
    previous.height !== current.height ||
    previous.scale !== current.scale
  ) {
    return NaN;
  }
  const a = previous.means;
  const b = current.means;
  const { width } = current;
  let shift = 0;
  for (let i = 0; i < b.length; i++) shift += b[i] - a[i];
  shift /= b.length;
  let difference = 0;
  let gradient = 0;
  for (let y = 0, i = 0; y < current.height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const lastColumn = x === width - 1;
      const ga = gradientAt(a, width, i, lastColumn);
      const gb = gradientAt(b, width, i, lastColumn);
      if (ga < THUMB_EDGE && gb < THUMB_EDGE) continue;
      const d = b[i] - a[i] - shift;
      difference += d < 0 ? -d : d;
      gradient += (ga + gb) / 2;
    }
  }
  if (gradient === 0) return 0;
  return (MOTION_CALIBRATION * difference * current.scale) / gradient;
}

/**
 * |ΔI| ≈ |d| · |∇I| · |cos θ| for a shift d at angle θ to an edge's gradient, while the sum
 * above counts |∇I| · (|cos φ| + |sin φ|). Over edges at all angles the means are 2/π and 4/π:
 * the ratio is d ÷ 2. Checked on shifted synthetic frames (steadiness.test.ts).
 */
const MOTION_CALIBRATION = 2;
