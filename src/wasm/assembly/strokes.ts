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

/** Four lanes of min(255, floor(255 g / b)): 255 where g >= b (b = 0 included), as normalise.ts. */
function level4(g: v128, b: v128): v128 {
  const q = i32x4.trunc_sat_f32x4_s(
    f32x4.div(f32x4.convert_i32x4_s(i32x4.mul(g, i32x4.splat(255))), f32x4.convert_i32x4_s(b)),
  );
  return v128.bitselect(i32x4.splat(255), q, i32x4.ge_s(g, b));
}

/**
 * The histogram (4 × 256 u32 at `hist`, interleaved, summed by the caller) of the provisional
 * levels min(255, floor(255 g / paper)) of the `rows` rows at `gray` (`width` bytes each; row r
 * is the picture's row y0 + r · step), where on the sheet: `sheet` 0 for none, else its cells
 * (`maskWidth` a row, `scale` px each) with `cellX` (i32 per column) their column, the row's
 * flags built in `on` (width bytes). The paper: one level per 2^paperShift px, `paperWidth` a
 * row. Sixteen pixels a step where the paper is at half or quarter resolution. `on` is
 * followed by 16 spare bytes.
 */
export function strokeLevels(
  gray: usize,
  width: i32,
  rows: i32,
  y0: i32,
  step: i32,
  paper: usize,
  paperWidth: i32,
  paperShift: i32,
  sheet: usize,
  maskWidth: i32,
  scale: i32,
  cellX: usize,
  on: usize,
  hist: usize,
): void {
  const w = <usize>width;
  const spare = on + ((w + 15) & ~15); // 16 bytes after the flags
  let cellsRow = -1;
  if (sheet == 0) memory.fill(on, 1, w);
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * step;
    if (sheet != 0 && y / scale != cellsRow) {
      cellsRow = y / scale;
      const cells = sheet + <usize>(cellsRow * maskWidth);
      for (let x: usize = 0; x < w; x++) {
        store<u8>(on + x, load<u8>(cells + <usize>load<i32>(cellX + (x << 2))) != 0 ? 1 : 0);
      }
    }
    const row = gray + <usize>r * w;
    const paperRow = paper + <usize>((y >> paperShift) * paperWidth);
    let x: usize = 0;
    if (paperShift == 1 || paperShift == 2) {
      for (; x + 16 <= w; x += 16) {
        // The 16 pixels' paper levels: each level repeated over its 2 or 4 pixels.
        // prettier-ignore
        const levels =
          paperShift == 2
            ? i8x16.shuffle(
                v128.load32_zero(paperRow + (x >> 2)), v128.load32_zero(paperRow + (x >> 2)),
                0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
              )
            : i8x16.shuffle(
                v128.load64_zero(paperRow + (x >> 1)), v128.load64_zero(paperRow + (x >> 1)),
                0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
              );
        const g = v128.load(row + x);
        const gLow = i16x8.extend_low_i8x16_u(g);
        const gHigh = i16x8.extend_high_i8x16_u(g);
        const bLow = i16x8.extend_low_i8x16_u(levels);
        const bHigh = i16x8.extend_high_i8x16_u(levels);
        const a = level4(i32x4.extend_low_i16x8_u(gLow), i32x4.extend_low_i16x8_u(bLow));
        const b = level4(i32x4.extend_high_i16x8_u(gLow), i32x4.extend_high_i16x8_u(bLow));
        const c = level4(i32x4.extend_low_i16x8_u(gHigh), i32x4.extend_low_i16x8_u(bHigh));
        const d = level4(i32x4.extend_high_i16x8_u(gHigh), i32x4.extend_high_i16x8_u(bHigh));
        const bytes = i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
        if (i8x16.all_true(v128.load(on + x))) {
          count4(hist, i32x4.extract_lane(bytes, 0));
          count4(hist, i32x4.extract_lane(bytes, 1));
          count4(hist, i32x4.extract_lane(bytes, 2));
          count4(hist, i32x4.extract_lane(bytes, 3));
        } else {
          // Some pixels off the sheet: one at a time, from the levels stored after `on`.
          v128.store(spare, bytes);
          for (let k: usize = 0; k < 16; k++) {
            if (load<u8>(on + x + k) == 0) continue;
            const v = <usize>load<u8>(spare + k);
            store<u32>(hist + (v << 2), load<u32>(hist + (v << 2)) + 1);
          }
        }
      }
    }
    for (; x < w; x++) {
      if (load<u8>(on + x) == 0) continue;
      const g = <u32>load<u8>(row + x);
      const b = <u32>load<u8>(paperRow + (x >> paperShift));
      const v: u32 = g >= b ? 255 : (255 * g) / b;
      store<u32>(hist + (v << 2), load<u32>(hist + (v << 2)) + 1);
    }
  }
}

/** The four bytes of `word` counted in the four interleaved histograms at `hist`. */
function count4(hist: usize, word: u32): void {
  const h0 = hist + ((word & 255) << 2);
  const h1 = hist + 1024 + (((word >>> 8) & 255) << 2);
  const h2 = hist + 2048 + (((word >>> 16) & 255) << 2);
  const h3 = hist + 3072 + ((word >>> 24) << 2);
  store<u32>(h0, load<u32>(h0) + 1);
  store<u32>(h1, load<u32>(h1) + 1);
  store<u32>(h2, load<u32>(h2) + 1);
  store<u32>(h3, load<u32>(h3) + 1);
}
