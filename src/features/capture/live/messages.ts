// Texts of live guidance (English): the hints are worded as what to do.
import { messagesNow, useMessages } from '../../../i18n/use-messages.ts';
import type { Hint } from '../../../core/guidance/judge-frame.ts';

export const liveMessages = {
  heading: 'Live guidance',
  preview: 'Live preview',
  previewAlt: 'The signature in the box, cleaned, as it would be captured now',
  autoCapture: 'Capture by itself',
  sound: 'Sound',
  hints: {
    'no-signature': 'Hold your signature inside the box',
    'touches-edge': 'The signature touches the edge — move the paper back',
    'too-dark': 'Too dark — add light',
    shadow: 'Shadow across the paper — turn towards the light',
    blurry: 'Blurry — hold still',
    glare: 'Glare on the paper — tilt it a little',
    ready: 'Ready — press Capture or Space',
  } satisfies Record<Hint, string>,
  readyAuto: 'Ready — hold still to capture',
  /** 'ready' on a touch screen, where there is no Space bar to press. */
  readyTouch: 'Ready — press Capture',
  looking: 'Looking at the box…',
  rearm: 'Captured — take the paper away to capture again',
  capturedCue: 'Captured',
  unavailable: 'Live guidance is not available in this browser.',
};

/** The texts above in the language in use. */
export const useLiveMessages = () => useMessages('live', liveMessages);
export const liveMessagesNow = () => messagesNow('live', liveMessages);
