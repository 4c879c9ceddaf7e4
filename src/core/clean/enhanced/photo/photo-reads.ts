// The enhanced cleaner's passes over the photo's RGBA before the grey takes over (its first stage,
// readThePhoto of enhanced-clean.ts): the sheet, the colour weights, the paper's colour samples and the grey,
// which the WebAssembly kernels write into scratch kept between cleans (it never leaves one).
import { findPaper, sheetCells, type PaperRegion } from '../../../paper/find-paper.ts';
import { paperSampler } from '../../../output/white-balance.ts';
import {
  inkProjectionWeights,
  projectAndHistogram,
  projectGray,
  sampleGrid,
} from './ink-projection.ts';
import { SPEC_WEIGHTS } from './ink-levels.ts';
import { ENHANCED_PARAMS, type ProjectionSettings } from '../enhanced-params.ts';
import { KERNEL_CELL, type Kernels } from '../../kernels.ts';
import type { Scratch } from '../kernel-helpers/scratch.ts';

/** The weights' sampled rows, kept between cleans (each row written before it is read). */
const ROWS = 'weights rows';

/** What is read from the photo. The product reads all of it; a benchmark (scripts/) reads less to
 * measure what each read buys. */
export interface PhotoReading {
  /** Find the sheet (find-paper.ts): a table, a hand or the surroundings are never ink. */
  findSheet: boolean;
  /** …and take a dark region with a soft edge for a shadow on it. */
  softShadows: boolean;
  /** Weigh the channels by a per-image projection of the ink's colour (else the spec's grey)… */
  colourProjection: boolean;
  /** …ranking the ink by its distance from the paper's colour (else by the spec's grey). */
  inkByColour: boolean;
  /** Measure the strokes on a provisional flattening (else the first Otsu of the raw grey, which
   * needs the grey's histogram). */
  robustStrokes: boolean;
}

/** The product's reading: everything. */
export const FULL_READING: PhotoReading = {
  findSheet: true,
  softShadows: true,
  colourProjection: true,
  inkByColour: true,
  robustStrokes: true,
};

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

/** The sheet, the weights, the paper samples and the grey of one photo (`data` is not changed),
 * in the memory of `scratch` (its owner's); `colour`: the colour projection's settings (photo of
 * enhanced-params.ts); `kernels`: the owner's faster kernels (none: the TypeScript). */
export function readPhoto(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scratch: Scratch,
  reading: PhotoReading = FULL_READING,
  colour: ProjectionSettings = ENHANCED_PARAMS.photo,
  kernels: Kernels | null = null,
): PhotoReads {
  const n = width * height;
  if (kernels && reading.robustStrokes) {
    return readOnce(kernels, data, width, height, scratch, reading, colour);
  }
  const { sheet, offSheet, weights } = sheetAndWeights(
    data,
    width,
    height,
    scratch,
    reading,
    colour,
    kernels,
  );
  // The paper's colour samples are read while the grey pass has the photo in cache.
  const paper = paperSampler(data, n);
  // Only the first-Otsu stroke estimate reads the grey's histogram: otherwise it is not counted.
  // The grey never leaves the clean: the kernels write it into the same memory every time.
  const { gray, histogram } = reading.robustStrokes
    ? {
        gray: projectGray(
          data,
          n,
          weights,
          paper.readUpTo,
          scratch.forKernels('clean grey', n, kernels),
          kernels,
        ),
        histogram: null,
      }
    : projectAndHistogram(data, n, weights, kernels);
  return { sheet, offSheet, paper, gray, histogram };
}

/**
 * readPhoto with the kernels: the photo is read from memory once (photoPass), not by each pass
 * in turn. On the way the kernels take the spec's grey, the paper samples, findPaper's whole
 * cells and the weights' sampled rows. The spec's grey is the grey whenever the weights are the
 * spec's (ink about as dark in every channel: black or grey ink, the usual case); otherwise the
 * projected grey is taken after (the spec's grey was wasted: about 0.4 ms at 720p).
 */
function readOnce(
  fast: Kernels,
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scratch: Scratch,
  reading: PhotoReading,
  colour: ProjectionSettings,
): PhotoReads {
  const n = width * height;
  const { findSheet, colourProjection: byColour } = reading;
  const paper = paperSampler(data, n);
  const grid = findSheet ? sheetCells(width, height) : null;
  const cells =
    grid && grid.scale === KERNEL_CELL
      ? {
          cols: Math.floor(width / KERNEL_CELL),
          rows: Math.floor(height / KERNEL_CELL),
          channels: [0, 1, 2].map(() => new Uint8Array(grid.mw * grid.mh)) as [
            Uint8Array,
            Uint8Array,
            Uint8Array,
          ],
          mw: grid.mw,
        }
      : null;
  const { step, sh } = sampleGrid(width, height, colour);
  const rowsBytes = sh * 4 * width;
  const sampled = byColour
    ? {
        first: step >> 1,
        step,
        count: sh,
        into: new Uint8Array(scratch.buffer(ROWS, rowsBytes), 0, rowsBytes),
      }
    : null;
  const grey = scratch.forKernels('clean grey', n, fast);
  const specGray = fast.photoPass(data, width, height, paper.readUpTo, grey, cells, sampled);
  const { sheet, offSheet, weights } = sheetAndWeights(
    data,
    width,
    height,
    scratch,
    reading,
    colour,
    fast,
    {
      wholeCells: cells?.channels,
      rows: sampled?.into,
    },
  );
  const gray =
    weights === SPEC_WEIGHTS ? specGray : projectGray(data, n, weights, paper.readUpTo, grey, fast);
  return { sheet, offSheet, paper, gray, histogram: null };
}

/**
 * The sheet (find-paper.ts) and the colour weights (ink-projection.ts) as `reading` asks, from
 * what the photo pass already read where it ran (findPaper's whole cells, the weights' sampled
 * rows).
 */
function sheetAndWeights(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  scratch: Scratch,
  reading: PhotoReading,
  colour: ProjectionSettings,
  kernels: Kernels | null,
  read: { wholeCells?: [Uint8Array, Uint8Array, Uint8Array]; rows?: Uint8Array } = {},
) {
  const sheet = reading.findSheet
    ? findPaper(data, width, height, {
        softShadows: reading.softShadows,
        wholeCells: read.wholeCells,
        scratch,
        kernels,
      })
    : null;
  const weights = reading.colourProjection
    ? inkProjectionWeights(
        data,
        width,
        height,
        sheet?.found ? sheet : null,
        reading.inkByColour,
        read.rows,
        colour,
        kernels,
      )
    : SPEC_WEIGHTS;
  return { sheet, offSheet: sheet && sheet.coverage < 1 ? sheet : null, weights };
}
