// Does the ink run into the sides of the guide box? Checked at full resolution in a thin band
// along each side (a 2 px stroke crossing the border is easily missed between samples), with
// the same ink rule as the sample: darker than INK_MIN_DEPTH under the paper of its block. Pure.
import type { GreySample } from './grey-sample.ts';
import { greyAt } from './grey-sample.ts';
import type { InkMask, PaperMap } from './ink-map.ts';
import { blockScales, relativeGrey } from './ink-map.ts';
import { BORDER_BAND_SHARE } from './thresholds.ts';

// Per-pixel helpers bound to module constants: vitest (and tsx on a CommonJS file) turns every
// use of an imported name into a property read through a getter, which made a loop over an
// imported function 20× slower in the tests than in the bundled worker.
const greyOf = greyAt;
const relativeOf = relativeGrey;

/**
 * For each side: ink pixels in its band ÷ the band's depth, i.e. the total width of the strokes
 * that cross it (px). 0 when the side is clear.
 */
export interface BorderInk {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export type Side = keyof BorderInk;
export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

export function borderBandDepth(width: number, height: number): number {
  return Math.max(1, Math.round(BORDER_BAND_SHARE * Math.min(width, height)));
}

export function borderInk(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  sample: GreySample,
  map: PaperMap,
  mask: InkMask,
): BorderInk {
  const depth = borderBandDepth(width, height);
  const scales = blockScales(map);
  const { step } = sample;
  const lastX = sample.width - 1;
  const lastY = sample.height - 1;
  const { block, gridWidth } = map;
  const blockOfColumn = new Int32Array(width);
  for (let x = 0; x < width; x++) blockOfColumn[x] = Math.floor(Math.min(lastX, x / step) / block);
  const blockRowOf = (y: number) => Math.floor(Math.min(lastY, y / step) / block) * gridWidth;

  const count = (x0: number, x1: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) {
      const blockRow = blockRowOf(y);
      for (let x = x0; x < x1; x++) {
        const g = greyOf(data, (y * width + x) * 4);
        if (relativeOf(g, scales[blockRow + blockOfColumn[x]]) <= mask.level) n++;
      }
    }
    return n / depth;
  };
  return {
    top: count(0, width, 0, depth),
    right: count(width - depth, width, 0, height),
    bottom: count(0, width, height - depth, height),
    left: count(0, depth, 0, height),
  };
}
