// The 8-connected ink components of an RGBA image (alpha > 0 is ink), each with its area and
// bounding box, found from horizontal runs: a row's runs are joined to the runs of the row above
// that touch them (union–find over runs), so the work is one scan plus a little per run, and
// memory is per run, not per pixel. Pure.

export interface InkComponent {
  area: number;
  minX: number;
  minY: number;
  /** Inclusive. */
  maxX: number;
  maxY: number;
}

function countRuns(data: Uint8ClampedArray | Uint8Array, width: number, height: number): number {
  let runs = 0;
  for (let y = 0; y < height; y++) {
    let previous = false;
    for (let x = 0, j = y * width * 4 + 3; x < width; x++, j += 4) {
      const inked = data[j] > 0;
      if (inked && !previous) runs++;
      previous = inked;
    }
  }
  return runs;
}

export function inkComponents(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): InkComponent[] {
  if (data.length !== width * height * 4) {
    throw new RangeError(`inkComponents: expected ${width * height * 4} bytes, got ${data.length}`);
  }
  const total = countRuns(data, width, height);
  const start = new Int32Array(total);
  const end = new Int32Array(total); // inclusive
  const row = new Int32Array(total);
  const parent = new Int32Array(total);
  const find = (r: number): number => {
    while (parent[r] !== r) {
      parent[r] = parent[parent[r]];
      r = parent[r];
    }
    return r;
  };
  let n = 0;
  let above = 0; // first run of the previous row
  let aboveEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = n;
    let scan = above; // runs above ending left of the current run cannot touch later ones either
    for (let x = 0, j = y * width * 4 + 3; x < width;) {
      if (data[j] === 0) {
        x++;
        j += 4;
        continue;
      }
      start[n] = x;
      while (x < width && data[j] > 0) {
        x++;
        j += 4;
      }
      end[n] = x - 1;
      row[n] = y;
      parent[n] = n;
      // Runs above that touch this one, diagonals included.
      while (scan < aboveEnd && end[scan] + 1 < start[n]) scan++;
      for (let a = scan; a < aboveEnd && start[a] <= end[n] + 1; a++) {
        const ra = find(a);
        const rb = find(n);
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
      n++;
    }
    above = rowStart;
    aboveEnd = n;
  }
  const index = new Int32Array(total).fill(-1);
  const components: InkComponent[] = [];
  for (let r = 0; r < total; r++) {
    const root = find(r);
    let k = index[root];
    if (k < 0) {
      k = index[root] = components.length;
      components.push({ area: 0, minX: start[r], minY: row[r], maxX: end[r], maxY: row[r] });
    }
    const component = components[k];
    component.area += end[r] - start[r] + 1;
    if (start[r] < component.minX) component.minX = start[r];
    if (end[r] > component.maxX) component.maxX = end[r];
    if (row[r] > component.maxY) component.maxY = row[r];
  }
  return components;
}
