// The hysteresis and what it spares (issue 10; issue 23, item 3): a component must reach the
// ink's median darkness somewhere — the median of the ink that is left, so a dark strip or a
// table's edge taken out before does not set it: a stroke is dark somewhere along its length,
// bleed-through and a stain are faint all over. Before it, ink joined to a stroke but wider than
// the pen and lighter than its rim is cut off the stroke (contrast-split.ts); after it, a faint
// stroke of a second ink comes back where it stands clear of its paper and is as sharp as the
// ink kept (faint-strokes.ts).

import { filterComponents } from './components.ts';
import { splitByContrast, SPLIT_WIDE_PER_STROKE } from './contrast-split.ts';
import { restoreFaintStrokes, type FaintStrokeSettings } from './faint-strokes.ts';
import { inkMedian } from '../thresholds/levels.ts';

export interface HysteresisOptions {
  /** The median stroke width (px). */
  stroke: number;
  /** Otsu's level (or the thin pen's) on the normalised picture: the ink is at or below it. */
  threshold: number;
  /** The ink's median darkness: this quantile of the ink left at or below the threshold. */
  quantile: number;
  /** A rim's depth (px): how far along the ink a stroke's rim reaches from its core. */
  rimDepth: number;
  /** Cut wide, light ink off the strokes first (default true; off only to measure). */
  split?: boolean;
  /** SPLIT_WIDE_PER_STROKE unless measuring neighbouring values. */
  splitWide?: number;
  /** Bring back faint strokes (default true; off only to measure). */
  faintStrokes?: boolean;
  faint?: FaintStrokeSettings;
  /** A list holding every 16-byte block of the mask with ink (nonZeroBlocks, or a list taken
   * before passes that only cleared ink); taken here when not given. */
  blocks?: Int32Array;
}

/** Applies the hysteresis to `mask` (0 paper, 1 ink) in place; returns the ink pixels left, or
 * −1 when there is no ink at or below the threshold (the mask is left as it was). */
export function applyHysteresis(
  normalised: Uint8Array,
  width: number,
  height: number,
  mask: Uint8Array,
  options: HysteresisOptions,
): number {
  const { stroke, threshold, blocks } = options;
  const level = inkMedian(normalised, mask, threshold, options.quantile, blocks);
  if (level < 0) return -1;
  const before = (options.faintStrokes ?? true) ? mask.slice() : null;
  if (options.split ?? true) {
    const wide = (options.splitWide ?? SPLIT_WIDE_PER_STROKE) * stroke;
    splitByContrast(normalised, width, height, mask, {
      level,
      depth: options.rimDepth,
      wide,
      blocks,
    });
  }
  let ink = filterComponents(mask, width, height, {
    minArea: 0,
    maxLineThickness: 0,
    normalised,
    sureLevel: level,
    blocks,
  });
  if (before) {
    const image = { normalised, width, height };
    ink += restoreFaintStrokes(image, before, mask, stroke, options.faint, blocks);
  }
  return ink;
}
