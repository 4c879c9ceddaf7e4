// The paper finder's parameters (core/paper/: the sheet, find-paper.ts, and the crop proposal,
// propose-crop.ts), grouped by the stage that reads them, each with its default and one line on
// what it controls. They are the same for every photo; docs/CLEANER.md lists them and
// docs/QUALITY.md holds the measurements behind them. The named constants left in the modules
// are no tuning: sizes of the colour sums (765 = 3 × 255) and the cells' sampling the kernels are
// written for. findPaper and proposeCrop hand each stage its group; a stage whose function a test
// calls on its own reads its default from here. This file imports nothing.

export interface PaperParams {
  /** The grid of cells the sheet is found on (find-paper.ts). */
  cells: {
    /** About this many cells are analysed, whatever the photo's size. */
    count: number;
    /** Cells are at least this many input pixels across (a closing over 5 cells spans 40 px). */
    minSize: number;
    /** The colour closing over the cells reaches this many cells each side: pen strokes
     * narrower than its window (2 × this + 1 cells) vanish, so the sheet is smooth paper there. */
    closingRadius: number;
  };
  /** Which cells are smooth (cells.ts, smoothCells). The WebAssembly kernel (wasm/assembly/
   * cells.ts) is written for these values: a change here must change it too. */
  smooth: {
    /** A cell is smooth when no channel changes across it by more than this share of the
     * brighter side… */
    stepShare: number;
    /** …or by at most this many levels (dim paper). */
    minStep: number;
  };
  /** The sheet's region (brightest-region.ts, find-paper.ts). */
  region: {
    /** Growth starts from cells at least this bright (a quantile of the closed brightness). */
    seedQuantile: number;
    /** A region smaller than this share of the frame is not a sheet. */
    minCoverage: number;
  };
  /** The regions off the sheet (find-paper.ts, keepOnlyDarkOutside) and the edge bands. */
  outside: {
    /** A region off the sheet stays off when its brightness is below this share of the sheet's
     * median (a table, a dark surround); a paler one is paper (a stain, a fold) unless it is a
     * surface (surface.ts: a grey or light desk). An edge band's cells are as dark. */
    darkShare: number;
  };
  /** A pale region off the sheet that is the surface it lies on, not a stain (surface.ts). */
  surface: {
    /** The sheet's dark end: this quantile of its cells' brightness. */
    darkEndQuantile: number;
    /** The region's cells this many cells in from the sheet are weighed: past the step, which
     * the closing (2 cells) and the smoothness test (a cell's neighbours) spread 3 cells wide… */
    innerDepth: number;
    /** …at least this share of them is smooth in the cells' own means… */
    smoothShare: number;
    /** …they are, on average, darker than this share of the sheet's dark end… */
    apart: number;
    /** …they cover at least this share of the frame (a strip along the edge is no surface)… */
    minShare: number;
    /** …and no cell of the region, its ring along the sheet included, is darker than this share
     * of their median: nothing is written on a desk, where a shadow over the sheet holds the
     * strokes that run into it. */
    darkestShare: number;
  };
  /** A dark region off the sheet with a soft edge is a shadow on it (soft-edge.ts). */
  shadow: {
    /** This many cells in from the sheet a shadow is still brighter than the dark share, or
     * darkening (it is read at 1, this and twice this many cells in)… */
    rampCells: number;
    /** …from there to twice as far at least this share of its rate over the first stretch: a
     * penumbra that goes on. */
    rampSlope: number;
  };
  /** A thin band of the surroundings along the frame's edge, taken off the sheet (edge-bands.ts). */
  bands: {
    /** The sheet's paper the bands are weighed against: this quantile of its cells' R + G + B (a
     * shadow, or a table the region leaked into, may be half of them; ink is a few). */
    paperQuantile: number;
    /** A band runs along the frame's edge for at least this share of the edge it lies on… */
    share: number;
    /** …and at least this many cells. */
    minCells: number;
    /** Its edge is a step when, this many cells in from it, most of the sheet is back to… */
    stepCells: number;
    /** …this share of the sheet's paper. */
    stepPaper: number;
  };
  /** The ink on the sheet and the box proposed round it (propose-crop.ts, ink-against-paper.ts). */
  crop: {
    /** The paper's brightness is read over windows 2 × this + 1 px wide, and ink has paper on
     * both sides within this many px: strokes up to the window's width, in the picture the app
     * proposes on (its view of the photo, at most 1200 px along its longer side). */
    paperRadius: number;
    /** Ink is darker than its paper by at least this many grey levels: less is the picture's
     * noise (in a deep shadow on a dark table it is as large as a share of the paper's
     * brightness). */
    minContrast: number;
    /** The ink is grouped on a grid of this many cells along the picture's longer side… */
    gridCells: number;
    /** …where a cell is inky when this share of its pixels is ink (a thin stroke crosses it)… */
    inkyShare: number;
    /** …and a group of inky cells smaller than this share of the largest group is a speck. */
    speckShare: number;
    /** Margin around the ink, as a share of the ink box's longer side. */
    margin: number;
  };
  /** Handwriting among print on a printed form (handwriting.ts). */
  handwriting: {
    /** Pieces of ink of fewer pixels are dust, not counted. */
    minPiece: number;
    /** This many pieces of about one height make print… */
    minPrint: number;
    /** …and they are most of the pieces: type is uniform, lines of handwriting are not. */
    printShare: number;
    /** Print's pieces lie within this factor of their median height (either way). */
    printSpread: number;
    /** Handwriting is at least this many times as tall as print's median piece. */
    taller: number;
    /** A piece whose ink is at most this many px per px of its box's diagonal is a line. */
    lineWidth: number;
    /** A piece under the signature, within its width (and this share of it either side), at
     * least… */
    underSlack: number;
    /** …this share of its width is part of it (an underline, a flourish apart); shorter ones are
     * print or dust. */
    underShare: number;
    /** Handwriting is at most this share of the sheet's height. */
    maxHeight: number;
    /** Handwriting is strokes: its ink covers at most this share of its box (a shadow or a stain
     * that the threshold takes is a filled region). */
    maxFill: number;
  };
}

export const PAPER_PARAMS: PaperParams = {
  cells: { count: 40_000, minSize: 8, closingRadius: 2 },
  smooth: { stepShare: 0.1, minStep: 6 },
  region: { seedQuantile: 0.85, minCoverage: 0.15 },
  outside: { darkShare: 0.45 },
  surface: {
    darkEndQuantile: 0.01,
    innerDepth: 4,
    smoothShare: 0.9,
    apart: 0.9,
    minShare: 0.01,
    darkestShare: 0.9,
  },
  shadow: { rampCells: 3, rampSlope: 0.3 },
  bands: { paperQuantile: 0.75, share: 0.25, minCells: 10, stepCells: 2, stepPaper: 0.75 },
  crop: {
    paperRadius: 20,
    minContrast: 16,
    gridCells: 200,
    inkyShare: 0.03,
    speckShare: 0.05,
    margin: 0.08,
  },
  handwriting: {
    minPiece: 3,
    minPrint: 20,
    printShare: 0.8,
    printSpread: 1.6,
    taller: 2.5,
    lineWidth: 4,
    underSlack: 0.1,
    underShare: 0.4,
    maxHeight: 0.3,
    maxFill: 0.4,
  },
};
