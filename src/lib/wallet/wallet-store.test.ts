// The wallet's store on an in-memory IndexedDB (fake-indexeddb, the same API the browser has):
// what is kept comes back, in the order of use, renamed and deleted alone, two writers at once
// lose nothing, Forget all leaves no database, and a record written by an older version opens.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newItem } from './wallet.test-helper.ts';
import { importWalletText } from './wallet-import.ts';
import { walletFileText } from './wallet-file.ts';
import {
  deleteItem,
  forgetAll,
  keepItem,
  listItems,
  markUsed,
  renameItem,
  subscribeWallet,
  WALLET_DB,
  WALLET_STORE,
} from './wallet-store.ts';

const databases = async () => (await indexedDB.databases()).map((info) => info.name);

afterEach(async () => {
  await forgetAll();
});

describe('the wallet store', () => {
  it('creates nothing until an item is kept', async () => {
    expect(await listItems()).toEqual([]);
    expect(await databases()).not.toContain(WALLET_DB);
  });

  it('keeps items with their PNG bytes, size, ink and vector form', async () => {
    const item = newItem(7, { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', kind: 'initials' });
    const kept = await keepItem(item);
    const [listed] = await listItems();
    expect(listed.id).toBe(kept.id);
    expect(listed).toMatchObject({ kind: 'initials', name: 'Signature 7', width: 3, height: 2 });
    expect(listed.svg).toBe(item.svg);
    expect(listed.ink).toBe('#102030');
    expect(new Uint8Array(await listed.png.arrayBuffer())).toEqual(
      new Uint8Array(await item.png.arrayBuffer()),
    );
  });

  it('lists the item used last first, renames and deletes one item alone', async () => {
    const a = await keepItem(newItem(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await keepItem(newItem(2));
    expect((await listItems()).map((item) => item.id)).toEqual([b.id, a.id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markUsed(a.id);
    expect((await listItems()).map((item) => item.id)).toEqual([a.id, b.id]);
    await renameItem(b.id, 'For contracts');
    await deleteItem(a.id);
    const left = await listItems();
    expect(left.map((item) => [item.id, item.name])).toEqual([[b.id, 'For contracts']]);
  });

  it('loses and duplicates nothing when two writers keep at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => keepItem(newItem(i))));
    const names = (await listItems()).map((item) => item.name).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `Signature ${i}`).sort());
  });

  it('tells subscribers of every change', async () => {
    let told = 0;
    const stop = subscribeWallet(() => told++);
    const kept = await keepItem(newItem(1));
    await renameItem(kept.id, 'x');
    await deleteItem(kept.id);
    stop();
    await keepItem(newItem(2));
    expect(told).toBe(3);
  });

  it('Forget all deletes the whole database', async () => {
    await keepItem(newItem(1));
    expect(await databases()).toContain(WALLET_DB);
    await forgetAll();
    expect(await databases()).not.toContain(WALLET_DB);
    expect(await listItems()).toEqual([]);
  });

  it('opens a record an older version wrote without the fields added since', async () => {
    await keepItem(newItem(1)); // creates the database as this version does
    const png = await newItem(3).png.arrayBuffer();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(WALLET_DB);
      open.onsuccess = () => {
        const tx = open.result.transaction(WALLET_STORE, 'readwrite');
        // No v, origin, used or svg: what a first version might have written.
        tx.objectStore(WALLET_STORE).put({
          id: 'old',
          kind: 'signature',
          name: 'Old',
          png,
          width: 3,
          height: 2,
          ink: '#000000',
          created: 5,
        });
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const old = (await listItems()).find((item) => item.id === 'old');
    expect(old).toMatchObject({ name: 'Old', origin: 'import', used: 5, svg: null });
  });

  it('imports an export file once: the second import adds nothing', async () => {
    await keepItem(newItem(1));
    await keepItem(newItem(2, { kind: 'initials', name: 'JD' }));
    const text = await walletFileText(await listItems());
    await forgetAll();
    expect(await importWalletText(text)).toEqual({ added: 2, present: 0 });
    expect(await importWalletText(text)).toEqual({ added: 0, present: 2 });
    expect((await listItems()).map((item) => item.name).sort()).toEqual(['JD', 'Signature 1']);
  });

  it('a damaged file changes nothing', async () => {
    await keepItem(newItem(1));
    const text = await walletFileText(await listItems());
    const damaged = text.replace('"width":3', '"width":-3');
    await expect(importWalletText(damaged)).rejects.toMatchObject({ reason: 'damaged' });
    expect(await listItems()).toHaveLength(1);
  });

  it('says "full" when the browser is over quota, and keeps nothing', async () => {
    await keepItem(newItem(1));
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('over quota', 'QuotaExceededError');
    });
    try {
      await expect(keepItem(newItem(2))).rejects.toMatchObject({ reason: 'full' });
    } finally {
      add.mockRestore();
    }
    expect((await listItems()).map((item) => item.name)).toEqual(['Signature 1']);
  });

  it('says "refused" where storage cannot be opened (a private window)', async () => {
    const open = vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('no storage here', 'SecurityError');
    });
    try {
      await expect(keepItem(newItem(1))).rejects.toMatchObject({ reason: 'refused' });
    } finally {
      open.mockRestore();
    }
  });
});
