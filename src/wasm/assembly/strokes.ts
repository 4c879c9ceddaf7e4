// The vertical ink runs of the stroke widths (src/core/clean/enhanced/stroke-width.ts,
// measureStrokeWidths, the reference): every 4th column of every row, four columns a step. A
// column's state is 2 × its ink run so far + 1 if paper came before it (0 off the sheet); a run
// closed by paper on the sheet, with paper before it, no longer than maxRun, is counted.

/** Column limits of a row: the ink limit of its paper level, or −2 off the sheet. */
function fillLimits(
  limits: usize,
  columns: i32,
  paperRow: usize,
  paperShift: i32,
  inkUpTo: usize,
  cells: usize,
  cellX: usize,
): void {
  for (let k = 0; k < columns; k++) {
    const x = k << 2;
    let limit: i32 = -2;
    if (cells == 0 || load<u8>(cells + <usize>load<i32>(cellX + ((<usize>k) << 2))) != 0) {
      limit = load<i32>(inkUpTo + ((<usize>load<u8>(paperRow + <usize>(x >> paperShift))) << 2));
    }
    store<i32>(limits + ((<usize>k) << 2), limit);
  }
}

/**
 * Rows y0 .. y0 + rows − 1 of the grey (the strip at `gray`, `width` bytes a row, readable 16
 * bytes past its end): the column states (`states`, i32 per column, 0 before the first row) move
 * on and the closed runs are counted in `counts` (u32 per run length). `limits` holds the
 * columns' limits (i32, rounded up to 4 columns, the extra ones −2), refilled where the paper
 * row (`paper`, `paperWidth` a row, one level per 2^paperShift px) or the sheet's cell row
 * changes; `sheet` is 0 without one (then `cellX` is unused), else its cells `maskWidth` a
 * row, `scale` px each, and `cellX` the cell column of each sampled column.
 */
export function strokeColumns(
  gray: usize,
  width: i32,
  y0: i32,
  rows: i32,
  paper: usize,
  paperWidth: i32,
  paperShift: i32,
  inkUpTo: usize,
  sheet: usize,
  maskWidth: i32,
  scale: i32,
  cellX: usize,
  limits: usize,
  states: usize,
  counts: usize,
  maxRun: i32,
): void {
  const columns = (width + 3) >> 2;
  const groups = (columns + 3) >> 2;
  const byte = i32x4.splat(255);
  const off = i32x4.splat(-2);
  const two = i32x4.splat(2);
  const one = i32x4.splat(1);
  const longest = i32x4.splat(maxRun);
  for (let y = y0; y < y0 + rows; y++) {
    // The limits change only with the paper's row or the sheet's (every few rows): a new
    // row of either at y (or the strip's first row) refills them.
    const newPaper = y == y0 || y >> paperShift != (y - 1) >> paperShift;
    const newCells = sheet != 0 && (y == y0 || y / scale != (y - 1) / scale);
    if (newPaper || newCells) {
      const cells: usize = sheet == 0 ? 0 : sheet + <usize>((y / scale) * maskWidth);
      fillLimits(
        limits,
        columns,
        paper + <usize>((y >> paperShift) * paperWidth),
        paperShift,
        inkUpTo,
        cells,
        cellX,
      );
    }
    const row = gray + <usize>((y - y0) * width);
    for (let j = 0; j < groups; j++) {
      const at = (<usize>j) << 4;
      const g = v128.and(v128.load(row + at), byte);
      const t = v128.load(limits + at);
      const state = v128.load(states + at);
      const ink = i32x4.le_s(g, t);
      const offSheet = i32x4.eq(t, off);
      // Paper on the sheet closes a run: counted when paper came before it (state odd), it
      // is not empty (state ≥ 3) and at most maxRun long.
      const closes = v128.andnot(
        v128.and(
          v128.and(v128.and(state, one), i32x4.gt_s(state, one)),
          i32x4.le_s(i32x4.shr_s(state, 1), longest),
        ),
        v128.or(ink, offSheet),
      );
      if (v128.any_true(closes)) {
        for (let lane = 0; lane < 4; lane++) {
          const s = load<i32>(states + at + ((<usize>lane) << 2));
          const t1 = load<i32>(limits + at + ((<usize>lane) << 2));
          const g1 = <i32>load<u8>(row + at + ((<usize>lane) << 2));
          if (g1 > t1 && t1 != -2 && (s & 1) == 1 && s > 1 && s >> 1 <= maxRun) {
            const c = counts + ((<usize>(s >> 1)) << 2);
            store<u32>(c, load<u32>(c) + 1);
          }
        }
      }
      const next = v128.bitselect(i32x4.add(state, two), v128.andnot(one, offSheet), ink);
      v128.store(states + at, next);
    }
  }
}
