// The vertical ink runs of the stroke widths (src/core/clean/enhanced/strokes/stroke-width.ts,
// measureStrokeWidths, the reference): down every 4th column of every row, sixteen columns a
// step; the rows' runs are in strokes.ts. Down a column the reference keeps a state of 2 × its
// ink run so far + 1 if paper came before it (0 off the sheet) and counts a run closed by paper
// on the sheet, with paper before it, no longer than maxRun. Only where a column turns ink or
// stops being ink does that state matter, so strokeColumns keeps each group of 16 columns' ink
// as 16 bits and visits the columns whose bit changed: a run's first row and whether paper came
// before it, counted when it ends on paper.

/** The column state's layout (bytes from `state`, `padded` = the columns rounded up to 16). */
// cut (u8: the ink limit, clamped to 0–255), never (u8: 255 where no grey is ink: off the sheet
// or a limit below 0), off (u8: 255 off the sheet), offBefore (off of the previous row), paper
// before the run (u8), the groups' ink bits of the last row (u16), the runs' first rows (i32),
// 10 × padded bytes, which the caller zeroes, then sets off = never = 255 on every padded column
// (before the first row every column is as off the sheet).
const CUT = 0;
const NEVER = 1;
const OFF = 2;
const OFF_BEFORE = 3;
const PAPER_BEFORE = 4;
const BITS = 5;
const START = 6; // four bytes a column: 6 .. 9

/**
 * The tables at `tables` of every paper level b's ink limit inkUpTo[b] clamped to 0–255 (256
 * bytes) and 255 where it is below 0 (256 bytes), then 1024 bytes of work. inkUpTo[b] is the
 * last grey g with floor(255 g / b) at or below the provisional level L (stroke-width.ts), so
 * with L = inkUpTo[255] it is ceil((L + 1) b / 255) − 1 (255 for L ≥ 255), which fillLanes
 * computes for 16 paper levels at once. Returns L when that holds for every level (checked on
 * the table: the kernels then take 16 limits at once), else −1 (the kernels read the tables).
 */
export function strokeLimits(inkUpTo: usize, tables: usize): i32 {
  const cutOf = tables;
  const neverOf = tables + 256;
  const levels = tables + 512;
  const laneCut = levels + 256;
  const laneNever = laneCut + 256;
  const onSheet = laneNever + 256;
  const level = load<i32>(inkUpTo + (255 << 2));
  for (let b: usize = 0; b < 256; b++) {
    const t = load<i32>(inkUpTo + (b << 2));
    store<u8>(cutOf + b, <u8>max(0, min(255, t)));
    store<u8>(neverOf + b, t < 0 ? 255 : 0);
    store<u8>(levels + b, <u8>b);
  }
  // A row of the levels 0–255, all on the sheet.
  memory.fill(onSheet, 0, 256);
  fillLanes(laneCut, laneNever, onSheet, levels, 16, 2, level);
  const exact =
    memory.compare(laneCut, cutOf, 256) == 0 && memory.compare(laneNever, neverOf, 256) == 0;
  return exact ? level : -1;
}

/**
 * ceil((level + 1) b / 255) of 16 paper levels b (level ≤ 254): one more than their ink limits,
 * 0 where no grey is ink. floor(x / 255) = (x + (x >> 8) + 1) >> 8 for x = (level + 1) b + 254
 * < 65535.
 */
export function quotients16(b: v128, level: i32): v128 {
  const factor = i16x8.splat(<i16>(level + 1));
  const round = i16x8.splat(254);
  const one = i16x8.splat(1);
  const low = i16x8.add(i16x8.mul(i16x8.extend_low_i8x16_u(b), factor), round);
  const high = i16x8.add(i16x8.mul(i16x8.extend_high_i8x16_u(b), factor), round);
  return i8x16.narrow_i16x8_u(
    i16x8.shr_u(i16x8.add(i16x8.add(low, i16x8.shr_u(low, 8)), one), 8),
    i16x8.shr_u(i16x8.add(i16x8.add(high, i16x8.shr_u(high, 8)), one), 8),
  );
}

/**
 * Rows y0 .. y0 + rows − 1 of the grey (the strip at `gray`, `width` bytes a row, readable 64
 * bytes past its end): the columns' state at `state` (see strokeColumnsState) moves on and the
 * closed runs are counted in `counts` (u32 per run length). A column's ink limit is
 * inkUpTo[its paper level] (`paper`, `paperWidth` a row, one level per 2^paperShift px), off the
 * sheet none; `sheet` is 0 without one, else its cells `maskWidth` a row, `scale` px each, and
 * `cellX` (i32 per sampled column) the cell column of each sampled column. `lanes` and
 * `tables` are strokeLimits' result and tables.
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
  state: usize,
  counts: usize,
  maxRun: i32,
  lanes: i32,
  tables: usize,
): void {
  const columns = (width + 3) >> 2;
  const groups = (columns + 15) >> 4;
  const padded = <usize>(groups << 4);
  const cut = state + CUT * padded;
  const never = state + NEVER * padded;
  const off = state + OFF * padded;
  const offBefore = state + OFF_BEFORE * padded;
  const paperBefore = state + PAPER_BEFORE * padded;
  const bitsAt = state + BITS * padded;
  const startAt = state + START * padded;
  const cutOf = tables;
  const neverOf = tables + 256;
  const fast = lanes >= 0 && (paperShift == 1 || paperShift == 2);
  const byte = i32x4.splat(255);
  let offAt = -1; // the row whose sheet flags differ from the previous row's, if any
  for (let y = y0; y < y0 + rows; y++) {
    const newPaper = y == y0 || y >> paperShift != (y - 1) >> paperShift;
    const newCells = y == y0 || (sheet != 0 && y / scale != (y - 1) / scale);
    if (newCells) {
      // The previous row's flags are kept: a run starting here had paper before it only if
      // the previous row was on the sheet.
      memory.copy(offBefore, off, padded);
      offAt = y;
      const cells: usize = sheet == 0 ? 0 : sheet + <usize>((y / scale) * maskWidth);
      for (let c: usize = 0; c < <usize>columns; c++) {
        const isOff =
          cells != 0 && load<u8>(cells + <usize>load<i32>(cellX + (c << 2))) == 0 ? 1 : 0;
        store<u8>(off + c, <u8>(isOff * 255));
      }
    }
    if (newPaper || newCells) {
      const paperRow = paper + <usize>((y >> paperShift) * paperWidth);
      if (fast) fillLanes(cut, never, off, paperRow, groups, paperShift, lanes);
      else {
        for (let c: usize = 0; c < <usize>columns; c++) {
          const b = <usize>load<u8>(paperRow + ((c << 2) >> paperShift));
          store<u8>(cut + c, load<u8>(cutOf + b));
          store<u8>(never + c, load<u8>(off + c) != 0 ? 255 : load<u8>(neverOf + b));
        }
      }
    }
    const row = gray + <usize>((y - y0) * width);
    for (let j: usize = 0; j < <usize>groups; j++) {
      // Byte 0 of each of 16 words: the grey of 16 sampled columns.
      const at = row + (j << 6);
      const g = i8x16.narrow_i16x8_u(
        i16x8.narrow_i32x4_u(v128.and(v128.load(at), byte), v128.and(v128.load(at, 16), byte)),
        i16x8.narrow_i32x4_u(v128.and(v128.load(at, 32), byte), v128.and(v128.load(at, 48), byte)),
      );
      const ink = v128.andnot(
        i8x16.le_u(g, v128.load(cut + (j << 4))),
        v128.load(never + (j << 4)),
      );
      const bits = <u32>i8x16.bitmask(ink);
      const last = <u32>load<u16>(bitsAt + (j << 1));
      let changed = bits ^ last;
      if (changed == 0) continue;
      store<u16>(bitsAt + (j << 1), <u16>bits);
      while (changed != 0) {
        const lane = <usize>ctz(changed);
        changed &= changed - 1;
        const c = (j << 4) + lane;
        if (((bits >>> (<u32>lane)) & 1) != 0) {
          // A run starts: paper came before it when the previous row was on the sheet.
          store<i32>(startAt + (c << 2), y);
          const wasOff = load<u8>((offAt == y ? offBefore : off) + c);
          store<u8>(paperBefore + c, wasOff == 0 ? 1 : 0);
        } else if (load<u8>(off + c) == 0 && load<u8>(paperBefore + c) != 0) {
          // A run ends on paper on the sheet.
          const run = y - load<i32>(startAt + (c << 2));
          if (run <= maxRun) {
            const at = counts + ((<usize>run) << 2);
            store<u32>(at, load<u32>(at) + 1);
          }
        }
      }
    }
  }
}

/**
 * The columns' limits from the paper row at `paperRow` (half or quarter resolution), 16 columns
 * at a time: the limit ceil((level + 1) b / 255) − 1 of paper level b (255 for every b when
 * level ≥ 255), never ink where that is −1 or off the sheet. Columns past the last are off the
 * sheet (their `off` is 255), so whatever paper is read for them, they are never ink.
 */
function fillLanes(
  cut: usize,
  never: usize,
  off: usize,
  paperRow: usize,
  groups: i32,
  paperShift: i32,
  level: i32,
): void {
  const even = i16x8.splat(255);
  const zero = i8x16.splat(0);
  for (let j: usize = 0; j < <usize>groups; j++) {
    let b: v128;
    if (paperShift == 2) b = v128.load(paperRow + (j << 4));
    else {
      // Every other byte: the paper of columns 4c at half resolution is byte 2c.
      const at = paperRow + (j << 5);
      b = i8x16.narrow_i16x8_u(v128.and(v128.load(at), even), v128.and(v128.load(at, 16), even));
    }
    if (level >= 255) {
      v128.store(never + (j << 4), v128.load(off + (j << 4)));
      v128.store(cut + (j << 4), i8x16.splat(<i8>255));
      continue;
    }
    // The limit is q − 1: no grey is ink where q is 0.
    const q = quotients16(b, level);
    v128.store(never + (j << 4), v128.or(i8x16.eq(q, zero), v128.load(off + (j << 4))));
    v128.store(cut + (j << 4), i8x16.sub_sat_u(q, i8x16.splat(1)));
  }
}
