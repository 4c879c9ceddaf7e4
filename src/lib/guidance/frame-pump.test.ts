import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { pumpFrames } from './frame-pump.ts';

/** A video whose frames the test delivers through requestVideoFrameCallback. */
function fakeVideo() {
  const callbacks = new Map<number, () => void>();
  let nextHandle = 1;
  return {
    readyState: 4,
    requestVideoFrameCallback(callback: () => void) {
      callbacks.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelVideoFrameCallback(handle: number) {
      callbacks.delete(handle);
    },
    /** A new video frame is shown. */
    frame() {
      const pending = [...callbacks.values()];
      callbacks.clear();
      for (const callback of pending) callback();
    },
    get waiting() {
      return callbacks.size;
    },
  };
}

/** A client whose worker is busy until the test says it answered. */
function fakeClient() {
  const sent: ImageBitmap[] = [];
  let busy = false;
  return {
    sent,
    canSend: () => !busy,
    send(frame: ImageBitmap) {
      sent.push(frame);
      busy = true;
      return true;
    },
    answer() {
      busy = false;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let grabs: { rect: number[]; bitmap: { close: () => void }; resolve: () => void }[];

beforeEach(() => {
  grabs = [];
  vi.stubGlobal('document', { hidden: false });
  vi.stubGlobal(
    'createImageBitmap',
    (_video: unknown, ...rect: number[]) =>
      new Promise((resolve) => {
        const bitmap = { close: vi.fn(), rect };
        grabs.push({ rect, bitmap, resolve: () => resolve(bitmap) });
      }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function start(region = { x: 10, y: 20, width: 300, height: 100 }) {
  const video = fakeVideo();
  const client = fakeClient();
  const stop = pumpFrames({
    video: video as unknown as HTMLVideoElement,
    client,
    region: () => region,
    clean: () => ({ algorithm: 'spec' }),
  });
  return { video, client, stop };
}

describe('pumpFrames', () => {
  test("grabs the guide box's region of a new video frame and sends it", async () => {
    const { video, client } = start();
    video.frame();
    expect(grabs).toHaveLength(1);
    expect(grabs[0].rect).toEqual([10, 20, 300, 100]);
    grabs[0].resolve();
    await tick();
    expect(client.sent).toHaveLength(1);
  });

  test('frames shown while one is grabbed or measured are skipped, never queued', async () => {
    const { video, client } = start();
    video.frame();
    video.frame(); // the grab is still under way
    expect(grabs).toHaveLength(1);
    grabs[0].resolve();
    await tick();
    video.frame(); // the worker is measuring
    video.frame();
    expect(grabs).toHaveLength(1);
    client.answer();
    await tick();
    expect(grabs).toHaveLength(1); // nothing was kept to send now
    video.frame(); // the next new frame is the one grabbed
    expect(grabs).toHaveLength(2);
  });

  test('a hidden page or an empty region grabs nothing', () => {
    const { video } = start({ x: 0, y: 0, width: 4, height: 4 });
    video.frame();
    expect(grabs).toHaveLength(0);
    vi.stubGlobal('document', { hidden: true });
    const other = start();
    other.video.frame();
    expect(grabs).toHaveLength(0);
  });

  test('stop: no more frames are awaited, and a grab finishing late is closed, not sent', async () => {
    const { video, client, stop } = start();
    video.frame();
    stop();
    expect(video.waiting).toBe(0);
    grabs[0].resolve();
    await tick();
    expect(client.sent).toHaveLength(0);
    expect(grabs[0].bitmap.close).toHaveBeenCalled();
  });
});
