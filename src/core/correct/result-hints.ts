// What a finished result shows that the correction tools fix, for the message under it: ruled
// lines or a margin kept as ink (a band of a few rows, or columns, with ink across most of the
// picture, which a signature's strokes never fill). Pure; typed arrays only.

export interface ResultHints {
  /** A line across the picture was kept as ink ("This is not ink" takes it along its length). */
  lines: boolean;
}

/** A band is a line where ink reaches across this share of the picture… */
const LINE_SPAN = 0.6;
/** …in a band this many pixels thick… */
const BAND = 4;
/** …of a picture at least this long that way. */
const MIN_LENGTH = 150;

export function resultHints(rgba: Uint8ClampedArray, width: number, height: number): ResultHints {
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`resultHints: expected ${width * height * 4} bytes, got ${rgba.length}`);
  }
  const inked = (x: number, y: number) => rgba[(y * width + x) * 4 + 3] > 0;
  const across = (length: number, bands: number, at: (i: number, j: number) => boolean) => {
    if (length < MIN_LENGTH) return false;
    for (let start = 0; start + BAND <= bands; start += BAND / 2) {
      let covered = 0;
      for (let i = 0; i < length; i++) {
        for (let j = start; j < start + BAND; j++)
          if (at(i, j)) {
            covered++;
            break;
          }
      }
      if (covered >= LINE_SPAN * length) return true;
    }
    return false;
  };
  const lines =
    across(width, height, (x, y) => inked(x, y)) || across(height, width, (y, x) => inked(x, y));
  return { lines };
}
