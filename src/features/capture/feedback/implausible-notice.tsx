// Explains a spec result that cannot be right (a quarter of the box taken for ink: a shadow or
// a dark edge) and fixes it in one click with the enhanced cleaner.
import { feedbackMessages as m } from './messages.ts';

export function ImplausibleNotice({ onUseEnhanced }: { onUseEnhanced: () => void }) {
  return (
    <div className="message message-warning" role="status">
      <p>{m.implausible}</p>
      <button type="button" className="button button-primary" onClick={onUseEnhanced}>
        {m.useEnhanced}
      </button>
    </div>
  );
}
