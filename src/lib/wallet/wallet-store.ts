// My signatures in this browser's IndexedDB: one record per item, each kept in a transaction of
// its own (so two tabs keeping at once each add their own, and a write that fails leaves every
// earlier item whole), a change told to every tab through a BroadcastChannel, and every failure
// turned into one plain reason. Nothing is stored except by keepItem/addRecords, which only a
// person's action calls. After every write the number of items is noted (wallet-health.ts), so
// a wallet the browser lost is told apart from one never used.
import { forgetStoredData } from './forget-all.ts';
import { WALLET_DB, WALLET_STORE } from './wallet-db.ts';
import { hasRoomFor, noteCount } from './wallet-health.ts';
import {
  byLastUse,
  pngBlob,
  readRecord,
  svgBlobOf,
  toRecord,
  type WalletRecord,
} from './wallet-records.ts';
import type { NewWalletItem, WalletItem } from './wallet-types.ts';

export { WALLET_DB, WALLET_STORE }; // where the tests have always found them
const DB_VERSION = 1;
const CHANNEL = 'inklift-wallet';

/** The most items My signatures holds: far more than a person signs with, few enough that the
 *  list and every Capture load stay quick (docs/ARCHITECTURE.md has the figures). */
export const WALLET_MAX_ITEMS = 500;

/** refused: no storage in this window (private mode, blocked); full: the site's storage is full
 *  (or would be by this write); limit: WALLET_MAX_ITEMS reached; newer: a newer InkLift in
 *  another tab has upgraded the database; blocked: another tab holds an older version open
 *  while this one upgrades it. */
export type WalletFailure = 'refused' | 'full' | 'limit' | 'newer' | 'failed' | 'blocked';

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
  if (name === 'VersionError') return 'newer';
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
    request.onblocked = () => reject(new WalletError('blocked'));
  });
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

type Mode = IDBTransactionMode;

/**
 * Runs `work` in one transaction and resolves with its value once the transaction commits.
 * `refuse` aborts it with a reason of ours (nothing it did is kept).
 */
async function inTransaction<T>(
  mode: Mode,
  work: (store: IDBObjectStore, refuse: (reason: WalletFailure) => void) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    let value: T | undefined;
    let refused: WalletFailure | null = null;
    try {
      const transaction = db.transaction(WALLET_STORE, mode);
      const refuse = (reason: WalletFailure) => {
        refused = reason;
        transaction.abort();
      };
      const request = work(transaction.objectStore(WALLET_STORE), refuse);
      if (request) request.onsuccess = () => (value = request.result);
      transaction.oncomplete = () => resolve(value);
      transaction.onerror = () => reject(asWalletError(transaction.error));
      transaction.onabort = () =>
        reject(refused ? new WalletError(refused) : asWalletError(transaction.error));
    } catch (error) {
      reject(asWalletError(error));
    }
  });
}

/** How many items are kept now. */
const countItems = async () =>
  (await inTransaction<number>('readonly', (store) => store.count())) ?? 0;

/** After a change: the count noted, then every view told. */
async function changed(): Promise<number> {
  const total = await countItems().catch(() => null);
  if (total !== null) noteCount(total);
  tell();
  return total ?? 0;
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

/** A kept item and how many are kept now, itself included. */
export interface Kept {
  item: WalletItem;
  total: number;
}

/** Bytes an item takes in the store, roughly: its PNG and its SVG text. */
const sizeOf = (record: WalletRecord) =>
  (record.png instanceof Blob ? record.png.size : record.png.byteLength) +
  (record.svg instanceof Blob ? record.svg.size : (record.svg?.length ?? 0) * 2);

/** Refuses a write the room left would not hold, before it starts: a disk that fills in the
 *  middle of a write can cost the whole database (seen in Chromium), not only the write. */
async function checkRoomFor(bytes: number): Promise<void> {
  if (!(await hasRoomFor(bytes))) throw new WalletError('full');
}

export async function keepItem(item: NewWalletItem): Promise<Kept> {
  const record = await toRecord(item, newId(), Date.now());
  await checkRoomFor(sizeOf(record));
  await inTransaction('readwrite', (store, refuse) => {
    const count = store.count();
    count.onsuccess = () => {
      if (count.result >= WALLET_MAX_ITEMS) return refuse('limit');
      try {
        store.add(record);
      } catch (error) {
        refuse(reasonOf(error)); // thrown here, it would only abort the transaction unnamed
      }
    };
  });
  return { item: readRecord(record)!, total: await changed() };
}

/** How many more items fit under WALLET_MAX_ITEMS. */
export async function roomLeft(): Promise<number> {
  if (!(await exists())) return WALLET_MAX_ITEMS;
  return Math.max(0, WALLET_MAX_ITEMS - (await countItems()));
}

/**
 * Adds several records in one transaction: all are kept or none, and the items kept before are
 * left as they were either way. Refused up front when they would not fit (WALLET_MAX_ITEMS, or
 * the room the browser says is left).
 */
export async function addRecords(records: WalletRecord[]): Promise<void> {
  if (records.length === 0) return;
  await checkRoomFor(records.reduce((sum, record) => sum + sizeOf(record), 0));
  await inTransaction('readwrite', (store, refuse) => {
    const count = store.count();
    count.onsuccess = () => {
      if (count.result + records.length > WALLET_MAX_ITEMS) return refuse('limit');
      try {
        for (const record of records)
          store.put({
            ...record,
            png: pngBlob(record.png),
            svg: svgBlobOf(record.svg),
            id: newId(),
          });
      } catch (error) {
        refuse(reasonOf(error));
      }
    };
  });
  await changed();
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
  await changed();
}

/**
 * Forget all: every store of ours emptied (forget-all.ts lists them), in a transaction, not by
 * deleting the database. A delete that another tab's open connection blocks cannot be called
 * off: it would stay queued, hold up every later Keep behind it and delete later what was kept
 * meanwhile. A transaction needs no other tab to let go.
 */
export async function forgetAll(): Promise<void> {
  await forgetStoredData().catch((error: unknown) => {
    throw asWalletError(error);
  });
  noteCount(0);
  tell();
}
