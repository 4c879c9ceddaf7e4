// Fill & Sign on the Sign page (issue 25): text typed in place, today's date, a tick and a cross,
// initials repeated on every page, Undo by button and by Ctrl+Z, all by keyboard too; saved
// flattened, the typed text is in the page content and every page and its text are kept;
// replacing or leaving unsaved work asks first.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { formFields, makePdf, readPdf } from './sign-fixtures.ts';
import { chooseSignature, openPdf, saveSigned, waitForDocument } from './sign-support.ts';
import { makePhoto } from './photo-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const said = (page: Page) => page.getByTestId('announcer').textContent();

async function clickPage(page: Page, index: number, x: number, y: number) {
  const sheet = page.getByTestId('pdf-page').nth(index);
  await sheet.scrollIntoViewIfNeeded();
  const box = (await sheet.boundingBox())!;
  await sheet.click({ position: { x: box.width * x, y: box.height * y } });
}

test('text, date, tick and cross, initials on every page, undo; saved flattened', async () => {
  const original = await makePdf(
    [{ size: [612, 792] }, { size: [842, 595], rotate: 90 }, { size: [612, 792] }],
    { formField: true },
  );
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'form.pdf', original);
  await waitForDocument(page, 3);
  await chooseSignature(page);

  // Text: placed by a click, typed in place.
  await radio(page, 'Text').check();
  await clickPage(page, 0, 0.3, 0.2);
  const text = page.getByRole('group', { name: 'Text on page 1' });
  await text.waitFor();
  // Typed at once (the new box has the caret), and a click into it keeps typing there.
  await page.keyboard.type('Ada');
  await text.getByRole('textbox').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Lovelace');
  expect(await text.getByRole('textbox').inputValue()).toBe('Ada Lovelace');
  // Escape leaves the text for the box: an arrow moves it, Backspace would not erase letters.
  const textBefore = (await text.boundingBox())!;
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await text.boundingBox())!.y).toBeGreaterThan(textBefore.y);
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp'); // back in the text: the caret moves, not the box
  expect(await text.getByRole('textbox').inputValue()).toBe('Ada Lovelace');
  await expect.poll(() => said(page)).toBe('Text on page 1: placed.');
  // Blue ink: the text box placed last takes it.
  await radio(page, 'Blue').check();
  await expect
    .poll(() => text.getByRole('textbox').evaluate((el) => getComputedStyle(el).color))
    .toBe('rgb(23, 51, 154)');
  // Larger text, by its own button.
  await text.getByRole('textbox').focus();
  await text.getByRole('button', { name: 'Larger text' }).click();

  // A tick by keyboard: the tool, then Add to this page, then arrows move it.
  await radio(page, 'Tick ✓').check();
  await button(page, 'Add to this page').click();
  const tick = page.getByRole('group', { name: 'Tick on page 1' });
  await tick.waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Tick on page 1');
  const before = (await tick.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await tick.boundingBox())!.x).toBeGreaterThan(before.x);

  // A cross, then Undo removes it; Ctrl+Z undoes the tick's move.
  await radio(page, 'Cross ✗').check();
  await clickPage(page, 0, 0.6, 0.6);
  await page.getByRole('group', { name: 'Cross on page 1' }).waitFor();
  await button(page, 'Undo').click();
  await expect.poll(() => page.getByRole('group', { name: 'Cross on page 1' }).count()).toBe(0);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await tick.boundingBox())!.x).toBeCloseTo(before.x, 0);

  // The date, in the document's language (en-US here).
  await radio(page, 'Date').check();
  await clickPage(page, 0, 0.7, 0.9);
  const date = page.getByRole('group', { name: 'Date on page 1' });
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  expect(await date.getByRole('textbox').inputValue()).toBe(today);

  // Initials: the signature at the bottom corner of page 1, repeated on every page.
  await radio(page, 'Signature').check();
  await clickPage(page, 0, 0.85, 0.95);
  await button(page, 'Repeat on every page').click();
  await expect.poll(() => said(page)).toBe('Copied to 2 more pages.');
  await expect.poll(() => page.getByTestId('placement').count()).toBe(6);
  await expectNoAxeViolations(page, 'the Sign page with text, marks, a date and initials');

  const saved = await saveSigned(page);
  const after = await readPdf(saved.bytes);
  expect(after.map((p) => [p.width, p.height, p.rotate])).toEqual([
    [612, 792, 0],
    [595, 842, 90],
    [612, 792, 0],
  ]);
  expect(after[0].text).toContain('Page 1 text');
  expect(after[0].text).toContain('Ada Lovelace');
  expect(after[0].text).toContain(today);
  expect(after.map((p) => p.images.length)).toEqual([1, 1, 1]);
  for (const p of after) expect(p.images[0].upright).toBe(true);
  // The same corner of each page: right and bottom, whatever its size and rotation.
  for (const p of after) {
    const image = p.images[0];
    expect((image.left + image.width / 2) / p.width).toBeGreaterThan(0.75);
    expect((image.top + image.height / 2) / p.height).toBeGreaterThan(0.85);
  }
  // Flattened, but the field nobody touched stays a live field with its value.
  expect(await formFields(saved.bytes)).toEqual({ 'customer.name': 'Ada' });
  expect(tracked.blocked).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('in German: the tools, the items and the date speak German', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, locale: 'de-DE' });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'formular.pdf', await makePdf([{ size: [595, 842] }]));
  await waitForDocument(page, 1);
  await radio(page, 'Datum').check();
  await clickPage(page, 0, 0.5, 0.5);
  const date = page.getByRole('group', { name: 'Datum auf Seite 1' });
  const heute = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(new Date());
  expect(await date.getByRole('textbox').inputValue()).toBe(heute);
  await radio(page, 'Haken ✓').check();
  await clickPage(page, 0, 0.2, 0.2);
  await page.getByRole('group', { name: 'Haken auf Seite 1' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unterschriebenes PDF speichern' }).click(),
  ]);
  const after = await readPdf(
    new Uint8Array(await (await import('node:fs')).promises.readFile((await download.path())!)),
  );
  expect(after[0].text).toContain(heute);
  await tracked.context.close();
});

test('a photo as the signature image: cropped, then its paper removed by the enhanced cleaner', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  const photo = await makePhoto(page, {
    width: 1200,
    height: 900,
    type: 'image/jpeg',
    at: { x: 200, y: 300, width: 800, height: 260 },
  });
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await page
    .getByLabel('Choose a signature image')
    .setInputFiles({ name: 'signature.jpg', mimeType: 'image/jpeg', buffer: photo });
  // The crop step opens over the document on the signature it found; Cancel changes nothing.
  const crop = page.getByRole('dialog', { name: 'The signature in your photo' });
  await crop.getByRole('button', { name: 'Use this area' }).waitFor({ timeout: 60_000 });
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => crop.count()).toBe(0);
  expect(await page.getByTestId('signature-thumb').count()).toBe(0);
  await page
    .getByLabel('Choose a signature image')
    .setInputFiles({ name: 'signature.jpg', mimeType: 'image/jpeg', buffer: photo });
  await crop.getByRole('button', { name: 'Use this area' }).click({ timeout: 60_000 });
  const thumb = page.getByTestId('signature-thumb');
  await thumb.waitFor({ state: 'attached', timeout: 60_000 });
  await expect.poll(() => crop.count()).toBe(0);
  // Transparent paper: the corners of the cleaned signature are see-through, and it is
  // trimmed to the handwriting (far smaller than the photo).
  const seen = await thumb.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let clear = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] === 0) clear++;
    return { width: img.naturalWidth, height: img.naturalHeight, clear: clear / (data.length / 4) };
  });
  expect(seen.clear).toBeGreaterThan(0.5);
  expect(seen.width).toBeLessThan(1000);
  await clickPage(page, 0, 0.5, 0.5);
  await page.getByRole('group', { name: 'Signature on page 1' }).waitFor();
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('opening another PDF over unsaved work asks first; after Save it does not', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'first.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await radio(page, 'Tick ✓').check();
  await button(page, 'Add to this page').click();
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await openPdf(page, 'second.pdf', await makePdf([{ size: [612, 792] }, { size: [612, 792] }]));
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('first.pdf');
  expect(await page.getByTestId('placement').count()).toBe(1); // kept: the reader said no
  await saveSigned(page);
  await openPdf(page, 'second.pdf', await makePdf([{ size: [612, 792] }, { size: [612, 792] }]));
  await waitForDocument(page, 2); // saved work: no question
  expect(asked).toHaveLength(1);
  await tracked.context.close();
});

test('leaving for another page over unsaved work asks first; No keeps the work, and so does the tab', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const tickOn = async (pages: number) => {
    await page.goto(baseURL() + '/sign');
    await openPdf(page, 'lease.pdf', await makePdf([{ size: [612, 792] }]));
    await waitForDocument(page, pages);
    await radio(page, 'Tick ✓').check();
    await button(page, 'Add to this page').click();
  };
  const capture = page.getByRole('navigation').getByRole('link', { name: 'Capture', exact: true });
  await tickOn(1);
  await capture.click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^confirm: Leave this page\? .*lease\.pdf/);
  expect(new URL(page.url()).pathname).toBe('/sign');
  expect(await page.getByTestId('placement').count()).toBe(1); // kept: the reader said no
  // Yes leaves.
  answer = true;
  await capture.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect(asked).toHaveLength(2);
  // After Save nothing is asked.
  await tickOn(1);
  await saveSigned(page);
  await capture.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  expect(asked, asked.join(' | ')).toHaveLength(2);
  // Closing the tab over unsaved work: the browser asks (its own words); No keeps it open.
  answer = false;
  await tickOn(1);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.length).toBe(3);
  expect(asked[2]).toMatch(/^beforeunload:/);
  expect(page.isClosed()).toBe(false);
  expect(await page.getByTestId('placement').count()).toBe(1);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
