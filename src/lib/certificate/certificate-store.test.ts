// The kept certificate on an in-memory IndexedDB (fake-indexeddb): kept and read back with a key
// that still signs, replaced by the next one, and Forget leaves no database.
import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { createCertificate } from './create-certificate.ts';
import {
  CERTIFICATE_DB,
  CERTIFICATE_STORE,
  forgetCertificate,
  keepCertificate,
  loadCertificate,
} from './certificate-store.ts';

const databases = async () => (await indexedDB.databases()).map((info) => info.name);

/** How many records the certificate's store holds, read straight from IndexedDB. */
function storedRecords(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CERTIFICATE_DB);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const count = db.transaction(CERTIFICATE_STORE).objectStore(CERTIFICATE_STORE).count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => reject(count.error);
    };
  });
}

afterEach(() => forgetCertificate());

test('nothing kept: nothing read, and looking creates no database', async () => {
  expect(await loadCertificate()).toBeNull();
  expect(await databases()).not.toContain(CERTIFICATE_DB);
});

test('a kept certificate comes back with a key that signs; the next one replaces it', async () => {
  const first = await createCertificate({ name: 'Ada', email: '', kind: 'P-256' });
  await keepCertificate(first);
  const read = await loadCertificate();
  expect(read?.certificate).toEqual(first.certificate);
  expect(read?.keyType).toBe('EC');
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    read!.privateKey,
    new Uint8Array([1, 2, 3]),
  );
  expect(signature.byteLength).toBe(64);

  const second = await createCertificate({ name: 'Grace', email: '', kind: 'P-256' });
  await keepCertificate(second);
  expect((await loadCertificate())?.certificate).toEqual(second.certificate);
});

test('forget empties the store: no certificate, no key left', async () => {
  await keepCertificate(await createCertificate({ name: 'Ada', email: '', kind: 'P-256' }));
  expect(await databases()).toContain(CERTIFICATE_DB);
  await forgetCertificate();
  expect(await loadCertificate()).toBeNull();
  expect(await storedRecords()).toBe(0);
});

test('an extractable key is not kept', async () => {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
  ])) as CryptoKeyPair;
  const made = await createCertificate({ name: 'Ada', email: '', kind: 'P-256' });
  await expect(keepCertificate({ ...made, privateKey: pair.privateKey })).rejects.toThrow(
    RangeError,
  );
});

test('the wallet’s Forget all deletes the kept certificate too', async () => {
  const { forgetAll } = await import('../wallet/wallet-store.ts');
  await keepCertificate(await createCertificate({ name: 'Ada', email: '', kind: 'P-256' }));
  await forgetAll();
  expect(await loadCertificate()).toBeNull();
  expect(await storedRecords()).toBe(0);
});
