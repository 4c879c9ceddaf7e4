// Removes ink components (8-connected) smaller than an area, keeping thin strokes that the
// spec's 3×3 opening would erase. One flood fill per component with a typed-array stack. Pure.

export function removeSmallComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  minArea: number,
): number {
  if (minArea <= 1) {
    let count = 0;
    for (let i = 0; i < mask.length; i++) count += mask[i];
    return count;
  }
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const members = new Int32Array(mask.length);
  let kept = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top];
      members[size++] = p;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (mask[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    if (size < minArea) {
      for (let k = 0; k < size; k++) mask[members[k]] = 0;
    } else {
      kept += size;
    }
  }
  return kept;
}
