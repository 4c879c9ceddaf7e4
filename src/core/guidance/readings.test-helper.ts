// Frame readings for the verdict and hint-machine tests: a good frame, and each fault alone,
// set just past its threshold.
import type { FrameReading, Hint } from './judge-frame.ts';
import {
  BLURRY_EDGE_WIDTH,
  BORDER_MIN_CROSSING_PX,
  DARK_PAPER_LEVEL,
  GLARE_MIN_SHARE,
  NO_SIGNATURE_INK_SHARE,
  SHADOW_MIN_DEPTH,
} from './thresholds.ts';

/** A reading of a good frame; tests change one or more measures. */
export const goodReading: FrameReading = {
  inkShare: 0.02,
  borderInk: { top: 0, right: 0, bottom: 0, left: 0 },
  paperLevel: 210,
  contrast: 150,
  shadowDepth: 0.05,
  edgeWidth: 2,
  glareShare: 0,
  motion: 0.3,
};

export const faults: Record<Exclude<Hint, 'ready'>, Partial<FrameReading>> = {
  'no-signature': { inkShare: NO_SIGNATURE_INK_SHARE / 2 },
  'touches-edge': { borderInk: { top: 0, right: BORDER_MIN_CROSSING_PX, bottom: 0, left: 0 } },
  'too-dark': { paperLevel: DARK_PAPER_LEVEL - 1 },
  shadow: { shadowDepth: SHADOW_MIN_DEPTH },
  blurry: { edgeWidth: BLURRY_EDGE_WIDTH + 0.25 },
  glare: { glareShare: GLARE_MIN_SHARE },
};
