// Maps a rectangle drawn over the displayed video to the video's own pixels, through the
// element's scaling and letterbox offset (object-fit) and the mirrored live view. Pure.
import type { Rect } from './guide-box.ts';

export interface SourceRectInput {
  /** The rectangle in the video element's CSS pixels, as the user sees it. */
  box: Rect;
  /** The video element's displayed size (CSS px). */
  elementWidth: number;
  elementHeight: number;
  /** The video's native frame size (videoWidth / videoHeight). */
  sourceWidth: number;
  sourceHeight: number;
  /** How the element fits the frame: 'contain' letterboxes, 'cover' crops, 'fill' stretches. */
  fit: 'contain' | 'cover' | 'fill';
  /** The live view is flipped horizontally (a selfie view). */
  mirrored: boolean;
}

/**
 * Returns integer source pixels, clamped to the frame. The frame itself is never flipped: a
 * camera sees the paper as it is, so cropping the unflipped frame at the mirrored position
 * gives an image that reads the right way round.
 */
export function toSourceRect(input: SourceRectInput): Rect {
  const { box, elementWidth, elementHeight, sourceWidth, sourceHeight, fit, mirrored } = input;
  if (!(elementWidth > 0 && elementHeight > 0 && sourceWidth > 0 && sourceHeight > 0)) {
    throw new Error(
      `toSourceRect: sizes must be positive (element ${elementWidth}×${elementHeight}, source ${sourceWidth}×${sourceHeight})`,
    );
  }
  let scaleX: number;
  let scaleY: number;
  if (fit === 'fill') {
    scaleX = elementWidth / sourceWidth;
    scaleY = elementHeight / sourceHeight;
  } else {
    const pick = fit === 'contain' ? Math.min : Math.max;
    scaleX = scaleY = pick(elementWidth / sourceWidth, elementHeight / sourceHeight);
  }
  const offsetX = (elementWidth - sourceWidth * scaleX) / 2;
  const offsetY = (elementHeight - sourceHeight * scaleY) / 2;

  const displayedX = mirrored ? elementWidth - box.x - box.width : box.x;
  const left = (displayedX - offsetX) / scaleX;
  const top = (box.y - offsetY) / scaleY;
  const right = (displayedX + box.width - offsetX) / scaleX;
  const bottom = (box.y + box.height - offsetY) / scaleY;

  const x0 = clamp(Math.round(left), 0, sourceWidth);
  const y0 = clamp(Math.round(top), 0, sourceHeight);
  const x1 = clamp(Math.round(right), 0, sourceWidth);
  const y1 = clamp(Math.round(bottom), 0, sourceHeight);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
