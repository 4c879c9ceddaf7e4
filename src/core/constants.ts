// The spec's business constants (product spec §9), in one place with the spec's names.

/** Guide box aspect ratio, width to height. */
export const GUIDE_BOX_ASPECT_RATIO = 3;
/** The guide box for initials (issue 24): shorter, about 1.5 : 1. */
export const INITIALS_BOX_ASPECT_RATIO = 1.5;
/** Guide box width on portrait screens up to PORTRAIT_MAX_SCREEN_WIDTH px wide: share of the video width. */
export const GUIDE_BOX_WIDTH_PORTRAIT = 0.9;
/** Guide box width otherwise: share of the video width. */
export const GUIDE_BOX_WIDTH_DEFAULT = 0.6;
/** Screens up to this width (CSS px) in portrait use the wider guide box. */
export const PORTRAIT_MAX_SCREEN_WIDTH = 640;
/** The box's height never passes this share of the video height; the width then follows the ratio. */
export const GUIDE_BOX_HEIGHT_CAP = 0.8;
/** Distance of the guide box from the top of the video (CSS px). */
export const GUIDE_BOX_TOP_OFFSET = 10;
/** The guide box before the video has a size (the spec's default, although it is 2:1). */
export const DEFAULT_GUIDE_BOX = { width: 256, height: 128 } as const;
/** Space between the crop area and the drawn border (CSS px): the border is never captured. */
export const GUIDE_BORDER_PADDING = 2;
/** Gap between the video and the control bar (CSS px). */
export const CONTROL_BAR_GAP = 2;
/** The saved file's name. */
export { PNG_FILE_NAME as DOWNLOAD_FILE_NAME } from './output/file-names.ts';
/** Seconds of the hands-free capture timer. */
export const CAPTURE_TIMER_SECONDS = 3;
