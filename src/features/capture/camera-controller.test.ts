import { describe, expect, test, vi } from 'vitest';
import { CameraController } from './camera-controller.ts';
import { initialCameraState } from './camera-state.ts';
import { classifyCameraError } from './camera-media.ts';
import { isMissingDevice, videoConstraints } from './camera-session.ts';
import { fakeMedia } from './fake-media.ts';

describe('CameraController', () => {
  test('Start lists the cameras, picks the back one, moves the stream to it, unmirrored', async () => {
    const media = fakeMedia([
      { deviceId: 'front', label: 'Front camera', facingMode: 'user' },
      { deviceId: 'back', label: 'Back camera', facingMode: 'environment' },
    ]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    const state = camera.getState();
    expect(state.status).toBe('on');
    expect(state.selectedId).toBe('back');
    expect(state.mirrored).toBe(false);
    expect(state.devices.map((d) => d.label)).toEqual(['Front camera', 'Back camera']);
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
    expect(media.live()).toBe(1);
    expect(media.tracks[0].readyState).toBe('ended');
  });

  test('a single camera with no facing mode is mirrored and asked once', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    expect(camera.getState().mirrored).toBe(true);
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(media.getUserMedia.mock.calls[0][0]).toEqual(videoConstraints(''));
  });

  test('Stop stops every track and clears the stream', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    camera.stop();
    expect(camera.getState()).toMatchObject({ status: 'off', stream: null });
    expect(media.live()).toBe(0);
  });

  test('a getUserMedia that resolves after Stop is stopped at once', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    media.hold();
    const camera = new CameraController(media.env, initialCameraState);
    const starting = camera.start();
    expect(camera.getState().status).toBe('starting');
    await media.asked(1);
    camera.stop();
    media.releaseAll();
    await starting;
    expect(camera.getState().status).toBe('off');
    expect(media.tracks).toHaveLength(1);
    expect(media.live()).toBe(0);
  });

  test('selecting a camera while on restarts with it; only the newest start survives', async () => {
    const media = fakeMedia([
      { deviceId: 'a', label: 'Camera A' },
      { deviceId: 'b', label: 'Camera B' },
    ]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    media.hold();
    const first = camera.select('b');
    await media.asked(2);
    const second = camera.select('a');
    await media.asked(3);
    media.releaseAll();
    await Promise.all([first, second]);
    media.releaseAll();
    expect(camera.getState().selectedId).toBe('a');
    expect(media.live()).toBe(1);
    expect(media.tracks.find((t) => t.readyState === 'live')?.getSettings().deviceId).toBe('a');
  });

  test('a track that ends returns to off with the disconnected error', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    media.tracks[0].dispatchEvent(new Event('ended'));
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'disconnected' } });
  });

  test('failures are logged and classified; Start works again afterwards', async () => {
    const media = fakeMedia([]);
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'notFound' } });
    expect(media.env.log).toHaveBeenCalled();
    await camera.start();
    expect(camera.getState().status).toBe('off');
  });

  test('a listing failure is logged; the stream still starts', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    media.env.mediaDevices!.enumerateDevices = vi.fn(async () => {
      throw new Error('listing broke');
    });
    const camera = new CameraController(media.env, initialCameraState);
    await camera.start();
    expect(camera.getState().status).toBe('on');
    expect(media.env.log).toHaveBeenCalledWith('Listing cameras failed', expect.any(Error));
    // The list still shows the live camera (never "No camera yet" beside a live picture).
    expect(camera.getState().devices).toEqual([{ deviceId: 'cam', label: 'HD Webcam' }]);
  });

  test('an insecure page cannot ask for the camera', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(
      { ...media.env, isSecureContext: false },
      initialCameraState,
    );
    await camera.start();
    expect(camera.getState().error?.kind).toBe('insecure');
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });
});

describe('isMissingDevice', () => {
  test('an exact deviceId the browser cannot satisfy, by name', () => {
    expect(isMissingDevice(new DOMException('x', 'OverconstrainedError'))).toBe(true);
    expect(isMissingDevice({ name: 'OverconstrainedError', constraint: 'deviceId' })).toBe(true);
    expect(isMissingDevice(new DOMException('x', 'NotFoundError'))).toBe(true);
    expect(isMissingDevice(new DOMException('x', 'NotAllowedError'))).toBe(false);
    expect(isMissingDevice(null)).toBe(false);
  });
});

describe('classifyCameraError', () => {
  test.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'notFound'],
    ['OverconstrainedError', 'notFound'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'other'],
  ])('%s → %s', (name, kind) => {
    expect(classifyCameraError(new DOMException('x', name)).kind).toBe(kind);
  });
});
