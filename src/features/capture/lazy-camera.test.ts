// The camera stand-in used before the controller's code has loaded: what is asked meanwhile runs
// once it is here, in order, and nothing leaves a camera on.
import { describe, expect, test, vi } from 'vitest';
import { CameraController } from './camera-controller.ts';
import { initialCameraState, type CameraState } from './camera-state.ts';
import { fakeMedia, settle } from './fake-media.ts';
import { lazyCamera } from './lazy-camera.ts';

/** A controller whose code "arrives" when the test says so. */
function delayedLoad(media: ReturnType<typeof fakeMedia>) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    (shown: CameraState) =>
      new Promise<CameraController>((resolve, reject) => {
        arrive = () => resolve(new CameraController(media.env, shown));
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const twoCameras = () =>
  fakeMedia([
    { deviceId: 'a', label: 'Desk camera' },
    { deviceId: 'b', label: 'USB camera' },
  ]);

describe('lazyCamera', () => {
  test('shows the camera off until loaded, then follows the controller', async () => {
    const media = twoCameras();
    const loader = delayedLoad(media);
    const camera = lazyCamera(loader.load);
    const listener = vi.fn();
    camera.subscribe(listener);
    expect(camera.getState()).toBe(initialCameraState);
    const ready = camera.ready();
    loader.arrive();
    await ready;
    expect(loader.load).toHaveBeenCalledTimes(1);
    camera.start();
    await vi.waitFor(() => expect(camera.getState().status).toBe('on'));
    expect(listener).toHaveBeenCalled();
    expect(media.live()).toBe(1);
    camera.stop(); // at once, once loaded
    expect(camera.getState().status).toBe('off');
    expect(media.live()).toBe(0);
  });

  test('a Start pressed before the code is here starts the camera once it is', async () => {
    const media = twoCameras();
    const loader = delayedLoad(media);
    const camera = lazyCamera(loader.load);
    camera.start();
    expect(camera.getState().status).toBe('off');
    loader.arrive();
    await vi.waitFor(() => expect(camera.getState().status).toBe('on'));
    expect(media.live()).toBe(1);
    camera.stop();
    expect(media.live()).toBe(0);
  });

  test('Start then Stop (or leaving) before the load leaves every camera off', async () => {
    const media = twoCameras();
    const loader = delayedLoad(media);
    const camera = lazyCamera(loader.load);
    camera.start();
    camera.stop();
    loader.arrive();
    await camera.ready();
    await settle();
    await settle();
    expect(camera.getState().status).toBe('off');
    expect(media.live()).toBe(0);
  });

  test('a camera chosen before the load is the one Start uses', async () => {
    const media = twoCameras();
    const loader = delayedLoad(media);
    const camera = lazyCamera(loader.load);
    camera.select('b');
    camera.start();
    loader.arrive();
    await vi.waitFor(() => expect(camera.getState().status).toBe('on'));
    expect(media.liveTrack()?.getSettings().deviceId).toBe('b');
    camera.stop();
  });

  test('Stop before the load with nothing started does not load anything', () => {
    const loader = delayedLoad(twoCameras());
    lazyCamera(loader.load).stop();
    expect(loader.load).not.toHaveBeenCalled();
  });

  test('a load that fails shows an error; the next Start loads again and works', async () => {
    const media = twoCameras();
    const loader = delayedLoad(media);
    const camera = lazyCamera(loader.load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    camera.start();
    loader.fail(new Error('Failed to fetch dynamically imported module'));
    expect(await camera.ready()).toBeNull();
    expect(camera.getState()).toMatchObject({ status: 'off', error: { kind: 'other' } });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    camera.start();
    loader.arrive();
    await vi.waitFor(() => expect(camera.getState().status).toBe('on'));
    expect(camera.getState().error).toBeNull();
    expect(loader.load).toHaveBeenCalledTimes(2);
    camera.stop();
    expect(media.live()).toBe(0);
  });
});
