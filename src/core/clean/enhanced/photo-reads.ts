// The enhanced cleaner's passes over the photo's RGBA before the grey takes over (steps 0 and 1
// of enhanced-clean.ts): the sheet, the colour weights, the paper's colour samples and the grey,
// which the WebAssembly kernels write into scratch kept between cleans (it never leaves one).
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
  const n = width * height;
  const sheet =
    (options.findSheet ?? true)
      ? findPaper(data, width, height, { softShadows: options.softShadows ?? true })
      : null;
  const offSheet = sheet && sheet.coverage < 1 ? sheet : null;
  const weights =
    (options.colourProjection ?? true)
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
}
