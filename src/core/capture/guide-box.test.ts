import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { computeGuideBox } from './guide-box.ts';

describe('computeGuideBox', () => {
  test('landscape desktop: 60% of the video width, 3:1, 10 px from the top, centred', () => {
    expect(
      computeGuideBox({ videoWidth: 960, videoHeight: 540, screenWidth: 1280, portrait: false }),
    ).toEqual({
      x: 192,
      y: 10,
      width: 576,
      height: 192,
    });
  });

  test('portrait phone up to 640 px: 90% of the video width', () => {
    expect(
      computeGuideBox({ videoWidth: 360, videoHeight: 480, screenWidth: 375, portrait: true }),
    ).toEqual({
      x: 18,
      y: 10,
      width: 324,
      height: 108,
    });
  });

  test('640 px exactly is still a phone; 641 px is not', () => {
    const phone = computeGuideBox({
      videoWidth: 600,
      videoHeight: 800,
      screenWidth: 640,
      portrait: true,
    });
    expect(phone.width).toBeCloseTo(540);
    const wider = computeGuideBox({
      videoWidth: 600,
      videoHeight: 800,
      screenWidth: 641,
      portrait: true,
    });
    expect(wider.width).toBeCloseTo(360);
  });

  test('a landscape phone uses 60%', () => {
    const box = computeGuideBox({
      videoWidth: 600,
      videoHeight: 300,
      screenWidth: 600,
      portrait: false,
    });
    expect(box.width).toBeCloseTo(360);
  });

  test('a very wide, short video caps the height at 80% and derives the width', () => {
    const box = computeGuideBox({
      videoWidth: 1000,
      videoHeight: 200,
      screenWidth: 1280,
      portrait: false,
    });
    expect(box.height).toBeCloseTo(160);
    expect(box.width).toBeCloseTo(480);
    expect(box.x).toBeCloseTo(260);
  });

  test('before the video has a size: the 256×128 default', () => {
    expect(
      computeGuideBox({ videoWidth: 0, videoHeight: 0, screenWidth: 1280, portrait: false }),
    ).toEqual({
      x: 0,
      y: 10,
      width: 256,
      height: 128,
    });
  });

  test('always 3:1, inside the video width, under the height cap, centred', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 320, max: 2560 }),
        fc.boolean(),
        (videoWidth, videoHeight, screenWidth, portrait) => {
          const box = computeGuideBox({ videoWidth, videoHeight, screenWidth, portrait });
          expect(box.width / box.height).toBeCloseTo(3, 9);
          expect(box.width).toBeLessThanOrEqual(videoWidth * 0.9 + 1e-9);
          expect(box.height).toBeLessThanOrEqual(videoHeight * 0.8 + 1e-9);
          expect(box.x * 2 + box.width).toBeCloseTo(videoWidth, 9);
          expect(box.y).toBe(10);
        },
      ),
    );
  });

  test('initials get a 1.5 : 1 box, as wide as the cap allows, under the same height cap', () => {
    const wide = computeGuideBox({
      videoWidth: 1280,
      videoHeight: 720,
      screenWidth: 1400,
      portrait: false,
      aspectRatio: 1.5,
    });
    expect(wide.width / wide.height).toBeCloseTo(1.5, 9);
    expect(wide.height).toBeCloseTo(768 / 1.5, 9); // 60% of the width; under the cap of 576
    expect(wide.x * 2 + wide.width).toBeCloseTo(1280, 9);
    const capped = computeGuideBox({
      videoWidth: 640,
      videoHeight: 200,
      screenWidth: 1400,
      portrait: false,
      aspectRatio: 1.5,
    });
    expect(capped.height).toBeCloseTo(160, 9);
    expect(capped.width).toBeCloseTo(240, 9);
  });
});
