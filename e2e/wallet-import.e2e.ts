// Imports take only what can be used (issue 43, item 5): every picture decoded before the file
// is accepted (a cut-off PNG, bytes that only begin like one, a picture larger than its record
// says are refused by item, and nothing is added), one larger than a signature needs kept drawn
// down, an SVG from the file never written out again unless it is of the kind the app writes,
// names with direction overrides refused and long ones cut at a character's end; and a limit of
// 500 items, with a list that shows them a page at a time.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { button, resultOnCapture, storedRecords, walletNames } from './wallet-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const wallet = (page: Page) => page.locator('#my-signatures');

/** A real PNG of a stroke, made in the page: its base64 and size. */
async function strokePng(page: Page, width: number, height: number): Promise<string> {
  return page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const draw = canvas.getContext('2d')!;
      draw.lineWidth = Math.max(2, height / 20);
      draw.beginPath();
      draw.moveTo(width * 0.1, height * 0.6);
      draw.bezierCurveTo(width * 0.3, 0, width * 0.6, height, width * 0.9, height * 0.4);
      draw.stroke();
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
}

const entry = (png: string, width: number, height: number, change: object = {}) => ({
  kind: 'signature',
  name: 'Imported',
  width,
  height,
  ink: '#000000',
  origin: 'photo',
  created: 1,
  used: 1,
  svg: null,
  png,
  ...change,
});

const walletFile = (items: object[]) =>
  Buffer.from(JSON.stringify({ format: 'inklift-signatures', version: 1, items }));

async function importFile(page: Page, buffer: Buffer) {
  await page.getByLabel('Import from a file').setInputFiles({
    name: 'w.json',
    mimeType: 'application/json',
    buffer,
  });
}

test('pictures that cannot be used are refused by item; a large one is kept drawn down', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  const good = await strokePng(page, 400, 100);
  const bytes = Buffer.from(good, 'base64');
  const cut = bytes.subarray(0, Math.floor(bytes.length / 2)).toString('base64');
  const onlySignature = Buffer.concat([bytes.subarray(0, 8), Buffer.alloc(400, 7)]).toString(
    'base64',
  );
  const big = await strokePng(page, 3000, 1000);
  const refused = 'is not a picture that can be used';
  for (const [what, bad] of [
    ['cut off', entry(cut, 400, 100)],
    ['only the signature', entry(onlySignature, 400, 100)],
    ['larger than it says', entry(big, 400, 100)], // 3000 × 1000, the record says 400 × 100
  ] as const) {
    // Another message first, so that the one awaited is this file's.
    await importFile(page, Buffer.from('{"a":1}'));
    await wallet(page)
      .getByText('This file is not an InkLift signatures file.', { exact: false })
      .waitFor();
    await importFile(page, walletFile([entry(good, 400, 100), bad]));
    await wallet(page)
      .getByRole('alert')
      .filter({ hasText: `Item 2 of this file ${refused}` })
      .waitFor({ timeout: 20_000 })
      .catch(() => {
        throw new Error(`a picture ${what} was not refused`);
      });
    expect((await storedRecords(page)).records).toBe(0);
  }

  // A cut-off file of ours is damaged, not "not an InkLift file".
  const whole = walletFile([entry(good, 400, 100)]);
  await importFile(page, whole.subarray(0, whole.length - 20));
  await wallet(page)
    .getByText('This signatures file is damaged or incomplete. Nothing was changed.')
    .waitFor();

  const huge = await strokePng(page, 4800, 1600);
  await importFile(page, walletFile([entry(huge, 4800, 1600, { name: 'Large' })]));
  await page.getByText('Added 1 item.').waitFor();
  const thumb = wallet(page).getByTestId('wallet-item').locator('img');
  expect([await thumb.getAttribute('width'), await thumb.getAttribute('height')]).toEqual([
    '2400',
    '800',
  ]);
  expect(
    await thumb.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
  ).toBe(2400);
  await importFile(page, walletFile([entry(huge, 4800, 1600, { name: 'Large' })]));
  await page.getByText('Added 0 items (1 already here).').waitFor();
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('an SVG from a file is not written out again; names that turn text are refused, long ones cut whole', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  const good = await strokePng(page, 400, 100);
  const hostile =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><path d="M0 0L9 9"/></svg>';
  await importFile(page, walletFile([entry(good, 400, 100, { svg: hostile, name: 'Svg' })]));
  await page.getByText('Added 1 item.').waitFor();
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    wallet(page).getByRole('button', { name: 'Save SVG', exact: true }).click(),
  ]);
  const svg = readFileSync((await saved.path())!).toString('utf8');
  expect(svg).toContain('<path');
  expect(svg).not.toMatch(/<script|onload|alert/i);

  await importFile(page, walletFile([entry(good, 400, 100, { name: 'Jane\u202egnp.exe' })]));
  await page
    .getByText('This signatures file is damaged or incomplete.', { exact: false })
    .waitFor();
  await importFile(page, walletFile([entry(good, 400, 100, { name: '\u200b\u200d' })]));
  await page
    .getByText('This signatures file is damaged or incomplete.', { exact: false })
    .waitFor();
  expect((await storedRecords(page)).records).toBe(1);

  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // one grapheme, 11 units
  const long = 'a'.repeat(75) + family;
  await importFile(
    page,
    walletFile([entry(await strokePng(page, 401, 100), 401, 100, { name: long })]),
  );
  await page.getByText('Added 1 item.').waitFor();
  await expect.poll(() => walletNames(page)).toContain(`${'a'.repeat(75)} (Signature)`);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('at most 500 items: a file over the limit adds nothing, the list shows a page, Keep says so', async () => {
  const tracked = await resultOnCapture(browser);
  const { page } = tracked;
  const png = await strokePng(page, 300, 90);
  const items = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) => entry(png, 300, 90, { name: `Item ${from + i}` }));
  await importFile(page, walletFile(items(501)));
  await wallet(page)
    .getByText('This file has 501 new items, and My signatures has room for 500 more', {
      exact: false,
    })
    .waitFor();
  expect((await storedRecords(page)).records).toBe(0);

  await importFile(page, walletFile(items(5)));
  await page.getByText('Added 5 items.').waitFor();
  // More than a few items kept only here: Export is suggested, until they are exported.
  const suggestion = wallet(page).getByText('5 items are kept only in this browser.', {
    exact: false,
  });
  await suggestion.waitFor();
  await Promise.all([page.waitForEvent('download'), button(page, 'Export to a file').click()]);
  await expect.poll(() => suggestion.count()).toBe(0);

  await importFile(page, walletFile(items(495, 5)));
  await page.getByText('Added 495 items.').waitFor();
  await wallet(page).getByText('500 kept items').waitFor();
  expect(await wallet(page).getByTestId('wallet-item').count()).toBe(48);
  await wallet(page).getByRole('button', { name: 'Show 48 more', exact: true }).click();
  expect(await wallet(page).getByTestId('wallet-item').count()).toBe(96);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
    .toBe('wallet-item');

  await button(page, 'Keep in My signatures').click();
  await button(page, 'Keep').click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'My signatures is full: it holds at most 500 items.' })
    .waitFor();
  expect((await storedRecords(page)).records).toBe(500);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
