// Whether a result cannot be right, whichever cleaner made it: most of the picture became ink (a
// shadow, a dark edge or the table), or almost nothing did (the signature was lost).

/** More ink than this share of the picture cannot be a signature (a shadow or the table). */
export const IMPLAUSIBLE_INK_SHARE = 0.25;
/**
 * Less ink than this share means the signature was lost: even a small signature of 1-pixel
 * strokes in a whole webcam box covers several times more.
 */
export const TOO_LITTLE_INK_SHARE = 0.0003;

export type Implausibility = 'tooMuchInk' | 'tooLittleInk';

export function implausibility(inkShare: number): Implausibility | null {
  if (inkShare > IMPLAUSIBLE_INK_SHARE) return 'tooMuchInk';
  if (inkShare < TOO_LITTLE_INK_SHARE) return 'tooLittleInk';
  return null;
}
