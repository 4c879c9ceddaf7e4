// Awkward and bad PDFs on the Sign page: not a PDF, damaged, password-protected, 200 pages — each
// gets a clear message or works, and nothing already open is lost. Plus axe on the Sign screens.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { makePdf, PASSWORD, readPdf } from './sign-fixtures.ts';
import {
  chooseSignature,
  expectRectClose,
  openPdf,
  placementRects,
  saveSigned,
  waitForDocument,
} from './sign-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('not a PDF, an empty file and a damaged PDF are named as such; the open document stays', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  const valid = await makePdf([{ size: [612, 792] }, { size: [612, 792] }]);
  await openPdf(page, 'notes.txt', Buffer.from('Just some notes, not a PDF at all.\n'));
  const problem = page.getByTestId('open-problem');
  await expect.poll(() => problem.textContent()).toContain('This file is not a PDF');

  await openPdf(page, 'good.pdf', valid);
  await waitForDocument(page, 2);
  await chooseSignature(page);
  await page.getByRole('button', { name: 'Add to this page' }).click();
  expect(await problem.count()).toBe(0);

  const damaged = [
    Buffer.alloc(0),
    Buffer.concat([valid.subarray(0, 9), Buffer.from('garbage '.repeat(50))]),
    valid.subarray(0, 300),
  ];
  for (const [index, bytes] of damaged.entries()) {
    await openPdf(page, `broken-${index}.pdf`, bytes);
    await expect
      .poll(() => problem.textContent())
      .toMatch(index === 0 ? /not a PDF/ : /damaged or incomplete and cannot be opened/);
    // The document opened before, and its signature, are still there.
    expect(await page.getByTestId('pdf-page').count()).toBe(2);
    expect(await page.getByTestId('placement').count()).toBe(1);
  }
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('a password-protected PDF asks for its password, and the signed copy keeps it', async () => {
  const original = await makePdf([{ size: [612, 792] }], { password: PASSWORD });
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'secret.pdf', original);
  const field = page.getByLabel('Password');
  await field.waitFor();
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await field.fill('wrong');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  // pdf.js answers a wrong password after a full decryption attempt: slow on a loaded machine.
  await expect
    .poll(() => page.getByRole('alert').allTextContents(), { timeout: 15_000 })
    .toContain('That password is not right. Try again.');
  await field.fill(PASSWORD);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await waitForDocument(page, 1);
  await chooseSignature(page);
  await page.getByRole('button', { name: 'Add to this page' }).click();
  const [expected] = await placementRects(page, [612]);
  const saved = await saveSigned(page);
  expect(saved.name).toBe('secret-signed.pdf');
  await expect(readPdf(saved.bytes)).rejects.toThrow(/password/i);
  const [signed] = await readPdf(saved.bytes, PASSWORD);
  expect(signed.text).toBe('Page 1 text');
  expectRectClose(signed.images[0], expected);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('200 pages: only pages near the view are drawn, and a far jump draws the page jumped to', async () => {
  const specs = Array.from({ length: 200 }, (_, i) => ({
    size: (i % 2 ? [612, 792] : [595, 842]) as [number, number],
  }));
  const original = await makePdf(specs);
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'long.pdf', original);
  await waitForDocument(page, 200);
  const rendered = () => page.locator('[data-testid="pdf-page"][data-rendered]').count();
  await page.waitForTimeout(500);
  expect(await rendered()).toBeLessThanOrEqual(8);

  const pageField = page.getByLabel('Page', { exact: true });
  await pageField.fill('150');
  await pageField.press('Enter');
  // A state with a generous ceiling, not a time: on a quiet machine it is drawn within a second.
  await page.locator('[data-page="150"] [data-rendered]').waitFor({ timeout: 30_000 });
  // The first pages let their pixels go once far away.
  await expect.poll(() => page.locator('[data-page="1"] [data-rendered]').count()).toBe(0);
  expect(await rendered()).toBeLessThanOrEqual(8);

  await chooseSignature(page);
  await page.getByRole('button', { name: 'Add to this page' }).click();
  const placed = await placementRects(
    page,
    specs.map((s) => s.size[0]),
  );
  expect(placed.map((p) => p.pageIndex)).toEqual([149]);
  const saved = await saveSigned(page);
  const after = await readPdf(saved.bytes);
  expect(after).toHaveLength(200);
  expect(after.flatMap((p, i) => (p.images.length ? [i] : []))).toEqual([149]);
  expectRectClose(after[149].images[0], placed[0]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('the Sign screens have no axe violations, light and dark, desktop and phone', async () => {
  const pdf = await makePdf([{ size: [612, 792] }, { size: [842, 595], rotate: 90 }]);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const tracked = await openTrackedPage(browser, { viewport, colorScheme, bypassCSP: true });
      const { page } = tracked;
      await page.goto(baseURL() + '/sign');
      const label = `${colorScheme} ${viewport.width}px`;
      found.push(...(await axeViolations(page)).map((v) => `${label} empty: ${v}`));
      await openPdf(page, 'a.pdf', pdf);
      await waitForDocument(page, 2);
      await chooseSignature(page);
      await page.getByRole('button', { name: 'Add to this page' }).click();
      found.push(...(await axeViolations(page)).map((v) => `${label} placed: ${v}`));
      await tracked.context.close();
    }
  }
  expect(found).toEqual([]);
});
