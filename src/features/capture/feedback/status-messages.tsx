// The screen's notice (a photo scaled to the pixel budget) and its problem (a bad file, a failed
// clean), with what to do; under the result or under the crop step, whichever is shown.
import type { Problem } from '../capture-state.ts';
import { useFeedbackMessages } from './messages.ts';

interface StatusMessagesProps {
  problem: Problem | null;
  /** The photo's own megapixels, when it was scaled down. */
  scaledFrom: number | null;
}

export function StatusMessages({ problem, scaledFrom }: StatusMessagesProps) {
  const m = useFeedbackMessages();
  return (
    <>
      {scaledFrom !== null && (
        <p className="message message-info" role="status">
          {m.scaled(scaledFrom)}
        </p>
      )}
      {problem && (
        <p className="message message-error" role="alert">
          {m.problems[problem.code](problem.detail)}
        </p>
      )}
    </>
  );
}
