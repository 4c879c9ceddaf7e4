import { describe, expect, it } from 'vitest';
import { softenEdges } from './soft-edges.ts';
import { barStroke, drawScene, ringStroke, type Scene } from './synthetic-ink.test-helper.ts';

const BLUE = { r: 30, g: 45, b: 150 };
const PAPER = { r: 236, g: 232, b: 222 };

const scene: Scene = {
  width: 120,
  height: 80,
  strokes: [ringStroke(40, 40, 22.3, 7.4), barStroke(75.3, 20.6, 110.7, 27.2)],
  ink: BLUE,
  paperLeft: PAPER,
  noise: 4,
};

function alphaAt(out: Uint8ClampedArray, i: number) {
  return out[i * 4 + 3];
}

/** Distance in pixels (Chebyshev) from pixel i to the nearest mask pixel, capped at 3. */
function distanceToMask(mask: Uint8ClampedArray, width: number, height: number, i: number) {
  const x = i % width;
  const y = (i - x) / width;
  for (let d = 0; d <= 2; d++) {
    for (let dy = -d; dy <= d; dy++) {
      for (let dx = -d; dx <= d; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        if (mask[(yy * width + xx) * 4 + 3] > 0) return d;
      }
    }
  }
  return 3;
}

describe('softenEdges', () => {
  const { width, height } = scene;
  const { source, mask, coverage } = drawScene(scene);
  const out = softenEdges(source, mask, width, height);

  it('keeps fully covered pixels fully opaque and fully uncovered paper fully transparent', () => {
    let solid = 0;
    for (let i = 0; i < width * height; i++) {
      if (coverage[i] === 1) {
        expect(alphaAt(out, i), `pixel ${i}`).toBe(255);
        solid++;
      }
      if (coverage[i] === 0) expect(alphaAt(out, i), `pixel ${i}`).toBe(0);
    }
    expect(solid).toBeGreaterThan(500);
  });

  it('gives nothing outside the one-pixel ring around the mask any opacity', () => {
    for (let i = 0; i < width * height; i++) {
      if (distanceToMask(mask, width, height, i) > 1) expect(out[i * 4 + 3]).toBe(0);
    }
  });

  it('follows the ink coverage on edge pixels, including the ring just outside the mask', () => {
    let partial = 0;
    let outsideMask = 0;
    for (let i = 0; i < width * height; i++) {
      const a = coverage[i];
      if (a <= 0.2 || a >= 0.85) continue;
      const alpha = alphaAt(out, i) / 255;
      // The coverage, stretched between the paper and solid cut-offs (0.12 and 0.9).
      const expected = Math.min(1, Math.max(0, (a - 0.12) / 0.78));
      expect(Math.abs(alpha - expected), `pixel ${i}: coverage ${a}`).toBeLessThan(0.12);
      if (alpha > 0 && alpha < 1) partial++;
      if (mask[i * 4 + 3] === 0 && alpha > 0) outsideMask++;
    }
    expect(partial).toBeGreaterThan(100);
    expect(outsideMask).toBeGreaterThan(30);
  });

  it('gives partly covered pixels the ink colour, not a mix with the paper', () => {
    let checked = 0;
    for (let i = 0; i < width * height; i++) {
      const alpha = out[i * 4 + 3];
      if (alpha === 0 || alpha === 255) continue;
      expect(Math.abs(out[i * 4] - BLUE.r)).toBeLessThan(12);
      expect(Math.abs(out[i * 4 + 1] - BLUE.g)).toBeLessThan(12);
      expect(Math.abs(out[i * 4 + 2] - BLUE.b)).toBeLessThan(12);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('measures paper and ink locally, so a shadow across the page does not fade the edges', () => {
    const shaded = {
      ...scene,
      paperLeft: { r: 245, g: 245, b: 240 },
      paperRight: { r: 120, g: 118, b: 110 },
    };
    const drawn = drawScene(shaded);
    const soft = softenEdges(drawn.source, drawn.mask, width, height);
    for (let i = 0; i < width * height; i++) {
      if (drawn.coverage[i] === 1) expect(soft[i * 4 + 3]).toBe(255);
      if (drawn.coverage[i] === 0) expect(soft[i * 4 + 3]).toBe(0);
      const a = drawn.coverage[i];
      if (a > 0.3 && a < 0.7) {
        expect(Math.abs(soft[i * 4 + 3] / 255 - (a - 0.12) / 0.78)).toBeLessThan(0.15);
      }
    }
  });

  it('keeps a stroke too thin to have a core at full strength along its middle, soft at its sides', () => {
    const thin = {
      ...scene,
      width: 60,
      height: 40,
      strokes: [barStroke(5, 20.3, 55, 21.3), barStroke(30.2, 5, 31.2, 35)],
      noise: 3,
    };
    const drawn = drawScene(thin);
    const soft = softenEdges(drawn.source, drawn.mask, 60, 40);
    const alpha = (x: number, y: number) => soft[(y * 60 + x) * 4 + 3];
    for (const x of [10, 20, 45]) {
      expect(alpha(x, 20)).toBe(255); // coverage 0.7
      expect(alpha(x, 21)).toBeGreaterThan(30); // coverage 0.3
      expect(alpha(x, 21)).toBeLessThan(160);
      expect(alpha(x, 19)).toBe(0);
      expect(alpha(x, 22)).toBe(0);
    }
  });

  it('writes the same image into a kept buffer, whatever the last one left there', () => {
    const kept = new Uint8ClampedArray(out.length).fill(200);
    expect(softenEdges(source, mask, width, height, {}, kept)).toBe(kept);
    expect(kept).toEqual(out);
    expect(() => softenEdges(source, mask, width, height, {}, mask)).toThrow(/of its own/);
    expect(() => softenEdges(source, mask, width, height, {}, new Uint8ClampedArray(4))).toThrow(
      /of its own/,
    );
  });

  it('returns an empty image for an empty mask and leaves its inputs alone', () => {
    const before = source.slice();
    const empty = softenEdges(source, new Uint8ClampedArray(mask.length), width, height);
    expect(empty.every((v) => v === 0)).toBe(true);
    expect(source).toEqual(before);
  });

  it('rejects mismatched sizes and bad options with a message naming them', () => {
    expect(() => softenEdges(source, mask.subarray(4), width, height)).toThrow(/mask/);
    expect(() => softenEdges(source, mask, width, height, { low: 0.9, high: 0.5 })).toThrow(/low/);
    expect(() => softenEdges(source, mask, width, height, { blockSize: 512 })).toThrow(/blockSize/);
  });
});
