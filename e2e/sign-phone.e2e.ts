// The Sign page on a phone (issue 25): the document comes first (the tools fold into one bar
// once a signature is ready), a double tap zooms and a second one fits the width again, two
// fingers pinch the zoom, a typed page number brings that page into view, and the handles of a
// placed item are 44 px to a finger; on a 375 × 667 phone the document starts in the first
// screen, fitted to the width.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser } from './support/browser.ts';
import { makePdf } from './sign-fixtures.ts';
import { makeFormPdf } from '../src/lib/pdf/fill-fixtures.test-helper.ts';
import { chooseSignature, openPdf, waitForDocument } from './sign-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('phone: tools fold, double tap and pinch zoom, page number, 44 px handles', async () => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(baseURL() + '/sign');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await openPdf(
    page,
    'phone.pdf',
    await makePdf([{ size: [612, 792] }, { size: [612, 792] }, { size: [612, 792] }]),
  );
  await waitForDocument(page, 3);
  await chooseSignature(page);
  // Folded: the tools' bar is one line, and the document starts within the first screen.
  await expect.poll(() => page.locator('.tools-sheet').getAttribute('open')).toBe(null);
  const scroller = page.getByTestId('pdf-scroller');
  expect((await scroller.boundingBox())!.y).toBeLessThan(844);

  const zoom = () => page.locator('.zoom-level').textContent();
  const fitted = Number((await zoom())!.replace('%', ''));
  const sheet = page.getByTestId('pdf-page').first();
  await sheet.scrollIntoViewIfNeeded();
  const box = (await sheet.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 3];
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
  await expect
    .poll(async () => Number((await zoom())!.replace('%', '')))
    .toBeCloseTo(2 * fitted, -1);
  expect(await page.getByTestId('placement').count()).toBe(0); // a double tap places nothing
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
  await expect.poll(zoom).toBe(`${fitted}%`);

  // Two fingers spread apart: the pages grow.
  const cdp = await context.newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let s = 30; s <= 80; s += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(s) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect
    .poll(async () => Number((await zoom())!.replace('%', '')))
    .toBeGreaterThan(fitted * 2);
  // Fit width gives way to the double tap on a touch phone: one fits the width again.
  expect(await page.locator('.zoom').getByRole('button', { name: 'Fit width' }).isVisible()).toBe(
    false,
  );
  // Somewhere on the first page inside the viewer's visible part.
  const view = (await scroller.boundingBox())!;
  const zoomedSheet = (await sheet.boundingBox())!;
  const zx = Math.max(view.x, zoomedSheet.x) + 20;
  const zy = Math.max(view.y, zoomedSheet.y) + 20;
  await page.touchscreen.tap(zx, zy);
  await page.touchscreen.tap(zx, zy);
  await expect.poll(zoom).toBe(`${fitted}%`);

  // A typed page number: that page is on screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  const number = page.getByLabel('Page', { exact: true });
  await number.fill('3');
  await number.press('Enter');
  await expect
    .poll(async () => {
      const third = (await page.locator('[data-page="3"]').boundingBox())!;
      return third.y >= -1 && third.y < 844;
    })
    .toBe(true);

  // One tap places (a moment later); the chosen item's handles are 44 px.
  const last = page.getByTestId('pdf-page').nth(2);
  const lastBox = (await last.boundingBox())!;
  await page.touchscreen.tap(lastBox.x + lastBox.width / 2, lastBox.y + 60);
  await expect.poll(() => page.getByTestId('placement').count()).toBe(1);
  const handle = (await page.locator('.placement-resize').boundingBox())!;
  expect(Math.round(handle.width)).toBeGreaterThanOrEqual(44);
  expect(Math.round(handle.height)).toBeGreaterThanOrEqual(44);
  await context.close();
});

test('a 375 × 667 phone shows the document in its first screen, fitted to the width', async () => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(baseURL() + '/sign');
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  // A plain letter-size PDF, then a form (Next place and Flatten add to the bar above it).
  for (const [name, pdf, lowest] of [
    // Sign with certificate's row (issue 47) costs each document one row of the first screen.
    ['letter.pdf', await makePdf([{ size: [612, 792] }, { size: [612, 792] }]), 0.7],
    ['form.pdf', Buffer.from(await makeFormPdf()), 0.82],
  ] as const) {
    await openPdf(page, name, pdf);
    await page.getByText(name, { exact: true }).waitFor();
    await waitForDocument(page, name === 'letter.pdf' ? 2 : 3);
    if (name === 'letter.pdf') await chooseSignature(page);
    await expect.poll(() => page.locator('.tools-sheet').getAttribute('open')).toBe(null);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The first page starts well inside the first screen, not below the fold.
    const sheet = (await page.getByTestId('pdf-page').first().boundingBox())!;
    expect(sheet.y, `${name}: the page's top on a 667 px screen`).toBeLessThan(667 * lowest);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  }
  // Fitted to the width: the widest page (the form's turned one) fills the scroller's width.
  const inner = await page.getByTestId('pdf-scroller').evaluate((element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  const widest = (await page.locator('[data-page="2"] [data-testid="pdf-page"]').boundingBox())!;
  expect(Math.abs(widest.width - inner)).toBeLessThanOrEqual(1);
  await context.close();
});
