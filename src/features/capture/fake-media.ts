// Test doubles for the camera controller: tracks with readyState and muted, and a set of
// cameras that can be plugged and unplugged, announced by devicechange or not.
import { expect, vi } from 'vitest';
import type { CameraEnvironment } from './camera-controller.ts';

export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  muted = false;
  constructor(
    private settings: MediaTrackSettings,
    readonly label = '',
  ) {
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

/**
 * Cameras that can be plugged and unplugged: an exact id that is not plugged in is refused
 * the way browsers refuse it (OverconstrainedError); without an id the first one answers.
 */
export function fakeMedia(initial: Device[]) {
  let devices = [...initial];
  const tracks: FakeTrack[] = [];
  const pending: { resolve: () => void }[] = [];
  const heldListings: (() => void)[] = [];
  let manual = false;
  let holdListings = false;
  const events = new EventTarget();
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as { deviceId?: { exact: string } };
    const id = video.deviceId?.exact;
    const device = id ? devices.find((d) => d.deviceId === id) : devices[0];
    if (id && !device) throw new DOMException('Constraint deviceId', 'OverconstrainedError');
    if (!device) throw new DOMException('Requested device not found', 'NotFoundError');
    if (manual) await new Promise<void>((resolve) => pending.push({ resolve }));
    const settings = { deviceId: device.deviceId, facingMode: device.facingMode };
    const track = new FakeTrack(settings, device.label);
    tracks.push(track);
    return fakeStream(track);
  });
  const enumerateDevices = vi.fn(async () => {
    const listed = devices.map(
      (d) => ({ ...d, kind: 'videoinput', groupId: '' }) as unknown as MediaDeviceInfo,
    );
    if (holdListings) await new Promise<void>((resolve) => heldListings.push(resolve));
    return listed;
  });
  const env: CameraEnvironment = {
    mediaDevices: {
      getUserMedia,
      enumerateDevices,
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    },
    isSecureContext: true,
    log: vi.fn(),
  };
  return {
    env,
    tracks,
    getUserMedia,
    enumerateDevices,
    live: () => tracks.filter((t) => t.readyState === 'live').length,
    liveTrack: () => tracks.find((t) => t.readyState === 'live'),
    hold() {
      manual = true;
    },
    /** Waits until getUserMedia has been asked `count` times (Start loads its module first). */
    asked: (count: number) =>
      vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(count), { timeout: 30_000 }),
    releaseAll() {
      pending.splice(0).forEach((p) => p.resolve());
    },
    holdListings(on: boolean) {
      holdListings = on;
    },
    /** Resolves the oldest held listing. */
    releaseListing() {
      heldListings.shift()?.();
    },
    /** Changes the plugged-in cameras; the browser may or may not say so (devicechange). */
    plug(next: Device[], { announce = true } = {}) {
      devices = [...next];
      if (announce) events.dispatchEvent(new Event('devicechange'));
    },
  };
}

/** Lets pending promise callbacks (listings, starts) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const A = { deviceId: 'a', label: 'Desk camera' };
export const B = { deviceId: 'b', label: 'USB camera' };
