// My signatures where the browser runs short of room or loses it (issue 43, items 1 and 6): a
// quota Chromium itself enforces (set over the DevTools protocol, as a nearly full disk sets it),
// under which a Keep or an import that would not fit is refused before it writes, with the
// "storage is full" message and every earlier item whole; the browser asked to keep the site's
// storage with the first item, and its answer said; a wallet the browser emptied said to be lost,
// pointing to Import; and a database a newer version upgraded in another tab said as such.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { button, keep, resultOnCapture, storedRecords, walletNames } from './wallet-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const wallet = (page: Page) => page.locator('#my-signatures');
const FULL = 'This browser’s storage for the site is full.';
const PRIVATE = 'does not allow keeping anything';

/** Gives the origin a quota of `bytes`, which Chromium enforces on every write. Set before the
 *  page first loads: Chromium reads an origin's quota once, on its first use. */
const quota = (bytes: number) => async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL()).origin,
    quotaSize: bytes,
  });
};

/** Fills the origin's storage with other data until the browser refuses a write. */
async function fillStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('filler', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (let i = 0; i < 400; i++) {
      const chunk = new Uint8Array(32 * 1024);
      crypto.getRandomValues(chunk);
      const refused = await new Promise<string | null>((resolve) => {
        const tx = db.transaction('s', 'readwrite');
        tx.objectStore('s').put(chunk, i);
        tx.oncomplete = () => resolve(null);
        tx.onabort = () => resolve(tx.error?.name ?? 'aborted');
      });
      if (refused) {
        db.close();
        return refused;
      }
    }
    db.close();
    return 'never refused';
  });
}

async function exportFile(page: Page) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Export to a file').click(),
  ]);
  return JSON.parse(readFileSync((await saved.path())!).toString('utf8'));
}

test('a full storage: Keep and import say so (not a private window), earlier items whole', async () => {
  const tracked = await resultOnCapture(browser, {}, quota(3 * 1024 * 1024));
  const { page } = tracked;
  await keep(page, 'First');
  // The first item kept: the browser was asked to keep the site's storage, and its answer is said.
  await page
    .getByRole('status')
    .filter({
      hasText:
        /This browser has agreed to keep My signatures|This browser may clear My signatures when its storage runs low/,
    })
    .waitFor();
  const file = await exportFile(page);

  expect(await fillStorage(page)).toBe('QuotaExceededError');
  await button(page, 'Keep in My signatures').click();
  await page.getByLabel('Name', { exact: true }).fill('Second');
  await button(page, 'Keep').click();
  const alert = page.getByRole('alert').filter({ hasText: FULL });
  await alert.waitFor();
  expect(await alert.textContent()).not.toContain(PRIVATE);
  expect((await storedRecords(page)).records).toBe(1);
  await button(page, 'Cancel').click();

  file.items = Array.from({ length: 12 }, (_, i) => ({ ...file.items[0], name: `Copy ${i}` }));
  await page.getByLabel('Import from a file').setInputFiles({
    name: 'w.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await wallet(page).getByRole('alert').filter({ hasText: FULL }).waitFor();
  expect((await storedRecords(page)).records).toBe(1);
  await page.reload();
  await expect.poll(() => walletNames(page)).toEqual(['First (Signature)']);
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('room the browser reports as nearly gone: Keep refused before it writes', async () => {
  // What navigator.storage.estimate() answers on a nearly full disk (Chromium's quota itself is
  // the test above): 200 KB left.
  const nearlyFull = `{
    const estimate = StorageManager.prototype.estimate;
    StorageManager.prototype.estimate = async function () {
      const real = await estimate.call(this);
      return { ...real, quota: (real.usage ?? 0) + (window.__room ?? 1e10) };
    };
  }`;
  const tracked = await resultOnCapture(browser, { initScripts: [nearlyFull] });
  const { page } = tracked;
  await keep(page, 'First');
  await page.evaluate(() => ((window as unknown as { __room: number }).__room = 200 * 1024));
  await button(page, 'Keep in My signatures').click();
  await page.getByLabel('Name', { exact: true }).fill('Second');
  await button(page, 'Keep').click();
  await page.getByRole('alert').filter({ hasText: FULL }).waitFor();
  expect((await storedRecords(page)).records).toBe(1);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a wallet the browser emptied is said to be lost, with Import pointed to', async () => {
  const tracked = await resultOnCapture(browser);
  const { page } = tracked;
  // Forget all is a person's own doing: nothing is said to be lost after it.
  await keep(page, 'Gone on purpose');
  await button(page, 'Forget all').click();
  await wallet(page).getByRole('button', { name: 'Forget all', exact: true }).click();
  await page.getByText('Everything kept in this browser has been deleted.').waitFor();
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  expect(await wallet(page).getByRole('alert').count()).toBe(0);
  await keep(page, 'One');
  await keep(page, 'Two');
  // The browser clears the site's databases (eviction, a profile repaired after a full disk):
  // from outside the app, which lets go of its connection as any tab must.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('inklift');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.reload();
  const lost = wallet(page)
    .getByRole('alert')
    .filter({ hasText: 'held 2 items here and is empty now' });
  await lost.waitFor();
  expect(await lost.textContent()).toContain('Import from a file');
  await page.reload(); // said until it has been seen
  await lost.waitFor();
  await wallet(page).getByRole('button', { name: 'Dismiss', exact: true }).click();
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  await page.reload();
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  expect(await wallet(page).getByRole('alert').count()).toBe(0);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a database a newer version upgraded in another tab is said as such, not as a private window', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('inklift', 7); // what a later InkLift would leave
        open.onupgradeneeded = () => open.result.createObjectStore('signatures', { keyPath: 'id' });
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.reload();
  const alert = wallet(page).getByRole('alert');
  await alert.filter({ hasText: 'A newer version of InkLift' }).waitFor();
  expect(await alert.textContent()).not.toContain('private window');
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
