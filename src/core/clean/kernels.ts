// The faster kernels that may stand in for the TypeScript ones (the reference, always here):
// issue 26's WebAssembly SIMD versions (src/wasm/), loaded where the runtime has WebAssembly and
// SIMD. Every kernel gives exactly the bytes of the TypeScript function it stands for. They are
// an argument, not module state: whoever has a lifetime (the clean worker, the preview worker,
// the main thread's fallback, each command-line thread) loads them once and hands them in
// (CleanOptions.kernels), and the cleaners carry them to each pass the way they carry their
// Scratch; a pass handed null runs the TypeScript. Nothing here touches the DOM or loads anything.
import type { BitMask } from './bit-mask.ts';
import type { BlurLayers } from './enhanced/learned/blur-net-types.ts';
import type { HoughShape, HoughTable } from './enhanced/lines/hough-types.ts';

type Pixels = Uint8ClampedArray | Uint8Array;

/** The side (px) of the cells that wholeCellMeans and photoPass read, the one size the
 * WebAssembly cell kernel (cellMeans8) is written for: findPaper's cells on a webcam frame.
 * Cells of any other size are read by the TypeScript alone. */
export const KERNEL_CELL = 8;

/** A picture's paper block by block, for the pen colour (core/output/pen-colour.ts,
 * paperByBlock): each block's paper's R + G + B (`sum`) and count, the red, green and blue
 * (`sums`, interleaved) and count (`bright`) of its paper at least as bright as its mean, and the
 * solid ink (alpha 255) listed in order, `solid[0 … solidCount)`. */
export interface PaperSums {
  sum: Float64Array;
  count: Float64Array;
  sums: Float64Array;
  bright: Float64Array;
  solid: Int32Array;
  solidCount: number;
}

export interface Kernels {
  /** grayAndHistogram (grayscale.ts). */
  grayAndHistogram(data: Pixels, pixelCount: number): { gray: Uint8Array; histogram: Uint32Array };
  /** grayOnly (grayscale.ts); `onRead` and `into` as there. */
  grayOnly(
    data: Pixels,
    pixelCount: number,
    onRead?: (end: number) => void,
    into?: Uint8Array,
  ): Uint8Array;
  /** The colour projection (enhanced/ink-projection.ts) with weights in 1/65536 summing to
   * 65536; the histogram only when asked for; the grey written into `into` when given. */
  projectGray(
    data: Pixels,
    pixelCount: number,
    weights: readonly [number, number, number],
    withHistogram: boolean,
    onRead?: (end: number) => void,
    into?: Uint8Array,
  ): { gray: Uint8Array; histogram: Uint32Array | null };
  /**
   * The spec's grey, its histogram handed to `limitOf`, the pixels at or below the limit it
   * returns as bits, and their 3 × 3 opening (spec-clean.ts: thresholdToMask, erode3x3,
   * dilate3x3, countBits), without the grey ever leaving the kernel.
   */
  specOpening(
    data: Pixels,
    width: number,
    height: number,
    limitOf: (histogram: Uint32Array) => number,
  ): { mask: BitMask; inkPixels: number };
  /** closing (enhanced/byte-filters.ts). */
  closing(image: Uint8Array, width: number, height: number, radius: number): Uint8Array;
  /** normaliseByBackground (enhanced/background.ts) from the half image, the closing's radius
   * given: the closing, blur, upsampling, division and histogram in one call; the normalised
   * image written into `into` when given. */
  normaliseByBackground(
    gray: Uint8Array,
    width: number,
    height: number,
    radius: number,
    half: { small: Uint8Array; sw: number; sh: number },
    into?: Uint8Array,
  ): { normalised: Uint8Array; histogram: Uint32Array; dark: Int32Array };
  /** maskAtOrBelow (byte-mask.ts) for a limit of 0..254, written into `into` when given. */
  maskAtOrBelow(levels: Uint8Array, limit: number, into?: Uint8Array): Uint8Array;
  /** nonZeroBlocks (byte-mask.ts): the 16-byte blocks holding a byte above `above` (0..254). */
  nonZeroBlocks(bytes: Uint8Array, above: number): Int32Array;
  /** halfByMaximum (enhanced/background.ts). */
  halfByMaximum(
    gray: Uint8Array,
    width: number,
    height: number,
  ): { small: Uint8Array; sw: number; sh: number };
  /** contrastImage (enhanced/contrast.ts): the 3 × 3 contrast image and its histogram. */
  contrastImage(
    image: Uint8Array,
    width: number,
    height: number,
  ): { contrast: Uint8Array; histogram: Uint32Array };
  /** closeCells (core/paper/cells.ts). */
  closeCells(image: Uint8Array, w: number, h: number, r: number): Uint8Array;
  /** smoothCells (core/paper/cells.ts). */
  smoothCells(channels: Uint8Array[], w: number, h: number): Uint8Array;
  /** The histogram of measureStrokeWidths' provisional levels (enhanced/stroke-width.ts) on
   * every `step`-th row, where on the sheet. */
  strokeLevels(
    gray: Uint8Array,
    width: number,
    height: number,
    step: number,
    paper: { levels: Uint8Array; width: number; shift: number },
    sheet: { mask: Uint8Array; maskWidth: number; scale: number } | null,
  ): Uint32Array;
  /** The runs of measureStrokeWidths (enhanced/stroke-width.ts): along every `step`-th row and
   * down every 4th column, all added to `counts`; returns the rows' counts alone. */
  strokeRuns(
    gray: Uint8Array,
    width: number,
    height: number,
    paper: { levels: Uint8Array; width: number; shift: number; inkUpTo: Int32Array },
    sheet: { mask: Uint8Array; maskWidth: number; scale: number } | null,
    maxRun: number,
    step: number,
    counts: Uint32Array,
  ): Uint32Array;
  /** contrastLevels (enhanced/ink-levels.ts), ranked by colour: per level of distance from the
   * paper, the samples' count and summed contrasts; `rows`: the sampled rows already copied out
   * (photoPass's `sampled`), else they are read from `data`. */
  contrastLevels(
    data: Pixels,
    width: number,
    grid: { step: number; sw: number; sh: number; block: number; bw: number; bh: number },
    sheet: { mask: Uint8Array; maskWidth: number; scale: number } | null,
    rows?: Uint8Array,
  ): { count: Float64Array; sums: Float64Array; total: number };
  /** cellMeans (core/paper/cells.ts) of the `cols` × `rows` whole cells of KERNEL_CELL ×
   * KERNEL_CELL pixels at the grid's top left (4 × 4 samples each), written into `r`, `g` and
   * `b` (rows `mw` apart). */
  wholeCellMeans(
    data: Pixels,
    width: number,
    cols: number,
    rows: number,
    channels: [Uint8Array, Uint8Array, Uint8Array],
    mw: number,
  ): void;
  // learned-wasm (issue 23 item 7):
  /** blurLayers (enhanced/blur-net.ts), for nets of 12 channels. */
  blurLayers: BlurLayers;
  // The line finder on lined paper (issue 26):
  /** houghTable (enhanced/hough-table.ts): the vote table in the kernel's memory. */
  houghTable(shape: HoughShape): HoughTable;
  // speed-g (issue 26):
  /** addEdgeInk (enhanced/edge-threshold.ts): the edge threshold after its contrast image. */
  edgeInk(
    image: { normalised: Uint8Array; contrast: Uint8Array; width: number; height: number },
    level: number,
    mask: Uint8Array,
    r: number,
    minEdges: number,
    k2: number,
  ): number;
  // speed-i (issue 26):
  /**
   * The photo read once for enhanced/photo-reads.ts: grayOnly's grey (`onRead` and `into` as
   * there) and, on the way, wholeCellMeans's cells (the `cols` × `rows` whole 8 × 8 cells into
   * `channels`, rows `mw` apart) and the rows `first`, `first + step`, … (`count` of them,
   * 4 · width bytes each) copied into `sampled.into`, one after the other.
   */
  photoPass(
    data: Pixels,
    width: number,
    height: number,
    onRead: ((end: number) => void) | undefined,
    into: Uint8Array | undefined,
    cells: {
      cols: number;
      rows: number;
      channels: [Uint8Array, Uint8Array, Uint8Array];
      mw: number;
    } | null,
    sampled: { first: number; step: number; count: number; into: Uint8Array } | null,
  ): Uint8Array;
  /** paperByBlock (core/output/pen-colour.ts): the clean's paper summed block by block of
   * `block` pixels, and its solid ink listed. */
  paperByBlock(
    clean: Pixels,
    source: Pixels,
    width: number,
    height: number,
    block: number,
  ): PaperSums;
}
