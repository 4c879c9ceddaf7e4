// The strokes' rims by each stroke's own contrast (issue 10). One global level cuts a faint
// stroke down to its darkest core and trims the soft edge of every stroke: the level is the
// frame's, not the stroke's. Here a pixel touching ink is ink too when its level lies at most
// `share` (rims.share of enhanced-params.ts) of the way from the darkest pixel within `radius`
// to the paper (255 after normalisation) — a level of the stroke's own contrast: at a share of
// 0.5 a pixel half covered by the pen, at 0.55 one at least 45% covered, as hand-made truths
// count a stroke's edge (measured: docs/QUALITY.md) — provided that darkest pixel is ink (at
// or below `sure`), so the rule never grows from paper noise. The rim grows outwards from the
// mask (8-connected), at most `depth` pixels (a stain is dark all over: without a limit it
// would grow into all of it), and never into `blocked` pixels (ruled lines taken out). Works on
// the background-normalised image. Pure; the window is read only for the pixels the growth
// reaches.

import { nonZeroBlocks } from '../../byte-mask.ts';
import { windowMinimum } from './window-minimum.ts';

/** Windows up to this radius are read directly; wider ones through their rows' minima, whose
 * preparation (a few reads a pixel of each row reached) pays only when a window has many rows. */
export const DIRECT_RADIUS = 4;

export interface RimOptions {
  /** The darkest ink is looked for within this many pixels. */
  radius: number;
  /** Ink at or below this level is sure: rims grow only beside it. */
  sure: number;
  /** At most this many pixels out of the ink (default: no limit). */
  depth?: number;
  /** Added to the rim level, as the cleaner's thresholdOffset (default 0). */
  offset?: number;
  /** Pixels never added (ruled lines taken out). */
  blocked?: Uint8Array | null;
  /** A rim pixel's level lies at most this share of the way from the darkest ink near it to
   * the paper (rims.share of enhanced-params.ts). */
  share: number;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
}

/** Adds the rims to `mask`; returns the number of pixels added. */
export function growRims(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  options: RimOptions,
): number {
  const { radius, sure, share, depth = Infinity, offset = 0, blocked = null } = options;
  // Even next to the darkest ink (0) a rim pixel is no lighter than this.
  const lightest = sure + share * (255 - sure) + offset;
  // 0: not yet looked at, 1: ink or queued, 2: not a rim pixel.
  const state = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let top = 0;
  // The ink in order, read from the mask's blocks that hold it.
  const blocks = options.blocks ?? nonZeroBlocks(mask);
  for (let b = 0; b < blocks.length; b++) {
    const end = Math.min(mask.length, (blocks[b] + 1) << 4);
    for (let i = blocks[b] << 4; i < end; i++) {
      if (mask[i] === 1) {
        state[i] = 1;
        stack[top++] = i;
      }
    }
  }
  // A broad pen's window is read through its rows' minima (window-minimum.ts), a thin pen's
  // directly: the same level either way.
  const darkestNear =
    radius > DIRECT_RADIUS ? windowMinimum(normalised, width, height, radius) : null;
  const rim = (x: number, y: number, v: number) => {
    let darkest = 255;
    if (darkestNear !== null) darkest = darkestNear(x, y);
    else {
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
        const row = yy * width;
        for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
          if (normalised[row + xx] < darkest) darkest = normalised[row + xx];
        }
      }
    }
    return darkest <= sure && v <= darkest + share * (255 - darkest) + offset;
  };
  let added = 0;
  // Layer by layer: stack[0 .. to − 1] is the current layer, the next one is pushed above it.
  for (let layer = 0; top > 0 && layer < depth; layer++) {
    const to = top;
    for (let k = 0; k < to; k++) {
      const p = stack[k];
      const y = (p / width) | 0;
      const x = p - y * width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const q = yy * width + xx;
          if (xx < 0 || xx >= width || state[q] !== 0) continue;
          const v = normalised[q];
          if (v > lightest || (blocked !== null && blocked[q] === 1) || !rim(xx, yy, v)) {
            state[q] = 2;
            continue;
          }
          state[q] = 1;
          mask[q] = 1;
          stack[top++] = q;
          added++;
        }
      }
    }
    stack.copyWithin(0, to, top);
    top -= to;
  }
  return added;
}
