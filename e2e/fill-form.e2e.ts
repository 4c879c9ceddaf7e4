// The PDF's own form on the Sign page (issue 25): a text field, a check box, a radio group and a
// drop-down filled in place; saved live (the values readable as fields) or flattened (the filled
// fields in the page content, the empty signature field still live); an XFA form says it cannot
// be filled, and offers no Flatten.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readPdf } from './sign-fixtures.ts';
import { openPdf, waitForDocument } from './sign-support.ts';
import { makeFormPdf } from '../src/lib/pdf/fill-fixtures.test-helper.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function save(page: Page): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save signed PDF' }).click(),
  ]);
  return new Uint8Array(readFileSync((await download.path())!));
}

async function fill(page: Page) {
  await expect.poll(() => page.getByTestId('form-field').count()).toBeGreaterThanOrEqual(5);
  await page.getByLabel('applicant.name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('agree', { exact: true }).check();
  await page.locator('input[name="field-plan"]').nth(1).check(); // the second option: premium
  await page.getByLabel('city', { exact: true }).selectOption('Madrid');
}

test('fill the form in place; saved live, every value is in its field', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'application.pdf', Buffer.from(await makeFormPdf()));
  await waitForDocument(page, 3);
  await fill(page);
  await expectNoAxeViolations(page, 'a form filled in place');
  await page.getByLabel('Flatten', { exact: false }).uncheck();
  const bytes = await save(page);
  const form = (await PDFDocument.load(bytes)).getForm();
  expect(form.getTextField('applicant.name').getText()).toBe('Ada Lovelace');
  expect(form.getCheckBox('agree').isChecked()).toBe(true);
  expect(form.getRadioGroup('plan').getSelected()).toBe('premium');
  expect(form.getDropdown('city').getSelected()).toEqual(['Madrid']);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('flattened (the default): the filled fields are page content, the empty signature field stays live, pages and text kept', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  const original = await makeFormPdf();
  await openPdf(page, 'application.pdf', Buffer.from(original));
  await waitForDocument(page, 3);
  await fill(page);
  // The option says what it does, to the eye and to a screen reader.
  const flatten = page.getByRole('checkbox', { name: 'Flatten the fields you fill in' });
  expect(await flatten.isChecked()).toBe(true);
  expect(await flatten.getAttribute('aria-describedby')).toBeTruthy();
  const hint = await page
    .locator(`[id="${await flatten.getAttribute('aria-describedby')}"]`)
    .textContent();
  expect(hint).toContain('signature fields stay fillable');
  const bytes = await save(page);
  const left = (await PDFDocument.load(bytes)).getForm().getFields();
  expect(left.map((field) => field.getName())).toEqual(['tenantSignature']);
  const before = await readPdf(original);
  const after = await readPdf(bytes);
  expect(after).toHaveLength(3);
  expect(after[0].text).toContain('Ada Lovelace');
  expect(after[0].text).toContain('Madrid');
  for (const [i, p] of before.entries()) {
    expect(after[i].text).toContain(p.text.split(' ').slice(0, 3).join(' '));
    expect([after[i].width, after[i].height, after[i].rotate]).toEqual([
      p.width,
      p.height,
      p.rotate,
    ]);
  }
  await tracked.context.close();
});

test('an XFA form says its fields cannot be filled here; a signature can still be placed', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'xfa.pdf', Buffer.from(await makeFormPdf({ xfa: true })));
  await waitForDocument(page, 3);
  await page.getByText('This is an XFA form', { exact: false }).waitFor();
  expect(await page.getByTestId('form-field').count()).toBe(0);
  expect(await page.getByRole('checkbox', { name: 'Flatten', exact: false }).count()).toBe(0);
  await page.getByRole('radio', { name: 'Tick ✓', exact: true }).check();
  await page.getByRole('button', { name: 'Add to this page', exact: true }).click();
  const bytes = await save(page);
  expect(await readPdf(bytes)).toHaveLength(3);
  await tracked.context.close();
});

test('a PDF restricted only against changes says so on opening, and the signed copy is saved', async () => {
  const doc = await PDFDocument.load(await makeFormPdf());
  doc.encrypt({
    userPassword: '',
    ownerPassword: 'the sender',
    permissions: { printing: 'highResolution' },
  });
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'restricted.pdf', Buffer.from(await doc.save()));
  await waitForDocument(page, 3);
  await page.getByText('Its author restricted changes to this PDF.', { exact: false }).waitFor();
  await page.getByRole('radio', { name: 'Cross ✗', exact: true }).check();
  await page.getByRole('button', { name: 'Add to this page', exact: true }).click();
  const bytes = await save(page);
  expect(await readPdf(bytes)).toHaveLength(3); // opens without a password
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('text the standard font cannot write is refused with the characters named; nothing is lost', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'application.pdf', Buffer.from(await makeFormPdf()));
  await waitForDocument(page, 3);
  await page.getByRole('radio', { name: 'Text', exact: true }).check();
  await page.getByRole('button', { name: 'Add to this page', exact: true }).click();
  await page.getByRole('group', { name: 'Text on page 1' }).getByRole('textbox').fill('Łukasz 李');
  await page.getByRole('button', { name: 'Save signed PDF' }).click();
  await page
    .getByRole('alert')
    .getByText('cannot write these characters: Ł 李', { exact: false })
    .waitFor();
  expect(await page.getByRole('group', { name: 'Text on page 1' }).count()).toBe(1);
  await tracked.context.close();
});
