import { describe, expect, it } from 'vitest';
import { inkComponents } from './ink-components.ts';
import { cropRgba, trimRect } from './trim.ts';

function image(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  const fill = (x0: number, y0: number, w: number, h: number, alpha = 255) => {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) data.set([10, 20, 30, alpha], (y * width + x) * 4);
    }
  };
  return { data, width, height, fill };
}

describe('inkComponents', () => {
  it('joins runs that touch diagonally and keeps separate ones apart, with areas and boxes', () => {
    const img = image(10, 6);
    img.fill(1, 1, 3, 1); // a run
    img.fill(4, 2, 2, 1); // touches the first one diagonally
    img.fill(8, 4, 2, 2); // apart
    img.fill(2, 4, 1, 1, 7); // faint ink is still ink
    const found = inkComponents(img.data, img.width, img.height).sort((a, b) => a.minX - b.minX);
    expect(found).toEqual([
      { area: 5, minX: 1, minY: 1, maxX: 5, maxY: 2 },
      { area: 1, minX: 2, minY: 4, maxX: 2, maxY: 4 },
      { area: 4, minX: 8, minY: 4, maxX: 9, maxY: 5 },
    ]);
  });

  it('joins a U shape whose arms meet only at the bottom', () => {
    const img = image(7, 5);
    img.fill(0, 0, 1, 5);
    img.fill(6, 0, 1, 5);
    img.fill(0, 4, 7, 1);
    expect(inkComponents(img.data, 7, 5)).toHaveLength(1);
  });
});

describe('trimRect', () => {
  it('is the ink box plus the same margin on every side', () => {
    const img = image(400, 200);
    img.fill(100, 60, 200, 50); // longer side 200 → margin 8
    expect(trimRect(img.data, 400, 200)).toEqual({ x: 92, y: 52, width: 216, height: 66 });
  });

  it('keeps at least the minimum margin for tiny ink', () => {
    const img = image(100, 100);
    img.fill(50, 50, 3, 3);
    expect(trimRect(img.data, 100, 100)).toEqual({ x: 46, y: 46, width: 11, height: 11 });
  });

  it('does not let a far speck stretch the box, but keeps a small piece near the ink', () => {
    const img = image(600, 300);
    img.fill(200, 100, 200, 60); // the signature: 12,000 px
    img.fill(560, 280, 3, 3); // dust in the corner: 9 px, far away
    img.fill(250, 85, 4, 4); // the dot of an i, 11 px above the ink
    expect(trimRect(img.data, 600, 300)).toEqual({ x: 192, y: 77, width: 216, height: 91 });
  });

  it('lets a large second part of the signature stretch the box wherever it is', () => {
    const img = image(600, 300);
    img.fill(20, 20, 100, 40);
    img.fill(500, 250, 60, 30);
    // Box 20…559 × 20…279, margin round(540 × 0.04) = 22, clamped at the top, left and bottom.
    expect(trimRect(img.data, 600, 300)).toEqual({ x: 0, y: 0, width: 582, height: 300 });
  });

  it('clamps the margin at the image edges', () => {
    const img = image(50, 40);
    img.fill(0, 2, 50, 10);
    expect(trimRect(img.data, 50, 40)).toEqual({ x: 0, y: 0, width: 50, height: 16 });
  });

  it('is null without ink', () => {
    expect(trimRect(new Uint8ClampedArray(16 * 4), 4, 4)).toBeNull();
  });
});

describe('cropRgba', () => {
  it('copies exactly the rectangle', () => {
    const img = image(5, 4);
    img.fill(2, 1, 2, 2);
    const out = cropRgba(img.data, 5, 4, { x: 1, y: 1, width: 3, height: 2 });
    expect(out.width).toBe(3);
    expect(out.height).toBe(2);
    expect(Array.from(out.data.filter((_, i) => i % 4 === 3))).toEqual([0, 255, 255, 0, 255, 255]);
  });

  it('crops in place to the same pixels, the rows moved to the start of the buffer', () => {
    const data = new Uint8ClampedArray(7 * 5 * 4);
    for (let j = 0; j < data.length; j++) data[j] = (j * 37) % 251;
    for (const rect of [
      { x: 2, y: 1, width: 4, height: 3 },
      { x: 0, y: 0, width: 7, height: 2 },
      { x: 0, y: 3, width: 7, height: 2 },
      { x: 6, y: 4, width: 1, height: 1 },
    ]) {
      const copy = cropRgba(data, 7, 5, rect);
      const given = data.slice();
      const inPlace = cropRgba(given, 7, 5, rect, true);
      expect(inPlace.data.buffer).toBe(given.buffer);
      expect(inPlace.data).toEqual(copy.data);
      expect([inPlace.width, inPlace.height]).toEqual([copy.width, copy.height]);
    }
  });

  it('rejects a rectangle outside the image', () => {
    expect(() =>
      cropRgba(new Uint8ClampedArray(80), 5, 4, { x: 3, y: 0, width: 3, height: 1 }),
    ).toThrow(/not inside 5×4/);
  });
});
