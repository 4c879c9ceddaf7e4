import { expect, it } from 'vitest';
import { strokesSvg } from './strokes-svg.ts';

const shape = {
  paths: ['M0 0Q10 0 10 5T5 10 0 5 5 0Z', '', 'M20 20Q30 20 30 25T20 25Z'],
  frame: { x: -4, y: -4.5, width: 38.123, height: 33 },
  width: 77,
  height: 66,
};

it('writes the strokes as filled paths in the ink, the frame as the viewBox', () => {
  const svg = strokesSvg(shape, '#14349a');
  expect(svg).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" width="77" height="66" viewBox="-4 -4.5 38.12 33">' +
      '<g fill="#14349a"><path d="M0 0Q10 0 10 5T5 10 0 5 5 0Z"/><path d="M20 20Q30 20 30 25T20 25Z"/></g></svg>',
  );
  expect(svg).not.toContain('<image');
});

it('refuses an ink that is not #rrggbb', () => {
  expect(() => strokesSvg(shape, 'red"/><script>')).toThrow(/#rrggbb/);
});
