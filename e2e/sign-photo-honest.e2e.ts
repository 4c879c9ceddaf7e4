// The Sign page's quick path is honest too (issue 46, item 5): a photo too dark to read, taken
// with Use this area, still becomes the signature to place (the person may know better), and the
// page says over the document — where it stays in view when the tools fold away on a phone — that
// the photo was too dark to read, with what to do, through a live region; a photo far out of
// focus, that it was too blurred. Another signature takes the warning away.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { defocusedPhoto, nightPhoto } from './support/unreadable-photos.ts';
import { makePdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, waitForDocument } from './sign-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('Use this area on a photo too dark or too blurred to read: placed, and the page says so', async () => {
  const tracked = await openTrackedPage(browser, {
    viewport: { width: 390, height: 844 },
    bypassCSP: true, // for axe
  });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  // The live region is there before anything is said in it, so its words are announced.
  const warning = page.getByTestId('signature-unreadable');
  expect(await warning.getAttribute('role')).toBe('status');
  expect(await warning.textContent()).toBe('');

  await page.getByLabel('Choose a signature image').setInputFiles(nightPhoto());
  const crop = page.getByRole('dialog', { name: 'The signature in your photo' });
  await crop.getByRole('button', { name: 'Use this area', exact: true }).click({ timeout: 60_000 });
  await page.getByTestId('signature-thumb').waitFor({ state: 'attached', timeout: 60_000 });
  await expect.poll(() => crop.count()).toBe(0);

  // Not blocked: the signature is the one to place. Said over the document, in view although
  // the phone's tools have folded away with the signature in them.
  await expect.poll(() => warning.getAttribute('data-problem')).toBe('tooDark');
  expect(await warning.textContent()).toMatch(
    /^This photo is too dark to read the signature: .* Take it again in more light/,
  );
  expect(await warning.isVisible()).toBe(true);
  expect(await page.getByTestId('signature-thumb').isVisible()).toBe(false);
  await expectNoAxeViolations(page, 'the Sign page saying its photo was too dark to read');
  await page.getByRole('button', { name: 'Add to this page', exact: true }).click();
  await page.getByRole('group', { name: 'Signature on page 1' }).waitFor();

  // A photo far out of focus, the same way: the warning says what is wrong with this one.
  await page.getByLabel('Choose a signature image').setInputFiles(defocusedPhoto());
  await crop.getByRole('button', { name: 'Use this area', exact: true }).click({ timeout: 60_000 });
  await expect.poll(() => warning.getAttribute('data-problem')).toBe('tooBlurred');
  expect(await warning.textContent()).toMatch(
    /^This photo is too blurred to read the signature: .* letting the camera focus/,
  );

  // Another signature (a clean PNG): the warning goes, the live region stays for the next one.
  await chooseSignature(page);
  await expect.poll(() => warning.textContent()).toBe('');
  expect(await warning.getAttribute('data-problem')).toBeNull();
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});
