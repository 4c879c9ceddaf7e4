// findPaper's cell grids (src/core/paper/cells.ts, the reference). The grey closing
// (closeCells): the window maximum over 2r + 1 cells along the rows, then down the columns, both
// clipped at the borders, then the window minimum the same way; 16 cells a step inside the
// grid, the cells within r of a border one at a time. The smooth cells (smoothCells), below.

/** Window maximum (or minimum) over ±r cells along each of the h rows of w cells. */
function alongRows(src: usize, dst: usize, w: i32, h: i32, r: i32, minimum: bool): void {
  for (let y = 0; y < h; y++) {
    const row = src + <usize>(y * w);
    const out = dst + <usize>(y * w);
    let x = 0;
    while (x < w) {
      if (x >= r && x + r + 16 <= w) {
        let best = v128.load(row + <usize>(x - r));
        for (let k = 1 - r; k <= r; k++) {
          const v = v128.load(row + <usize>(x + k));
          best = minimum ? i8x16.min_u(best, v) : i8x16.max_u(best, v);
        }
        v128.store(out + <usize>x, best);
        x += 16;
        continue;
      }
      const from = x > r ? x - r : 0;
      const to = x + r < w ? x + r : w - 1;
      let best = <u32>load<u8>(row + <usize>from);
      for (let k = from + 1; k <= to; k++) {
        const v = <u32>load<u8>(row + <usize>k);
        best = minimum ? min(best, v) : max(best, v);
      }
      store<u8>(out + <usize>x, best);
      x++;
    }
  }
}

/** Window maximum (or minimum) over ±r rows down each column of the w × h cells. */
function downColumns(src: usize, dst: usize, w: i32, h: i32, r: i32, minimum: bool): void {
  const step = <usize>w;
  for (let y = 0; y < h; y++) {
    const firstRow: i32 = y > r ? y - r : 0;
    const lastRow: i32 = y + r < h ? y + r : h - 1;
    const first = src + <usize>firstRow * step;
    const last = src + <usize>lastRow * step;
    const out = dst + <usize>y * step;
    let x: usize = 0;
    for (; x + 16 <= step; x += 16) {
      let best = v128.load(first + x);
      for (let p = first + step; p <= last; p += step) {
        const v = v128.load(p + x);
        best = minimum ? i8x16.min_u(best, v) : i8x16.max_u(best, v);
      }
      v128.store(out + x, best);
    }
    for (; x < step; x++) {
      let best = <u32>load<u8>(first + x);
      for (let p = first + step; p <= last; p += step) {
        const v = <u32>load<u8>(p + x);
        best = minimum ? min(best, v) : max(best, v);
      }
      store<u8>(out + x, best);
    }
  }
}

/** The closing of the w × h cells at `image` into `out`, with `work` (w × h bytes) between. */
export function closeCells(image: usize, w: i32, h: i32, r: i32, out: usize, work: usize): void {
  alongRows(image, work, w, h, r, false);
  downColumns(work, out, w, h, r, false);
  alongRows(out, work, w, h, r, true);
  downColumns(work, out, w, h, r, true);
}

/**
 * smoothCells (src/core/paper/cells.ts) for one channel of w × h cells at `c`: clears
 * `smooth[i]` where the change across the cell, left to right or top to bottom (two cells
 * apart, clamped at the borders), is above max(6, floor(brighter / 10)) — the floor of the
 * reference's max(minStep, stepShare × brighter) (`smooth` of core/paper/paper-params.ts, 6 and
 * 0.1), the same test on integers; (v · 205) >> 11 is floor(v / 10) for every byte. Eight cells a
 * step inside each row.
 */
export function smoothChannel(c: usize, w: i32, h: i32, smooth: usize): void {
  const six = i16x8.splat(6);
  const one = i8x16.splat(1);
  for (let y = 0; y < h; y++) {
    const row = c + <usize>(y * w);
    const up = c + <usize>((y > 0 ? y - 1 : y) * w);
    const down = c + <usize>((y < h - 1 ? y + 1 : y) * w);
    const out = smooth + <usize>(y * w);
    let x = 0;
    while (x < w) {
      if (x >= 1 && x + 17 <= w) {
        const a = v128.load(row + <usize>(x - 1));
        const b = v128.load(row + <usize>(x + 1));
        const u = v128.load(up + <usize>x);
        const d = v128.load(down + <usize>x);
        const across = i8x16.sub(i8x16.max_u(a, b), i8x16.min_u(a, b));
        const vertical = i8x16.sub(i8x16.max_u(u, d), i8x16.min_u(u, d));
        const still = v128.and(
          within(across, i8x16.max_u(a, b), six),
          within(vertical, i8x16.max_u(u, d), six),
        );
        v128.store(out + <usize>x, v128.and(v128.load(out + <usize>x), v128.and(still, one)));
        x += 16;
        continue;
      }
      const a = <i32>load<u8>(row + <usize>(x > 0 ? x - 1 : x));
      const b = <i32>load<u8>(row + <usize>(x < w - 1 ? x + 1 : x));
      const u = <i32>load<u8>(up + <usize>x);
      const d = <i32>load<u8>(down + <usize>x);
      const overAcross = abs(a - b) > max(6, (max(a, b) * 205) >> 11);
      const overDown = abs(u - d) > max(6, (max(u, d) * 205) >> 11);
      if (overAcross || overDown) store<u8>(out + <usize>x, 0);
      x++;
    }
  }
}

/** Per byte lane, all ones where change <= max(6, floor(bright / 10)), else 0. */
function within(change: v128, bright: v128, six: v128): v128 {
  const limitLow = i16x8.max_u(
    i16x8.shr_u(i16x8.mul(i16x8.extend_low_i8x16_u(bright), i16x8.splat(205)), 11),
    six,
  );
  const limitHigh = i16x8.max_u(
    i16x8.shr_u(i16x8.mul(i16x8.extend_high_i8x16_u(bright), i16x8.splat(205)), 11),
    six,
  );
  const limit = i8x16.narrow_i16x8_u(limitLow, limitHigh);
  return i8x16.le_u(change, limit);
}

/**
 * cellMeans (src/core/paper/cells.ts) of `rows` × `cols` whole cells of 8 × 8 RGBA pixels whose
 * sampled rows (every 2nd pixel row: 0, 2, 4 and 6 of each cell) lie packed at `src`, `rowBytes`
 * apart (a cell row is 4 of them): each channel's rounded mean (s + 8) >> 4 of the 4 × 4 samples
 * at every 2nd pixel and row, as three planes of rows × cols bytes at `out` (red, green, blue).
 * Sums of 16 bytes fit 16-bit lanes.
 */
export function cellMeans8(src: usize, rowBytes: i32, rows: i32, cols: i32, out: usize): void {
  const stride = <usize>rowBytes;
  const plane = <usize>(rows * cols);
  for (let cy = 0; cy < rows; cy++) {
    const band = src + <usize>cy * 4 * stride;
    const o = out + <usize>(cy * cols);
    for (let cx = 0; cx < cols; cx++) {
      let p = band + ((<usize>cx) << 5);
      let acc = i16x8.splat(0);
      for (let s = 0; s < 4; s++) {
        // Pixels 0, 2, 4 and 6 of the cell's row.
        // prettier-ignore
        const even = i8x16.shuffle(v128.load(p), v128.load(p, 16), 0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27);
        acc = i16x8.add(
          acc,
          i16x8.add(i16x8.extend_low_i8x16_u(even), i16x8.extend_high_i8x16_u(even)),
        );
        p += stride;
      }
      // Lanes 0–3: pixels 0 and 4 (R, G, B, A); lanes 4–7: pixels 2 and 6.
      // prettier-ignore
      const sum = i16x8.add(acc, i8x16.shuffle(acc, acc, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
      const mean = i16x8.shr_u(i16x8.add(sum, i16x8.splat(8)), 4);
      store<u8>(o + <usize>cx, i16x8.extract_lane_u(mean, 0));
      store<u8>(o + plane + <usize>cx, i16x8.extract_lane_u(mean, 1));
      store<u8>(o + 2 * plane + <usize>cx, i16x8.extract_lane_u(mean, 2));
    }
  }
}
