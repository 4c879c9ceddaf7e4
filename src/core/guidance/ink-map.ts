// Where the paper is and what on it is ink, on the grey sample. The paper level is estimated per
// block (a high percentile of its grey, so thin strokes do not pull it down); a pixel is ink when
// it is clearly darker than its block's paper: grey ÷ paper under Otsu's level of those ratios,
// and never less than INK_MIN_DEPTH deep, so a blank page or a shadow edge is not "ink". Pure.
import { otsuThreshold } from '../clean/otsu.ts';
import type { GreySample } from './grey-sample.ts';
import { INK_MIN_DEPTH, PAPER_BLOCK, PAPER_PERCENTILE } from './thresholds.ts';

export interface PaperMap {
  /** Paper grey level of each block, row by row. */
  levels: Uint8Array;
  gridWidth: number;
  gridHeight: number;
  /** Block side in sample pixels. */
  block: number;
}

export interface InkMask {
  /** 1 where the sample pixel is ink. */
  ink: Uint8Array;
  count: number;
  /** Ink when floor(255 · grey ÷ paper) is at most this level. */
  level: number;
  /** Median of (paper − grey) over the ink pixels, in grey levels; 0 without ink. */
  contrast: number;
}

/** The PAPER_PERCENTILE grey level of each block of the sample. */
export function paperMap(sample: GreySample, block = PAPER_BLOCK): PaperMap {
  const { grey, width, height } = sample;
  const gridWidth = Math.ceil(width / block);
  const gridHeight = Math.ceil(height / block);
  const levels = new Uint8Array(gridWidth * gridHeight);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < gridHeight; by++) {
    const y0 = by * block;
    const y1 = Math.min(height, y0 + block);
    for (let bx = 0; bx < gridWidth; bx++) {
      const x0 = bx * block;
      const x1 = Math.min(width, x0 + block);
      histogram.fill(0);
      for (let y = y0; y < y1; y++) {
        const row = y * width;
        for (let x = x0; x < x1; x++) histogram[grey[row + x]]++;
      }
      // Walk down from white until the brightest (1 − percentile) of the block is passed.
      let above = Math.floor((y1 - y0) * (x1 - x0) * (1 - PAPER_PERCENTILE));
      let level = 255;
      while (level > 0 && above >= histogram[level]) above -= histogram[level--];
      levels[by * gridWidth + bx] = level;
    }
  }
  return { levels, gridWidth, gridHeight, block };
}

/** 65536 · 255 ÷ paper for each block: grey · scale >> 16 is the grey relative to its paper. */
export function blockScales(map: PaperMap): Uint32Array {
  const scales = new Uint32Array(map.levels.length);
  for (let i = 0; i < scales.length; i++) {
    // A black block has no paper to compare with: nothing in it can be told to be ink.
    scales[i] = map.levels[i] > 0 ? Math.floor((255 * 65536) / map.levels[i]) : 0;
  }
  return scales;
}

/** The level of relative grey at or under which a pixel is ink. */
export function inkLevel(histogram: ArrayLike<number>): number {
  const deepest = Math.floor(255 * (1 - INK_MIN_DEPTH));
  const otsu = otsuThreshold(histogram);
  return otsu < 0 ? deepest : Math.min(otsu, deepest);
}

/**
 * Relative grey of a pixel: 255 · grey ÷ paper, capped at 255 (255 where the paper is black).
 * inkMask writes the same out inline in its loop.
 */
export function relativeGrey(grey: number, scale: number): number {
  return scale === 0 ? 255 : Math.min(255, (grey * scale) >>> 16);
}

export function inkMask(sample: GreySample, map: PaperMap): InkMask {
  const { grey, width, height } = sample;
  const { gridWidth, block, levels } = map;
  const scales = blockScales(map);
  const columnBlock = new Int32Array(width);
  for (let x = 0; x < width; x++) columnBlock[x] = Math.floor(x / block);
  const relative = new Uint8Array(grey.length);
  const histogram = new Uint32Array(256);
  for (let y = 0, i = 0; y < height; y++) {
    const blockRow = Math.floor(y / block) * gridWidth;
    for (let x = 0; x < width; x++, i++) {
      const scale = scales[blockRow + columnBlock[x]];
      const r = scale === 0 ? 255 : Math.min(255, (grey[i] * scale) >>> 16);
      relative[i] = r;
      histogram[r]++;
    }
  }
  const level = inkLevel(histogram);
  const ink = new Uint8Array(grey.length);
  const depths = new Uint32Array(256);
  let count = 0;
  for (let y = 0, i = 0; y < height; y++) {
    const blockRow = Math.floor(y / block) * gridWidth;
    for (let x = 0; x < width; x++, i++) {
      if (relative[i] > level) continue;
      ink[i] = 1;
      count++;
      depths[Math.max(0, levels[blockRow + columnBlock[x]] - grey[i])]++;
    }
  }
  return { ink, count, level, contrast: count > 0 ? percentile(depths, count, 0.5) : 0 };
}

/** The level under which `share` of a histogram's `total` counts lie. */
export function percentile(histogram: ArrayLike<number>, total: number, share: number): number {
  const wanted = Math.max(1, Math.ceil(total * share));
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level];
    if (seen >= wanted) return level;
  }
  return histogram.length - 1;
}
