// Texts of Draw and Type, the signature maker (English; translations in src/i18n/locales/).
import { useMessages } from '../../i18n/use-messages.ts';

export const makerMessages = {
  drawTitle: 'Draw your signature',
  typeTitle: 'Type your signature',
};

export type MakerMessages = typeof makerMessages;

export function useMakerMessages(): MakerMessages {
  return useMessages('maker', makerMessages);
}
