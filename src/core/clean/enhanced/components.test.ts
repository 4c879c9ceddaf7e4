import { describe, expect, test } from 'vitest';
import { filterComponents } from './components.ts';

describe('filterComponents with sure ink', () => {
  test('a component without one pixel as dark as the sure level is not ink', () => {
    const [w, h] = [30, 10];
    const mask = new Uint8Array(w * h);
    const normalised = new Uint8Array(w * h).fill(255);
    for (let x = 2; x < 10; x++) {
      mask[4 * w + x] = 1; // bleed-through: faint all along
      normalised[4 * w + x] = 190;
    }
    for (let x = 15; x < 25; x++) {
      mask[4 * w + x] = 1; // a stroke: faint at its ends, dark in its middle
      normalised[4 * w + x] = x === 20 ? 60 : 190;
    }
    const options = { minArea: 3, maxLineThickness: 2 };
    expect(filterComponents(mask.slice(), w, h, options)).toBe(18);
    expect(filterComponents(mask, w, h, { ...options, normalised, sureLevel: 100 })).toBe(10);
    expect(mask[4 * w + 5]).toBe(0);
    expect(mask[4 * w + 16]).toBe(1);
  });
});
