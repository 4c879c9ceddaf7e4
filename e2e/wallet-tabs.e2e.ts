// Forget all with another tab holding My signatures' database open (issue 43, item 4): one tab
// of InkLift, and one that holds the database and never lets go (a frozen tab, an older
// version). Forget all empties the wallet at once and says so; Keep right after it is not held
// up; a reload shows the list; and when the other tab closes, nothing queued deletes what was
// kept meanwhile.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser } from './support/browser.ts';
import { button, keep, resultOnCapture, storedRecords, walletNames } from './wallet-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const wallet = (page: Page) => page.locator('#my-signatures');

test('Forget all while another tab holds the database: done at once, Keep after it works, nothing deleted later', async () => {
  const tracked = await resultOnCapture(browser);
  const { page, context } = tracked;
  await keep(page, 'Before');
  await keep(page, 'Also before');

  // The second InkLift tab lists the same items.
  const other = await context.newPage();
  await other.goto(baseURL() + '/');
  await other.waitForSelector('html[data-ready]', { state: 'attached' });
  await expect.poll(async () => (await walletNames(other)).length).toBe(2);
  // A third tab holds the database open and never answers versionchange.
  const holder = await context.newPage();
  await holder.goto(baseURL() + '/privacy');
  await holder.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('inklift');
        open.onsuccess = () => {
          (window as unknown as { held: IDBDatabase }).held = open.result;
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
  );

  await button(page, 'Forget all').click();
  await wallet(page).getByRole('button', { name: 'Forget all', exact: true }).click();
  await page.getByText('Everything kept in this browser has been deleted.').waitFor();
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  expect((await storedRecords(page)).records).toBe(0);
  // The other InkLift tab is told and shows the empty wallet.
  await wallet(other).getByText('Nothing kept yet.', { exact: false }).waitFor();

  // Keep is not held up behind anything.
  await keep(page, 'After');
  await page.reload();
  await expect.poll(() => walletNames(page)).toEqual(['After (Signature)']);
  await wallet(page).getByRole('button', { name: 'Forget all' }).waitFor();

  // The holding tab lets go: nothing left queued deletes what was kept meanwhile.
  await holder.close();
  await other.close();
  const again = await context.newPage();
  await again.goto(baseURL() + '/');
  await again.waitForSelector('html[data-ready]', { state: 'attached' });
  await expect.poll(() => walletNames(again)).toEqual(['After (Signature)']);
  expect((await storedRecords(again)).records).toBe(1);
  expect(tracked.pageErrors).toEqual([]);
  await context.close();
});
