// The histogram of the stroke widths' provisional levels (src/core/clean/enhanced/strokes/stroke-width.ts,
// measureStrokeWidths, the reference): min(255, floor(255 g / paper)) on every sampled row, where
// on the sheet, 16 pixels a step, the division a multiplication by the paper level's inverse
// (exact, see levels4); the runs are in strokes.ts and stroke-columns.ts.
import { count4, pack16 } from './lanes';
import { clearPairs, countPairs, foldPairs, PAIR_BYTES } from './pair-histogram';

/**
 * The histogram (4 × 256 u32 at `hist`, interleaved, summed by the caller) of the provisional
 * levels min(255, floor(255 g / paper)) of the `rows` rows at `gray` (`width` bytes each; row r
 * is the picture's row y0 + r · step), where on the sheet: `sheet` 0 for none, else its cells
 * (`maskWidth` a row, `scale` px each) with `cellX` (i32 per column) their column, the row's
 * flags built in `on` (width bytes). The paper: one level per 2^paperShift px, `paperWidth` a
 * row. Sixteen pixels a step where the paper is at half or quarter resolution; a row wholly on
 * the sheet is stored, then counted by pairs where paper's (pair-histogram.ts). `on` is followed
 * by 16 spare bytes, `hist` by 1024 (the levels' inverses), PAIR_BYTES (the pair table) and
 * the row's levels (width bytes).
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
  // 1 / b for every paper level b (f32, infinite for 0), after the histograms.
  const inverse = hist + 4096;
  for (let b = 0; b < 256; b++) store<f32>(inverse + ((<usize>b) << 2), <f32>1 / <f32>b);
  const pairs = inverse + 1024;
  const levels = pairs + PAIR_BYTES;
  clearPairs(pairs);
  const spare = on + ((w + 15) & ~15); // 16 bytes after the flags
  let cellsRow = -1;
  // Whether the row's whole blocks all lie on the sheet.
  let rowOn = true;
  if (sheet == 0) memory.fill(on, 1, w);
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * step;
    if (sheet != 0 && y / scale != cellsRow) {
      cellsRow = y / scale;
      const cells = sheet + <usize>(cellsRow * maskWidth);
      for (let x: usize = 0; x < w; x++) {
        store<u8>(on + x, load<u8>(cells + <usize>load<i32>(cellX + (x << 2))) != 0 ? 1 : 0);
      }
      rowOn = true;
      for (let x: usize = 0; x + 16 <= w; x += 16) {
        if (!i8x16.all_true(v128.load(on + x))) rowOn = false;
      }
    }
    const row = gray + <usize>r * w;
    const paperRow = paper + <usize>((y >> paperShift) * paperWidth);
    let x: usize = 0;
    if (paperShift == 1 || paperShift == 2) {
      for (; x + 16 <= w; x += 16) {
        const g = v128.load(row + x);
        const gLow = i16x8.extend_low_i8x16_u(g);
        const gHigh = i16x8.extend_high_i8x16_u(g);
        const a = levels4(
          i32x4.extend_low_i16x8_u(gLow),
          reciprocals(inverse, paperRow, x, 0, paperShift),
        );
        const b = levels4(
          i32x4.extend_high_i16x8_u(gLow),
          reciprocals(inverse, paperRow, x, 4, paperShift),
        );
        const c = levels4(
          i32x4.extend_low_i16x8_u(gHigh),
          reciprocals(inverse, paperRow, x, 8, paperShift),
        );
        const d = levels4(
          i32x4.extend_high_i16x8_u(gHigh),
          reciprocals(inverse, paperRow, x, 12, paperShift),
        );
        const bytes = pack16(a, b, c, d);
        if (rowOn) {
          v128.store(levels + x, bytes);
        } else if (i8x16.all_true(v128.load(on + x))) {
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
      if (rowOn) countPairs(levels, x, pairs, hist, 0, 0, 0);
    }
    for (; x < w; x++) {
      if (load<u8>(on + x) == 0) continue;
      const g = <u32>load<u8>(row + x);
      const b = <u32>load<u8>(paperRow + (x >> paperShift));
      const v: u32 = g >= b ? 255 : (255 * g) / b;
      store<u32>(hist + (v << 2), load<u32>(hist + (v << 2)) + 1);
    }
  }
  foldPairs(pairs, hist);
}

/**
 * min(255, floor(255 g / b)) of four greys whose levels' inverses 1 / b are `inverse`, exactly:
 * (255 g + 0.5) / b lies at least 0.5 / b ≥ 1 / 510 from an integer, far beyond the two
 * roundings' error (below 255 × 2^-23), so its floor is floor(255 g / b). Where g ≥ b the
 * quotient is 255 or more (infinite for b = 0), and the caller's saturating narrow makes it 255.
 */
function levels4(g: v128, inverse: v128): v128 {
  const n = f32x4.add(f32x4.mul(f32x4.convert_i32x4_s(g), f32x4.splat(255)), f32x4.splat(0.5));
  return i32x4.trunc_sat_f32x4_s(f32x4.mul(n, inverse));
}

/** The inverses of the paper levels of pixels x + k .. x + k + 3 (k a multiple of 4). */
function reciprocals(inverse: usize, paperRow: usize, x: usize, k: usize, paperShift: i32): v128 {
  if (paperShift == 2) {
    return v128.load32_splat(inverse + ((<usize>load<u8>(paperRow + ((x + k) >> 2))) << 2));
  }
  const first = v128.load32_splat(inverse + ((<usize>load<u8>(paperRow + ((x + k) >> 1))) << 2));
  const second = v128.load32_splat(
    inverse + ((<usize>load<u8>(paperRow + ((x + k) >> 1) + 1)) << 2),
  );
  return i32x4.shuffle(first, second, 0, 0, 4, 4);
}
