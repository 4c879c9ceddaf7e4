// The surroundings as a thin band along the frame's edge (find-paper.ts): a small crop that
// holds a strip of the table beside the sheet. The cells' closing spans 2 × `closingRadius` + 1
// cells, so a dark band at most `closingRadius` cells deep is closed away with the strokes and
// the sheet seems to fill the frame; the cleaner then weighs the table against the paper, and a
// faint signature falls on the paper's side. Read on the cells' means before the closing: cells
// darker than `darkShare` × the sheet's paper, joined to the frame's edge, that run along it for
// a good share of its length, are off the sheet when their edge is a step: `stepCells` in from
// it the sheet is paper again (the parameters in paper-params.ts). A shadow's edge is a ramp (at the dark share the light is still
// rising there); the same reading takes off a table the sheet's region leaked into past a blurred
// step. A stroke that reaches the edge meets it for a few cells, and a stroke's cell is part
// paper: it stays.
//
// The band's edge seldom falls on a cell's edge: the cleaner follows the table into the cells
// beside it pixel by pixel (clean/enhanced/photo/off-sheet.ts). Pure; the grid is small.
import { neighbour } from './cells.ts';
import { PAPER_PARAMS, type PaperParams } from './paper-params.ts';

/**
 * Takes off `region` (1 sheet, mw × mh cells) the thin dark bands along the frame's edge read on
 * `raw` (the cells' means before the closing); `paper` is the sheet's paper (of R + G + B) and
 * `darkShare` the share of it under which a cell is as dark as the surroundings. Marks the cells
 * it took off 1 in `bands` (as `region`'s, left 0 elsewhere) and returns how many. `settings`:
 * the bands' of paper-params.ts.
 */
export function takeOffEdgeBands(
  region: Uint8Array,
  raw: readonly Uint8Array[],
  mw: number,
  mh: number,
  paper: number,
  darkShare: number,
  bands: Uint8Array,
  { share, minCells, stepCells, stepPaper }: PaperParams['bands'] = PAPER_PARAMS.bands,
): number {
  const dark = darkShare * paper;
  const [r, g, b] = raw;
  const n = mw * mh;
  const isDark = (p: number) => region[p] === 1 && r[p] + g[p] + b[p] < dark;
  const onEdge = (p: number) => {
    const x = p % mw;
    const y = (p - x) / mw;
    return x === 0 || y === 0 || x === mw - 1 || y === mh - 1;
  };
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let taken = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start] || !onEdge(start) || !isDark(start)) continue;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    // The band's reach along each edge (top, bottom, left, right): its first and last cell there.
    const low = [mw, mw, mh, mh];
    const high = [-1, -1, -1, -1];
    const reach = (edge: number, at: number) => {
      low[edge] = Math.min(low[edge], at);
      high[edge] = Math.max(high[edge], at);
    };
    for (let head = 0; head < tail; head++) {
      const p = queue[head];
      const x = p % mw;
      const y = (p - x) / mw;
      if (y === 0) reach(0, x);
      if (y === mh - 1) reach(1, x);
      if (x === 0) reach(2, y);
      if (x === mw - 1) reach(3, y);
      for (let d = 0; d < 4; d++) {
        const q = neighbour(p, x, mw, d);
        if (q < 0 || q >= n || seen[q] || !isDark(q)) continue;
        seen[q] = 1;
        queue[tail++] = q;
      }
    }
    let band = false;
    for (let e = 0; e < 4; e++) {
      const run = high[e] - low[e] + 1;
      if (run >= minCells && run >= share * (e < 2 ? mw : mh)) band = true;
    }
    if (!band) continue;
    // The edge: each step from a band cell onto the sheet, and the cell `stepCells` further on.
    let edge = 0;
    let steep = 0;
    for (let k = 0; k < tail; k++) {
      const p = queue[k];
      const x = p % mw;
      const y = (p - x) / mw;
      for (let d = 0; d < 4; d++) {
        const q = neighbour(p, x, mw, d);
        if (q < 0 || q >= n || seen[q] || region[q] !== 1) continue;
        const dx = d === 0 ? -1 : d === 1 ? 1 : 0;
        const dy = d === 2 ? -1 : d === 3 ? 1 : 0;
        const fx = x + (stepCells + 1) * dx;
        const fy = y + (stepCells + 1) * dy;
        if (fx < 0 || fy < 0 || fx >= mw || fy >= mh) continue;
        const f = fy * mw + fx;
        edge++;
        if (r[f] + g[f] + b[f] >= stepPaper * paper) steep++;
      }
    }
    if (2 * steep <= edge) continue;
    for (let k = 0; k < tail; k++) {
      region[queue[k]] = 0;
      bands[queue[k]] = 1;
    }
    taken += tail;
  }
  return taken;
}
