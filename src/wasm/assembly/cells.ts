// The grey closing of findPaper's cell grids (src/core/paper/cells.ts, closeCells, the
// reference): the window maximum over 2r + 1 cells along the rows, then down the columns, both
// clipped at the borders, then the window minimum the same way. 16 cells a step inside the
// grid; the cells within r of a border one at a time.

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
