import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FRAME_POLL_MS, NO_FRAMES_MS, watchFrames } from './frame-watch.ts';

/** A video whose frames the test delivers. */
function fakeVideo() {
  let pending: (() => void) | null = null;
  const video = {
    paused: false,
    requestVideoFrameCallback: vi.fn((callback: () => void) => {
      pending = callback;
      return 1;
    }),
    cancelVideoFrameCallback: vi.fn(() => {
      pending = null;
    }),
    frame() {
      const callback = pending;
      pending = null;
      callback?.();
    },
  };
  return video;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the clock run for ms, one frame every 100 ms while frames are on. */
function run(video: ReturnType<typeof fakeVideo>, ms: number, frames: boolean) {
  for (let t = 0; t < ms; t += 100) {
    if (frames) video.frame();
    vi.advanceTimersByTime(100);
  }
}

describe('watchFrames', () => {
  test('frames coming: nothing reported; frames stopping: reported once, within the limit', () => {
    const video = fakeVideo();
    const onStall = vi.fn();
    watchFrames(video, { onStall, isShown: () => true });
    run(video, 10_000, true);
    expect(onStall).not.toHaveBeenCalled();
    run(video, NO_FRAMES_MS - FRAME_POLL_MS, false);
    expect(onStall).not.toHaveBeenCalled();
    run(video, 2 * FRAME_POLL_MS, false);
    expect(onStall).toHaveBeenCalledTimes(1);
    run(video, 10_000, false);
    expect(onStall).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a video that never shows a first frame is reported too', () => {
    const video = fakeVideo();
    const onStall = vi.fn();
    watchFrames(video, { onStall, isShown: () => true });
    run(video, NO_FRAMES_MS + 2 * FRAME_POLL_MS, false);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  test('a hidden or paused video is not judged', () => {
    const video = fakeVideo();
    const onStall = vi.fn();
    let shown = false;
    watchFrames(video, { onStall, isShown: () => shown });
    run(video, 10_000, false);
    shown = true;
    video.paused = true;
    run(video, 10_000, false);
    expect(onStall).not.toHaveBeenCalled();
    video.paused = false;
    run(video, NO_FRAMES_MS + 2 * FRAME_POLL_MS, false);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  test('detach stops the watch and cancels the frame callback', () => {
    const video = fakeVideo();
    const onStall = vi.fn();
    const detach = watchFrames(video, { onStall, isShown: () => true });
    detach();
    run(video, 10_000, false);
    expect(onStall).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(video.cancelVideoFrameCallback).toHaveBeenCalled();
  });

  test('without requestVideoFrameCallback nothing is watched', () => {
    const onStall = vi.fn();
    const detach = watchFrames({ paused: false }, { onStall, isShown: () => true });
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    detach();
  });
});
