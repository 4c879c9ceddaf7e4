// filterComponents as it was before it marked visited pixels in the mask itself (a separate
// `seen` array, any non-zero byte ink). Kept as the oracle the fast version is tested against.
// Test helper, not shipped.
import { ENHANCED_PARAMS } from '../enhanced-params.ts';
import type { ComponentFilter } from './components.ts';

const { lineSpan: FULL_SPAN, lineSlope: MAX_LINE_SLOPE } = ENHANCED_PARAMS.components;

/** Straight: a thin frame-wide component rises at most this thickness + MAX_LINE_SLOPE × span. */
function straight(span: number, across: number, thickness: number) {
  return across <= thickness + MAX_LINE_SLOPE * span;
}

export function referenceFilterComponents(
  mask: Uint8Array,
  width: number,
  height: number,
  { minArea, maxLineThickness, normalised, sureLevel = 255 }: ComponentFilter,
): number {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const members = new Int32Array(mask.length);
  let kept = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let top = 0;
    let size = 0;
    let minX = width;
    let maxX = -1;
    let minY = height;
    let maxY = -1;
    let darkest = 255;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const p = stack[--top];
      members[size++] = p;
      if (normalised && normalised[p] < darkest) darkest = normalised[p];
      const y = (p / width) | 0;
      const x = p - y * width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const left = x > 0;
      const right = x < width - 1;
      if (y > 0) {
        const q = p - width;
        if (mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
        if (left && mask[q - 1] && !seen[q - 1]) {
          seen[q - 1] = 1;
          stack[top++] = q - 1;
        }
        if (right && mask[q + 1] && !seen[q + 1]) {
          seen[q + 1] = 1;
          stack[top++] = q + 1;
        }
      }
      if (left && mask[p - 1] && !seen[p - 1]) {
        seen[p - 1] = 1;
        stack[top++] = p - 1;
      }
      if (right && mask[p + 1] && !seen[p + 1]) {
        seen[p + 1] = 1;
        stack[top++] = p + 1;
      }
      if (y < height - 1) {
        const q = p + width;
        if (mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
        if (left && mask[q - 1] && !seen[q - 1]) {
          seen[q - 1] = 1;
          stack[top++] = q - 1;
        }
        if (right && mask[q + 1] && !seen[q + 1]) {
          seen[q + 1] = 1;
          stack[top++] = q + 1;
        }
      }
    }
    const spanX = maxX - minX + 1;
    const spanY = maxY - minY + 1;
    const line =
      maxLineThickness > 0 &&
      ((spanX >= FULL_SPAN * width &&
        size / spanX <= maxLineThickness &&
        straight(spanX, spanY, maxLineThickness)) ||
        (spanY >= FULL_SPAN * height &&
          size / spanY <= maxLineThickness &&
          straight(spanY, spanX, maxLineThickness)));
    const faint = normalised !== undefined && darkest > sureLevel;
    if (size < minArea || line || faint) {
      for (let k = 0; k < size; k++) mask[members[k]] = 0;
    } else {
      kept += size;
    }
  }
  return kept;
}
