// Texts of My signatures: keeping a result, the list of kept items, export and import
// (English; translations in src/i18n/locales/).
import { messagesNow, useMessages } from '../../i18n/use-messages.ts';
import type { ImportFailure } from '../../lib/wallet/wallet-file.ts';
import { WALLET_MAX_ITEMS, type WalletFailure } from '../../lib/wallet/wallet-store.ts';
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
    persistent: 'This browser has agreed to keep My signatures even when its storage runs low.',
    bestEffort:
      'This browser may clear My signatures when its storage runs low. Export them to a file to keep a copy.',
  },
  limitReached: (max: number) =>
    `My signatures is full: it holds at most ${max} items. Delete items you no longer need to keep this one; it is still here for this visit.`,
  nameRefused:
    'This name cannot be used: it has characters that turn the direction of text, or nothing visible. Type another name.',
  failures: {
    refused:
      'This browser window does not allow keeping anything (a private window, or storage is blocked for this site). The signature is still here for this visit: save it as a file instead.',
    full: 'This browser’s storage for the site is full. Delete kept items you no longer need, or save this signature as a file: it is still here for this visit.',
    newer:
      'A newer version of InkLift, open in another tab, has updated My signatures. Reload this page to use them here.',
    failed:
      'The browser could not store it. The signature is still here for this visit: save it as a file, or try again.',
    blocked:
      'Another InkLift tab is still using My signatures. Close the other InkLift tabs, then try again.',
  } satisfies Record<Exclude<WalletFailure, 'limit'>, string>,
  listFailed:
    'My signatures cannot be read in this browser window (a private window, or storage is blocked for this site).',
  lost: (n: number) =>
    `My signatures held ${n === 1 ? '1 item' : `${n} items`} here and is empty now: the browser has cleared this site’s storage. If you exported them to a file, choose Import from a file to bring them back.`,
  lostSeen: 'Dismiss',
  exportSuggested: (n: number) =>
    `${n} items are kept only in this browser. Export them to a file to keep a copy that a full disk or a cleared browser cannot take.`,
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
  } satisfies Record<Exclude<ImportFailure, 'picture'>, string>,
  importPicture: (n: number) =>
    `Item ${n} of this file is not a picture that can be used: it is damaged, cut off, or not the size the file says. Nothing was changed.`,
  importTooMany: (items: number, room: number, max: number) =>
    `This file has ${items} new items, and My signatures has room for ${room} more (it holds at most ${max}). Delete items you no longer need, then import it again. Nothing was changed.`,
  showMore: (n: number) => `Show ${n} more`,
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

/** What to say when storing failed for this reason. */
export function failureText(m: WalletMessages, reason: WalletFailure): string {
  return reason === 'limit' ? m.limitReached(WALLET_MAX_ITEMS) : m.failures[reason];
}

export function useWalletMessages(): WalletMessages {
  return useMessages('wallet', walletMessages);
}

export function walletMessagesNow(): WalletMessages {
  return messagesNow('wallet', walletMessages);
}
