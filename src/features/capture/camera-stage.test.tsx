// @vitest-environment jsdom
// The live view's frame watch: with onNoFrames, a live stream whose picture stops is reported;
// without a live stream nothing is watched.
import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Rect } from '../../core/capture/guide-box.ts';
import type { CameraStatus } from './camera-controller.ts';
import { CameraStage } from './camera-stage.tsx';
import { FRAME_POLL_MS, NO_FRAMES_MS } from './frame-watch.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no media playback or layout observers.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  // A picture that never moves: the frame callback is taken but never called.
  HTMLVideoElement.prototype.requestVideoFrameCallback = vi.fn(() => 1);
  HTMLVideoElement.prototype.cancelVideoFrameCallback = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stream = {} as MediaStream;

async function stage(status: CameraStatus, onNoFrames?: () => void) {
  const videoRef = createRef<HTMLVideoElement>();
  const props = {
    videoRef,
    boxRef: createRef<Rect | null>(),
    stream: status === 'on' ? stream : null,
    mirrored: true,
    countdown: null,
    onNoFrames,
  };
  const view = render(<CameraStage {...props} status={status} />);
  // jsdom never plays: mark the video playing.
  Object.defineProperty(videoRef.current!, 'paused', { configurable: true, value: false });
  await act(() => vi.dynamicImportSettled()); // the watch loads with the first live picture
  return {
    rerender: (next: CameraStatus) =>
      view.rerender(
        <CameraStage {...props} status={next} stream={next === 'on' ? stream : null} />,
      ),
  };
}

test('a live view whose frames stop calls onNoFrames once', async () => {
  const onNoFrames = vi.fn();
  await stage('on', onNoFrames);
  act(() => vi.advanceTimersByTime(NO_FRAMES_MS - FRAME_POLL_MS));
  expect(onNoFrames).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(2 * FRAME_POLL_MS));
  expect(onNoFrames).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(10_000));
  expect(onNoFrames).toHaveBeenCalledTimes(1);
});

test('the watch ends when the camera turns off, and does not run while off', async () => {
  const onNoFrames = vi.fn();
  const view = await stage('on', onNoFrames);
  act(() => vi.advanceTimersByTime(FRAME_POLL_MS));
  view.rerender('off');
  act(() => vi.advanceTimersByTime(10_000));
  expect(onNoFrames).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(0);
});

test('on a hidden page the picture is not judged', async () => {
  const onNoFrames = vi.fn();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await stage('on', onNoFrames);
  act(() => vi.advanceTimersByTime(10_000));
  expect(onNoFrames).not.toHaveBeenCalled();
});
