// The feedback chunk: what the screen shows only while a photo is worked on or when something
// went wrong. One lazily loaded module, so one request.
export { feedbackMessagesNow } from './messages.ts';
export { cameraMessagesNow } from '../camera-messages.ts';
export { resultNotes } from './source-notice.tsx';
export { StatusMessages } from './status-messages.tsx';
export { WorkStatus } from './work-status.tsx';
export { nextReveal, revealResult } from '../reveal.ts';
