// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DrawPad } from './draw-pad.tsx';
import type { Stroke } from './stroke-geometry.ts';

// The pad is 450 × 150 CSS px at (100, 50): one CSS px is two pad units.
beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 450,
    height: 150,
  } as DOMRect);
  Object.assign(SVGElement.prototype, {
    setPointerCapture: vi.fn(),
    releasePointerCapture: vi.fn(),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPad() {
  const strokes: Stroke[] = [];
  render(
    <DrawPad
      strokes={[]}
      ink="#000000"
      thicknessFactor={1}
      onStroke={(stroke) => strokes.push(stroke)}
      label="Drawing area"
      hint="Sign here"
    />,
  );
  return { pad: screen.getByRole('img', { name: 'Drawing area' }), strokes };
}

const at = (clientX: number, clientY: number, more: object = {}) => ({
  clientX,
  clientY,
  pointerId: 1,
  pointerType: 'mouse',
  button: 0,
  pressure: 0.5,
  ...more,
});

it('records a stroke in pad units, kept inside the pad, and hands it over when it ends', () => {
  const { pad, strokes } = renderPad();
  fireEvent.pointerDown(pad, at(100, 50));
  fireEvent.pointerMove(pad, at(325, 125));
  fireEvent.pointerMove(pad, at(700, 300)); // past the pad's corner
  expect(strokes).toEqual([]); // still drawing
  expect(pad.querySelectorAll('path')).toHaveLength(1); // shown as it is drawn
  fireEvent.pointerUp(pad, at(700, 300));
  expect(strokes).toEqual([
    {
      pressure: false,
      points: [
        { x: 0, y: 0, pressure: 0.5 },
        { x: 450, y: 150, pressure: 0.5 },
        { x: 900, y: 300, pressure: 0.5 },
      ],
    },
  ]);
});

it('takes a pen’s pressure, and ignores a second finger and a right click', () => {
  const { pad, strokes } = renderPad();
  fireEvent.pointerDown(pad, at(200, 100, { pointerType: 'mouse', button: 2, pointerId: 7 }));
  fireEvent.pointerUp(pad, at(200, 100, { pointerId: 7 }));
  expect(strokes).toEqual([]);

  fireEvent.pointerDown(pad, at(200, 100, { pointerType: 'pen', pressure: 0.75 }));
  fireEvent.pointerDown(pad, at(300, 100, { pointerType: 'touch', pointerId: 2 }));
  fireEvent.pointerMove(pad, at(300, 120, { pointerType: 'touch', pointerId: 2 }));
  fireEvent.pointerMove(pad, at(210, 100, { pointerType: 'pen', pressure: 0.25 }));
  fireEvent.pointerUp(pad, at(300, 120, { pointerType: 'touch', pointerId: 2 }));
  fireEvent.pointerUp(pad, at(210, 100, { pointerType: 'pen', pressure: 0 }));
  expect(strokes).toEqual([
    {
      pressure: true,
      points: [
        { x: 200, y: 100, pressure: 0.75 },
        { x: 220, y: 100, pressure: 0.25 },
      ],
    },
  ]);
});
