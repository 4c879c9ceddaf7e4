// Histograms counted four ways in turn: on flat paper one bin gets nearly every count, and
// back-to-back increments of one slot wait on each other; spreading them over four copies
// (count into `counts[((i & 3) << 8) | level]`) keeps the loop moving. Pure.

/** Room for four interleaved 256-bin histograms. */
export function interleavedCounts(): Uint32Array {
  return new Uint32Array(4 * 256);
}

/** The four copies added into one 256-bin histogram. */
export function mergeCounts(counts: Uint32Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (let v = 0; v < 256; v++) {
    histogram[v] = counts[v] + counts[256 + v] + counts[512 + v] + counts[768 + v];
  }
  return histogram;
}
