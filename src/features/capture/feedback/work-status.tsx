// What the running job is doing, shown once it has taken longer than about half a second
// (shorter work would only flicker), with Cancel. Cancelling keeps the previous result.
import { useEffect, useState } from 'react';
import type { JobStep } from '../capture-state.ts';
import { useFeedbackMessages } from './messages.ts';

export const SHOW_AFTER_MS = 500;

interface WorkStatusProps {
  step: JobStep | null;
  onCancel: () => void;
}

export function WorkStatus({ step, onCancel }: WorkStatusProps) {
  const texts = useFeedbackMessages();
  const [late, setLate] = useState(false);
  const busy = step !== null;
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);
  if (!busy || !late) return null;
  return (
    <div className="work-status" data-testid="work-status">
      <progress aria-label={texts.steps[step]} />
      <span>{texts.steps[step]}</span>
      <button type="button" className="button" onClick={onCancel}>
        {texts.cancel}
      </button>
    </div>
  );
}
