// The warnings the app shows under a photo's result, as codes for the report: most of the
// picture became ink (tooMuchInk), almost none did — the signature was lost (tooLittleInk) —,
// or the picture held no signature at all (noSignature, said instead of the other two); and,
// before them, the picture was too dark or too blurred to read (tooDark, tooBlurred: said instead
// of noSignature, since ink on paper too dark to see may be there unseen). The
// thresholds are the app's own (core/guidance/implausibility.ts); the rule for a
// photo's blank paper is sourceProblem's (features/capture/feedback/source-notice.tsx), which
// this cannot import without React. Beside them, what the enhanced cleaner's check of its own
// answer changed (selfCheckWarnings): the paper's noise taken out, or strokes given back.
import type { PlainInkCheck } from '../core/clean/enhanced/check/plain-ink.ts';
import type { SourceCheck, Unreadable } from '../core/guidance/check-source.ts';
import { implausibility, type Implausibility } from '../core/guidance/implausibility.ts';

export type Warning =
  Unreadable | Implausibility | 'noSignature' | 'noiseRemoved' | 'strokesRestored';

export const WARNING_TEXT: Record<Warning, string> = {
  tooMuchInk: 'too much ink (a shadow, the table or a dark edge taken for ink?)',
  tooLittleInk: 'almost no ink: the signature was lost',
  noSignature: 'no signature found',
  tooDark: 'too dark to read the signature: add light',
  tooBlurred: 'too blurred to read the signature: hold still and let the camera focus',
  noiseRemoved: 'the cleaner took the paper’s noise for ink and kept only the plain strokes',
  strokesRestored: 'the cleaner had lost part of the strokes and gave them back',
};

/** Strokes given back count from this share of the result's ink (a few filled pixels inside a
 * stroke are not worth a word). */
export const RESTORED_SHARE = 0.05;

/** What the enhanced cleaner's check of its own answer changed, as warnings (none without it). */
export function selfCheckWarnings(check: PlainInkCheck | null | undefined, ink: number): Warning[] {
  if (!check) return [];
  if (check.trimmed > 0) return ['noiseRemoved'];
  return check.restored > RESTORED_SHARE * ink ? ['strokesRestored'] : [];
}

export function resultWarnings(inkShare: number, check: SourceCheck | null): Warning[] {
  const implausible = implausibility(inkShare);
  const unreadable = check?.unreadable;
  if (unreadable) return implausible ? [unreadable, implausible] : [unreadable];
  if (implausible && check?.empty) return ['noSignature'];
  return implausible ? [implausible] : [];
}
