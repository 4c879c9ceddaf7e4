import { describe, expect, test } from 'vitest';
import type { FrameReading } from './judge-frame.ts';
import {
  autoCaptureTurnedOn,
  captured,
  initialGuidanceState,
  next,
  type GuidanceState,
  type GuidanceStep,
} from './hint-machine.ts';
import { faults, goodReading } from './readings.test-helper.ts';
import {
  CAPTURE_STEADY_MS,
  FRAME_GAP_RESET_MS,
  HINT_HOLD_MS,
  REARM_EMPTY_MS,
  STEADY_MAX_MOTION_PX,
} from './thresholds.ts';

const empty: FrameReading = { ...goodReading, ...faults['no-signature'] };
const blurry: FrameReading = { ...goodReading, ...faults.blurry };
const moving: FrameReading = { ...goodReading, motion: STEADY_MAX_MOTION_PX * 3 };

/** Feeds `reading` every `frameMs` from `from` (inclusive) to `to` (exclusive); returns every step. */
class Camera {
  state: GuidanceState = initialGuidanceState;
  steps: (GuidanceStep & { time: number })[] = [];
  autoCapture = true;
  play(reading: FrameReading, from: number, to: number, frameMs = 100) {
    for (let time = from; time < to; time += frameMs) {
      const step = next(this.state, reading, time, this.autoCapture);
      this.state = step.state;
      this.steps.push({ ...step, time });
    }
    return this;
  }
  captureTimes() {
    return this.steps.filter((s) => s.shouldCapture).map((s) => s.time);
  }
  changes() {
    return this.steps.filter((s) => s.changed).map((s) => [s.time, s.hint]);
  }
  hintAt(time: number) {
    return this.steps.find((s) => s.time === time)?.hint;
  }
}

describe('hints hold before they show', () => {
  test('nothing is shown until the first verdict has held for HINT_HOLD_MS', () => {
    const camera = new Camera().play(blurry, 0, 2000);
    expect(HINT_HOLD_MS).toBe(500);
    expect(camera.hintAt(400)).toBeNull();
    expect(camera.changes()).toEqual([[500, 'blurry']]);
  });

  test('at 30 frames a second the hint appears on the first frame after the hold', () => {
    const camera = new Camera().play(blurry, 0, 1000, 1000 / 30);
    const [[time]] = camera.changes() as [number, string][];
    expect(time).toBeGreaterThanOrEqual(HINT_HOLD_MS);
    expect(time).toBeLessThan(HINT_HOLD_MS + 1000 / 30);
  });

  test('a verdict flickering every frame never replaces the shown hint', () => {
    const camera = new Camera().play(blurry, 0, 600);
    for (let t = 600; t < 4000; t += 200)
      camera.play(goodReading, t, t + 100).play(blurry, t + 100, t + 200);
    expect(camera.changes()).toEqual([[500, 'blurry']]);
  });

  test('a short glitch restarts the hold; a lasting change replaces the hint once', () => {
    const camera = new Camera()
      .play(goodReading, 0, 800)
      .play(blurry, 800, 1200) // 400 ms: not long enough
      .play(goodReading, 1200, 1300)
      .play(blurry, 1300, 2500);
    expect(camera.changes()).toEqual([
      [500, 'ready'],
      [1800, 'blurry'],
    ]);
  });
});

describe('capture by itself', () => {
  test('fires once after a steady, sharp signature for CAPTURE_STEADY_MS, never again on the same paper', () => {
    const camera = new Camera().play(goodReading, 0, 10_000);
    expect(camera.captureTimes()).toEqual([CAPTURE_STEADY_MS]);
  });

  test('does not fire while the paper moves, nor while a hint is shown', () => {
    expect(new Camera().play(moving, 0, 5000).captureTimes()).toEqual([]);
    expect(new Camera().play(blurry, 0, 5000).captureTimes()).toEqual([]);
  });

  test('the steady second restarts when the paper moves', () => {
    const camera = new Camera()
      .play(goodReading, 0, 900)
      .play(moving, 900, 1000)
      .play(goodReading, 1000, 3000);
    expect(camera.captureTimes()).toEqual([1000 + CAPTURE_STEADY_MS]);
  });

  test('waits for the ready hint to be shown even after a steady second', () => {
    // Blurry is shown first; once sharp, "ready" needs its own hold before capture.
    const camera = new Camera().play(blurry, 0, 1000).play(goodReading, 1000, 4000);
    expect(camera.captureTimes()).toEqual([1000 + CAPTURE_STEADY_MS]);
    expect(camera.hintAt(1000 + HINT_HOLD_MS)).toBe('ready');
  });

  test('re-arms only after the box was empty for REARM_EMPTY_MS', () => {
    const camera = new Camera()
      .play(goodReading, 0, 2000) // capture at 1000
      .play(empty, 2000, 2000 + REARM_EMPTY_MS - 100) // taken away too briefly
      .play(goodReading, 2700, 5000) // no second capture
      .play(empty, 5000, 5000 + REARM_EMPTY_MS + 100) // away long enough (last frame at 5800)
      .play(goodReading, 5900, 9000);
    expect(camera.captureTimes()).toEqual([1000, 5900 + CAPTURE_STEADY_MS]);
  });

  test('with the toggle off it never fires, and stays armed for when it is turned on', () => {
    const camera = new Camera();
    camera.autoCapture = false;
    camera.play(goodReading, 0, 3000);
    expect(camera.captureTimes()).toEqual([]);
    expect(camera.hintAt(2000)).toBe('ready');
    camera.autoCapture = true;
    camera.play(goodReading, 3000, 4000);
    expect(camera.captureTimes()).toEqual([3000]);
  });

  test("each step carries the frame's own verdict (sides touched, steadiness)", () => {
    const touching = { ...goodReading, ...faults['touches-edge'] };
    const step = next(initialGuidanceState, touching, 0);
    expect(step.hint).toBeNull();
    expect(step.verdict.touchedSides).toEqual(['right']);
    expect(step.verdict.steady).toBe(true);
  });

  test('turned on while the paper is ready, it waits a whole steady CAPTURE_STEADY_MS', () => {
    const camera = new Camera();
    camera.autoCapture = false;
    camera.play(goodReading, 0, 3000);
    camera.state = autoCaptureTurnedOn(camera.state);
    camera.autoCapture = true;
    camera.play(goodReading, 3000, 5000);
    expect(camera.captureTimes()).toEqual([3000 + CAPTURE_STEADY_MS]);
  });

  test('a capture by hand also waits for the paper to be taken away', () => {
    const camera = new Camera().play(goodReading, 0, 600);
    camera.state = captured(camera.state);
    camera.play(goodReading, 600, 5000);
    expect(camera.captureTimes()).toEqual([]);
    camera.play(empty, 5000, 6000).play(goodReading, 6000, 8000);
    expect(camera.captureTimes()).toEqual([6000 + CAPTURE_STEADY_MS]);
  });
});

describe('time', () => {
  test('a gap longer than FRAME_GAP_RESET_MS restarts the runs (no capture on the first frame back)', () => {
    const camera = new Camera()
      .play(goodReading, 0, 900)
      .play(goodReading, 900 + FRAME_GAP_RESET_MS + 1, 900 + FRAME_GAP_RESET_MS + 2);
    expect(camera.captureTimes()).toEqual([]);
  });

  test('time going backwards restarts the runs', () => {
    const camera = new Camera().play(goodReading, 5000, 5900).play(goodReading, 0, 900);
    expect(camera.captureTimes()).toEqual([]);
    camera.play(goodReading, 900, 1200);
    expect(camera.captureTimes()).toEqual([1000]);
  });

  test('a time that is not a number is refused', () => {
    expect(() => next(initialGuidanceState, goodReading, NaN)).toThrow(/not finite/);
  });

  test('the state is not mutated', () => {
    const before = JSON.stringify(initialGuidanceState);
    next(initialGuidanceState, goodReading, 0);
    expect(JSON.stringify(initialGuidanceState)).toBe(before);
  });
});
