import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MUTE_LIMIT_MS, TRACK_POLL_MS, watchTrack } from './track-watch.ts';

class Track extends EventTarget {
  readyState: MediaStreamTrackState = 'live';
  muted = false;
  mute() {
    this.muted = true;
    this.dispatchEvent(new Event('mute'));
  }
  unmute() {
    this.muted = false;
    this.dispatchEvent(new Event('unmute'));
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch(track: Track, visible = () => true) {
  const onLost = vi.fn();
  const detach = watchTrack(track, { onLost, isVisible: visible });
  return { onLost, detach };
}

describe('watchTrack', () => {
  test("an 'ended' event is reported at once, and only once", () => {
    const track = new Track();
    const { onLost } = watch(track);
    track.readyState = 'ended';
    track.dispatchEvent(new Event('ended'));
    vi.advanceTimersByTime(5000);
    expect(onLost.mock.calls).toEqual([['ended']]);
  });

  test('a track that ends silently (no event) is noticed within a poll', () => {
    const track = new Track();
    const { onLost } = watch(track);
    vi.advanceTimersByTime(3000);
    expect(onLost).not.toHaveBeenCalled();
    track.readyState = 'ended';
    vi.advanceTimersByTime(TRACK_POLL_MS);
    expect(onLost.mock.calls).toEqual([['ended']]);
  });

  test('muted for longer than the limit counts as no frames; a short mute does not', () => {
    const track = new Track();
    const { onLost } = watch(track);
    track.mute();
    vi.advanceTimersByTime(MUTE_LIMIT_MS - TRACK_POLL_MS);
    track.unmute();
    vi.advanceTimersByTime(5000);
    expect(onLost).not.toHaveBeenCalled();
    track.mute();
    vi.advanceTimersByTime(MUTE_LIMIT_MS + TRACK_POLL_MS);
    expect(onLost.mock.calls).toEqual([['noFrames']]);
  });

  test('a mute without events is seen by polling', () => {
    const track = new Track();
    const { onLost } = watch(track);
    track.muted = true;
    vi.advanceTimersByTime(MUTE_LIMIT_MS + 2 * TRACK_POLL_MS);
    expect(onLost.mock.calls).toEqual([['noFrames']]);
  });

  test('a hidden page is not judged; the count starts again when it is shown', () => {
    const track = new Track();
    let visible = false;
    const { onLost } = watch(track, () => visible);
    track.mute();
    vi.advanceTimersByTime(10_000);
    expect(onLost).not.toHaveBeenCalled();
    visible = true;
    vi.advanceTimersByTime(MUTE_LIMIT_MS - TRACK_POLL_MS);
    expect(onLost).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * TRACK_POLL_MS);
    expect(onLost.mock.calls).toEqual([['noFrames']]);
  });

  test('after detach nothing is reported', () => {
    const track = new Track();
    const { onLost, detach } = watch(track);
    detach();
    track.readyState = 'ended';
    track.dispatchEvent(new Event('ended'));
    vi.advanceTimersByTime(5000);
    expect(onLost).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
