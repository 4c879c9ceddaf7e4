// Keeping My signatures alive where the browser may lose them: persistent storage asked for when
// the first item is kept, the room left checked before a write (a disk that fills in the middle
// of one can cost the whole database, not just the write), and the number of items noted after
// every change, so that a wallet found empty after holding items is said to be lost rather than
// shown as never used. Browser only; every call degrades to "cannot tell" where an API is absent.

/** What the browser answered when asked to keep the site's storage under pressure. */
export type Persistence = 'persistent' | 'bestEffort' | 'unknown';

/** Room kept free on top of a write: IndexedDB's own bookkeeping and the next small change. */
export const STORAGE_HEADROOM_BYTES = 1024 * 1024;
/** From this many kept items on, exporting them to a file is suggested. */
export const EXPORT_SUGGESTED_AT = 5;

const COUNT_KEY = 'inklift-wallet-count';
const EXPORTED_KEY = 'inklift-wallet-exported';

/** Asks the browser to keep the site's storage (not evicted when space runs low). */
export async function askToPersist(): Promise<Persistence> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return 'unknown';
  try {
    if (storage.persisted && (await storage.persisted())) return 'persistent';
    return (await storage.persist()) ? 'persistent' : 'bestEffort';
  } catch {
    return 'unknown';
  }
}

/** Free room the browser reports for the site, in bytes; null where it cannot say. */
export async function roomLeftBytes(): Promise<number | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  try {
    const { quota, usage } = await storage.estimate();
    return typeof quota === 'number' && typeof usage === 'number' ? quota - usage : null;
  } catch {
    return null;
  }
}

/** Whether `bytes` and the headroom fit in the room the browser reports (true where it cannot say). */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  const room = await roomLeftBytes();
  return room === null || room >= bytes + STORAGE_HEADROOM_BYTES;
}

function read(key: string): number | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    const value = text === null || text === undefined ? NaN : Number(text);
    return Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null; // storage refused: nothing to compare with
  }
}

function write(key: string, value: number | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, String(value));
  } catch {
    // storage refused: the note is lost, the wallet is not
  }
}

/** Notes how many items are kept (after every change; 0 after Forget all). */
export function noteCount(count: number): void {
  write(COUNT_KEY, count);
  const exported = read(EXPORTED_KEY);
  if (exported !== null && exported > count) write(EXPORTED_KEY, count);
}

/** How many items were kept when last noted, and the list is empty now: the number lost. */
export function lostCount(listed: number): number {
  const noted = read(COUNT_KEY);
  return listed === 0 && noted !== null && noted > 0 ? noted : 0;
}

/** The loss has been said and heard: the empty wallet is the new normal. */
export function acceptLoss(): void {
  write(COUNT_KEY, 0);
}

/** Notes that everything kept now is in an export file. */
export function noteExported(count: number): void {
  write(EXPORTED_KEY, count);
}

/** Whether to suggest Export: more than a few items, and some not in any file exported here. */
export function exportSuggested(count: number): boolean {
  return count >= EXPORT_SUGGESTED_AT && (read(EXPORTED_KEY) ?? 0) < count;
}
