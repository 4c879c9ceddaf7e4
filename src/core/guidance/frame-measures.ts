// All live-guidance measures of one guide-box frame in one call, for the worker to run on every
// frame it accepts. Plain numbers out; judge-frame.ts turns them into a problem. Pure.
import { borderInk, type BorderInk } from './border-contact.ts';
import { sampleGrey } from './grey-sample.ts';
import { inkMask, paperMap } from './ink-map.ts';
import { lighting } from './lighting.ts';
import { sharpness } from './sharpness.ts';
import { motionBetween, thumbOf, type Thumb } from './steadiness.ts';

export interface FrameMeasures {
  /** Share of the box that is ink (0–1). */
  inkShare: number;
  /** Width of the ink crossing each side's band (px); 0 where the side is clear. */
  borderInk: BorderInk;
  /** Median paper grey level (0–255). */
  paperLevel: number;
  /** Median paper-minus-ink grey levels over the ink; 0 without ink. */
  contrast: number;
  /** Relative darkening of the darkest tenth of the paper against its brightest tenth (0–1). */
  shadowDepth: number;
  /** Median ink edge width (px, larger is blurrier); NaN when too few edges were found. */
  edgeWidth: number;
  /** Share of the box blown out by glare (0–1). */
  glareShare: number;
  /** Estimated movement since the previous frame (px); NaN without a comparable previous frame. */
  motion: number;
  /** Pass it to the next call's `previous` for the motion measure. */
  thumb: Thumb;
}

/**
 * Measures one RGBA guide-box region (width × height, 4 bytes a pixel, alpha ignored).
 * `previous` is the `thumb` of the previous frame's measures, or null for the first frame.
 * Throws a RangeError naming the bad value when the size does not match the data.
 */
export function measureFrame(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  previous: Thumb | null = null,
): FrameMeasures {
  const sample = sampleGrey(data, width, height);
  const map = paperMap(sample);
  const mask = inkMask(sample, map);
  const light = lighting(sample, map);
  const thumb = thumbOf(sample);
  return {
    inkShare: mask.count / sample.grey.length,
    borderInk: borderInk(data, width, height, sample, map, mask),
    paperLevel: light.paperLevel,
    contrast: mask.contrast,
    shadowDepth: light.shadowDepth,
    edgeWidth: sharpness(data, width, height, sample, mask).edgeWidth,
    glareShare: light.glareShare,
    motion: motionBetween(previous, thumb),
    thumb,
  };
}
