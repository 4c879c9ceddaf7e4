// Texts of My signatures: keeping a result, the list of kept items, export and import
// (English; translations in src/i18n/locales/).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';
import type { ImportFailure } from '../../lib/wallet/wallet-file.ts';
import type { WalletFailure } from '../../lib/wallet/wallet-store.ts';
import type { WalletKind } from '../../lib/wallet/wallet-types.ts';

export const walletMessages = {
  heading: 'My signatures',
  intro:
    'Kept in this browser on this device only: never uploaded, gone when you delete them or clear this site’s data.',
  kinds: { signature: 'Signature', initials: 'Initials' } satisfies Record<WalletKind, string>,
  keep: {
    open: 'Keep in My signatures',
    legend: 'Keep as',
    name: 'Name',
    confirm: 'Keep',
    cancel: 'Cancel',
    working: 'Keeping…',
    kept: (name: string) => `Kept “${name}” in My signatures on this device.`,
    see: 'See My signatures',
  },
  failures: {
    refused:
      'This browser window does not allow keeping anything (a private window, or storage is blocked for this site). The signature is still here for this visit: save it as a file instead.',
    full: 'This browser’s storage for the site is full. Delete kept items you no longer need, or save this signature as a file: it is still here for this visit.',
    failed:
      'The browser could not store it. The signature is still here for this visit: save it as a file, or try again.',
    blocked:
      'Another InkLift tab is still using My signatures. Close the other InkLift tabs, then try again.',
  } satisfies Record<WalletFailure, string>,
  listFailed:
    'My signatures cannot be read in this browser window (a private window, or storage is blocked for this site).',
  empty:
    'Nothing kept yet. Make a signature — from paper, a photo, drawn or typed — and choose Keep in My signatures.',
  count: (n: number) => (n === 1 ? '1 kept item' : `${n} kept items`),
  listLabel: 'Kept signatures and initials',
  itemLabel: (name: string, kind: string) => `${name} (${kind})`,
  thumbAlt: (name: string) => `Kept signature “${name}”`,
  chosen: (name: string) => `“${name}” chosen.`,
  signPdf: 'Sign a PDF with it',
  rename: 'Rename',
  renameLabel: (name: string) => `New name for “${name}”`,
  saveName: 'Save name',
  renamed: (name: string) => `Renamed to “${name}”.`,
  remove: 'Delete',
  removeAsk: (name: string) => `Delete “${name}” from this browser?`,
  removeYes: 'Delete',
  removeNo: 'Cancel',
  removed: (name: string) => `“${name}” deleted.`,
  exportFile: 'Export to a file',
  exported: (n: number) =>
    n === 1 ? 'Exported 1 item to a file.' : `Exported ${n} items to a file.`,
  importFile: 'Import from a file',
  imported: (added: number, present: number) =>
    `${added === 1 ? 'Added 1 item' : `Added ${added} items`}${
      present > 0 ? ` (${present} already here)` : ''
    }.`,
  importFailures: {
    notWallet: 'This file is not an InkLift signatures file. Nothing was changed.',
    newer:
      'This file was made by a newer version of InkLift. Reload the page to update, then import it again. Nothing was changed.',
    damaged: 'This signatures file is damaged or incomplete. Nothing was changed.',
    tooLarge: 'This file is too large to be a signatures file. Nothing was changed.',
  } satisfies Record<ImportFailure, string>,
  forgetAll: 'Forget all',
  forgetAsk: 'Delete every kept signature and initials from this browser? This cannot be undone.',
  forgetYes: 'Forget all',
  forgotten: 'Everything kept in this browser has been deleted.',
  moveHint:
    'To use them on another device, export them to a file and import it there: it never passes through a server.',
  /** The Sign page's list. */
  placeLegend: 'My signatures',
  place: (name: string) => `Use “${name}”`,
};

export type WalletMessages = typeof walletMessages;

export function useWalletMessages(): WalletMessages {
  return useMessages('wallet', walletMessages);
}

export function walletMessagesNow(): WalletMessages {
  return messagesNow('wallet', walletMessages);
}
