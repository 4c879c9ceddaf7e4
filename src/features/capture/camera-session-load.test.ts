// Start when the code that opens a stream cannot load (offline before it was ever cached): a
// camera error the screen can word, the camera off, and the next Start tries again.
import { describe, expect, test, vi } from 'vitest';
import { CameraController } from './camera-controller.ts';
import { fakeMedia } from './fake-media.ts';

vi.mock('./camera-session.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('CameraController when its session code does not load', () => {
  test('Start ends off with a “code did not load” error', async () => {
    const media = fakeMedia([{ deviceId: 'cam', label: 'HD Webcam' }]);
    const log = vi.fn();
    const camera = new CameraController({ ...media.env, log });
    await camera.start();
    expect(camera.getState()).toMatchObject({
      status: 'off',
      stream: null,
      error: { kind: 'other', reason: 'codeLoad' },
    });
    expect(log).toHaveBeenCalledOnce();
    expect(media.live()).toBe(0);
  });
});
