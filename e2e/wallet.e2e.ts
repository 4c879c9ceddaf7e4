// My signatures (issue 24): kept only on Keep, there after a reload, renamed and deleted alone,
// saved again byte for byte, used on the Sign page after a reload, moved by export and import
// (a wrong file changes nothing), forgotten without a trace, refused storage said plainly, and
// two tabs at once losing nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { makePdf } from './sign-fixtures.ts';
import { openPdf, waitForDocument } from './sign-support.ts';
import { button, keep, resultOnCapture, storedRecords, walletNames } from './wallet-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function download(page: Page, click: () => Promise<void>) {
  const [saved] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

const wallet = (page: Page) => page.locator('#my-signatures');

test('nothing is kept without Keep; a kept result is there after a reload, renamed, saved, deleted', async () => {
  const tracked = await resultOnCapture(browser, { bypassCSP: true });
  const { page } = tracked;
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  expect(await storedRecords(page)).toEqual({ databases: [], records: 0 });

  const shown = await download(page, () => page.locator('#save-png').click());
  await button(page, 'Keep in My signatures').click();
  await expectNoAxeViolations(page, 'the Keep form');
  await button(page, 'Cancel').click();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Keep in My signatures');
  expect(await storedRecords(page)).toEqual({ databases: [], records: 0 });
  await keep(page, 'Contracts');
  expect((await storedRecords(page)).records).toBe(1);
  await expect.poll(() => walletNames(page)).toEqual(['Contracts (Signature)']);

  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await expect.poll(() => walletNames(page)).toEqual(['Contracts (Signature)']);
  await expectNoAxeViolations(page, 'My signatures with one item');

  // Saved again from the wallet: the very PNG that was kept.
  const again = await download(page, () =>
    wallet(page).getByRole('button', { name: 'Save PNG', exact: true }).click(),
  );
  expect(again.name).toBe('signature.png');
  expect(again.bytes.equals(shown.bytes)).toBe(true);
  const svg = await download(page, () =>
    wallet(page).getByRole('button', { name: 'Save SVG', exact: true }).click(),
  );
  expect(svg.bytes.toString('utf8')).toContain('<path');

  await button(page, 'Rename').click();
  await page.getByLabel('New name for “Contracts”').fill('Letters');
  await button(page, 'Save name').click();
  await expect.poll(() => walletNames(page)).toEqual(['Letters (Signature)']);
  await page.getByRole('status').filter({ hasText: 'Renamed to “Letters”.' }).waitFor();

  await wallet(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await wallet(page).getByText('Delete “Letters” from this browser?').waitFor();
  await wallet(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await wallet(page).getByText('Nothing kept yet.', { exact: false }).waitFor();
  expect((await storedRecords(page)).records).toBe(0);
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('the Sign page offers a kept item after a reload, the one used last first', async () => {
  const tracked = await resultOnCapture(browser, { bypassCSP: true });
  const { page } = tracked;
  await keep(page, 'First');
  await keep(page, 'Second');
  await page.goto(baseURL() + '/sign'); // a new page load: nothing handed over in memory
  await openPdf(page, 'form.pdf', await makePdf([{ size: [612, 792] }, { size: [612, 792] }]));
  await waitForDocument(page, 2);
  const choices = page.getByRole('group', { name: 'My signatures' }).getByTestId('wallet-item');
  await expect.poll(() => choices.allTextContents()).toEqual(['Use “Second”', 'Use “First”']);
  // The one used last is chosen at once: a signature is ready to place.
  await page.getByTestId('signature-thumb').waitFor();
  await expectNoAxeViolations(page, 'the Sign page with My signatures');
  await choices.filter({ hasText: 'First' }).click();
  await expect.poll(() => choices.first().getAttribute('aria-pressed')).toBe('false');
  expect(await choices.allTextContents()).toEqual(['Use “Second”', 'Use “First”']);
  await button(page, 'Add to this page').click();
  await expect.poll(() => page.getByTestId('placement').count()).toBe(1);

  // Used last now comes first, on the next visit too.
  await page.goto(baseURL() + '/');
  await expect.poll(() => walletNames(page)).toEqual(['First (Signature)', 'Second (Signature)']);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('export and import move the wallet; Forget all leaves no record; a wrong file changes nothing', async () => {
  const tracked = await resultOnCapture(browser);
  const { page } = tracked;
  await keep(page, 'Mine');
  await keep(page, 'JD', 'Initials');
  const exported = await download(page, () => button(page, 'Export to a file').click());
  expect(exported.name).toBe('inklift-signatures.json');
  const file = JSON.parse(exported.bytes.toString('utf8'));
  expect(file).toMatchObject({ format: 'inklift-signatures', version: 1 });
  expect(file.items).toHaveLength(2);

  await button(page, 'Forget all').click();
  await wallet(page).getByRole('button', { name: 'Forget all', exact: true }).click();
  await page.getByText('Everything kept in this browser has been deleted.').waitFor();
  expect((await storedRecords(page)).records).toBe(0);

  const importInput = page.getByLabel('Import from a file');
  await importInput.setInputFiles({
    name: 'w.json',
    mimeType: 'application/json',
    buffer: exported.bytes,
  });
  await page.getByText('Added 2 items.').waitFor();
  await expect.poll(() => walletNames(page)).toHaveLength(2);
  await importInput.setInputFiles({
    name: 'w.json',
    mimeType: 'application/json',
    buffer: exported.bytes,
  });
  await page.getByText('Added 0 items (2 already here).').waitFor();

  const damaged = exported.bytes.toString('utf8').replace('"width":', '"width":-');
  await importInput.setInputFiles({
    name: 'd.json',
    mimeType: 'application/json',
    buffer: Buffer.from(damaged),
  });
  await page
    .getByText('This signatures file is damaged or incomplete. Nothing was changed.')
    .waitFor();
  const newer = JSON.stringify({ ...file, version: 2 });
  await importInput.setInputFiles({
    name: 'n.json',
    mimeType: 'application/json',
    buffer: Buffer.from(newer),
  });
  await page.getByText('made by a newer version of InkLift', { exact: false }).waitFor();
  await importInput.setInputFiles({
    name: 'x.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"a":1}'),
  });
  await page.getByText('This file is not an InkLift signatures file.', { exact: false }).waitFor();
  expect((await storedRecords(page)).records).toBe(2);

  // Twenty items and more: a file of 22 adds them all, each listed.
  const many = {
    ...file,
    items: Array.from({ length: 22 }, (_, i) => ({ ...file.items[0], name: `Item ${i}` })),
  };
  await importInput.setInputFiles({
    name: 'm.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(many)),
  });
  await page.getByText('Added 22 items.').waitFor();
  await expect.poll(() => walletNames(page).then((names) => names.length)).toBe(24);
  await tracked.context.close();
});

test('storage refused: a plain message, and the result is still there to save', async () => {
  const refuse = `Object.defineProperty(IDBFactory.prototype, 'open', { value() { throw new DOMException('refused', 'SecurityError'); } });`;
  const tracked = await resultOnCapture(browser, { initScripts: [refuse] });
  const { page } = tracked;
  await button(page, 'Keep in My signatures').click();
  await button(page, 'Keep').click();
  await page
    .getByText('This browser window does not allow keeping anything', { exact: false })
    .waitFor();
  const saved = await download(page, () => page.locator('#save-png').click());
  expect(saved.bytes.length).toBeGreaterThan(100);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('two tabs keeping at once: both items kept, each tab lists both', async () => {
  const first = await resultOnCapture(browser);
  const second = await first.context.newPage();
  await second.goto(baseURL() + '/');
  const photoTab = first.page;
  // The second tab keeps the same result through its own Capture screen.
  await second.getByLabel('Open a photo').setInputFiles({
    name: 's.png',
    mimeType: 'image/png',
    buffer: (await download(photoTab, () => photoTab.locator('#save-png').click())).bytes,
  });
  await second.getByRole('button', { name: 'Use this area', exact: true }).click();
  await second.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await Promise.all([keep(photoTab, 'From tab one'), keep(second, 'From tab two')]);
  for (const page of [photoTab, second])
    await expect
      .poll(async () => (await walletNames(page)).sort())
      .toEqual(['From tab one (Signature)', 'From tab two (Signature)']);
  expect((await storedRecords(second)).records).toBe(2);
  await first.context.close();
});

test('a record kept by an older version still opens', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  // A first-version record: no origin, no used time, no vector form.
  await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(40, 20);
    const draw = canvas.getContext('2d')!;
    draw.fillRect(5, 8, 30, 4);
    const png = await (await canvas.convertToBlob()).arrayBuffer();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('inklift', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('signatures', { keyPath: 'id' });
      open.onsuccess = () => {
        const tx = open.result.transaction('signatures', 'readwrite');
        tx.objectStore('signatures').put({
          id: 'old',
          kind: 'initials',
          name: 'Old',
          png,
          width: 40,
          height: 20,
          ink: '#000000',
          created: 1,
        });
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  });
  await page.reload();
  await expect.poll(() => walletNames(page)).toEqual(['Old (Initials)']);
  // No vector form was kept: Save SVG traces the PNG.
  const svg = await download(page, () =>
    wallet(page).getByRole('button', { name: 'Save SVG', exact: true }).click(),
  );
  expect(svg.bytes.toString('utf8')).toContain('<path');
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
