import { describe, expect, it } from 'vitest';
import { syntheticSet } from './generate.ts';

/** 8-connected pieces of a mask. */
function pieces(mask: Uint8Array, width: number, height: number) {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let count = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    count++;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
    }
  }
  return count;
}

describe('the synthetic truth convention', () => {
  it('a fine liner is continuous in the truth, diagonal stretches included', () => {
    for (const image of syntheticSet(4, 2026, new Set(['fine-liner']))) {
      // One or two pen strokes and sometimes an underline, in at most a few dozen pieces where
      // the drawn path itself steps by more than a pixel (1–22 pieces in these four). A truth
      // taken after the camera's blur broke every diagonal 1 px stretch: 129 pieces in the first.
      expect(pieces(image.gt, image.width, image.height), image.name).toBeLessThanOrEqual(30);
    }
  });
});
