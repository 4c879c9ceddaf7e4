// Signing a PDF in Chromium against the production server: open by the picker, place by click,
// drag, corner resize and keyboard, save, and check the saved file in Node with pdf.js — each
// image on its page within 1.5 pt of where it was shown, text, sizes, rotation and form fields
// kept — while no request leaves the origin and the Content Security Policy is never violated.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage, type TrackedPage } from './support/browser.ts';
import { dateStampText } from '../src/lib/pdf/date-stamp.ts';
import { formFields, makePdf, readPdf } from './sign-fixtures.ts';
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

const cspReports = (tracked: TrackedPage) =>
  tracked.console.filter((line) => /Content Security Policy/i.test(line));

test('the Sign page is its own route, in the navigation, without pdf.js until a PDF opens', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign PDF' })
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/sign');
  await expect.poll(() => page.title()).toBe('Sign a PDF | InkLift');
  expect((await fetch(baseURL() + '/sign')).status).toBe(200);
  expect(tracked.requests.filter((url) => /pdf[.-]|pdfjs|\/es-/.test(url))).toEqual([]);
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  expect(tracked.requests.some((url) => /pdf\.worker/.test(url))).toBe(true);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('places by pointer and keyboard on several pages and saves them where they were shown', async () => {
  const original = await makePdf(
    [{ size: [612, 792] }, { size: [595, 842], crop: [40, 60, 500, 700] }, { size: [612, 792] }],
    { formField: true, unbalancedState: true },
  );
  const before = await readPdf(original);
  const widths = before.map((p) => p.width);
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'Contract 2026.pdf', original);
  await waitForDocument(page, 3);
  await chooseSignature(page);

  // Pointer: click to place on page 1, drag it, then pull its corner to make it bigger.
  const sheet = page.getByTestId('pdf-page').first();
  const box = (await sheet.boundingBox())!;
  await sheet.click({ position: { x: box.width * 0.5, y: box.height * 0.25 } });
  const placement = page.getByTestId('placement').first();
  await expect
    .poll(() => page.getByTestId('announcer').textContent())
    .toBe('Signature placed on page 1.');
  let rect = (await placement.boundingBox())!;
  await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width / 2 + 60, rect.y + rect.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  const moved = (await placement.boundingBox())!;
  expect(moved.x - rect.x).toBeCloseTo(60, 0);
  expect(moved.y - rect.y).toBeCloseTo(40, 0);
  rect = moved;
  await page.mouse.move(rect.x + rect.width + 2, rect.y + rect.height + 2);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width + 62, rect.y + rect.height + 2, { steps: 5 });
  await page.mouse.up();
  const resized = (await placement.boundingBox())!;
  expect(resized.width).toBeCloseTo(rect.width + 60, 0);
  expect(resized.width / resized.height).toBeCloseTo(3, 1);

  // Keyboard: go to page 2, add there, move right and down, grow, then add one more and delete it.
  const pageField = page.getByLabel('Page', { exact: true });
  await pageField.fill('2');
  await pageField.press('Enter');
  await expect.poll(() => pageField.inputValue()).toBe('2');
  await page.getByRole('button', { name: 'Add to this page' }).click();
  const second = page.getByRole('group', { name: 'Signature on page 2' });
  await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
  const start = (await placementRects(page, widths))[1];
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'Shift+ArrowUp', 'Shift+ArrowUp']) {
    await page.keyboard.press(key);
  }
  const afterKeys = (await placementRects(page, widths))[1];
  expectRectClose(afterKeys, {
    left: start.left + 8,
    top: start.top + 4,
    width: start.width + 8,
    height: (start.width + 8) / 3,
  });
  await page.getByRole('button', { name: 'Add to this page' }).click();
  expect(await page.getByTestId('placement').count()).toBe(3);
  await page.keyboard.press('Delete');
  expect(await page.getByTestId('placement').count()).toBe(2);
  // Focus goes back to the button that added it, not to the page.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Add to this page');
  await expect
    .poll(() => page.getByTestId('announcer').textContent())
    .toBe('Signature removed from page 2.');

  const expected = await placementRects(page, widths);
  // Not flattened: the form stays a form (flattening is checked in fill-sign.e2e.ts).
  await page.getByLabel('Flatten', { exact: false }).uncheck();
  const saved = await saveSigned(page);
  expect(saved.name).toBe('Contract 2026-signed.pdf');
  const after = await readPdf(saved.bytes);
  expect(after.map(({ width, height, rotate, text }) => ({ width, height, rotate, text }))).toEqual(
    before.map(({ width, height, rotate, text }) => ({ width, height, rotate, text })),
  );
  expect(after.map((p) => p.images.length)).toEqual([1, 1, 0]);
  for (const placed of expected) expectRectClose(after[placed.pageIndex].images[0], placed);
  expect(await formFields(saved.bytes)).toEqual({ 'customer.name': 'Ada' });

  expect(tracked.blocked).toEqual([]);
  expect(cspReports(tracked)).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('rotated pages and mixed sizes: the signature lands upright where it was shown', async () => {
  const original = await makePdf([
    { size: [595, 842], rotate: 90 },
    { size: [842, 595] },
    { size: [300, 400], rotate: 270, crop: [10, 20, 280, 360] },
    { size: [612, 792], rotate: 180 },
  ]);
  const before = await readPdf(original);
  const widths = before.map((p) => p.width);
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'mixed.pdf', original);
  await waitForDocument(page, 4);
  await chooseSignature(page);
  const pageField = page.getByLabel('Page', { exact: true });
  for (const n of [1, 2, 3, 4]) {
    await pageField.fill(String(n));
    await pageField.press('Enter');
    const sheet = page.getByTestId('pdf-page').nth(n - 1);
    await sheet.locator('xpath=.').and(page.locator('[data-rendered]')).waitFor();
    const box = (await sheet.boundingBox())!;
    await sheet.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
  }
  const expected = await placementRects(page, widths);
  expect(expected.map((p) => p.pageIndex)).toEqual([0, 1, 2, 3]);
  const saved = await saveSigned(page);
  const after = await readPdf(saved.bytes);
  expect(after.map((p) => [p.width, p.height, p.rotate])).toEqual(
    before.map((p) => [p.width, p.height, p.rotate]),
  );
  for (const placed of expected) {
    expect(after[placed.pageIndex].images).toHaveLength(1);
    expectRectClose(after[placed.pageIndex].images[0], placed);
  }
  expect(tracked.blocked).toEqual([]);
  expect(cspReports(tracked)).toEqual([]);
  await tracked.context.close();
});

test('an SVG signature keeps its proportions, and the date is written below it as text, on the page', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'letter.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100"><path d="M10 80 C 100 0, 200 100, 390 20" stroke="#123" stroke-width="6" fill="none"/></svg>`;
  await page
    .getByLabel('Choose a signature image')
    .setInputFiles({ name: 'sig.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await page.getByTestId('signature-thumb').waitFor();
  await page.getByRole('button', { name: 'Add to this page' }).click();
  // Moved down to the page's foot while the date is off, then the date turned on: the picture
  // moves up so the date below it stays on the page (it used to fall off the edge).
  const placement = page.getByTestId('placement');
  await placement.focus();
  for (let i = 0; i < 60; i++) await placement.press('ArrowDown');
  const [atFoot] = await placementRects(page, [612]);
  expect(atFoot.top + atFoot.height).toBeCloseTo(792, 0);
  await page.getByLabel('Add today’s date below each signature').check();
  const [placed] = await placementRects(page, [612]);
  expect(placed.width / placed.height).toBeCloseTo(4, 1);
  expect(placed.top).toBeLessThan(atFoot.top);
  const captionGap = await placement.evaluate((element) => {
    const sheet = element.closest('[data-testid="pdf-page"]')!.getBoundingClientRect();
    const caption = element.querySelector('.placement-caption')!.getBoundingClientRect();
    return sheet.bottom - caption.bottom;
  });
  expect(captionGap).toBeGreaterThanOrEqual(-0.5);
  const date = dateStampText(await page.evaluate(() => navigator.language), new Date());
  expect(await placement.textContent()).toContain(date);
  const [signed] = await readPdf((await saveSigned(page)).bytes);
  expectRectClose(signed.images[0], placed);
  expect(signed.text).toContain('Page 1 text');
  expect(signed.text).toContain(date);
  expect(tracked.blocked).toEqual([]);
  expect(cspReports(tracked)).toEqual([]);
  await tracked.context.close();
});

// Synthetic touches reach the page as pointer events (the drag code sees pointerType "touch");
// they bypass the browser's panning, so the CSS touch-action rule is not what this checks.
test('touch: a tap places the signature and a finger drags it', async () => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(baseURL() + '/sign');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await openPdf(page, 'phone.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await chooseSignature(page);
  const sheet = page.getByTestId('pdf-page').first();
  await sheet.scrollIntoViewIfNeeded();
  const box = (await sheet.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
  const placement = page.getByTestId('placement');
  await expect.poll(() => placement.count()).toBe(1);
  const before = (await placement.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const x = before.x + before.width / 2;
  const y = before.y + before.height / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number, dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y: y + dy }],
    });
  await touch('touchStart', 0, 0);
  for (let step = 1; step <= 5; step++) await touch('touchMove', -6 * step, 8 * step);
  await touch('touchEnd', 0, 0);
  const after = (await placement.boundingBox())!;
  expect(after.x - before.x).toBeCloseTo(-30, 0);
  expect(after.y - before.y).toBeCloseTo(40, 0);
  await context.close();
});
