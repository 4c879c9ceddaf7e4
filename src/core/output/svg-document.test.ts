import { describe, expect, it } from 'vitest';
import { outlineData, svgDocument } from './svg-document.ts';

const square = {
  segments: [
    { type: 'L' as const, x1: 0, y1: 0, x2: 4, y2: 0 },
    { type: 'L' as const, x1: 4, y1: 0, x2: 4, y2: 4 },
    { type: 'Q' as const, x1: 4, y1: 4, x2: 2, y2: 6, x3: 0, y3: 4 },
    { type: 'L' as const, x1: 0, y1: 4, x2: 0, y2: 0 },
  ],
};

describe('outlineData', () => {
  it('draws a closed smooth curve through the midpoints of the outline, bending at its corners', () => {
    expect(outlineData(square)).toBe('M0 2Q0 0 2 0Q4 0 4 2Q4 4 3 5Q2 6 1 5Q0 4 0 2Z');
  });

  it('divides the coordinates by the tracing scale', () => {
    expect(outlineData(square, 2)).toBe('M0 1Q0 0 1 0Q2 0 2 1Q2 2 1.5 2.5Q1 3 0.5 2.5Q0 2 0 1Z');
  });
});

describe('svgDocument', () => {
  it('is one even-odd path in the fill colour, its viewBox the image size', () => {
    const svg = svgDocument([square], 30, 20, { r: 255, g: 0, b: 16 });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="30" height="20" viewBox="0 0 30 20">/,
    );
    expect(svg).toContain('<path fill="#ff0010" fill-rule="evenodd" d="M0 2Q');
    expect(svgDocument([], 30, 20, { r: 0, g: 0, b: 0 })).not.toContain('<path');
  });
});
