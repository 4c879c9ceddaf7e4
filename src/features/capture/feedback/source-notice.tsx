// What the live judge saw in the picture that was cleaned, said under the result: blank paper
// ("no signature was found", instead of blaming a shadow for the specks a cleaner makes of it) or
// blurred ink (the result may be soft or broken: capture again). The same verdicts as the hint
// line, so the two never disagree. A picture too dark or too blurred to read says so, whatever
// its result looks like (never an empty result without a word), with what to do.
import type { ReactNode } from 'react';
import type { CleanAlgorithm } from '../../../core/clean/clean-options.ts';
import type { SourceCheck } from '../../../core/guidance/check-source.ts';
import type { CleanedResult, SourceKind } from '../capture-state.ts';
import { implausibility } from '../../../core/guidance/implausibility.ts';
import { ImplausibleNotice } from './implausible-notice.tsx';
import { useFeedbackMessages } from './messages.ts';

export type SourceProblem = 'noSignature' | 'blurry' | 'tooDark' | 'tooBlurred';

/**
 * The problem to tell of a result, if any. Blank paper: always for a capture (the hint line said
 * so too); for a photo only when the result looks wrong as well, since a photo's crop can hold a
 * signature smaller than the live judge expects of a guide box. Blur: for captures, whose
 * thresholds the live hint set (a photo's own resolution and focus are another matter). Too dark
 * or too blurred to read: for captures and photos alike, before blank paper (on paper too dark
 * to see, "no signature" may be ink that cannot be seen).
 */
export function sourceProblem(
  check: SourceCheck | null,
  kind: SourceKind,
  implausible: boolean,
): SourceProblem | null {
  if (!check) return null;
  if (check.unreadable) return check.unreadable;
  if (check.empty && (kind === 'camera' || implausible)) return 'noSignature';
  if (check.blurry && kind === 'camera') return 'blurry';
  return null;
}

export function SourceNotice({ problem, kind }: { problem: SourceProblem; kind: SourceKind }) {
  const m = useFeedbackMessages().source;
  const photo = kind === 'photo';
  const text = {
    blurry: m.blurry,
    noSignature: photo ? m.noSignaturePhoto : m.noSignatureBox,
    tooDark: photo ? m.tooDarkPhoto : m.tooDarkBox,
    tooBlurred: photo ? m.tooBlurredPhoto : m.tooBlurredBox,
  }[problem];
  return (
    <div
      className="message message-warning"
      role="status"
      data-testid="source-notice"
      data-problem={problem}
    >
      <p>{text}</p>
    </div>
  );
}

/**
 * Lines on the paper kept as ink, or strokes that came out hollow: the result is usable, and a
 * tap of the correction tools fixes it (the line taken along its length, the strokes filled).
 */
function FixNotice({ fix }: { fix: 'lines' | 'hollow' }) {
  const m = useFeedbackMessages().fix;
  return (
    <div
      className="message message-warning"
      role="status"
      data-testid="correct-pointer"
      data-fix={fix}
    >
      <p>{m[fix]}</p>
    </div>
  );
}

/**
 * What to say under a result: `notice`, a result that looks wrong (Save PNG steps back) — blank
 * paper is said instead of the implausible result's guess at its cause (a shadow, a faint pen):
 * the cleaner was not at fault, so no other cleaner is offered —, and so is a picture too dark or
 * too blurred to read whose result looks wrong; `warning`, a blurred capture whose result can
 * still be used, a picture too dark or too blurred to read whose result does not look wrong (Save
 * PNG stays first: the person may know better), or lines on the paper kept as ink or hollow
 * strokes (the tool that fixes them).
 */
export function resultNotes(
  result: CleanedResult,
  kind: SourceKind,
  onSwitch: (algorithm: CleanAlgorithm) => void,
): { notice: ReactNode; warning: ReactNode } {
  const implausible = implausibility(result.inkShare);
  const problem = sourceProblem(result.check, kind, implausible !== null);
  const unreadable = problem === 'tooDark' || problem === 'tooBlurred';
  if (problem === 'noSignature' || (unreadable && implausible))
    return { notice: <SourceNotice problem={problem} kind={kind} />, warning: null };
  const notice = implausible && (
    <ImplausibleNotice
      why={implausible}
      kind={kind}
      algorithm={result.settings.algorithm}
      onSwitch={onSwitch}
    />
  );
  const fix =
    implausible || unreadable
      ? null
      : result.hints.lines
        ? 'lines'
        : result.hints.hollow
          ? 'hollow'
          : null;
  const warning =
    problem === 'blurry' || unreadable ? (
      <SourceNotice problem={problem} kind={kind} />
    ) : (
      fix && <FixNotice fix={fix} />
    );
  return { notice: notice || null, warning: warning || null };
}
