// Signing with a certificate on the Sign page (issue 47), checked by poppler's pdfsig, a tool we
// did not write: a certificate created on this device signs visibly at the placed signature
// picture; the saved file opened again lists the signature as intact; a second signature keeps
// the first valid; a changed byte is reported by pdfsig and by the panel; a .p12 with a wrong
// password or without a key is refused with its reason, by keyboard; saving a signed PDF
// flattened asks first and keeps the signature when asked to. No request leaves the page.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { PdfArray, PdfNumber } from '@libpdf/core';
import { PDF } from '@libpdf/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { makePdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, placementRects, waitForDocument } from './sign-support.ts';
import { pdfsig } from './pdfsig.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign with a certificate' });
const panel = (page: Page) => page.getByRole('region', { name: 'Digital signatures' });
const fixture = (name: string) =>
  readFileSync(new URL(`../src/lib/certificate/fixtures/${name}`, import.meta.url));

async function signAndSave(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Sign and save' }).click(),
  ]);
  await dialog(page)
    .getByText(/^Signed and saved as /)
    .waitFor();
  return readFileSync(await download.path());
}

test('create a certificate, sign visibly, reopen, sign again; a changed byte is caught', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'lease.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await chooseSignature(page);
  await button(page, 'Add to this page').click();
  const [placed] = await placementRects(page, [612]);

  await button(page, 'Sign with certificate').click();
  await dialog(page).waitFor();
  await dialog(page).getByLabel('Name').fill('Ada Lovelace');
  await dialog(page).getByLabel('E-mail (optional)').fill('ada@example.org');
  await expect
    .poll(() =>
      dialog(page)
        .getByText(/recipients will see that it was not issued/)
        .count(),
    )
    .toBe(1);
  await dialog(page).getByRole('button', { name: 'Create certificate' }).click();
  await dialog(page).getByRole('heading', { name: 'Your certificate' }).waitFor();
  await expectNoAxeViolations(page, 'the certificate dialog');
  await dialog(page)
    .getByRole('radio', { name: /Show it at the selected signature/ })
    .check();
  const first = await signAndSave(page);

  const [only, ...none] = pdfsig(first);
  expect(none).toHaveLength(0);
  expect(only).toMatchObject({
    signer: 'Ada Lovelace',
    type: 'ETSI.CAdES.detached',
    valid: true,
    wholeFile: true,
  });
  // The visible signature sits where the picture was placed (and reaches below it for the text).
  const saved = await PDF.load(first);
  const widget = saved.getForm()!.getSignatureFields()[0]!.getDict();
  const [x1, y1, x2, y2] = (widget.get('Rect') as PdfArray)
    .toArray()
    .map((n) => (n as PdfNumber).value);
  expect(Math.abs(x1! - placed!.left)).toBeLessThan(1.5);
  expect(Math.abs(x2! - x1! - placed!.width)).toBeLessThan(1.5);
  expect(Math.abs(792 - y2! - placed!.top)).toBeLessThan(1.5);
  expect(y2! - y1!).toBeGreaterThan(placed!.height);

  // The saved file, opened again: the panel says who signed and that it is intact. (The placed
  // picture counts as unsaved work: opening another file asks first.)
  await button(page, 'Close').click();
  page.once('dialog', (ask) => void ask.accept());
  await openPdf(page, 'lease-signed.pdf', first);
  await waitForDocument(page, 1);
  await panel(page).getByText('Ada Lovelace').waitFor();
  await panel(page).getByText('The signed content is intact.').waitFor();
  await panel(page)
    .getByText(/no time-stamp, revocation or certificate-authority lookup/)
    .waitFor();
  await panel(page)
    .getByText(/^Self-signed certificate/)
    .waitFor();

  // A second signature, invisible, with the certificate kept in this browser.
  await button(page, 'Sign with certificate').click();
  await dialog(page).getByText('Ada Lovelace').waitFor();
  expect(
    await dialog(page)
      .getByRole('radio', { name: /Certify: no changes/ })
      .isDisabled(),
  ).toBe(true);
  const second = await signAndSave(page);
  expect(second.subarray(0, first.length).equals(first)).toBe(true);
  expect(pdfsig(second).map((each) => [each.valid, each.wholeFile])).toEqual([
    [true, false],
    [true, true],
  ]);
  await button(page, 'Close').click();
  await openPdf(page, 'lease-signed-twice.pdf', second);
  await waitForDocument(page, 1);
  await panel(page).getByText('This PDF carries 2 digital signatures.').waitFor();
  await panel(page).getByText('1 later revision: another signature.').waitFor();

  // One byte changed inside what the first signature covers.
  const changed = Buffer.from(second);
  const at = changed.indexOf('%\x81', 0, 'latin1') + 1;
  changed[at] = 0x82;
  expect(pdfsig(changed).map((each) => each.valid)).toEqual([false, false]);
  await openPdf(page, 'lease-changed.pdf', changed);
  await waitForDocument(page, 1);
  await expect
    .poll(() =>
      panel(page).getByText('The signed content was changed: this signature is broken.').count(),
    )
    .toBe(2);

  expect(tracked.blocked).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a .p12 by keyboard: a wrong password and a file without a key are refused, said why', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'form.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await button(page, 'Sign with certificate').focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  const form = dialog(page);
  const file = form.getByLabel('Certificate file');
  await file.setInputFiles({
    name: 'mine.p12',
    mimeType: 'application/x-pkcs12',
    buffer: fixture('rsa-2048.p12'),
  });
  await form.getByLabel('Password').focus();
  await page.keyboard.type('not it');
  await page.keyboard.press('Enter');
  await form
    .getByRole('alert')
    .getByText('That password does not open this file. Try again.')
    .waitFor();

  await file.setInputFiles({
    name: 'cert.p12',
    mimeType: 'application/x-pkcs12',
    buffer: fixture('certificate-only.p12'),
  });
  await form.getByLabel('Password').fill('correct horse');
  await page.keyboard.press('Enter');
  await form
    .getByRole('alert')
    .getByText(/holds a certificate but no private key/)
    .waitFor();

  await file.setInputFiles({
    name: 'weak.p12',
    mimeType: 'application/x-pkcs12',
    buffer: fixture('rsa-1024.p12'),
  });
  await form.getByLabel('Password').focus();
  await page.keyboard.press('Enter');
  await form
    .getByRole('alert')
    .getByText(/RSA key under 2048 bits/)
    .waitFor();

  await file.setInputFiles({
    name: 'mine.p12',
    mimeType: 'application/x-pkcs12',
    buffer: fixture('p-256.p12'),
  });
  await form.getByLabel('Password').focus();
  await page.keyboard.press('Enter');
  await form.getByText('Test EC').waitFor();
  // Escape closes the dialog; focus is back on the page.
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog(page).count()).toBe(0);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('a picture placed on a signed PDF is saved as an update: nothing to flatten, nothing to ask, the signature stays valid', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'plain.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await button(page, 'Sign with certificate').click();
  await dialog(page).getByLabel('Name').fill('Grace Hopper');
  // With a backup: the .p12 is saved as the certificate is made, and opens with its password.
  await dialog(page).getByLabel('Also save a backup copy (.p12)').check();
  await dialog(page).getByLabel('Password for the backup').fill('short');
  await dialog(page).getByRole('button', { name: 'Create certificate' }).click();
  await expect
    .poll(() => dialog(page).getByRole('alert').textContent())
    .toMatch(/at least 8 characters/);
  await dialog(page).getByLabel('Password for the backup').fill('COBOL since 1959');
  await dialog(page).getByLabel('The password again').fill('COBOL since 1960');
  await dialog(page).getByRole('button', { name: 'Create certificate' }).click();
  await expect
    .poll(() => dialog(page).getByRole('alert').textContent())
    .toBe('The two passwords are not the same.');
  await dialog(page).getByLabel('The password again').fill('COBOL since 1959');
  const [backup] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Create certificate' }).click(),
  ]);
  expect(backup.suggestedFilename()).toBe('inklift-certificate.p12');
  const backupPath = (await backup.path())!;
  if (spawnSync('openssl', ['version']).status === 0) {
    const opened = spawnSync(
      'openssl',
      ['pkcs12', '-in', backupPath, '-passin', 'pass:COBOL since 1959', '-nodes'],
      { encoding: 'utf8' },
    );
    expect(opened.status).toBe(0);
    expect(opened.stdout).toContain('BEGIN PRIVATE KEY');
    expect(opened.stdout).toContain('Grace Hopper');
  }
  await dialog(page).getByRole('heading', { name: 'Your certificate' }).waitFor();
  const signed = await signAndSave(page);
  await button(page, 'Close').click();

  await openPdf(page, 'plain-signed.pdf', signed);
  await waitForDocument(page, 1);
  await panel(page).getByText('Grace Hopper').waitFor();
  await chooseSignature(page);
  await button(page, 'Add to this page').click();
  // Flatten is offered only where the person fills fields (a field-less page has none), and a
  // placed picture alone is appended to the signed bytes (the unit tests cover a flatten asked).
  expect(await page.getByRole('checkbox', { name: /^Flatten/ }).count()).toBe(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save signed PDF').click(),
  ]);
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, signed.length).equals(signed)).toBe(true);
  expect(pdfsig(saved)).toMatchObject([{ signer: 'Grace Hopper', valid: true, wholeFile: false }]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});
