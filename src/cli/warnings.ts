// The warnings the app shows under a photo's result, as codes for the report: most of the
// picture became ink (tooMuchInk), almost none did — the signature was lost (tooLittleInk) —,
// or the picture held no signature at all (noSignature, said instead of the other two). The
// thresholds are the app's own (core/guidance/implausibility.ts); the rule for a
// photo's blank paper is sourceProblem's (features/capture/feedback/source-notice.tsx), which
// this cannot import without React.
import type { SourceCheck } from '../core/guidance/check-source.ts';
import { implausibility, type Implausibility } from '../core/guidance/implausibility.ts';

export type Warning = Implausibility | 'noSignature';

export const WARNING_TEXT: Record<Warning, string> = {
  tooMuchInk: 'too much ink (a shadow, the table or a dark edge taken for ink?)',
  tooLittleInk: 'almost no ink: the signature was lost',
  noSignature: 'no signature found',
};

export function resultWarnings(inkShare: number, check: SourceCheck | null): Warning[] {
  const implausible = implausibility(inkShare);
  if (implausible && check?.empty) return ['noSignature'];
  return implausible ? [implausible] : [];
}
