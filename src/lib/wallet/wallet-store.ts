// My signatures in this browser's IndexedDB: one record per item (so two tabs keeping at once
// each add their own and never overwrite a list), a change told to every tab through a
// BroadcastChannel, and every failure turned into one of three plain reasons. Nothing is stored
// except by keepItem/importItems, which only a person's action calls.
import { byLastUse, readRecord, toRecord, type WalletRecord } from './wallet-records.ts';
import type { NewWalletItem, WalletItem } from './wallet-types.ts';

export const WALLET_DB = 'inklift';
export const WALLET_STORE = 'signatures';
const DB_VERSION = 1;
const CHANNEL = 'inklift-wallet';

/** refused: no storage in this window (private mode, blocked); full: over quota; blocked:
 *  another tab holds the wallet open while everything is being deleted. */
export type WalletFailure = 'refused' | 'full' | 'failed' | 'blocked';

export class WalletError extends Error {
  constructor(
    readonly reason: WalletFailure,
    cause?: unknown,
  ) {
    super(`Wallet storage ${reason}`, { cause });
  }
}

function reasonOf(error: unknown): WalletFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return 'full';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'UnknownError')
    return 'refused';
  return 'failed';
}

const asWalletError = (error: unknown) =>
  error instanceof WalletError ? error : new WalletError(reasonOf(error), error);

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase>((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === 'undefined') throw new WalletError('refused');
      request = indexedDB.open(WALLET_DB, DB_VERSION);
    } catch (error) {
      reject(asWalletError(error));
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(WALLET_STORE))
        db.createObjectStore(WALLET_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab forgetting everything (deleting the database) or a newer version: let go.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      db.onclose = () => {
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(asWalletError(request.error));
    request.onblocked = () => reject(new WalletError('failed'));
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

type Mode = IDBTransactionMode;

/** Runs `work` in one transaction and resolves with its value once the transaction commits. */
async function inTransaction<T>(
  mode: Mode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    let value: T | undefined;
    try {
      const transaction = db.transaction(WALLET_STORE, mode);
      const request = work(transaction.objectStore(WALLET_STORE));
      if (request) request.onsuccess = () => (value = request.result);
      transaction.oncomplete = () => resolve(value);
      transaction.onerror = () => reject(asWalletError(transaction.error));
      transaction.onabort = () => reject(asWalletError(transaction.error));
    } catch (error) {
      reject(asWalletError(error));
    }
  });
}

// ---- change notices --------------------------------------------------------------------------

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function tell(): void {
  for (const listener of [...listeners]) listener();
  channel?.postMessage('changed');
}

/** Calls `listener` after every change made here or in another tab; returns the unsubscribe. */
export function subscribeWallet(listener: Listener): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const each of [...listeners]) each();
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// ---- the operations --------------------------------------------------------------------------

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Whether the database exists, where the browser can say without creating it. */
async function exists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') throw new WalletError('refused');
  if (opening || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === WALLET_DB);
  } catch (error) {
    throw asWalletError(error);
  }
}

/**
 * Every kept item, the one used last first; records that cannot be read are left out. Looking
 * creates nothing: before the first item is kept there is no database at all.
 */
export async function listItems(): Promise<WalletItem[]> {
  if (!(await exists())) return [];
  const raw = (await inTransaction<unknown[]>('readonly', (store) => store.getAll())) ?? [];
  return raw
    .map(readRecord)
    .filter((item): item is WalletItem => item !== null)
    .sort(byLastUse);
}

export async function keepItem(item: NewWalletItem): Promise<WalletItem> {
  const record = await toRecord(item, newId(), Date.now());
  await inTransaction('readwrite', (store) => store.add(record));
  tell();
  return readRecord(record)!;
}

/** Adds several records in one transaction: all are kept or none. */
export async function addRecords(records: WalletRecord[]): Promise<void> {
  if (records.length === 0) return;
  await inTransaction('readwrite', (store) => {
    for (const record of records) store.put({ ...record, id: newId() });
  });
  tell();
}

async function update(id: string, change: (record: Record<string, unknown>) => void) {
  await inTransaction('readwrite', (store) => {
    const request = store.get(id);
    request.onsuccess = () => {
      const record = request.result as Record<string, unknown> | undefined;
      if (!record) return; // deleted in another tab meanwhile
      change(record);
      store.put(record);
    };
  });
  tell();
}

export const renameItem = (id: string, name: string) =>
  update(id, (record) => {
    record.name = name;
  });

/** Marks the item as the one used last (it comes first next time). */
export const markUsed = (id: string) =>
  update(id, (record) => {
    record.used = Date.now();
  });

export async function deleteItem(id: string): Promise<void> {
  await inTransaction('readwrite', (store) => store.delete(id));
  tell();
}

/** Deletes the whole database: no record, no store, no trace; the certificate kept beside it
 *  (lib/certificate) too. */
export async function forgetAll(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(WALLET_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(asWalletError(request.error));
    // Other tabs close on versionchange and success follows; one that does not (a frozen
    // background tab) blocks it: say so rather than wait without a word.
    request.onblocked = () => reject(new WalletError('blocked'));
  });
  // Loaded here, not with the wallet: the certificate's code stays out of every first load.
  const { forgetCertificate } = await import('../certificate/certificate-store.ts');
  await forgetCertificate().catch((error: unknown) => {
    throw new WalletError('blocked', error);
  });
  tell();
}
