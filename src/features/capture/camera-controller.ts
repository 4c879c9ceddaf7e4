// Owns the camera stream: start, stop, switch, the list of cameras and the track ending, safe
// against any order and speed of calls. Every start takes a new generation number; a
// getUserMedia that resolves for an older generation (after Stop, a newer Start or leaving the
// page) is stopped at once, so no camera is ever left on. A chosen camera that is gone makes
// Start fall back to another; a track that ends, silently or not, or sends no frames turns the
// camera off with an error. Failures are logged (spec §8) and kept as an error kind the screen
// turns into advice.
import {
  chooseCamera,
  includeLiveCamera,
  isMirrored,
  keepSelection,
  type CameraDevice,
} from '../../core/capture/camera-choice.ts';
import {
  classifyCameraError,
  stopStream,
  type CameraError,
  type CameraErrorKind,
  type CameraMediaDevices,
} from './camera-media.ts';
import type * as CameraSession from './camera-session.ts';
import type { Acquired } from './camera-session.ts';
import { initialCameraState, type CameraState } from './camera-state.ts';
import type { TrackLoss } from './track-watch.ts';

// The screen imports these from here (they moved to camera-media.ts to keep files small).
export { classifyCameraError };
export type { CameraError, CameraErrorKind, CameraMediaDevices };
export type { CameraState, CameraStatus } from './camera-state.ts';

export interface CameraEnvironment {
  mediaDevices: CameraMediaDevices | undefined;
  isSecureContext: boolean;
  log: (message: string, error: unknown) => void;
  /** Whether the page is shown; a hidden page's muted camera is not judged. Default: shown. */
  isVisible?: () => boolean;
}

export class CameraController {
  private state: CameraState;
  private generation = 0;
  private listeners = new Set<() => void>();
  private detachWatch: (() => void) | null = null;
  /** Listings are numbered so that a slow, older one never replaces a newer one. */
  private listings = 0;
  private appliedListing = 0;
  /** The camera of the live stream, as the list shows it. */
  private live: CameraDevice = { deviceId: '', label: '' };
  private readonly env: CameraEnvironment;

  constructor(env: CameraEnvironment, state: CameraState = initialCameraState) {
    this.env = env;
    this.state = state;
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
    this.detachWatch?.();
    this.detachWatch = null;
    stopStream(this.state.stream);
  }

  /**
   * Turns the camera on (or restarts it) with the selected device. A selected camera that is
   * gone (unplugged, or its id no longer valid) gives way to another: the preferred one of
   * those listed, or whichever the browser offers.
   */
  // Start, Stop, Select and clearError are bound: the screen passes them as event handlers.
  start = async (): Promise<void> => {
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    this.releaseStream();
    this.set({ status: 'starting', stream: null, error: null, fellBackFrom: null });

    const { mediaDevices, isSecureContext } = this.env;
    if (!isSecureContext || !mediaDevices?.getUserMedia) {
      const kind: CameraErrorKind = isSecureContext ? 'unsupported' : 'insecure';
      this.env.log('Camera access failed', new Error(`Camera unavailable: ${kind}`));
      this.set({ status: 'off', error: { kind, detail: kind } });
      return;
    }

    const wanted = this.state.selectedId;
    let acquired: Acquired | null = null;
    let session: typeof CameraSession;
    try {
      session = await import('./camera-session.ts');
    } catch (error) {
      if (!current()) return;
      this.env.log('Loading the camera failed', error);
      const failure = {
        kind: 'other',
        detail: 'its code did not load',
        reason: 'codeLoad',
      } as const;
      this.set({ status: 'off', stream: null, error: failure });
      return;
    }
    try {
      if (!current()) return;
      let listing = 0;
      acquired = await session.acquire({
        media: mediaDevices,
        wanted,
        isCurrent: current,
        list: () => {
          listing = ++this.listings;
          return this.listCameras();
        },
        choose: chooseCamera,
        log: this.env.log,
      });
      if (!acquired) return;

      const { stream, devices, live, fellBack } = acquired;
      const track = stream.getVideoTracks()[0];
      this.live = live;
      const listed = listing >= this.appliedListing ? devices : this.state.devices;
      this.appliedListing = Math.max(this.appliedListing, listing);
      if (track) {
        this.detachWatch = session.watchTrack(track, {
          onLost: (cause) => this.lose(generation, cause),
          isVisible: this.env.isVisible ?? (() => true),
        });
      }
      this.set({
        status: 'on',
        stream,
        devices: includeLiveCamera(listed, live),
        selectedId: live.deviceId || (fellBack ? '' : wanted),
        mirrored: isMirrored(track?.getSettings().facingMode),
        error: null,
        fellBackFrom: fellBack ? this.known(wanted) : null,
      });
    } catch (error) {
      stopStream(acquired?.stream ?? null);
      if (!current()) return;
      this.env.log('Camera access failed', error);
      this.set({ status: 'off', stream: null, error: classifyCameraError(error) });
    }
  };

  /** Stops every track and clears the stream; the list and the choice stay. */
  stop = (): void => {
    this.generation++;
    this.releaseStream();
    this.set({ status: 'off', stream: null });
  };

  /**
   * Chooses a camera. While the camera is on (or starting) it restarts with that device; while
   * it is off the choice is remembered for the next Start.
   */
  select = async (deviceId: string): Promise<void> => {
    this.set({ selectedId: deviceId });
    if (this.state.status !== 'off') await this.start();
  };

  /** Clears a shown error (e.g. when the user turns to a photo). */
  clearError = (): void => {
    if (this.state.error) this.set({ error: null });
  };

  /**
   * Keeps the camera list fresh while the screen is open: lists the cameras now (without
   * asking for permission; labels come once it is granted) and again on every devicechange.
   * Returns the unsubscribe.
   */
  watchDevices = (): (() => void) => {
    const media = this.env.mediaDevices;
    if (!media?.enumerateDevices) return () => undefined;
    const refresh = () => void this.refreshDevices();
    media.addEventListener?.('devicechange', refresh);
    refresh();
    return () => media.removeEventListener?.('devicechange', refresh);
  };

  /**
   * For the live view: its picture stopped (no frames while shown). Turns the camera off with
   * the 'disconnected' error, cause 'noFrames'.
   */
  reportNoFrames = (): void => {
    if (this.state.status === 'on') this.lose(this.generation, 'noFrames');
  };

  async refreshDevices(): Promise<void> {
    if (!this.env.mediaDevices?.enumerateDevices) return;
    const listing = ++this.listings;
    const devices = await this.listCameras();
    if (listing < this.appliedListing) return;
    this.appliedListing = listing;
    const { status, selectedId } = this.state;
    this.set(
      status === 'on'
        ? { devices: includeLiveCamera(devices, this.live) }
        : {
            devices,
            selectedId: status === 'off' ? keepSelection(devices, selectedId) : selectedId,
          },
    );
  }

  private known(deviceId: string): CameraDevice {
    return this.state.devices.find((d) => d.deviceId === deviceId) ?? { deviceId, label: '' };
  }

  /** The cameras one can choose: before permission browsers list id-less placeholders. */
  private async listCameras(): Promise<CameraDevice[]> {
    try {
      const all = await this.env.mediaDevices!.enumerateDevices();
      return all
        .filter((device) => device.kind === 'videoinput' && device.deviceId)
        .map((device) => ({ deviceId: device.deviceId, label: device.label }));
    } catch (error) {
      this.env.log('Listing cameras failed', error);
      return [];
    }
  }

  private lose(generation: number, cause: TrackLoss) {
    if (generation !== this.generation) return;
    this.generation++;
    this.releaseStream();
    const what = cause === 'ended' ? 'The video track ended' : 'The camera sent no frames';
    this.env.log('Camera disconnected', new Error(what));
    this.set({
      status: 'off',
      stream: null,
      error: {
        kind: 'disconnected',
        detail: cause === 'ended' ? 'track ended' : 'no frames',
        cause,
      },
    });
  }
}
