// The wallet's store on an in-memory IndexedDB (fake-indexeddb, the same API the browser has):
// what is kept comes back, in the order of use, renamed and deleted alone, two writers at once
// lose nothing, Forget all empties the wallet even while another connection holds it open (and
// leaves it usable), the limit holds, and a record written by an older version opens.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newItem } from './wallet.test-helper.ts';
import { importWalletText, TooManyItems } from './wallet-import.ts';
import { walletFileText } from './wallet-file.ts';
import {
  deleteItem,
  forgetAll,
  keepItem,
  listItems,
  markUsed,
  renameItem,
  roomLeft,
  subscribeWallet,
  WALLET_DB,
  WALLET_MAX_ITEMS,
  WALLET_STORE,
} from './wallet-store.ts';

/** The picture check of the browser (import-picture.ts) stands aside here: e2e/wallet-import.e2e.ts
 *  runs the real one; these tests are about what the store does with what it is given. */
const asItIs = async (png: ArrayBuffer, width: number, height: number) => ({ png, width, height });

const databases = async () => (await indexedDB.databases()).map((info) => info.name);

afterEach(async () => {
  // Our connection lets go on versionchange, so the delete goes through.
  await new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(WALLET_DB);
    request.onsuccess = resolve;
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('blocked'));
  });
});

describe('the wallet store', () => {
  it('creates nothing until an item is kept', async () => {
    expect(await listItems()).toEqual([]);
    expect(await databases()).not.toContain(WALLET_DB);
  });

  it('keeps items with their PNG bytes, size, ink and vector form', async () => {
    const item = newItem(7, { svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', kind: 'initials' });
    const { item: kept, total } = await keepItem(item);
    expect(total).toBe(1);
    const [listed] = await listItems();
    expect(listed.id).toBe(kept.id);
    expect(listed).toMatchObject({ kind: 'initials', name: 'Signature 7', width: 3, height: 2 });
    expect(listed.svg).toBeInstanceOf(Blob); // listed without reading it
    expect(await listed.svg?.text()).toBe(item.svg);
    expect(listed.ink).toBe('#102030');
    expect(new Uint8Array(await listed.png.arrayBuffer())).toEqual(
      new Uint8Array(await item.png.arrayBuffer()),
    );
  });

  it('lists the item used last first, renames and deletes one item alone', async () => {
    const { item: a } = await keepItem(newItem(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { item: b } = await keepItem(newItem(2));
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
    const { item: kept } = await keepItem(newItem(1));
    await renameItem(kept.id, 'x');
    await deleteItem(kept.id);
    stop();
    await keepItem(newItem(2));
    expect(told).toBe(3);
  });

  it('Forget all empties the wallet, and creates nothing where nothing was kept', async () => {
    await forgetAll();
    expect(await databases()).not.toContain(WALLET_DB);
    await keepItem(newItem(1));
    await keepItem(newItem(2));
    await forgetAll();
    expect(await listItems()).toEqual([]);
  });

  it('Forget all is not held up by another connection that never lets go, nor is Keep after it', async () => {
    await keepItem(newItem(1));
    // Another tab's connection that ignores versionchange (a frozen tab, an older version).
    const other = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(WALLET_DB);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    other.onversionchange = null;
    try {
      await forgetAll();
      expect(await listItems()).toEqual([]);
      const { total } = await keepItem(newItem(2));
      expect(total).toBe(1);
    } finally {
      other.close();
    }
    // Nothing was left queued to delete later what was kept meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await listItems()).map((item) => item.name)).toEqual(['Signature 2']);
  });

  it(`holds at most ${WALLET_MAX_ITEMS} items: one more is refused with "limit", nothing lost`, async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(WALLET_DB, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(WALLET_STORE, { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const png = await newItem(0).png.arrayBuffer();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(WALLET_STORE, 'readwrite');
      for (let i = 0; i < WALLET_MAX_ITEMS - 1; i++)
        tx.objectStore(WALLET_STORE).put({
          id: `i${i}`,
          kind: 'signature',
          name: `N${i}`,
          png,
          width: 3,
          height: 2,
          created: i,
        });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    expect(await roomLeft()).toBe(1);
    expect((await keepItem(newItem(1))).total).toBe(WALLET_MAX_ITEMS);
    await expect(keepItem(newItem(2))).rejects.toMatchObject({ reason: 'limit' });
    expect(await listItems()).toHaveLength(WALLET_MAX_ITEMS);
  });

  it('reports a database a newer version has upgraded as "newer", not as refused storage', async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(WALLET_DB, 2);
      open.onupgradeneeded = () => open.result.createObjectStore(WALLET_STORE, { keyPath: 'id' });
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    await expect(listItems()).rejects.toMatchObject({ reason: 'newer' });
    await expect(keepItem(newItem(1))).rejects.toMatchObject({ reason: 'newer' });
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
    expect(await importWalletText(text, asItIs)).toEqual({ added: 2, present: 0 });
    expect(await importWalletText(text, asItIs)).toEqual({ added: 0, present: 2 });
    expect((await listItems()).map((item) => item.name).sort()).toEqual(['JD', 'Signature 1']);
  });

  it('a picture that cannot be used refuses the whole file, naming the item', async () => {
    await keepItem(newItem(1));
    await keepItem(newItem(2));
    const text = await walletFileText(await listItems());
    await forgetAll();
    let checked = 0;
    const secondFails = async (png: ArrayBuffer, width: number, height: number) => {
      if (++checked === 2) throw new Error('does not decode');
      return { png, width, height };
    };
    await expect(importWalletText(text, secondFails)).rejects.toMatchObject({
      reason: 'picture',
      item: 2,
    });
    expect(await listItems()).toEqual([]);
  });

  it('keeps the picture as made usable, and finds it again on a second import', async () => {
    await keepItem(newItem(1));
    const text = await walletFileText(await listItems());
    await forgetAll();
    const smaller = newItem(9).png;
    const drawnDown = async () => ({ png: await smaller.arrayBuffer(), width: 2, height: 1 });
    expect(await importWalletText(text, drawnDown)).toEqual({ added: 1, present: 0 });
    const [kept] = await listItems();
    expect([kept.width, kept.height]).toEqual([2, 1]);
    expect(new Uint8Array(await kept.png.arrayBuffer())).toEqual(
      new Uint8Array(await smaller.arrayBuffer()),
    );
    expect(await importWalletText(text, drawnDown)).toEqual({ added: 0, present: 1 });
  });

  it('an import that would go over the limit adds nothing and says how much room is left', async () => {
    await keepItem(newItem(1));
    const text = await walletFileText(await listItems());
    const file = JSON.parse(text) as { items: Record<string, unknown>[] };
    file.items = Array.from({ length: WALLET_MAX_ITEMS }, (_, i) => ({
      ...file.items[0],
      name: `Item ${i}`,
    }));
    const error = await importWalletText(JSON.stringify(file), asItIs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyItems);
    expect(error).toMatchObject({ items: WALLET_MAX_ITEMS, room: WALLET_MAX_ITEMS - 1 });
    expect(await listItems()).toHaveLength(1);
  });

  it('a damaged file changes nothing', async () => {
    await keepItem(newItem(1));
    const text = await walletFileText(await listItems());
    const damaged = text.replace('"width":3', '"width":-3');
    await expect(importWalletText(damaged, asItIs)).rejects.toMatchObject({ reason: 'damaged' });
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
