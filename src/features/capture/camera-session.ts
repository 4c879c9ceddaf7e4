// The work of one Start, loaded when the camera is first started (it stays out of the first
// page's JavaScript): ask for the chosen camera, fall back to another one when it is gone, move
// to the preferred camera when none was chosen, and watch the track that comes back. A stream
// that arrives for a superseded Start is stopped here, never handed out. It imports no module
// the first page imports (those would be split into a chunk of their own): the camera choice
// is passed in.
import type { CameraDevice } from '../../core/capture/camera-choice.ts';
import type { CameraMediaDevices } from './camera-media.ts';

export { watchTrack } from './track-watch.ts';

/** Ask for the camera's best resolution; the crop uses the native frame. */
export function videoConstraints(deviceId: string): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      width: { ideal: 1920 },
      height: { ideal: 1080 },
    },
  };
}

/** The browser's answer to an exact deviceId that no longer exists (by name: not every
 * browser's OverconstrainedError is an Error). */
export function isMissingDevice(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'OverconstrainedError' || name === 'NotFoundError';
}

/** The camera a track comes from, as the list shows it. */
export function liveCamera(track: MediaStreamTrack | undefined): CameraDevice {
  return { deviceId: track?.getSettings().deviceId ?? '', label: track?.label ?? '' };
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

export interface AcquireOptions {
  media: CameraMediaDevices;
  /** The chosen camera's id, or '' for the preferred one. */
  wanted: string;
  /** False once a newer Start, a Stop or leaving the screen superseded this Start. */
  isCurrent: () => boolean;
  list: () => Promise<CameraDevice[]>;
  /** The preferred camera of a list (chooseCamera). */
  choose: (devices: readonly CameraDevice[]) => CameraDevice | undefined;
  log: (message: string, error: unknown) => void;
}

export interface Acquired {
  stream: MediaStream;
  devices: CameraDevice[];
  /** The camera of the stream's track. */
  live: CameraDevice;
  /** The wanted camera was gone and another one answered. */
  fellBack: boolean;
}

/** The stream of the camera to use, or null when superseded (its tracks then stopped). */
export async function acquire(options: AcquireOptions): Promise<Acquired | null> {
  const { media, wanted, isCurrent, list, choose, log } = options;
  const open = async (deviceId: string) => {
    try {
      return { stream: await media.getUserMedia(videoConstraints(deviceId)), fellBack: false };
    } catch (error) {
      if (!deviceId || !isMissingDevice(error)) throw error;
      log('The chosen camera is gone; trying another', error);
      return { stream: await media.getUserMedia(videoConstraints('')), fellBack: true };
    }
  };

  let stream: MediaStream | null = null;
  const superseded = () => {
    stopTracks(stream);
    return null;
  };
  try {
    const opened = await open(wanted);
    stream = opened.stream;
    if (!isCurrent()) return superseded();
    const devices = await list();
    if (!isCurrent()) return superseded();

    // With no choice (or a gone one), use the preferred camera rather than the browser's.
    const auto = !wanted || opened.fellBack;
    const target = auto ? choose(devices.filter((d) => d.deviceId !== wanted)) : undefined;
    const streamingId = liveCamera(stream.getVideoTracks()[0]).deviceId;
    if (target && streamingId && target.deviceId !== streamingId) {
      stopTracks(stream);
      stream = null;
      stream = (await open(target.deviceId)).stream;
      if (!isCurrent()) return superseded();
    }
    return {
      stream,
      devices,
      live: liveCamera(stream.getVideoTracks()[0]),
      fellBack: opened.fellBack,
    };
  } catch (error) {
    stopTracks(stream);
    throw error;
  }
}
