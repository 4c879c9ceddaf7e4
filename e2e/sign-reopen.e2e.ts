// Opening one PDF after another (issue 43): the signature picture chosen from a file stays
// chosen for the next document, and what the earlier documents' pages were made of is let go:
// after a forced garbage collection the page holds no more DOM nodes at the sixteenth document
// than at the second (Chromium's own counters, through CDP).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { readPdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, saveSigned, waitForDocument } from './sign-support.ts';
import { makeFormPdf } from '../src/lib/pdf/fill-fixtures.test-helper.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nodes a workspace may leave behind over 14 documents: far fewer than one workspace has
 *  (about 200 elements and their text), so one kept per document fails. */
const NODE_SLACK = 60;

test('sixteen PDFs in a row: the chosen signature stays, DOM nodes do not grow', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page, context } = tracked;
  page.on('dialog', (dialog) => void dialog.accept()); // replacing unsaved work: yes
  const cdp = await context.newCDPSession(page);
  const nodes = async () => {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Memory.getDOMCounters')) as { nodes: number }).nodes;
  };
  await page.goto(baseURL() + '/sign');
  const pdf = Buffer.from(await makeFormPdf());
  const counts: number[] = [];
  for (let n = 1; n <= 16; n++) {
    await openPdf(page, `form-${n}.pdf`, pdf);
    await page.getByText(`form-${n}.pdf`, { exact: true }).waitFor();
    await waitForDocument(page, 3);
    if (n === 1) await chooseSignature(page);
    // The picture from the file is still the one to place: Add works at once, with it.
    const add = page.getByRole('button', { name: 'Add to this page', exact: true });
    expect(await add.isEnabled(), `document ${n}: a signature to add`).toBe(true);
    await add.click();
    await page.getByLabel('applicant.name', { exact: true }).fill(`Ada ${n}`);
    await page.getByRole('button', { name: /^Next place/ }).click();
    await page.getByTestId('sign-spot').click();
    expect(await page.getByTestId('placement').count()).toBe(2);
    if (n === 2 || n === 16) counts.push(await nodes());
  }
  expect(counts[1] - counts[0], `DOM nodes at documents 2 and 16: ${counts}`).toBeLessThan(
    NODE_SLACK,
  );

  // And the last document is signed with that picture.
  const saved = await readPdf((await saveSigned(page)).bytes);
  expect(saved[0].images).toHaveLength(2);
  expect(tracked.pageErrors).toEqual([]);
  await context.close();
});
