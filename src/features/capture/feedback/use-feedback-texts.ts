// Loads the feedback (its texts in feedback/messages.ts and the progress display) when first
// needed, so the page's first load does not carry them. Whoever expects to need them soon can
// call loadFeedback().
import { useEffect, useState } from 'react';
import type * as Feedback from './feedback.ts';
import type { CameraError } from '../camera-media.ts';
import type { CameraState } from '../camera-state.ts';

export type FeedbackModule = typeof Feedback;

let loaded: FeedbackModule | null = null;

export function loadFeedback(): Promise<FeedbackModule> {
  return import('./feedback.ts').then((module) => (loaded = module));
}

export function useFeedback(needed: boolean): FeedbackModule | null {
  const [texts, setTexts] = useState(loaded);
  useEffect(() => {
    if (needed && !texts) void loadFeedback().then(setTexts);
  }, [needed, texts]);
  return texts;
}

/** The advice for a camera failure, once the texts are here (in the language in use). */
export function cameraErrorText(feedback: FeedbackModule | null, error: CameraError | null) {
  if (!feedback || !error) return null;
  const texts = feedback.feedbackMessagesNow().cameraErrors;
  if (error.kind === 'disconnected' && error.cause === 'noFrames')
    return feedback.cameraMessagesNow().noFrames;
  return error.kind === 'other'
    ? texts.other(texts.reasons[error.reason ?? 'unknown'])
    : texts[error.kind];
}

/** What to announce when a Start found the chosen camera gone and used another one. */
export function fellBackText(feedback: FeedbackModule, camera: CameraState): string {
  const texts = feedback.cameraMessagesNow();
  const using = camera.devices.find((device) => device.deviceId === camera.selectedId)?.label;
  return using ? texts.fellBack(using) : texts.fellBackUnnamed;
}
