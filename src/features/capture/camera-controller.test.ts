import { describe, expect, test, vi } from 'vitest';
import {
  CameraController,
  classifyCameraError,
  videoConstraints,
  type CameraEnvironment,
} from './camera-controller.ts';

class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  constructor(private settings: MediaTrackSettings) {
    super();
  }
  stop() {
    this.readyState = 'ended';
  }
  getSettings() {
    return this.settings;
  }
}

function fakeStream(track: FakeTrack) {
  return {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  } as unknown as MediaStream;
}

interface Device {
  deviceId: string;
  label: string;
  facingMode?: string;
}

function fakeMedia(devices: Device[]) {
  const tracks: FakeTrack[] = [];
  const pending: { resolve: () => void }[] = [];
  let manual = false;
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as { deviceId?: { exact: string } };
    const device = devices.find((d) => d.deviceId === video.deviceId?.exact) ?? devices[0];
    if (!device) throw new DOMException('Requested device not found', 'NotFoundError');
    if (manual) await new Promise<void>((resolve) => pending.push({ resolve }));
    const track = new FakeTrack({ deviceId: device.deviceId, facingMode: device.facingMode });
    tracks.push(track);
    return fakeStream(track);
  });
  const enumerateDevices = vi.fn(async () =>
    devices.map((d) => ({ ...d, kind: 'videoinput', groupId: '' }) as unknown as MediaDeviceInfo),
  );
  const env: CameraEnvironment = {
    mediaDevices: { getUserMedia, enumerateDevices },
    isSecureContext: true,
    log: vi.fn(),
  };
  return {
    env,
    tracks,
    getUserMedia,
    live: () => tracks.filter((t) => t.readyState === 'live').length,
    hold() {
      manual = true;
    },
    releaseAll() {
      pending.splice(0).forEach((p) => p.resolve());
    },
  };
}

describe('CameraController', () => {
  test('Start lists the cameras, picks the back one, moves the stream to it, unmirrored', async () => {
    const media = fakeMedia([
      { deviceId: 'front', label: 'Front camera', facingMode: 'user' },
      { deviceId: 'back', label: 'Back camera', facingMode: 'environment' },
    ]);
    const camera = new CameraController(media.env);
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
    const camera = new CameraController(media.env);
    await camera.start();
    expect(camera.getState().mirrored).toBe(true);
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(media.getUserMedia.mock.calls[0][0]).toEqual(videoConstraints(''));
  });

  test('Stop stops every track and clears the stream', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(media.env);
    await camera.start();
    camera.stop();
    expect(camera.getState()).toMatchObject({ status: 'off', stream: null });
    expect(media.live()).toBe(0);
  });

  test('a getUserMedia that resolves after Stop is stopped at once', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    media.hold();
    const camera = new CameraController(media.env);
    const starting = camera.start();
    expect(camera.getState().status).toBe('starting');
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
    const camera = new CameraController(media.env);
    await camera.start();
    media.hold();
    const first = camera.select('b');
    const second = camera.select('a');
    media.releaseAll();
    await Promise.all([first, second]);
    media.releaseAll();
    expect(camera.getState().selectedId).toBe('a');
    expect(media.live()).toBe(1);
    expect(media.tracks.find((t) => t.readyState === 'live')?.getSettings().deviceId).toBe('a');
  });

  test('a track that ends returns to off with the disconnected error', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController(media.env);
    await camera.start();
    media.tracks[0].dispatchEvent(new Event('ended'));
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'disconnected' } });
  });

  test('failures are logged and classified; Start works again afterwards', async () => {
    const media = fakeMedia([]);
    const camera = new CameraController(media.env);
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
    const camera = new CameraController(media.env);
    await camera.start();
    expect(camera.getState().status).toBe('on');
    expect(media.env.log).toHaveBeenCalledWith('Listing cameras failed', expect.any(Error));
  });

  test('an insecure page cannot ask for the camera', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const camera = new CameraController({ ...media.env, isSecureContext: false });
    await camera.start();
    expect(camera.getState().error?.kind).toBe('insecure');
    expect(media.getUserMedia).not.toHaveBeenCalled();
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
