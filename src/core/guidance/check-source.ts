// The live judge's verdict on a still picture (a capture's box, a photo's crop), for the result's
// warnings: the box held no signature at all (so a result full of specks is blank paper, not a
// shadow taken for ink), or its ink was blurred. The same measures and thresholds as the live
// hint, so the warning under a result never contradicts what the hint line said. Pure.
import { MIN_REGION_SIDE } from './grey-sample.ts';
import { measureFrame } from './frame-measures.ts';
import { judgeFrame } from './judge-frame.ts';

export interface SourceCheck {
  /** Less ink than a signature: blank paper. */
  empty: boolean;
  /** Ink whose edges are blurred past the live hint's limit. */
  blurry: boolean;
}

/** The check of an RGBA picture; null when it is too small to judge. */
export function checkSource(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): SourceCheck | null {
  if (width < MIN_REGION_SIDE || height < MIN_REGION_SIDE) return null;
  const verdict = judgeFrame(measureFrame(data, width, height));
  return { empty: verdict.empty, blurry: verdict.problems.includes('blurry') };
}
