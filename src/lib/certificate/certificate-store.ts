// The certificate kept on this device: its own IndexedDB database beside the wallet's, one record
// (the certificate, its chain and the non-extractable private key, which IndexedDB stores as the
// browser's CryptoKey: the key's bytes are never in this app's reach). Nothing is stored except by
// keepCertificate, which only a person's action calls; forgetCertificate deletes the database.
import type { SigningKey } from './signing-key.ts';

export const CERTIFICATE_DB = 'inklift-certificate';
export const CERTIFICATE_STORE = 'keys';
const STORE = CERTIFICATE_STORE;
const ID = 'mine';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CERTIFICATE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close(); // Forget all in another tab
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

async function exists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((info) => info.name === CERTIFICATE_DB);
}

function readKey(value: unknown): SigningKey | null {
  const record = value as Partial<SigningKey> | undefined;
  if (!record || !(record.certificate instanceof Uint8Array)) return null;
  if (!record.privateKey || typeof record.privateKey !== 'object') return null;
  if (record.keyType !== 'RSA' && record.keyType !== 'EC') return null;
  return {
    certificate: record.certificate,
    chain: Array.isArray(record.chain) ? record.chain : [],
    privateKey: record.privateKey,
    keyType: record.keyType,
    signatureAlgorithm: record.signatureAlgorithm ?? 'RSASSA-PKCS1-v1_5',
    origin: record.origin === 'imported' ? 'imported' : 'created',
  };
}

/** The kept certificate, or null. Looking creates nothing. */
export async function loadCertificate(): Promise<SigningKey | null> {
  if (!(await exists())) return null;
  return readKey(await run('readonly', (store) => store.get(ID)));
}

/** Keeps `key` in place of any kept before. */
export async function keepCertificate(key: SigningKey): Promise<void> {
  if (key.privateKey.extractable) throw new RangeError('Only a non-extractable key is kept');
  await run('readwrite', (store) => store.put(key, ID));
}

/** Forgets the certificate and its key: the store emptied in a transaction, which no other
 *  tab can block (a blocked deleteDatabase would stay queued; see wallet/forget-all.ts). */
export async function forgetCertificate(): Promise<void> {
  if (typeof indexedDB === 'undefined' || !(await exists())) return;
  await run('readwrite', (store) => store.clear());
}
