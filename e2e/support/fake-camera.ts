// A fake camera for Chromium: a Y4M video with known strokes, the flags that feed it, and
// init scripts that count every track getUserMedia hands out (to prove none stays live) or
// present several devices (front and back, one facing the environment).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;
export const PAPER_Y = 235; // arrives in the page as 255 (limited range)
export const INK_Y = 16; // arrives as 0

/**
 * The known picture, as luma: white paper with a thick vertical bar on the left of the middle
 * band and a thick horizontal bar on its right, so position and left/right orientation can be
 * read back from a capture.
 */
export function knownLuma(x: number, y: number): number {
  const verticalBar = x >= 200 && x < 230 && y >= 30 && y < 120;
  const horizontalBar = x >= 330 && x < 450 && y >= 60 && y < 80;
  return verticalBar || horizontalBar ? INK_Y : PAPER_Y;
}

/** The value the page sees for a luma value (Chromium treats Y4M as limited range). */
export function fullRange(luma: number): number {
  return Math.max(0, Math.min(255, Math.round(((luma - 16) * 255) / 219)));
}

export function writeKnownY4m(frames = 3): string {
  const dir = mkdtempSync(join(tmpdir(), 'inklift-camera-'));
  const path = join(dir, 'signature.y4m');
  const header = Buffer.from(`YUV4MPEG2 W${FRAME_WIDTH} H${FRAME_HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  const ySize = FRAME_WIDTH * FRAME_HEIGHT;
  const frame = Buffer.alloc(6 + ySize + ySize / 2);
  frame.write('FRAME\n', 0, 'ascii');
  for (let y = 0; y < FRAME_HEIGHT; y++) {
    for (let x = 0; x < FRAME_WIDTH; x++) frame[6 + y * FRAME_WIDTH + x] = knownLuma(x, y);
  }
  frame.fill(128, 6 + ySize); // neutral chroma
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return path;
}

export function fakeCameraFlags(y4mPath: string, permission: 'allow' | 'deny' = 'allow'): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${y4mPath}`,
    permission === 'allow'
      ? '--use-fake-ui-for-media-stream'
      : '--use-fake-ui-for-media-stream=deny',
    '--autoplay-policy=no-user-gesture-required',
  ];
}

export interface FakeDevice {
  deviceId: string;
  label: string;
  facingMode?: string;
}

/**
 * Wraps getUserMedia to remember every track (window.__tracks) and, when devices are given,
 * presents them instead of the real list: the real fake camera supplies the pictures, and the
 * track reports the requested device's id and facing mode.
 */
export function trackingScript(devices: FakeDevice[] | null = null): string {
  return `(() => {
    const devices = ${JSON.stringify(devices)};
    const media = navigator.mediaDevices;
    if (!media) return;
    const realGetUserMedia = media.getUserMedia.bind(media);
    const realEnumerate = media.enumerateDevices.bind(media);
    window.__tracks = [];
    window.__requests = [];
    window.__liveTracks = () => window.__tracks.filter((t) => t.readyState === 'live').length;
    media.getUserMedia = async (constraints) => {
      window.__requests.push(JSON.parse(JSON.stringify(constraints)));
      let wanted = null;
      let real = constraints;
      if (devices && constraints && typeof constraints.video === 'object') {
        const id = constraints.video.deviceId && (constraints.video.deviceId.exact || constraints.video.deviceId);
        wanted = devices.find((d) => d.deviceId === id) || devices[0];
        const { deviceId, ...video } = constraints.video;
        real = { ...constraints, video };
      }
      const stream = await realGetUserMedia(real);
      for (const track of stream.getTracks()) {
        window.__tracks.push(track);
        if (wanted) {
          const settings = track.getSettings.bind(track);
          track.getSettings = () => ({ ...settings(), deviceId: wanted.deviceId, facingMode: wanted.facingMode });
        }
      }
      return stream;
    };
    if (devices) {
      media.enumerateDevices = async () => {
        await realEnumerate();
        return devices.map((d) => ({ deviceId: d.deviceId, groupId: 'g', kind: 'videoinput', label: d.label, toJSON() { return this; } }));
      };
    }
  })();`;
}

export const FRONT_AND_BACK: FakeDevice[] = [
  { deviceId: 'front-id', label: 'Front camera', facingMode: 'user' },
  { deviceId: 'back-id', label: 'Back camera', facingMode: 'environment' },
];

/** Two cameras without a facing mode: Start picks the first, the desk camera. */
export const DESK_AND_USB: FakeDevice[] = [
  { deviceId: 'desk-id', label: 'Desk camera' },
  { deviceId: 'usb-id', label: 'USB camera' },
];

export interface CameraControls {
  /** Unplugs a camera: its live tracks end (with 'ended'), it leaves the list, and an exact
   * request for it is refused as browsers refuse it. `announce: false` skips devicechange. */
  unplug(deviceId: string, options?: { announce?: boolean }): void;
  /** Ends every live track without an 'ended' event, as some drivers do. */
  stopSilently(): void;
  /** Marks every live track muted (a camera that sends no frames), with a 'mute' event. */
  mute(): void;
  /** With `freezable`: stops the frames of every stream handed out; the tracks stay live. */
  freeze(): void;
  /** Exact device ids that were asked for after they were unplugged. */
  refused: string[];
}

/**
 * Cameras that come and go, on top of trackingScript(devices): window.__camera holds the
 * CameraControls. A request without a device goes to the first camera still plugged in.
 * With `freezable`, the page gets a relayed track (Chromium's MediaStreamTrackProcessor and
 * Generator) whose frames freeze() can stop; stopping it stops the counted camera track.
 */
export function pluggableCamerasScript({ freezable = false } = {}): string {
  return `(() => {
    const freezable = ${JSON.stringify(freezable)};
    let frozen = false;
    const media = navigator.mediaDevices;
    if (!media) return;
    const getUserMedia = media.getUserMedia.bind(media);
    const enumerateDevices = media.enumerateDevices.bind(media);
    const unplugged = new Set();
    const liveTracks = () => window.__tracks.filter((t) => t.readyState === 'live');
    media.enumerateDevices = async () =>
      (await enumerateDevices()).filter((d) => !unplugged.has(d.deviceId));
    media.getUserMedia = async (constraints) => {
      const video = constraints && typeof constraints.video === 'object' ? constraints.video : {};
      const id = video.deviceId && (video.deviceId.exact || video.deviceId);
      if (id && unplugged.has(id)) {
        window.__camera.refused.push(id);
        throw typeof OverconstrainedError === 'function'
          ? new OverconstrainedError('deviceId', 'The requested camera is not available')
          : new DOMException('The requested camera is not available', 'OverconstrainedError');
      }
      if (!id) {
        const first = (await media.enumerateDevices())[0];
        if (!first) throw new DOMException('Requested device not found', 'NotFoundError');
        constraints = { ...constraints, video: { ...video, deviceId: { exact: first.deviceId } } };
      }
      const stream = await getUserMedia(constraints);
      return freezable ? relay(stream.getVideoTracks()[0]) : stream;
    };
    const relay = (camera) => {
      const processor = new MediaStreamTrackProcessor({ track: camera });
      const generator = new MediaStreamTrackGenerator({ kind: 'video' });
      const gate = new TransformStream({
        transform(frame, controller) {
          if (frozen) frame.close();
          else controller.enqueue(frame);
        },
      });
      processor.readable.pipeThrough(gate).pipeTo(generator.writable).catch(() => undefined);
      const stop = generator.stop.bind(generator);
      generator.stop = () => {
        stop();
        camera.stop();
      };
      generator.getSettings = () => camera.getSettings();
      Object.defineProperty(generator, 'label', { get: () => camera.label });
      return new MediaStream([generator]);
    };
    window.__camera = {
      refused: [],
      unplug(deviceId, options = {}) {
        unplugged.add(deviceId);
        for (const track of liveTracks()) {
          if (track.getSettings().deviceId !== deviceId) continue;
          track.stop();
          track.dispatchEvent(new Event('ended'));
        }
        if (options.announce !== false) media.dispatchEvent(new Event('devicechange'));
      },
      stopSilently() {
        for (const track of liveTracks()) track.stop();
      },
      freeze() {
        frozen = true;
      },
      mute() {
        for (const track of liveTracks()) {
          Object.defineProperty(track, 'muted', { configurable: true, get: () => true });
          track.dispatchEvent(new Event('mute'));
        }
      },
    };
  })();`;
}
