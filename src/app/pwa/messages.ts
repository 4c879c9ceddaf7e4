// User-visible texts of the update notice (English); translations are in src/i18n/locales/.
import { messagesNow } from '../../i18n/use-messages.ts';
export const updateMessages = {
  regionLabel: 'App update',
  available: 'Update available',
  detail: 'Reloading clears a signature you have not saved.',
  reload: 'Reload',
  later: 'Not now',
};

/** The texts above in the language in use. */
export const updateMessagesNow = () => messagesNow('update', updateMessages);
