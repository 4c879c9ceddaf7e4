// What My signatures keeps: a finished signature or initials, with what the output needs to
// save, copy, share or place it again (the PNG with its soft edges, the vector form, the ink's
// colour). Types only.

export type WalletKind = 'signature' | 'initials';

/** How the item was made. */
export type WalletOrigin = 'camera' | 'photo' | 'draw' | 'type' | 'import';

/** An item as the app hands it to the wallet, before it is kept. */
export interface NewWalletItem {
  kind: WalletKind;
  /** The person's name for it ("Signature", "Initials" by default). */
  name: string;
  /** A PNG with a transparent background (soft edges kept). */
  png: Blob;
  /** The PNG's size in pixels. */
  width: number;
  height: number;
  /** The SVG document (drawn strokes or a trace), or null when it is traced on demand. */
  svg: string | null;
  /** The ink's colour as #rrggbb. */
  ink: string;
  origin: WalletOrigin;
}

/** A kept item as stored (IndexedDB), in the current version of the record. */
export interface WalletItem extends Omit<NewWalletItem, 'svg'> {
  /** The SVG document as a Blob (listing then reads none of it; item-output.ts reads it when
   *  used), or null when it is traced on demand. */
  svg: Blob | null;
  id: string;
  /** Milliseconds since 1970: when it was kept, and when it was last used (placed or saved). */
  created: number;
  used: number;
  /** The record's version (older versions are read through wallet-records.ts). */
  v: 1;
}

export const WALLET_RECORD_VERSION = 1;
