import { describe, expect, test } from 'vitest';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { restoreFaintStrokes } from './faint-strokes.ts';
import { ABLATIONS } from '../../../../../scripts/lib/enhanced-ablations.ts';
import { Scratch } from '../kernel-helpers/scratch.ts';

const [W, H] = [240, 160];

/** A grey page (paper 225) as a camera sees it: a [1 2 1] blur both ways, a little grain. */
function page(draw: (grey: Float32Array) => void) {
  const sharp = new Float32Array(W * H).fill(225);
  draw(sharp);
  const grey = new Float32Array(W * H);
  let seed = 7;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const q = Math.min(H - 1, Math.max(0, y + dy)) * W + Math.min(W - 1, Math.max(0, x + dx));
          sum += sharp[q] * (2 - Math.abs(dx)) * (2 - Math.abs(dy));
        }
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      grey[y * W + x] = sum / 16 + ((seed >> 16) % 5) - 2;
    }
  const rgba = new Uint8ClampedArray(4 * W * H);
  for (let i = 0; i < grey.length; i++) {
    rgba.fill(Math.round(grey[i]), 4 * i, 4 * i + 3);
    rgba[4 * i + 3] = 255;
  }
  return rgba;
}

/** A horizontal stroke 4 px thick, `dark` at its core; `soft` px of linear ramp each side. */
function stroke(grey: Float32Array, y: number, x0: number, x1: number, dark: number, soft = 0) {
  for (let yy = y - 2 - soft; yy < y + 2 + soft; yy++) {
    const out = Math.max(0, y - 2 - yy, yy - (y + 1));
    const level = dark + ((225 - dark) * out) / (soft + 1);
    for (let x = x0; x < x1; x++) grey[yy * W + x] = Math.min(grey[yy * W + x], level);
  }
}

/** Lines of dark writing (short words) with a fainter line of a second pen under them. */
function writing(grey: Float32Array) {
  for (const y of [20, 45, 70])
    for (let x = 10; x < 220; x += 30) {
      stroke(grey, y, x, x + 20, 40);
      for (let yy = y - 8; yy < y + 8; yy++)
        for (let xx = x; xx < x + 4; xx++) grey[yy * W + xx] = 40;
    }
}

const inkAt = (rgba: Uint8ClampedArray, x: number, y: number) => rgba[4 * (y * W + x) + 3] > 0;

describe('restoreFaintStrokes', () => {
  test('a second, fainter pen’s line stays beside dark writing (the hysteresis dropped it)', () => {
    const rgba = page((grey) => {
      writing(grey);
      for (let x = 10; x < 220; x += 30) stroke(grey, 110, x, x + 20, 130);
    });
    const out = cleanEnhanced(rgba, W, H).data;
    let kept = 0;
    for (let x = 10; x < 220; x += 30) if (inkAt(out, x + 10, 110)) kept++;
    expect(kept).toBe(7);
    expect(inkAt(cleanEnhanced(rgba, W, H, {}, ABLATIONS['no-faint-strokes']).data, 20, 110)).toBe(
      false,
    );
  });

  test('bleed-through as faint but blurred stays out', () => {
    const rgba = page((grey) => {
      writing(grey);
      for (let x = 10; x < 220; x += 30) stroke(grey, 110, x, x + 20, 130, 5);
    });
    const out = cleanEnhanced(rgba, W, H).data;
    for (let x = 10; x < 220; x += 30) expect(inkAt(out, x + 10, 110)).toBe(false);
    // It is ink to the threshold: the hysteresis drops it, and it does not come back.
    expect(inkAt(cleanEnhanced(rgba, W, H, {}, ABLATIONS['no-sure-ink']).data, 20, 110)).toBe(true);
  });

  test('a component within its own paper’s noise is not brought back', () => {
    const normalised = new Uint8Array(W * H);
    const before = new Uint8Array(W * H);
    let seed = 3;
    for (let i = 0; i < normalised.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      normalised[i] = 200 + ((seed >> 16) % 55); // grainy paper, 200–254
    }
    for (let y = 60; y < 64; y++) for (let x = 100; x < 130; x++) normalised[y * W + x] = 185;
    for (let y = 60; y < 64; y++) for (let x = 100; x < 130; x++) before[y * W + x] = 1;
    // Kept ink elsewhere, as sharp as the dropped bar.
    for (let y = 20; y < 24; y++) for (let x = 20; x < 60; x++) normalised[y * W + x] = 40;
    const mask = new Uint8Array(W * H);
    for (let y = 20; y < 24; y++)
      for (let x = 20; x < 60; x++) mask[y * W + x] = before[y * W + x] = 1;
    expect(
      restoreFaintStrokes({ normalised, width: W, height: H }, before, mask, 4, new Scratch()),
    ).toBe(0);
    // On clean paper the same bar stands clear and comes back.
    for (let i = 0; i < normalised.length; i++) if (!before[i]) normalised[i] = 250;
    expect(
      restoreFaintStrokes({ normalised, width: W, height: H }, before, mask, 4, new Scratch()),
    ).toBe(120);
  });
});
