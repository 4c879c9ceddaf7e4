// Explains a result that cannot be right — most of the picture turned into ink, or almost none
// did — in plain words for what was cleaned (the box of a capture, or a photo), and fixes it in
// one click with the other cleaner — or names the correction tool's tap that fixes it (nothing
// opens unasked).
import type { CleanAlgorithm } from '../../../core/clean/clean-options.ts';
import type { SourceKind } from '../capture-state.ts';
import type { Implausibility } from '../../../core/guidance/implausibility.ts';
import { useFeedbackMessages } from './messages.ts';

interface ImplausibleNoticeProps {
  why: Implausibility;
  kind: SourceKind;
  /** The cleaner that made the result; the button offers the other one. */
  algorithm: CleanAlgorithm;
  onSwitch: (algorithm: CleanAlgorithm) => void;
}

export function ImplausibleNotice({ why, kind, algorithm, onSwitch }: ImplausibleNoticeProps) {
  const messages = useFeedbackMessages();
  const m = messages.implausible;
  const other: CleanAlgorithm = algorithm === 'spec' ? 'enhanced' : 'spec';
  return (
    <div className="message message-warning" role="status">
      <p>{m[why](kind === 'photo' ? m.photo : m.box)}</p>
      <p data-testid="correct-pointer">{messages.fix[why]}</p>
      <button type="button" className="button button-primary" onClick={() => onSwitch(other)}>
        {other === 'enhanced' ? m.useEnhanced : m.useStandard}
      </button>
    </div>
  );
}
