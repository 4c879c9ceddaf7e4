import { describe, expect, test } from 'vitest';
import { toSourceRect } from './source-rect.ts';

const box = { x: 100, y: 10, width: 300, height: 100 };

describe('toSourceRect', () => {
  test('scales a box on an element showing the frame at half size', () => {
    expect(
      toSourceRect({
        box,
        elementWidth: 640,
        elementHeight: 360,
        sourceWidth: 1280,
        sourceHeight: 720,
        fit: 'contain',
        mirrored: false,
      }),
    ).toEqual({ x: 200, y: 20, width: 600, height: 200 });
  });

  test('mirrored view: the box is taken from the other side of the frame', () => {
    expect(
      toSourceRect({
        box,
        elementWidth: 640,
        elementHeight: 360,
        sourceWidth: 1280,
        sourceHeight: 720,
        fit: 'contain',
        mirrored: true,
      }),
    ).toEqual({ x: 1280 - 800, y: 20, width: 600, height: 200 });
  });

  test('contain with letterbox bars on top and bottom removes the offset', () => {
    // 4:3 frame shown in a 16:9 element? No: 16:9 frame in a 4:3 element → bars above and below.
    const rect = toSourceRect({
      box: { x: 0, y: 60, width: 640, height: 360 },
      elementWidth: 640,
      elementHeight: 480,
      sourceWidth: 1920,
      sourceHeight: 1080,
      fit: 'contain',
      mirrored: false,
    });
    expect(rect).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  test('cover crops the sides', () => {
    const rect = toSourceRect({
      box: { x: 0, y: 0, width: 480, height: 480 },
      elementWidth: 480,
      elementHeight: 480,
      sourceWidth: 640,
      sourceHeight: 480,
      fit: 'cover',
      mirrored: false,
    });
    expect(rect).toEqual({ x: 80, y: 0, width: 480, height: 480 });
  });

  test('clamps to the frame', () => {
    const rect = toSourceRect({
      box: { x: -50, y: -50, width: 1000, height: 1000 },
      elementWidth: 640,
      elementHeight: 480,
      sourceWidth: 640,
      sourceHeight: 480,
      fit: 'fill',
      mirrored: false,
    });
    expect(rect).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  test('rejects sizes of zero, naming them', () => {
    expect(() =>
      toSourceRect({
        box,
        elementWidth: 0,
        elementHeight: 360,
        sourceWidth: 1280,
        sourceHeight: 720,
        fit: 'contain',
        mirrored: false,
      }),
    ).toThrow(/element 0×360/);
  });
});
