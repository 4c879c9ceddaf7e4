// Tells the surface a sheet lies on (a desk, a table, a hand) from a pale blemish of the sheet
// itself (a stain, a fold, dense ink reaching the frame) among the regions findPaper finds off
// the sheet that are not dark (find-paper.ts, keepOnlyDarkOutside). Brightness alone cannot: a
// grey or light desk is as pale against the paper as a stain. What the picture shows can: a
// surface is one even colour past the step where it meets the sheet — its cells' own means
// (before the closing) are smooth, since nothing is written on it — and it is clearly darker
// than the paper's own spread. A stain is blotchy, and ink runs through it: few of its cells are
// smooth, where nearly all of a desk's or a hand's are. A shadow over the sheet can be as even
// and as dark as a desk; what lies in it tells them apart: strokes run from the sheet into a
// shadow, while nothing is written on a desk (a ruled line stops at the sheet's edge). So a
// surface also holds no cell clearly darker than itself. The settings are `surface` of
// paper-params.ts; the measurements behind them are in docs/QUALITY.md. Pure; small grids, plain
// loops.
import type { Kernels } from '../clean/kernels.ts';
import { neighbour, smoothCells } from './cells.ts';
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';

/** What the test needs of the whole grid, the raw cells' smoothness computed once, lazily. */
export class SurfaceTest {
  private smooth: Uint8Array | null = null;
  private inset: Int32Array;
  private queue: Int32Array;
  private readonly histogram = new Uint32Array(766);

  constructor(
    private readonly raw: Uint8Array[],
    private readonly w: number,
    private readonly h: number,
    /** The sheet's dark end (R + G + B, the `darkEndQuantile` of its cells). */
    private readonly sheetLow: number,
    /** The faster kernels, when handed in (core/clean/kernels.ts). */
    private readonly kernels: Kernels | null = null,
    /** The test's settings (`surface` of paper-params.ts). */
    private readonly settings: PaperParams['surface'] = PAPER_PARAMS.surface,
  ) {
    this.inset = new Int32Array(0);
    this.queue = this.inset;
  }

  /**
   * Whether the region of `count` cells in `cells` (off the sheet, `region` 0 there) is a
   * surface: its cells `innerDepth` or more in from the sheet are many, even and clearly darker
   * than the sheet's dark end.
   */
  isSurface(region: Uint8Array, cells: Int32Array, count: number): boolean {
    const { w, h } = this;
    const { innerDepth, smoothShare, apart, minShare, darkestShare } = this.settings;
    const n = w * h;
    if (count < minShare * n) return false;
    if (this.inset.length === 0) {
      this.inset = new Int32Array(n).fill(-1);
      this.queue = new Int32Array(n);
    }
    const inset = this.inset;
    const queue = this.queue;
    // Cells next to the sheet are 1 in, and so on breadth first up to `innerDepth` − 1; the
    // rest (still 0) lie past the step.
    for (let k = 0; k < count; k++) inset[cells[k]] = 0;
    let tail = 0;
    for (let k = 0; k < count; k++) {
      const p = cells[k];
      if (nextToSheet(region, p, w, n)) {
        inset[p] = 1;
        queue[tail++] = p;
      }
    }
    for (let head = 0; head < tail; head++) {
      const p = queue[head];
      const next = inset[p] + 1;
      if (next >= innerDepth) continue;
      const x = p - ((p / w) | 0) * w;
      for (let d = 0; d < 4; d++) {
        const q = neighbour(p, x, w, d);
        if (q < 0 || q >= n || inset[q] !== 0) continue;
        inset[q] = next;
        queue[tail++] = q;
      }
    }
    const smooth = (this.smooth ??= smoothCells(this.raw, w, h, this.kernels));
    const [r, g, b] = this.raw;
    let inner = 0;
    let even = 0;
    let sum = 0;
    // The darkest cell of the whole region, its ring along the sheet too: a stroke running
    // from the sheet into a shadow shows there, however shallow it reaches in.
    let lowest = 765;
    const histogram = this.histogram.fill(0);
    for (let k = 0; k < count; k++) {
      const p = cells[k];
      const v = r[p] + g[p] + b[p];
      if (v < lowest) lowest = v;
      if (inset[p] === 0) {
        inner++;
        even += smooth[p];
        sum += v;
        histogram[v]++;
      }
      inset[p] = -1;
    }
    if (inner < minShare * n || even < smoothShare * inner || sum >= apart * this.sheetLow * inner)
      return false;
    // The inner cells' median: the surface's own level. Nothing is written on a desk.
    let median = 0;
    for (let seen = histogram[0]; 2 * seen < inner; seen += histogram[median]) median++;
    return lowest >= darkestShare * median;
  }
}

/** Whether a 4-neighbour of cell `p` is on the sheet. */
function nextToSheet(region: Uint8Array, p: number, w: number, n: number): boolean {
  const x = p - ((p / w) | 0) * w;
  return (
    (x > 0 && region[p - 1] === 1) ||
    (x < w - 1 && region[p + 1] === 1) ||
    (p >= w && region[p - w] === 1) ||
    (p + w < n && region[p + w] === 1)
  );
}
