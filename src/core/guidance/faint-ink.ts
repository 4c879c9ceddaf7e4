// Ink that a blur has spread out: a pen stroke blurred by σ 3–5 px (out of focus, a shaking hand)
// keeps only a fifth to a third of its depth, under the INK_MIN_DEPTH that the ink mask asks for,
// so the box read as empty and the person was told to hold a signature that was right there (the
// live preview, which thresholds the whole box, plainly shows it). This second look runs only when
// the ink mask found too little: each sample pixel is the average of the step × step region
// pixels it stands for (noise drops, blurred strokes are smooth anyway), its paper is the block
// levels interpolated between block centres (a soft shade is followed, not cut into steps), and
// ink is FAINT_INK_DEPTH under that paper. Pure.
import type { GreySample } from './grey-sample.ts';
import { greyAt } from './grey-sample.ts';
import { percentile, type InkMask, type PaperMap } from './ink-map.ts';
import { FAINT_INK_DEPTH } from './thresholds.ts';

// Bound to a module constant: see border-contact.ts (imported names cost a getter in vitest).
const greyOf = greyAt;

/** The grey of the sample grid, each cell the mean of the step × step region pixels it covers. */
export function averagedGrey(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  sample: GreySample,
): Uint8Array {
  const { width: sw, height: sh, step } = sample;
  const sums = new Uint32Array(sw);
  const out = new Uint8Array(sw * sh);
  const cell = step * step;
  for (let sy = 0; sy < sh; sy++) {
    sums.fill(0);
    for (let y = sy * step; y < (sy + 1) * step; y++) {
      let i = y * width * 4;
      for (let sx = 0; sx < sw; sx++) {
        let sum = 0;
        for (let k = 0; k < step; k++, i += 4) sum += greyOf(data, i);
        sums[sx] += sum;
      }
    }
    for (let sx = 0; sx < sw; sx++) out[sy * sw + sx] = Math.round(sums[sx] / cell);
  }
  return out;
}

/** Position of sample coordinate `s` between block centres: the lower block and the weight. */
function between(s: number, block: number, blocks: number): [number, number, number] {
  const t = Math.min(blocks - 1, Math.max(0, (s + 0.5) / block - 0.5));
  const lower = Math.min(blocks - 1, Math.floor(t));
  const upper = Math.min(blocks - 1, lower + 1);
  return [lower, upper, t - lower];
}

/** The paper level at every sample pixel, interpolated bilinearly between block centres. */
export function smoothPaper(map: PaperMap, sw: number, sh: number): Float32Array {
  const { levels, gridWidth, gridHeight, block } = map;
  const columns = Array.from({ length: sw }, (_, x) => between(x, block, gridWidth));
  const paper = new Float32Array(sw * sh);
  for (let y = 0; y < sh; y++) {
    const [r0, r1, v] = between(y, block, gridHeight);
    for (let x = 0; x < sw; x++) {
      const [c0, c1, u] = columns[x];
      const top = levels[r0 * gridWidth + c0] * (1 - u) + levels[r0 * gridWidth + c1] * u;
      const bottom = levels[r1 * gridWidth + c0] * (1 - u) + levels[r1 * gridWidth + c1] * u;
      paper[y * sw + x] = top * (1 - v) + bottom * v;
    }
  }
  return paper;
}

/**
 * The faint ink of the region: averaged sample pixels at least FAINT_INK_DEPTH under their
 * interpolated paper. `level` is the same rule for borderInk's per-pixel reading.
 */
export function faintInkMask(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  sample: GreySample,
  map: PaperMap,
): InkMask {
  const grey = averagedGrey(data, width, sample);
  const paper = smoothPaper(map, sample.width, sample.height);
  const ink = new Uint8Array(grey.length);
  const depths = new Uint32Array(256);
  const keep = 1 - FAINT_INK_DEPTH;
  let count = 0;
  for (let i = 0; i < grey.length; i++) {
    if (grey[i] > paper[i] * keep) continue;
    ink[i] = 1;
    count++;
    depths[Math.min(255, Math.round(paper[i] - grey[i]))]++;
  }
  return {
    ink,
    count,
    level: Math.floor(255 * keep),
    contrast: count > 0 ? percentile(depths, count, 0.5) : 0,
  };
}
