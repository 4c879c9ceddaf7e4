// Sign PDF and the service worker: the PDF engine (pdf.js, its worker, pdf-lib; ~750 KB gzip) is
// not precached — most visits never open a PDF — but cached as a whole the first time a PDF is
// opened, after which a PDF opens and is signed and saved offline. Before that, opening one
// offline says what is missing instead of calling the PDF damaged.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, donationImageUrls, launchBrowser, openTrackedPage } from './support/browser.ts';
import { makePdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, saveSigned, waitForDocument } from './sign-support.ts';
import { cachedUrls, waitForServiceWorkerControl } from './offline-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF_ENGINE = /pdf[.-]|pdfjs|\/es-/;

async function openSignControlled() {
  const tracked = await openTrackedPage(browser, {
    serviceWorkers: 'allow',
    acceptDownloads: true,
  });
  const failed: string[] = [];
  tracked.context.on('requestfailed', (request) => failed.push(request.url()));
  await tracked.page.goto(baseURL() + '/sign');
  await waitForServiceWorkerControl(tracked.page);
  const engineCached = async () =>
    (await cachedUrls(tracked.page)).filter(({ url }) => PDF_ENGINE.test(new URL(url).pathname));
  return { ...tracked, failed, engineCached };
}

test('the PDF engine is cached as a whole on first use; then a PDF opens and saves offline', async () => {
  const tracked = await openSignControlled();
  const { page, context } = tracked;
  expect(await tracked.engineCached()).toEqual([]);

  const pdf = await makePdf([{ size: [612, 792] }]);
  await openPdf(page, 'one.pdf', pdf);
  await waitForDocument(page, 1);
  // pdf.js, its worker and pdf-lib (not loaded yet: only Save needs it) are all stored.
  await expect
    .poll(async () => (await tracked.engineCached()).map(({ url }) => new URL(url).pathname))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/pdf-/),
        expect.stringMatching(/^\/assets\/pdf\.worker/),
        expect.stringMatching(/^\/assets\/es-/),
      ]),
    );
  expect(tracked.requests.filter((url) => /\/assets\/es-/.test(url)).length).toBe(1);
  expect(new Set((await tracked.engineCached()).map(({ cache }) => cache))).toEqual(
    new Set(['inklift-on-use']),
  );

  await context.setOffline(true);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await openPdf(page, 'one.pdf', pdf);
  await waitForDocument(page, 1);
  await chooseSignature(page);
  const sheet = page.getByTestId('pdf-page').first();
  await sheet.click({ position: { x: 200, y: 200 } });
  await page.getByTestId('placement').first().waitFor();
  const saved = await saveSigned(page);
  expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(tracked.failed.filter((url) => !donationImageUrls.has(url))).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await context.close();
});

test('offline before Sign PDF was ever used: opening a PDF says the tools are missing', async () => {
  const tracked = await openSignControlled();
  const { page, context } = tracked;
  await context.setOffline(true);
  await page.reload();
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toMatch(/PDF tools could not be loaded/);
  // Online again, the same file opens: nothing stays broken.
  await context.setOffline(false);
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  expect(tracked.pageErrors).toEqual([]);
  await context.close();
});
