// Finding where to sign (issue 25): on a form with an empty signature field and "Signature:",
// "Date:" and "Initials:" lines, Next place steps through them in reading order and offers the
// right item sized to the place; the same in German; a PDF without such words still signs by click.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { makePdf, readPdf, signaturePng } from './sign-fixtures.ts';
import { chooseSignature, openPdf, waitForDocument } from './sign-support.ts';
import { makeFormPdf } from '../src/lib/pdf/fill-fixtures.test-helper.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const nextPlace = (page: Page) =>
  page.getByRole('button', { name: /^(Next place|Nächste Stelle)/ });
const spot = (page: Page) => page.getByTestId('sign-spot');

test('Next place steps through the places to sign and fills each with the right item', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'application.pdf', Buffer.from(await makeFormPdf()));
  await waitForDocument(page, 3);
  await chooseSignature(page);
  // The places are counted as each page's text is read: wait for the whole document's count.
  const places = async () =>
    Number(((await nextPlace(page).textContent()) ?? '').match(/\((\d+)\)$/)?.[1] ?? 0);
  await expect.poll(places).toBeGreaterThanOrEqual(5);
  const count = await places();

  // First in reading order: the empty signature field on page 1, focused, a signature fitted to it.
  await nextPlace(page).click();
  await expect.poll(() => spot(page).textContent()).toBe('Sign here');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Sign here');
  await expectNoAxeViolations(page, 'a place to sign shown');
  const place = (await spot(page).boundingBox())!;
  await page.keyboard.press('Enter');
  const signature = page.getByRole('group', { name: 'Signature on page 1' });
  await signature.waitFor();
  const placed = (await signature.boundingBox())!;
  expect(placed.width).toBeLessThanOrEqual(place.width + 1);
  expect(placed.height).toBeLessThanOrEqual(place.height + 1);
  expect(placed.x).toBeCloseTo(place.x, 0);
  expect(await spot(page).count()).toBe(0);

  // Step on to the first date: a date, one line high, in the place.
  for (let i = 0; i < count; i++) {
    await nextPlace(page).click();
    if ((await spot(page).textContent()) === 'Date here') break;
  }
  await spot(page).click();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  const date = page.getByRole('group', { name: /^Date on page/ });
  expect(await date.getByRole('textbox').inputValue()).toBe(today);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save signed PDF' }).click(),
  ]);
  const after = await readPdf(new Uint8Array(readFileSync((await download.path())!)));
  expect(after.flatMap((p) => p.images)).toHaveLength(1);
  expect(after.map((p) => p.text).join(' ')).toContain(today);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('in German: Unterschrift and Datum are found', async () => {
  const tracked = await openTrackedPage(browser, { locale: 'de-DE' });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'antrag.pdf', Buffer.from(await makeFormPdf({ language: 'de' })));
  await waitForDocument(page, 3);
  await page
    .locator('input[type="file"][accept^="image/"]')
    .setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: signaturePng() });
  await expect.poll(() => nextPlace(page).count()).toBe(1);
  const seen = new Set<string>();
  for (let i = 0; i < 8; i++) {
    await nextPlace(page).click();
    seen.add((await spot(page).textContent()) ?? '');
  }
  expect([...seen].sort()).toEqual(['Hier Datum', 'Hier abzeichnen', 'Hier unterschreiben']);
  await tracked.context.close();
});

test('a PDF without such words offers no Next place and still signs by click', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'plain.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await chooseSignature(page);
  const sheet = page.getByTestId('pdf-page').first();
  await sheet.click({ position: { x: 200, y: 300 } });
  await page.getByRole('group', { name: 'Signature on page 1' }).waitFor();
  expect(await nextPlace(page).count()).toBe(0);
  await tracked.context.close();
});
