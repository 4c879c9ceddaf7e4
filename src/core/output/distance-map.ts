// Exact Euclidean distance to the nearest marked pixel, with which pixel that is (the feature
// transform): Felzenszwalb and Huttenlocher's lower envelope of parabolas, a column pass then a
// row pass, O(n). The stroke-weight step reads how deep each ink pixel lies in its stroke and
// which ink pixel a new edge pixel grows from. Pure; typed arrays only.

export interface DistanceMap {
  /** Squared distance to the nearest marked pixel; Infinity when none is marked. */
  squared: Float64Array;
  /** Index (y · width + x) of that pixel; −1 when none is marked. */
  nearest: Int32Array;
}

/** Distances from every pixel to the nearest pixel where `marked` is non-zero. */
export function distanceMap(marked: Uint8Array, width: number, height: number): DistanceMap {
  const n = width * height;
  // Column pass: distance along the column and the row of the nearest mark in it.
  const columnDistance = new Float64Array(n);
  const columnRow = new Int32Array(n);
  for (let x = 0; x < width; x++) {
    let last = -1;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (marked[i]) last = y;
      columnRow[i] = last;
      columnDistance[i] = last < 0 ? Infinity : y - last;
    }
    last = -1;
    for (let y = height - 1; y >= 0; y--) {
      const i = y * width + x;
      if (marked[i]) last = y;
      if (last >= 0 && last - y < columnDistance[i]) {
        columnDistance[i] = last - y;
        columnRow[i] = last;
      }
    }
  }
  // Row pass: the lower envelope of the parabolas (x − q)² + f(q), f = column distance squared.
  const squared = new Float64Array(n);
  const nearest = new Int32Array(n);
  const f = new Float64Array(width);
  const vertex = new Int32Array(width);
  const bound = new Float64Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let count = 0;
    for (let q = 0; q < width; q++) {
      const d = columnDistance[row + q];
      f[q] = d * d;
      if (f[q] === Infinity) continue;
      while (count > 0) {
        const p = vertex[count - 1];
        const s = (f[q] + q * q - (f[p] + p * p)) / (2 * q - 2 * p);
        if (s > bound[count - 1]) {
          vertex[count] = q;
          bound[count] = s;
          count++;
          break;
        }
        count--;
      }
      if (count === 0) {
        vertex[0] = q;
        bound[0] = -Infinity;
        count = 1;
      }
    }
    bound[count] = Infinity;
    for (let x = 0, k = 0; x < width; x++) {
      if (count === 0) {
        squared[row + x] = Infinity;
        nearest[row + x] = -1;
        continue;
      }
      while (bound[k + 1] < x) k++;
      const q = vertex[k];
      squared[row + x] = (x - q) * (x - q) + f[q];
      nearest[row + x] = columnRow[row + q] * width + q;
    }
  }
  return { squared, nearest };
}
