// Steps of the My signatures tests: a cleaned result on the Capture screen, Keep with a name,
// and a look into the page's IndexedDB from outside the app.
import type { Browser, Page } from 'playwright-core';
import { baseURL, openTrackedPage, type PageOptions, type TrackedPage } from './support/browser.ts';
import { makePhoto, pickFile } from './photo-support.ts';

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The Capture screen with a cleaned result of the handwriting sample. */
export async function resultOnCapture(
  browser: Browser,
  options: PageOptions = {},
  /** Runs before the page first loads (e.g. to set the origin's quota). */
  beforeLoad?: (page: Page) => Promise<void>,
): Promise<TrackedPage> {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, ...options });
  const { page } = tracked;
  await beforeLoad?.(page);
  await page.goto(baseURL() + '/');
  const photo = await makePhoto(page, {
    width: 900,
    height: 600,
    type: 'image/png',
    at: { x: 150, y: 200, width: 600, height: 200 },
  });
  await pickFile(page, { name: 'signature.png', mimeType: 'image/png', buffer: photo });
  await button(page, 'Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  return tracked;
}

/** Keep in My signatures with this name; waits for the confirmation. */
export async function keep(page: Page, name: string, kind: 'Signature' | 'Initials' = 'Signature') {
  await button(page, 'Keep in My signatures').click();
  await page.getByRole('radio', { name: kind, exact: true }).last().check();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await button(page, 'Keep').click();
  await page.getByText(`Kept “${name}” in My signatures on this device.`).waitFor();
}

/** The wallet's items as the app lists them (names in order). */
export async function walletNames(page: Page): Promise<string[]> {
  return page.locator('#my-signatures [data-testid="wallet-item"] .wallet-name').allTextContents();
}

/** What IndexedDB holds for this origin: database names and the records of ours. */
export async function storedRecords(page: Page): Promise<{ databases: string[]; records: number }> {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((info) => info.name ?? '');
    if (!databases.includes('inklift')) return { databases, records: 0 };
    const records = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('inklift');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('signatures')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('signatures').objectStore('signatures').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
      open.onerror = () => reject(open.error);
    });
    return { databases, records };
  });
}
