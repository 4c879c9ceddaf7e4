// On a phone the document comes first: the signature, My signatures and what a click places fold
// into one bar that opens on demand (closed once a signature is ready). On wider screens they
// are always shown and the bar's summary is hidden.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSignMessages } from './messages.ts';

const NARROW = '(max-width: 640px)';

function subscribe(listener: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

export function ToolsSheet(props: { ready: boolean; thumb: string | null; children: ReactNode }) {
  const m = useSignMessages();
  const narrow = useNarrow();
  const [open, setOpen] = useState(!props.ready);
  // A signature arriving (chosen, or the kept one picked at once) folds the sheet on a phone.
  useEffect(() => {
    if (props.ready) setOpen(false);
  }, [props.ready]);
  return (
    <details
      className="tools-sheet"
      open={!narrow || open}
      onToggle={(event) => narrow && setOpen(event.currentTarget.open)}
    >
      <summary className="tools-summary">
        {props.thumb && <img className="tools-thumb" src={props.thumb} alt="" />}
        {m.toolsSummary}
      </summary>
      <div className="tools-sheet-body">{props.children}</div>
    </details>
  );
}
