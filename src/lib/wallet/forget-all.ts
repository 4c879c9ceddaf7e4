// What Forget all empties: every IndexedDB store the app keeps a person's things in. A feature
// that stores something of its own adds its database and stores to STORED_DATA, and Forget all
// empties them too. Each database is emptied in one transaction over its stores — never deleted:
// a deleteDatabase that another tab's connection blocks cannot be called off, stays queued
// behind that tab and holds up every later open. A database that does not exist is not created.
import { CERTIFICATE_DB, CERTIFICATE_STORE } from '../certificate/certificate-store.ts';
import { WALLET_DB, WALLET_STORE } from './wallet-db.ts';

export interface StoredData {
  database: string;
  stores: readonly string[];
}

/** Every database and store of ours that holds a person's things. */
export const STORED_DATA: readonly StoredData[] = [
  { database: WALLET_DB, stores: [WALLET_STORE] },
  // The certificate and its private key (lib/certificate).
  { database: CERTIFICATE_DB, stores: [CERTIFICATE_STORE] },
];

/** The names of the databases that exist, or null where the browser cannot list them. */
async function existing(): Promise<Set<string> | null> {
  if (typeof indexedDB.databases !== 'function') return null;
  return new Set((await indexedDB.databases()).map((info) => info.name ?? ''));
}

/** Empties the stores of one database, if it exists; never creates it. */
function empty(target: StoredData): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let created = false;
    const request = indexedDB.open(target.database);
    request.onupgradeneeded = () => {
      // It did not exist (a browser that cannot list databases): take back the one just made.
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => (created ? resolve() : reject(request.error));
    request.onsuccess = () => {
      const db = request.result;
      const stores = target.stores.filter((name) => db.objectStoreNames.contains(name));
      if (stores.length === 0) {
        db.close();
        resolve();
        return;
      }
      const transaction = db.transaction(stores, 'readwrite');
      for (const name of stores) transaction.objectStore(name).clear();
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onabort = () => {
        db.close();
        reject(transaction.error);
      };
    };
  });
}

/** Empties every store in STORED_DATA; rejects with the browser's error when one fails. */
export async function forgetStoredData(targets = STORED_DATA): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const present = await existing();
  for (const target of targets) if (!present || present.has(target.database)) await empty(target);
}
