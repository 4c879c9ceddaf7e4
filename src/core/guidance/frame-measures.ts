// All live-guidance measures of one guide-box frame in one call, for the worker to run on every
// frame it accepts. Plain numbers out; judge-frame.ts turns them into a problem. Pure.
import { borderInk, type BorderInk } from './border-contact.ts';
import { faintInkMask } from './faint-ink.ts';
import { sampleGrey, type GreySample } from './grey-sample.ts';
import { inkMask, paperMap, type InkMask, type PaperMap } from './ink-map.ts';
import { lighting } from './lighting.ts';
import { sharpness } from './sharpness.ts';
import { motionBetween, thumbOf, type Thumb } from './steadiness.ts';
import { BLURRY_EDGE_WIDTH, NO_SIGNATURE_INK_SHARE } from './thresholds.ts';

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
 * The ink and the width of its edges. When the ink mask holds less than a signature, faint ink
 * (faint-ink.ts) is looked for and stands in for it if its edges are blurred: a blurred
 * signature is then reported as ink with wide edges (blurry), not as an empty box. Faint ink
 * with sharp edges, or none that can be measured, is a crease or a shade: the box stays empty.
 */
function inkAndEdges(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  sample: GreySample,
  map: PaperMap,
): { mask: InkMask; edgeWidth: number } {
  const mask = inkMask(sample, map);
  const edgeWidth = sharpness(data, width, height, sample, mask).edgeWidth;
  const enough = NO_SIGNATURE_INK_SHARE * sample.grey.length;
  if (mask.count >= enough) return { mask, edgeWidth };
  const faint = faintInkMask(data, width, sample, map);
  if (faint.count < enough) return { mask, edgeWidth };
  const faintEdges = sharpness(data, width, height, sample, faint).edgeWidth;
  return faintEdges > BLURRY_EDGE_WIDTH
    ? { mask: faint, edgeWidth: faintEdges }
    : { mask, edgeWidth };
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
  const light = lighting(sample, map);
  const thumb = thumbOf(sample);
  const { mask, edgeWidth } = inkAndEdges(data, width, height, sample, map);
  return {
    inkShare: mask.count / sample.grey.length,
    borderInk: borderInk(data, width, height, sample, map, mask),
    paperLevel: light.paperLevel,
    contrast: mask.contrast,
    shadowDepth: light.shadowDepth,
    edgeWidth,
    glareShare: light.glareShare,
    motion: motionBetween(previous, thumb),
    thumb,
  };
}
