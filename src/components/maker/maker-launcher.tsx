// Draw a signature / Type a signature, for when there is no paper at hand. Tiny on purpose: it
// is on the page's first load, so the dialog (with perfect-freehand and the fonts) is imported
// only when one of the buttons is pressed. Focus returns to the pressed button on close.
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { makerLauncherTexts } from './launcher-messages.ts';
import type { MakerDialogProps } from './maker-dialog.tsx';
import type { MakerMode } from './maker-state.ts';
import './maker-launcher.css';

// Only the launcher's part of the namespace is asked for: the dialog's texts come with it.
const english = { launcher: makerLauncherTexts };

export function MakerLauncher() {
  const m = useMessages('maker', english).launcher;
  const [Dialog, setDialog] = useState<ComponentType<MakerDialogProps> | null>(null);
  const [mode, setMode] = useState<MakerMode | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = async (next: MakerMode, button: HTMLButtonElement) => {
    opener.current = button;
    setFailed(false);
    if (!Dialog) {
      setLoading(true);
      try {
        const loaded = (await import('./maker-dialog.tsx')).default;
        setDialog(() => loaded);
      } catch {
        setFailed(true);
        return;
      } finally {
        setLoading(false);
      }
    }
    setMode(next);
  };
  const close = useCallback(() => {
    setMode(null);
    opener.current?.focus();
  }, []);

  return (
    <div className="maker-launcher">
      <p className="maker-launcher-lead">{m.noPaper}</p>
      <div className="maker-launcher-buttons">
        {(['draw', 'type'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="button"
            aria-haspopup="dialog"
            disabled={loading}
            onClick={(event) => void open(option, event.currentTarget)}
          >
            {m[option]}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {loading ? m.opening : ''}
      </p>
      {failed && (
        <p className="message message-error" role="alert">
          {m.loadFailed}
        </p>
      )}
      {Dialog && mode && <Dialog mode={mode} onClose={close} />}
    </div>
  );
}
