// Texts of My signatures: keeping a result, the list of kept items, export and import
// (English; translations in src/i18n/locales/).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';

export const walletMessages = {
  heading: 'My signatures',
};

export type WalletMessages = typeof walletMessages;

export function useWalletMessages(): WalletMessages {
  return useMessages('wallet', walletMessages);
}

export function walletMessagesNow(): WalletMessages {
  return messagesNow('wallet', walletMessages);
}
