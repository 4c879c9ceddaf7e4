// Turns what the guide box shows into a Picture: the region mapped to native frame pixels
// (through the video's scaling and mirroring), copied and encoded as PNG. Loaded on the first
// Capture (or with live guidance, which measures the same region), not with the page.
import type { Rect } from '../../core/capture/guide-box.ts';
import { toSourceRect } from '../../core/capture/source-rect.ts';
import { encodePng } from '../../lib/canvas/encode-png.ts';
import { grabVideoRegion } from '../../lib/canvas/grab-frame.ts';
import type { CameraController } from './camera-controller.ts';
import type { Picture } from './capture-state.ts';

function firstFrame(video: HTMLVideoElement, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    video.addEventListener('loadeddata', done);
  });
}

/** The guide box's region in the video's own pixels; null before the first frame. */
export function guideRegion(video: HTMLVideoElement, box: Rect, mirrored: boolean): Rect | null {
  if (!video.videoWidth || !video.videoHeight || !video.clientWidth) return null;
  return toSourceRect({
    box,
    elementWidth: video.clientWidth,
    elementHeight: video.clientHeight,
    sourceWidth: video.videoWidth,
    sourceHeight: video.videoHeight,
    fit: 'contain',
    mirrored,
  });
}

/** Null when the camera went off before a frame arrived. */
export async function grabCapture(
  video: HTMLVideoElement,
  box: Rect,
  camera: Pick<CameraController, 'getState'>,
): Promise<Picture | null> {
  // Just after Start the first frame may not have arrived yet: wait for it (briefly).
  if (!video.videoWidth || !video.videoHeight) await firstFrame(video);
  const { status, mirrored } = camera.getState();
  const rect = guideRegion(video, box, mirrored);
  if (!rect || status !== 'on') return null;
  const rgba = grabVideoRegion(video, rect);
  const file = await encodePng(rgba);
  return {
    kind: 'camera',
    file,
    width: rgba.width,
    height: rgba.height,
    scaledFromMegapixels: null,
  };
}
