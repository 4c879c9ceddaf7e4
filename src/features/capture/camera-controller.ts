// Owns the camera stream: start, stop, switch and the track ending, safe against any order
// and speed of calls. Every start takes a new generation number; a getUserMedia that resolves
// for an older generation (after Stop, a newer Start or leaving the page) is stopped at once,
// so no camera is ever left on. Failures are logged (spec §8) and kept as an error kind the
// screen turns into advice.
import { chooseCamera, isMirrored, type CameraDevice } from '../../core/capture/camera-choice.ts';

export type CameraStatus = 'off' | 'starting' | 'on';
export type CameraErrorKind =
  'denied' | 'notFound' | 'busy' | 'insecure' | 'unsupported' | 'disconnected' | 'other';

export interface CameraError {
  kind: CameraErrorKind;
  detail: string;
}

export interface CameraState {
  status: CameraStatus;
  stream: MediaStream | null;
  devices: readonly CameraDevice[];
  selectedId: string;
  mirrored: boolean;
  error: CameraError | null;
}

export const initialCameraState: CameraState = {
  status: 'off',
  stream: null,
  devices: [],
  selectedId: '',
  mirrored: true,
  error: null,
};

export interface CameraEnvironment {
  mediaDevices: Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'> | undefined;
  isSecureContext: boolean;
  log: (message: string, error: unknown) => void;
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
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
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

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

export class CameraController {
  private state: CameraState = initialCameraState;
  private generation = 0;
  private listeners = new Set<() => void>();
  private detachEnded: (() => void) | null = null;
  private readonly env: CameraEnvironment;

  constructor(env: CameraEnvironment) {
    this.env = env;
  }

  getState = (): CameraState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<CameraState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private releaseStream() {
    this.detachEnded?.();
    this.detachEnded = null;
    stopStream(this.state.stream);
  }

  /** Turns the camera on (or restarts it with the selected device). */
  async start(): Promise<void> {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.releaseStream();
    this.set({ status: 'starting', stream: null, error: null });

    const { mediaDevices, isSecureContext } = this.env;
    if (!isSecureContext || !mediaDevices?.getUserMedia) {
      const kind: CameraErrorKind = isSecureContext ? 'unsupported' : 'insecure';
      this.env.log('Camera access failed', new Error(`Camera unavailable: ${kind}`));
      this.set({ status: 'off', error: { kind, detail: kind } });
      return;
    }

    let stream: MediaStream | null = null;
    try {
      stream = await mediaDevices.getUserMedia(videoConstraints(this.state.selectedId));
      if (!current()) return stopStream(stream);

      const devices = await this.listCameras();
      if (!current()) return stopStream(stream);

      const known = devices.some((device) => device.deviceId === this.state.selectedId);
      const chosen = known
        ? devices.find((device) => device.deviceId === this.state.selectedId)
        : chooseCamera(devices);
      const streamingId = stream.getVideoTracks()[0]?.getSettings().deviceId ?? '';
      if (chosen && chosen.deviceId && streamingId && chosen.deviceId !== streamingId) {
        // The auto-selected camera is not the one the browser gave us: move to it.
        stopStream(stream);
        stream = null;
        stream = await mediaDevices.getUserMedia(videoConstraints(chosen.deviceId));
        if (!current()) return stopStream(stream);
      }

      const track = stream.getVideoTracks()[0];
      const settings = track?.getSettings() ?? {};
      this.attachEnded(track, generation);
      this.set({
        status: 'on',
        stream,
        devices,
        selectedId: chosen?.deviceId ?? settings.deviceId ?? '',
        mirrored: isMirrored(settings.facingMode),
        error: null,
      });
    } catch (error) {
      stopStream(stream);
      if (!current()) return;
      this.env.log('Camera access failed', error);
      this.set({ status: 'off', stream: null, error: classifyCameraError(error) });
    }
  }

  /** Stops every track, clears the stream, disables the select. */
  stop(): void {
    this.generation++;
    this.releaseStream();
    this.set({ status: 'off', stream: null });
  }

  /** Chooses a camera; while the camera is on (or starting) it restarts with that device. */
  async select(deviceId: string): Promise<void> {
    this.set({ selectedId: deviceId });
    if (this.state.status !== 'off') await this.start();
  }

  /** Clears a shown error (e.g. when the user turns to a photo). */
  clearError(): void {
    if (this.state.error) this.set({ error: null });
  }

  private async listCameras(): Promise<CameraDevice[]> {
    try {
      const all = await this.env.mediaDevices!.enumerateDevices();
      return all
        .filter((device) => device.kind === 'videoinput')
        .map((device) => ({ deviceId: device.deviceId, label: device.label }));
    } catch (error) {
      this.env.log('Listing cameras failed', error);
      return [];
    }
  }

  private attachEnded(track: MediaStreamTrack | undefined, generation: number) {
    if (!track) return;
    const onEnded = () => {
      if (generation !== this.generation) return;
      this.generation++;
      this.releaseStream();
      this.env.log('Camera disconnected', new Error('The video track ended'));
      this.set({
        status: 'off',
        stream: null,
        error: { kind: 'disconnected', detail: 'track ended' },
      });
    };
    track.addEventListener('ended', onEnded);
    this.detachEnded = () => track.removeEventListener('ended', onEnded);
  }
}
