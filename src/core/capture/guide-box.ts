// Guide box geometry (product spec §9): where the "Place your signature inside this box"
// rectangle sits over the displayed video, in the video element's CSS pixels. Pure.
import {
  DEFAULT_GUIDE_BOX,
  GUIDE_BOX_ASPECT_RATIO,
  GUIDE_BOX_HEIGHT_CAP,
  GUIDE_BOX_TOP_OFFSET,
  GUIDE_BOX_WIDTH_DEFAULT,
  GUIDE_BOX_WIDTH_PORTRAIT,
  PORTRAIT_MAX_SCREEN_WIDTH,
} from '../constants.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GuideBoxInput {
  /** Displayed width and height of the video (CSS px); 0 before the video has a size. */
  videoWidth: number;
  videoHeight: number;
  /** The screen (window) width in CSS px and whether it is in portrait orientation. */
  screenWidth: number;
  portrait: boolean;
  /** Width to height; the spec's 3 unless given (initials use a shorter box). */
  aspectRatio?: number;
}

export function computeGuideBox({
  videoWidth,
  videoHeight,
  screenWidth,
  portrait,
  aspectRatio = GUIDE_BOX_ASPECT_RATIO,
}: GuideBoxInput): Rect {
  if (!(videoWidth > 0) || !(videoHeight > 0)) {
    return {
      x: Math.max(0, ((videoWidth > 0 ? videoWidth : 0) - DEFAULT_GUIDE_BOX.width) / 2),
      y: GUIDE_BOX_TOP_OFFSET,
      width: DEFAULT_GUIDE_BOX.width,
      height: DEFAULT_GUIDE_BOX.height,
    };
  }
  const share =
    portrait && screenWidth <= PORTRAIT_MAX_SCREEN_WIDTH
      ? GUIDE_BOX_WIDTH_PORTRAIT
      : GUIDE_BOX_WIDTH_DEFAULT;
  let width = videoWidth * share;
  let height = width / aspectRatio;
  const maxHeight = videoHeight * GUIDE_BOX_HEIGHT_CAP;
  if (height > maxHeight) {
    height = maxHeight;
    width = height * aspectRatio;
  }
  return { x: (videoWidth - width) / 2, y: GUIDE_BOX_TOP_OFFSET, width, height };
}
