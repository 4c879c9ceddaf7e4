// Copies a region of the current video frame, at the video's native resolution, into RGBA.
import type { Rect } from '../../core/capture/guide-box.ts';

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function grabVideoRegion(video: HTMLVideoElement, rect: Rect): RgbaImage {
  if (rect.width < 1 || rect.height < 1) {
    throw new Error(`grabVideoRegion: empty region ${rect.width}×${rect.height}`);
  }
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('grabVideoRegion: no 2D canvas context');
  context.drawImage(video, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  const { data } = context.getImageData(0, 0, rect.width, rect.height);
  return { data, width: rect.width, height: rect.height };
}
