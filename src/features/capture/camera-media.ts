// What the camera controller asks getUserMedia for, and how it reads the answers: the
// constraints, the error kinds the screen turns into advice, the stream's live camera.
import type { CameraDevice } from '../../core/capture/camera-choice.ts';
import type { TrackLoss } from './track-watch.ts';

export type CameraErrorKind =
  'denied' | 'notFound' | 'busy' | 'insecure' | 'unsupported' | 'disconnected' | 'other';

export interface CameraError {
  kind: CameraErrorKind;
  detail: string;
  /** For 'disconnected': the track ended (unplugged), or it stopped sending frames. */
  cause?: TrackLoss;
}

// Not every browser's OverconstrainedError is an Error; its name is what counts.
function errorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

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

export function classifyCameraError(error: unknown): CameraError {
  const name = errorName(error);
  const detail = error instanceof Error ? error.message || error.name : String(error);
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return { kind: 'denied', detail };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return { kind: 'notFound', detail };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { kind: 'busy', detail };
    default:
      return { kind: 'other', detail: detail || 'unknown error' };
  }
}

/** The browser's answer to an exact deviceId that no longer exists. */
export function isMissingDevice(error: unknown): boolean {
  const name = errorName(error);
  return name === 'OverconstrainedError' || name === 'NotFoundError';
}

export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

export function liveCamera(track: MediaStreamTrack | undefined): CameraDevice {
  return { deviceId: track?.getSettings().deviceId ?? '', label: track?.label ?? '' };
}
