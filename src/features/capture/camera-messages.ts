// Texts for cameras that come and go (English; translations in src/i18n/locales/). Kept apart from messages.ts while the Capture
// screen is being rewritten; they belong with the other capture texts once it is wired.
import { messagesNow } from '../../i18n/use-messages.ts';
export const cameraMessages = {
  /** For the 'disconnected' error whose cause is 'noFrames' (muted, or the picture stopped). */
  noFrames:
    'The camera stopped sending pictures. Check that it is connected and not in use by another app, then press Start again.',
  /** Announced when Start found the chosen camera gone and used another one. */
  fellBack: (using: string) => `The chosen camera is not available, so ${using} is used instead.`,
  fellBackUnnamed: 'The chosen camera is not available, so another camera is used instead.',
};

/** The texts above in the language in use. */
export const cameraMessagesNow = () => messagesNow('camera', cameraMessages);
