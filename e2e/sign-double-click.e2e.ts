// One tap, one effect (issue 43): a double click on Next place scrolls to the place and offers it,
// without the second click placing a stray signature where the page scrolled under the pointer;
// a double click on Repeat on every page copies once, and repeating again stacks nothing; Add
// pressed again puts no second copy on top of the first.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { makePdf, readPdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, saveSigned, waitForDocument } from './sign-support.ts';
import { makeFormPdf } from '../src/lib/pdf/fill-fixtures.test-helper.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const said = (page: Page) => page.getByTestId('announcer').textContent();
const perPage = (page: Page) =>
  page
    .getByTestId('placement')
    .evaluateAll((elements) =>
      elements.map((e) => Number(e.closest('[data-page]')!.getAttribute('data-page'))),
    );

test('a double click on Next place scrolls to the place and places nothing', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'application.pdf', Buffer.from(await makeFormPdf()));
  await waitForDocument(page, 3);
  await chooseSignature(page);
  const next = page.getByRole('button', { name: /^Next place to sign/ });
  await next.waitFor();
  const before = (await next.boundingBox())!;
  await next.dblclick();
  await expect.poll(() => said(page)).toBe('Sign here: page 1.');
  // The first click scrolled the viewer up under the pointer: the second one landed on a page.
  const under = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="pdf-page"]') !== null,
    [before.x + before.width / 2, before.y + before.height / 2],
  );
  expect(under, 'the second click fell on a page').toBe(true);
  expect(await page.getByTestId('sign-spot').count()).toBe(1);
  expect(await page.getByTestId('placement').count()).toBe(0);

  // The spot still does its one job, and only that is saved.
  await page.getByTestId('sign-spot').click();
  expect(await page.getByTestId('placement').count()).toBe(1);
  const saved = await readPdf((await saveSigned(page)).bytes);
  expect(saved.map((p) => p.images.length)).toEqual([1, 0, 0]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a double click on Repeat on every page copies once; a repeat already there does nothing', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(
    page,
    'three.pdf',
    await makePdf([{ size: [612, 792] }, { size: [842, 595], rotate: 90 }, { size: [612, 792] }]),
  );
  await waitForDocument(page, 3);
  await chooseSignature(page);
  await page.getByRole('button', { name: 'Add to this page', exact: true }).click();
  expect(await perPage(page)).toEqual([1]);

  // Add pressed again puts nothing on top of the one there: it is focused instead.
  await page.getByRole('button', { name: 'Add to this page', exact: true }).dblclick();
  expect(await perPage(page)).toEqual([1]);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
    'placement',
  );

  const repeat = page.getByRole('button', { name: 'Repeat on every page', exact: true });
  await repeat.dblclick();
  await expect.poll(() => said(page)).toBe('Already on every page.');
  expect(await perPage(page)).toEqual([1, 2, 3]);
  // Once more, by keyboard: still one on each page.
  await repeat.focus();
  await page.keyboard.press('Enter');
  expect(await perPage(page)).toEqual([1, 2, 3]);

  const saved = await readPdf((await saveSigned(page)).bytes);
  expect(saved.map((p) => p.images.length)).toEqual([1, 1, 1]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
