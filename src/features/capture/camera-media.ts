// The camera's media types, the error kinds the screen turns into advice, and stopping a
// stream: what the first page needs (Start's own work is in camera-session.ts).
import type { TrackLoss } from './track-watch.ts';

export type CameraMediaDevices = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'> & {
  addEventListener?: (type: 'devicechange', listener: () => void) => void;
  removeEventListener?: (type: 'devicechange', listener: () => void) => void;
};

export type CameraErrorKind =
  'denied' | 'notFound' | 'busy' | 'insecure' | 'unsupported' | 'disconnected' | 'other';

/** Why a camera failed in no way the screen has advice for: worded in the language in use. */
export type CameraFailure = 'codeLoad' | 'notSupported' | 'unknown';

export interface CameraError {
  kind: CameraErrorKind;
  /** The browser's own words, for the console only: never shown in a translated sentence. */
  detail: string;
  /** For 'other': what the person is told, from the error's name. */
  reason?: CameraFailure;
  /** For 'disconnected': the track ended (unplugged), or it stopped sending frames. */
  cause?: TrackLoss;
}

// Not every browser's OverconstrainedError is an Error; its name is what counts.
function errorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
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
      return {
        kind: 'other',
        detail: detail || 'unknown error',
        reason: name === 'NotSupportedError' ? 'notSupported' : 'unknown',
      };
  }
}

export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
