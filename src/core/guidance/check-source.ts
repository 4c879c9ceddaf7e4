// The live judge's verdict on a still picture (a capture's box, a photo's crop), for the result's
// warnings: the box held no signature at all (so a result full of specks is blank paper, not a
// shadow taken for ink), its ink was blurred, or the picture cannot be read at all — too dark
// (the ink lost in the grain of a photo taken in near darkness, or black paper) or too blurred
// (edges spread far past the live hint's limit). The same measures and thresholds as the live
// hint, so the warning under a result never contradicts what the hint line said. Pure.
import { MIN_REGION_SIDE, sampleGrey } from './grey-sample.ts';
import { measureFrame, type FrameMeasures } from './frame-measures.ts';
import { inkMask, paperMap } from './ink-map.ts';
import { judgeFrame } from './judge-frame.ts';
import { paperGrain } from './paper-grain.ts';
import {
  BLACK_PAPER_LEVEL,
  DARK_PAPER_LEVEL,
  UNREADABLE_BLURRED_DEPTH,
  UNREADABLE_EDGE_WIDTH,
  UNREADABLE_INK_TO_GRAIN,
} from './thresholds.ts';

/** Why a picture cannot be read: too dark, or too blurred. */
export type Unreadable = 'tooDark' | 'tooBlurred';

export interface SourceCheck {
  /** Less ink than a signature: blank paper (or, when `unreadable`, ink that cannot be seen). */
  empty: boolean;
  /** Ink whose edges are blurred past the live hint's limit. */
  blurry: boolean;
  /** The picture is too dark or too blurred for its signature to be read; null when it can be. */
  unreadable: Unreadable | null;
}

/**
 * Too dark: black paper; or, with ink, ink less than UNREADABLE_INK_TO_GRAIN times the paper's
 * grain deep; or no ink on paper too dark to tell (the live judge says "more light" then too).
 * Too blurred: ink whose edges spread past UNREADABLE_EDGE_WIDTH (or have none to measure) and
 * that the blur has left shallower than UNREADABLE_BLURRED_DEPTH of the paper.
 */
export function unreadable(
  m: Pick<FrameMeasures, 'paperLevel' | 'contrast' | 'edgeWidth'>,
  empty: boolean,
  grain: number,
): Unreadable | null {
  if (m.paperLevel < BLACK_PAPER_LEVEL) return 'tooDark';
  if (empty) return m.paperLevel < DARK_PAPER_LEVEL ? 'tooDark' : null;
  if (m.contrast < UNREADABLE_INK_TO_GRAIN * grain) return 'tooDark';
  const washedOut = m.contrast < UNREADABLE_BLURRED_DEPTH * m.paperLevel;
  return washedOut && !(m.edgeWidth <= UNREADABLE_EDGE_WIDTH) ? 'tooBlurred' : null;
}

/** The check of an RGBA picture; null when it is too small to judge. */
export function checkSource(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): SourceCheck | null {
  if (width < MIN_REGION_SIDE || height < MIN_REGION_SIDE) return null;
  const measures = measureFrame(data, width, height);
  const verdict = judgeFrame(measures);
  const sample = sampleGrey(data, width, height);
  const grain = paperGrain(sample, inkMask(sample, paperMap(sample)).ink);
  return {
    empty: verdict.empty,
    blurry: verdict.problems.includes('blurry'),
    unreadable: unreadable(measures, verdict.empty, grain),
  };
}
