// The enhanced cleaner's passes over the photo's RGBA before the grey takes over (steps 0 and 1
// of enhanced-clean.ts): the sheet, the colour weights, the paper's colour samples and the grey.
// Where the WebAssembly kernels are installed, the photo is copied into their memory once for
// all of these passes and let go after (issue 26: each pass copied the 3.7 MB of a 720p frame
// in again); with the TypeScript kernels nothing is held and nothing changes.
import { fastKernels } from '../kernels.ts';
import { findPaper, type PaperRegion } from '../../paper/find-paper.ts';
import { paperSampler } from '../../output/white-balance.ts';
import {
  inkProjectionWeights,
  projectAndHistogram,
  projectGray,
  SPEC_WEIGHTS,
} from './ink-projection.ts';
import type { EnhancedCleanOptions } from './enhanced-options.ts';
import { kernelScratch } from './scratch.ts';

export interface PhotoReads {
  /** The sheet (find-paper.ts), or null when not looked for. */
  sheet: PaperRegion | null;
  /** The sheet where it leaves some of the frame off it, else null. */
  offSheet: PaperRegion | null;
  /** The paper's colour samples, for the output's cast (white-balance.ts). */
  paper: ReturnType<typeof paperSampler>;
  gray: Uint8Array;
  /** The grey's histogram, counted only for the first-Otsu stroke estimate (else null). */
  histogram: Uint32Array | null;
}

/** The sheet, the weights, the paper samples and the grey of one photo (`data` is not changed). */
export function readPhoto(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: EnhancedCleanOptions,
): PhotoReads {
  const findSheet = options.findSheet ?? true;
  const colourProjection = options.colourProjection ?? true;
  // Held only where a pass besides the grey reads the photo: the grey alone reads it once.
  const fast = findSheet || colourProjection ? fastKernels() : null;
  const held = fast?.holdPhoto?.(data) ?? false;
  try {
    const n = width * height;
    const sheet = findSheet
      ? findPaper(data, width, height, { softShadows: options.softShadows ?? true })
      : null;
    const offSheet = sheet && sheet.coverage < 1 ? sheet : null;
    const weights = colourProjection
      ? inkProjectionWeights(
          data,
          width,
          height,
          sheet?.found ? sheet : null,
          options.inkByColour ?? true,
        )
      : SPEC_WEIGHTS;
    // The paper's colour samples are read while the grey pass has the photo in cache.
    const paper = paperSampler(data, n);
    // Only the first-Otsu stroke estimate reads the grey's histogram: otherwise it is not counted.
    // The grey never leaves the clean: the kernels write it into the same memory every time.
    const { gray, histogram } =
      (options.robustStrokes ?? true)
        ? {
            gray: projectGray(data, n, weights, paper.readUpTo, kernelScratch('clean grey', n)),
            histogram: null,
          }
        : projectAndHistogram(data, n, weights);
    return { sheet, offSheet, paper, gray, histogram };
  } finally {
    if (held) fast?.letGoPhoto?.();
  }
}
