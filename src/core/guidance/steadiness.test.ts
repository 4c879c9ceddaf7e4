import { describe, expect, test } from 'vitest';
import { measureFrame } from './frame-measures.ts';
import { sampleGrey } from './grey-sample.ts';
import { motionBetween, thumbOf } from './steadiness.ts';
import { shade, syntheticFrame, type Frame } from './synthetic-frame.test-helper.ts';
import { STEADY_MAX_MOTION_PX } from './thresholds.ts';

const thumb = (f: Frame) => thumbOf(sampleGrey(f.data, f.width, f.height));

describe('motion between consecutive frames', () => {
  // Every frame has fresh camera noise (another seed), as a real camera does.
  const still = syntheticFrame({ seed: 1 });
  const base = thumb(still);

  test('the same scene with new noise is steady', () => {
    const m = motionBetween(base, thumb(syntheticFrame({ seed: 2 })));
    expect(m).toBeLessThan(STEADY_MAX_MOTION_PX / 3);
  });

  test('estimates the shift in pixels, sideways and up or down (within ×1.6 + noise)', () => {
    for (const shift of [1, 2, 4]) {
      const across = motionBetween(base, thumb(syntheticFrame({ seed: 3, offsetX: shift })));
      const down = motionBetween(base, thumb(syntheticFrame({ seed: 4, offsetY: shift })));
      for (const estimate of [across, down]) {
        expect(estimate).toBeGreaterThan(shift / 1.6);
        expect(estimate).toBeLessThan(shift * 1.6 + 0.3);
      }
    }
  });

  test('a moving paper is not steady, and moves further the more it is shifted', () => {
    const small = motionBetween(base, thumb(syntheticFrame({ seed: 5, offsetX: 4 })));
    const large = motionBetween(base, thumb(syntheticFrame({ seed: 6, offsetX: 12, offsetY: 6 })));
    expect(small).toBeGreaterThan(STEADY_MAX_MOTION_PX);
    expect(large).toBeGreaterThan(small);
  });

  test('a change of exposure alone is not movement', () => {
    const brighter = shade(syntheticFrame({ seed: 7 }), () => 1.08);
    expect(motionBetween(base, thumb(brighter))).toBeLessThan(STEADY_MAX_MOTION_PX);
  });

  test('no previous frame, or one of another size: unknown (NaN); blank paper: 0', () => {
    expect(motionBetween(null, base)).toBeNaN();
    expect(motionBetween(thumb(syntheticFrame({ width: 640, height: 360 })), base)).toBeNaN();
    const blank = thumb(syntheticFrame({ blank: true }));
    expect(motionBetween(blank, thumb(syntheticFrame({ blank: true, seed: 9 })))).toBe(0);
  });

  test('measureFrame threads the thumbnail through', () => {
    const first = measureFrame(still.data, still.width, still.height);
    const moved = syntheticFrame({ seed: 8, offsetX: 6 });
    const second = measureFrame(moved.data, moved.width, moved.height, first.thumb);
    expect(second.motion).toBeGreaterThan(STEADY_MAX_MOTION_PX);
  });
});
