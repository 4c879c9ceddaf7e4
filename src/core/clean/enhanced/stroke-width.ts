// The typical stroke width of the ink (grey level <= limit): the median length of its horizontal
// and vertical ink runs (runs longer than `maxRun` are lines or shadows, not pen strokes, and are ignored).
// Scale-dependent parameters of the enhanced cleaner follow it. Pure.

export function estimateStrokeWidth(
  gray: Uint8Array,
  width: number,
  height: number,
  limit: number,
  maxRun = 64,
): number {
  const counts = new Uint32Array(maxRun + 1);
  let total = 0;
  const add = (run: number) => {
    if (run > 0 && run <= maxRun) {
      counts[run]++;
      total++;
    }
  };
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      if (gray[y * width + x] <= limit) run++;
      else {
        add(run);
        run = 0;
      }
    }
    add(run);
  }
  // Vertical runs in row order (cache-friendly): one running length per column.
  const columnRun = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (gray[row + x] <= limit) columnRun[x]++;
      else if (columnRun[x] > 0) {
        add(columnRun[x]);
        columnRun[x] = 0;
      }
    }
  }
  for (let x = 0; x < width; x++) add(columnRun[x]);
  if (total === 0) return 1;
  let seen = 0;
  for (let run = 1; run <= maxRun; run++) {
    seen += counts[run];
    if (seen * 2 >= total) return run;
  }
  return maxRun;
}
