// The histogram of the stroke widths' provisional levels (src/core/clean/enhanced/stroke-width.ts,
// measureStrokeWidths, the reference): min(255, floor(255 g / paper)) on every sampled row, where
// on the sheet, 16 pixels a step; the runs are in strokes.ts.
import { count4, divide4, pack16 } from './lanes';

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
        const a = divide4(i32x4.extend_low_i16x8_u(gLow), i32x4.extend_low_i16x8_u(bLow));
        const b = divide4(i32x4.extend_high_i16x8_u(gLow), i32x4.extend_high_i16x8_u(bLow));
        const c = divide4(i32x4.extend_low_i16x8_u(gHigh), i32x4.extend_low_i16x8_u(bHigh));
        const d = divide4(i32x4.extend_high_i16x8_u(gHigh), i32x4.extend_high_i16x8_u(bHigh));
        const bytes = pack16(a, b, c, d);
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
