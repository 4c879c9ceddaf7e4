// The darkest level within `radius` pixels (a square window, cut at the picture's edges) of a
// few pixels of a picture: what the strokes' rims read around each pixel they may grow into
// (stroke-rim.ts). Read directly, one window costs (2r + 1)² reads, which a broad marker's rims
// (r ≈ 35: about 5,000 reads a pixel) make the slowest part of a clean. Here each row's minimum
// over its 2r + 1 columns is taken once per row, when a window first needs that row (van Herk /
// Gil-Werman: three reads a pixel whatever the radius), and a window then reads 2r + 1 of those.
// The result is the same minimum. Pure; typed arrays only.

/** A reader of window minima over `levels` (width × height, row by row). */
export function windowMinimum(
  levels: Uint8Array,
  width: number,
  height: number,
  radius: number,
): (x: number, y: number) => number {
  const span = 2 * radius + 1;
  const rows = new Uint8Array(width * height);
  const ready = new Uint8Array(height);
  // Within blocks of `span` columns from column 0: the minimum from the block's start up to x
  // (ahead) and from x to the block's end or the row's end (behind).
  const ahead = new Uint8Array(width);
  const behind = new Uint8Array(width);
  const prepare = (y: number) => {
    const row = y * width;
    for (let start = 0; start < width; start += span) {
      const end = Math.min(width, start + span);
      let low = 255;
      for (let x = start; x < end; x++) {
        const v = levels[row + x];
        if (v < low) low = v;
        ahead[x] = low;
      }
      low = 255;
      for (let x = end - 1; x >= start; x--) {
        const v = levels[row + x];
        if (v < low) low = v;
        behind[x] = low;
      }
    }
    // The window [a, b] (at most span columns) lies in one block or across two: in two, the
    // minimum is behind[a] with ahead[b]; in one, it starts at the block's start (ahead[b]) or
    // ends at its end, which the row's edges give (behind[a]).
    for (let x = 0; x < width; x++) {
      const a = x > radius ? x - radius : 0;
      const b = x + radius < width ? x + radius : width - 1;
      const blockA = (a / span) | 0;
      let low: number;
      if (blockA !== ((b / span) | 0)) low = behind[a] < ahead[b] ? behind[a] : ahead[b];
      else low = a === blockA * span ? ahead[b] : behind[a];
      rows[row + x] = low;
    }
    ready[y] = 1;
  };
  return (x, y) => {
    const top = y > radius ? y - radius : 0;
    const bottom = y + radius < height ? y + radius : height - 1;
    let darkest = 255;
    for (let yy = top, i = top * width + x; yy <= bottom; yy++, i += width) {
      if (ready[yy] === 0) prepare(yy);
      if (rows[i] < darkest) darkest = rows[i];
    }
    return darkest;
  };
}
