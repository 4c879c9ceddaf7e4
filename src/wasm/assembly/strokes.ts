// The ink runs of the stroke widths (src/core/clean/enhanced/strokes/stroke-width.ts,
// measureStrokeWidths, the reference) along every sampled row (strokeRows); the columns' runs are
// in stroke-columns.ts.
import { quotients16 } from './stroke-columns';
export { strokeColumns } from './stroke-columns';

/**
 * The horizontal ink runs of measureStrokeWidths on the rows y0 + r (r < rows) of the strip at
 * `gray` that are multiples of `step`, counted in `counts` as strokeColumns counts its runs: the
 * state restarts at 0 on each row, and off the sheet (`sheet` 0 for none; `cellX` the cell column
 * of each pixel, `on` the row's flags, width bytes) it is 0. The ink limit of a pixel is
 * inkUpTo[its paper level]. With `lanes` (strokeLimits' level, else −1) below 255 and the paper
 * at half or quarter resolution, each 16 pixels' ink is taken as 16 bits (rowRuns); otherwise
 * sixteen pixels of paper on the sheet after paper are passed at once.
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
  lanes: i32,
): void {
  const w = <usize>width;
  if (sheet == 0) memory.fill(on, 1, w);
  let cellsRow = -1;
  for (let y = y0 + ((step - (y0 % step)) % step); y < y0 + rows; y += step) {
    if (sheet != 0 && y / scale != cellsRow) {
      cellsRow = y / scale;
      const cells = sheet + <usize>(cellsRow * maskWidth);
      for (let x: usize = 0; x < w; x++) {
        store<u8>(on + x, load<u8>(cells + <usize>load<i32>(cellX + (x << 2))) != 0 ? 1 : 0);
      }
    }
    const row = gray + <usize>(y - y0) * w;
    const paperRow = paper + <usize>((y >> paperShift) * paperWidth);
    if (lanes >= 0 && lanes < 255 && (paperShift == 1 || paperShift == 2)) {
      rowRuns(row, w, paperRow, paperShift, lanes, inkUpTo, on, counts, maxRun);
      continue;
    }
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

/**
 * The runs of one row (`w` greys at `row`, its paper at `paperRow`, its sheet flags at `on`),
 * counted as strokeRows counts them, 16 pixels a step: their ink as 16 bits (grey below
 * quotients16 of the paper, on the sheet), visited only where a pixel's ink differs from the
 * previous pixel's. A run starting at x had paper before it when x − 1 is on the sheet (it is not
 * ink); one ending at x is counted when x is on the sheet and paper came before it. The last
 * pixels (under 16) one at a time from inkUpTo.
 */
function rowRuns(
  row: usize,
  w: usize,
  paperRow: usize,
  paperShift: i32,
  level: i32,
  inkUpTo: usize,
  on: usize,
  counts: usize,
  maxRun: i32,
): void {
  const zero = i8x16.splat(0);
  let inRun: u32 = 0; // the previous pixel is ink
  let lastOn: u32 = 0; // the previous pixel is on the sheet (none before the row)
  let start: usize = 0;
  let paperBefore = false;
  let x: usize = 0;
  for (; x + 16 <= w; x += 16) {
    // prettier-ignore
    const b =
      paperShift == 2
        ? i8x16.shuffle(
            v128.load32_zero(paperRow + (x >> 2)), zero,
            0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
          )
        : i8x16.shuffle(
            v128.load64_zero(paperRow + (x >> 1)), zero,
            0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
          );
    const sheet = i8x16.ne(v128.load(on + x), zero);
    const ink = v128.and(i8x16.lt_u(v128.load(row + x), quotients16(b, level)), sheet);
    const bits = <u32>i8x16.bitmask(ink);
    const onBits = <u32>i8x16.bitmask(sheet);
    let changed = (bits ^ ((bits << 1) | inRun)) & 0xffff;
    while (changed != 0) {
      const lane = ctz(changed);
      changed &= changed - 1;
      if (((bits >>> lane) & 1) != 0) {
        start = x + <usize>lane;
        paperBefore = (lane == 0 ? lastOn : (onBits >>> (lane - 1)) & 1) != 0;
      } else if (((onBits >>> lane) & 1) != 0 && paperBefore) {
        count(counts, <i32>(x + <usize>lane - start), maxRun);
      }
    }
    inRun = bits >>> 15;
    lastOn = onBits >>> 15;
  }
  for (; x < w; x++) {
    const here = <u32>load<u8>(on + x);
    const limit = load<i32>(inkUpTo + ((<usize>load<u8>(paperRow + (x >> paperShift))) << 2));
    if (here != 0 && <i32>load<u8>(row + x) <= limit) {
      if (inRun == 0) {
        start = x;
        paperBefore = lastOn != 0;
      }
      inRun = 1;
    } else {
      if (inRun != 0 && here != 0 && paperBefore) count(counts, <i32>(x - start), maxRun);
      inRun = 0;
    }
    lastOn = here;
  }
}

/** One more run of length `run` (counted only up to maxRun). */
function count(counts: usize, run: i32, maxRun: i32): void {
  if (run > maxRun) return;
  const at = counts + ((<usize>run) << 2);
  store<u32>(at, load<u32>(at) + 1);
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
