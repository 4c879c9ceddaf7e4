// What a finished result shows that the correction tools fix, for the message under it: ruled
// lines or a margin kept as ink (a band of a few rows, or columns, with ink across most of the
// picture, which a signature's strokes never fill). Pure; typed arrays only.

export interface ResultHints {
  /** A line across the picture was kept as ink ("This is not ink" takes it along its length). */
  lines: boolean;
}

/** A band is a line where ink reaches across this share of the picture… */
const LINE_SPAN = 0.6;
/** …in a band of BAND = 2 × STEP rows (or columns), one starting every STEP… */
const STEP = 2;
/** …of a picture at least this long that way. */
const MIN_LENGTH = 150;

/**
 * Whether a band of 2 × STEP rows, one starting every STEP rows, has ink in LINE_SPAN of its
 * columns (a horizontal line), or the same across columns (a vertical one). One pass over the
 * alpha: each pair of rows (of columns) is reduced to "ink in either" first, and a band is two
 * neighbouring pairs.
 */
export function resultHints(rgba: Uint8ClampedArray, width: number, height: number): ResultHints {
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`resultHints: expected ${width * height * 4} bytes, got ${rgba.length}`);
  }
  const rowPairs = Math.floor(height / STEP);
  const columnPairs = Math.floor(width / STEP);
  // Horizontal: "ink in either row" per column for the last two row pairs.
  let previous = new Uint8Array(width);
  let current = new Uint8Array(width);
  const rowsCheck = width >= MIN_LENGTH;
  const columnsCheck = height >= MIN_LENGTH;
  // Vertical: how many rows have ink in each band of two neighbouring column pairs.
  const bandRows = new Int32Array(Math.max(0, columnPairs - 1));
  const pairInk = new Uint8Array(columnPairs);
  let lines = false;
  for (let pair = 0; pair < rowPairs && !lines; pair++) {
    current.fill(0);
    for (let y = pair * STEP; y < (pair + 1) * STEP; y++) {
      pairInk.fill(0);
      for (let x = 0, j = y * width * 4 + 3; x < width; x++, j += 4) {
        if (rgba[j] === 0) continue;
        current[x] = 1;
        if (x < columnPairs * STEP) pairInk[(x / STEP) | 0] = 1;
      }
      if (columnsCheck)
        for (let p = 0; p < bandRows.length; p++) bandRows[p] += pairInk[p] | pairInk[p + 1];
    }
    if (rowsCheck && pair > 0) {
      let covered = 0;
      for (let x = 0; x < width; x++) covered += previous[x] | current[x];
      if (covered >= LINE_SPAN * width) lines = true;
    }
    [previous, current] = [current, previous];
  }
  // Rows past the last whole pair still count for the columns' bands.
  for (let y = rowPairs * STEP; y < height && columnsCheck && !lines; y++) {
    pairInk.fill(0);
    for (let x = 0, j = y * width * 4 + 3; x < columnPairs * STEP; x++, j += 4)
      if (rgba[j] !== 0) pairInk[(x / STEP) | 0] = 1;
    for (let p = 0; p < bandRows.length; p++) bandRows[p] += pairInk[p] | pairInk[p + 1];
  }
  if (!lines && columnsCheck)
    for (let p = 0; p < bandRows.length; p++) if (bandRows[p] >= LINE_SPAN * height) lines = true;
  return { lines };
}
