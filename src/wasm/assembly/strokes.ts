// The ink runs of the stroke widths (src/core/clean/enhanced/stroke-width.ts,
// measureStrokeWidths, the reference): down every 4th column of every row, four columns a step,
// and along every sampled row (strokeRows, below). A column's state is 2 × its ink run so far + 1 if paper came before it (0 off the sheet); a run
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

/**
 * The horizontal ink runs of measureStrokeWidths on the rows y0 + r (r < rows) of the strip at
 * `gray` that are multiples of `step`, counted in `counts` as strokeColumns counts its runs: the
 * state restarts at 0 on each row, and off the sheet (`sheet` 0 for none; `cellX` the cell column
 * of each pixel, `on` the row's flags, width bytes) it is 0. The ink limit of a pixel is
 * inkUpTo[its paper level]. Sixteen pixels of paper on the sheet after paper are passed at once.
 */
export function strokeRows(
  gray: usize,
  width: i32,
  y0: i32,
  rows: i32,
  step: i32,
  paper: usize,
  paperWidth: i32,
  paperShift: i32,
  inkUpTo: usize,
  sheet: usize,
  maskWidth: i32,
  scale: i32,
  cellX: usize,
  on: usize,
  counts: usize,
  maxRun: i32,
): void {
  const w = <usize>width;
  if (sheet == 0) memory.fill(on, 1, w);
  for (let y = y0 + ((step - (y0 % step)) % step); y < y0 + rows; y += step) {
    if (sheet != 0) {
      const cells = sheet + <usize>((y / scale) * maskWidth);
      for (let x: usize = 0; x < w; x++) {
        store<u8>(on + x, load<u8>(cells + <usize>load<i32>(cellX + (x << 2))) != 0 ? 1 : 0);
      }
    }
    const row = gray + <usize>(y - y0) * w;
    const paperRow = paper + <usize>((y >> paperShift) * paperWidth);
    let state = 0;
    let x: usize = 0;
    while (x < w) {
      if (
        state == 1 &&
        (x & 15) == 0 &&
        x + 16 <= w &&
        (paperShift == 1 || paperShift == 2) &&
        i8x16.all_true(v128.load(on + x)) &&
        paperAfter(row + x, paperRow, x, paperShift, inkUpTo)
      ) {
        x += 16;
        continue;
      }
      if (load<u8>(on + x) == 0) state = 0;
      else if (
        <i32>load<u8>(row + x) <=
        load<i32>(inkUpTo + ((<usize>load<u8>(paperRow + (x >> paperShift))) << 2))
      ) {
        state += 2;
      } else {
        const run = state >> 1;
        if ((state & 1) == 1 && run > 0 && run <= maxRun) {
          const c = counts + ((<usize>run) << 2);
          store<u32>(c, load<u32>(c) + 1);
        }
        state = 1;
      }
      x++;
    }
  }
}

/** inkUpTo[b] + 1: the lowest paper grey at paper level b (256: every grey is ink there). */
function above(inkUpTo: usize, b: u32): i32 {
  return load<i32>(inkUpTo + ((<usize>b) << 2)) + 1;
}

/**
 * Whether the 16 greys at `g` (from column x of the row, a multiple of 16; the paper's row at
 * `paperRow` at half or quarter resolution) are all above their ink limits: then, after paper,
 * they change nothing.
 */
function paperAfter(g: usize, paperRow: usize, x: usize, paperShift: i32, inkUpTo: usize): bool {
  let limits: v128;
  if (paperShift == 2) {
    const p = load<u32>(paperRow + (x >> 2));
    const a = above(inkUpTo, p & 255);
    const b = above(inkUpTo, (p >>> 8) & 255);
    const c = above(inkUpTo, (p >>> 16) & 255);
    const d = above(inkUpTo, p >>> 24);
    if (max(max(a, b), max(c, d)) > 255) return false; // a limit of 255: every grey is ink
    const word = i32x4.splat(a | (b << 8) | (c << 16) | (d << 24));
    // prettier-ignore
    limits = i8x16.shuffle(word, word, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
  } else {
    const p = load<u64>(paperRow + (x >> 1));
    let low: u32 = 0;
    let high: u32 = 0;
    for (let k: u64 = 0; k < 4; k++) {
      const t = above(inkUpTo, <u32>((p >> (k << 3)) & 255));
      const u = above(inkUpTo, <u32>((p >> ((k + 4) << 3)) & 255));
      if (t > 255 || u > 255) return false;
      low |= (<u32>t) << ((<u32>k) << 3);
      high |= (<u32>u) << ((<u32>k) << 3);
    }
    const words = i64x2.splat(((<u64>high) << 32) | (<u64>low));
    // prettier-ignore
    limits = i8x16.shuffle(words, words, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
  }
  return i8x16.all_true(i8x16.ge_u(v128.load(g), limits));
}
