// The controller with cameras that come and go: a gone choice falls back, the list is fresh
// and usable while off, and a camera that stops without saying so is noticed.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CameraController } from './camera-controller.ts';
import { initialCameraState } from './camera-state.ts';
import { videoConstraints } from './camera-session.ts';
import { A, B, fakeMedia, settle } from './fake-media.ts';
import { MUTE_LIMIT_MS, TRACK_POLL_MS } from './track-watch.ts';

describe('a chosen camera that is gone', () => {
  test('Start falls back to another camera instead of failing', async () => {
    const media = fakeMedia([A, B]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    await camera.select('b');
    camera.stop();
    media.plug([A], { announce: false }); // unplugged while off, and the browser said nothing
    await camera.start();
    expect(camera.getState()).toMatchObject({
      status: 'on',
      selectedId: 'a',
      error: null,
      fellBackFrom: { deviceId: 'b', label: 'USB camera' },
    });
    expect(media.getUserMedia.mock.calls.slice(-2).map(([c]) => c)).toEqual([
      videoConstraints('b'),
      videoConstraints(''),
    ]);
    expect(media.live()).toBe(1);
    expect(media.liveTrack()?.getSettings().deviceId).toBe('a');
    expect(media.env.log).toHaveBeenCalledWith(
      'The chosen camera is gone; trying another',
      expect.objectContaining({ name: 'OverconstrainedError' }),
    );
    camera.stop();
    expect(media.live()).toBe(0);
  });

  test('an id that is no longer valid (NotFoundError) falls back too', async () => {
    const media = fakeMedia([A]);
    const getUserMedia = media.getUserMedia.getMockImplementation()!;
    media.getUserMedia.mockImplementation(async (constraints) => {
      const video = constraints?.video as { deviceId?: { exact: string } };
      if (video.deviceId?.exact === 'stale') throw new DOMException('gone', 'NotFoundError');
      return getUserMedia(constraints);
    });
    const camera = new CameraController(media.env, initialCameraState);
    await camera.select('stale');
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'on', selectedId: 'a', error: null });
    expect(camera.getState().fellBackFrom).toEqual({ deviceId: 'stale', label: '' });
  });

  test('the fallback prefers a back camera among those left', async () => {
    const back = { deviceId: 'back', label: 'Back camera', facingMode: 'environment' };
    const media = fakeMedia([A, back, B]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.select('b');
    media.plug([A, back], { announce: false });
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'on', selectedId: 'back', mirrored: false });
    expect(media.live()).toBe(1);
  });

  test('with no camera left at all, Start says so once', async () => {
    const media = fakeMedia([B]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.select('b');
    media.plug([], { announce: false });
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'notFound' } });
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
  });

  test('other failures of the chosen camera do not switch cameras', async () => {
    const media = fakeMedia([A, B]);
    media.getUserMedia.mockRejectedValueOnce(new DOMException('busy', 'NotReadableError'));
    const camera = new CameraController(media.env, initialCameraState);
    await camera.select('b');
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'busy' } });
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
  });

  test('a camera unplugged while on: the error, then Start uses the one left', async () => {
    const media = fakeMedia([A, B]);
    const camera = new CameraController(media.env, initialCameraState);
    const unwatch = camera.watchDevices();
    await camera.select('b');
    await camera.start();
    const track = media.liveTrack()!;
    track.stop();
    track.dispatchEvent(new Event('ended'));
    media.plug([A]);
    await settle();
    expect(camera.getState()).toMatchObject({
      status: 'off',
      error: { kind: 'disconnected', cause: 'ended' },
      devices: [A],
      selectedId: 'a',
    });
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'on', selectedId: 'a', fellBackFrom: null });
    unwatch();
    camera.stop();
  });
});

describe('the camera list', () => {
  test('is listed before any Start and can be used while off; Start uses the choice', async () => {
    const media = fakeMedia([A, B]);
    const camera = new CameraController(media.env, initialCameraState);
    camera.watchDevices();
    await settle();
    expect(camera.getState()).toMatchObject({ status: 'off', devices: [A, B], selectedId: 'a' });
    await camera.select('b');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(camera.getState().selectedId).toBe('b');
    await camera.start();
    expect(media.getUserMedia.mock.calls.map(([c]) => c)).toEqual([videoConstraints('b')]);
    expect(camera.getState()).toMatchObject({ status: 'on', selectedId: 'b' });
    camera.stop();
    expect(camera.getState()).toMatchObject({ status: 'off', selectedId: 'b', devices: [A, B] });
  });

  test('devicechange keeps it fresh, off or on; the unsubscribe ends that', async () => {
    const media = fakeMedia([A, B]);
    const camera = new CameraController(media.env, initialCameraState);
    const unwatch = camera.watchDevices();
    await settle();
    await camera.select('b');
    media.plug([A]);
    await settle();
    expect(camera.getState()).toMatchObject({ devices: [A], selectedId: 'a' });
    await camera.start();
    media.plug([A, B]);
    await settle();
    expect(camera.getState()).toMatchObject({ status: 'on', devices: [A, B], selectedId: 'a' });
    unwatch();
    const listings = media.enumerateDevices.mock.calls.length;
    media.plug([B]);
    await settle();
    expect(media.enumerateDevices).toHaveBeenCalledTimes(listings);
    camera.stop();
  });

  test('a slow listing from before the permission never replaces the one Start made', async () => {
    const media = fakeMedia([A, B]);
    const camera = new CameraController(media.env, initialCameraState);
    media.holdListings(true);
    camera.watchDevices(); // listing 1: held
    const starting = camera.start(); // listing 2: held behind it
    await settle();
    media.holdListings(false);
    media.plug([A]);
    await settle();
    media.releaseListing(); // listing 1 answers with the old list of both
    media.releaseListing(); // listing 2 (Start's)
    await starting;
    await settle();
    expect(camera.getState()).toMatchObject({ status: 'on', devices: [A], selectedId: 'a' });
    camera.stop();
  });

  test('while live it always holds the live camera, labelled from the track', async () => {
    const media = fakeMedia([A]);
    const camera = new CameraController(media.env, initialCameraState);
    camera.watchDevices();
    await camera.start();
    media.enumerateDevices.mockResolvedValue([]); // a listing that lags behind
    media.plug([A]);
    await settle();
    expect(camera.getState()).toMatchObject({ status: 'on', devices: [A] });
    camera.stop();
  });
});

describe('a camera that stops without saying so', () => {
  afterEach(() => vi.useRealTimers());

  test('a track that ends silently turns the camera off; Start works again', async () => {
    vi.useFakeTimers();
    const media = fakeMedia([A]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    media.liveTrack()!.readyState = 'ended'; // no 'ended' event
    await vi.advanceTimersByTimeAsync(TRACK_POLL_MS);
    expect(camera.getState()).toMatchObject({
      status: 'off',
      stream: null,
      error: { kind: 'disconnected', cause: 'ended' },
    });
    await camera.start();
    expect(camera.getState().status).toBe('on');
    expect(media.live()).toBe(1);
    camera.stop();
  });

  test('a track muted for over two seconds is stopped, with the no-frames error', async () => {
    vi.useFakeTimers();
    const media = fakeMedia([A]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    const track = media.liveTrack()!;
    track.muted = true;
    track.dispatchEvent(new Event('mute'));
    await vi.advanceTimersByTimeAsync(MUTE_LIMIT_MS - TRACK_POLL_MS);
    expect(camera.getState().status).toBe('on');
    await vi.advanceTimersByTimeAsync(2 * TRACK_POLL_MS);
    expect(camera.getState()).toMatchObject({
      status: 'off',
      error: { kind: 'disconnected', cause: 'noFrames' },
    });
    expect(track.readyState).toBe('ended');
    expect(media.live()).toBe(0);
  });

  test('on a hidden page a muted camera is left alone', async () => {
    vi.useFakeTimers();
    const media = fakeMedia([A]);
    const camera = new CameraController(
      { ...media.env, isVisible: () => false },
      initialCameraState,
    );
    await camera.start();
    media.liveTrack()!.muted = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(camera.getState().status).toBe('on');
    camera.stop();
  });

  test('the live view reporting no frames turns the camera off; when off it is ignored', async () => {
    const media = fakeMedia([A]);
    const camera = new CameraController(media.env, initialCameraState);
    camera.reportNoFrames();
    expect(camera.getState().error).toBeNull();
    await camera.start();
    camera.reportNoFrames();
    expect(camera.getState()).toMatchObject({
      status: 'off',
      error: { kind: 'disconnected', cause: 'noFrames' },
    });
    expect(media.live()).toBe(0);
  });
});

test('before permission the id-less placeholders are not offered as cameras', async () => {
  const media = fakeMedia([{ deviceId: '', label: '' }]);
  const camera = new CameraController(media.env, initialCameraState);
  camera.watchDevices();
  await settle();
  expect(camera.getState().devices).toEqual([]);
});
