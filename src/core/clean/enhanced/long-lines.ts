// Removes ruled lines and similar straight lines from an ink mask: pixels on a horizontal run
// spanning at least LINE_SPAN of the width (or a vertical run spanning that share of the
// height) that are thin across the run. A pen stroke crossing the line is thick across it at the
// crossing and survives; an underline does not span the whole frame. Pure.

const LINE_SPAN = 0.9;

export function removeLongLines(
  mask: Uint8Array,
  width: number,
  height: number,
  maxThickness: number,
): void {
  const minRunX = Math.ceil(LINE_SPAN * width);
  const minRunY = Math.ceil(LINE_SPAN * height);
  const remove = new Uint8Array(mask.length);
  // Vertical run length through every pixel, for the thickness test of horizontal lines.
  const vertical = runLengths(mask, width, height, false);
  const horizontal = runLengths(mask, width, height, true);
  let any = false;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    if (
      (horizontal[i] >= minRunX && vertical[i] <= maxThickness) ||
      (vertical[i] >= minRunY && horizontal[i] <= maxThickness)
    ) {
      remove[i] = 1;
      any = true;
    }
  }
  if (!any) return;
  for (let i = 0; i < mask.length; i++) if (remove[i]) mask[i] = 0;
}

/** For each ink pixel, the length of the horizontal (or vertical) ink run it belongs to. */
function runLengths(
  mask: Uint8Array,
  width: number,
  height: number,
  horizontal: boolean,
): Uint32Array {
  const out = new Uint32Array(mask.length);
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const step = horizontal ? 1 : width;
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * width : line;
    let start = 0;
    for (let k = 0; k <= length; k++) {
      const ink = k < length && mask[base + k * step];
      if (ink) continue;
      const run = k - start;
      for (let m = start; m < k; m++) out[base + m * step] = run;
      start = k + 1;
    }
  }
  return out;
}
