// A 48-megapixel phone photo (made once, in the test) opened, cropped and cleaned at full
// resolution in the clean worker (the main thread's long tasks meanwhile are a figure of
// `npm run bench:browser`, since they depend on the machine's load); a long clean shows progress and can be
// cancelled, keeping the previous result; a big photo then a small one ends with the small one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { workerCountScript } from './support/worker-count.ts';
import { makePhoto, pickFile, untrimmed } from './photo-support.ts';

type Counted = { __liveWorkers(name: string): number };

const WIDTH = 8000;
const HEIGHT = 6000;

let browser: Browser;
let big: Buffer;
let bigPath: string;
let small: Buffer;
let huge: Buffer; // 9000×6000: 54 MP, over the 50-MP budget

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  // The sample four times its size in the middle of a 48-MP sheet.
  big = await makePhoto(page, {
    width: WIDTH,
    height: HEIGHT,
    type: 'image/jpeg',
    at: { x: 2800, y: 2000, width: 2328, height: 1968 },
  });
  // Picked from disk, as a person would: the browser reads the file itself.
  bigPath = join(mkdtempSync(join(tmpdir(), 'inklift-photo-')), 'phone.jpg');
  writeFileSync(bigPath, big);
  huge = await makePhoto(page, {
    width: 9000,
    height: 6000,
    type: 'image/jpeg',
    at: { x: 3000, y: 2000, width: 2328, height: 1968 },
  });
  small = await makePhoto(page, {
    width: 900,
    height: 700,
    type: 'image/png',
    at: { x: 150, y: 100, width: 582, height: 492 },
  });
  await page.close();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const cleaned = (page: Page) => page.getByTestId('preview').locator('img[data-kind="cleaned"]');

test('a 48-MP photo is opened, cropped and cleaned at full resolution, in the clean worker', async () => {
  const tracked = await openTrackedPage(browser, {
    acceptDownloads: true,
    initScripts: [workerCountScript],
  });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await page.getByLabel('Open a photo').setInputFiles(bigPath);
  const box = page.getByTestId('crop-box');
  await box.waitFor({ timeout: 60_000 });
  const label = (await box.getAttribute('aria-label')) ?? '';
  const [, width, height] = (/(\d+) × (\d+)/.exec(label) ?? []).map(Number);
  // Full resolution: the proposal is in the photo's own pixels, around the 2328×1968 sample.
  expect(width).toBeGreaterThan(2000);
  expect(height).toBeGreaterThan(1700);
  await box.press('Shift+ArrowLeft'); // one step is 1% of 8000 px
  await button(page, 'Use this area').click();
  await cleaned(page).waitFor({ timeout: 90_000 });
  await untrimmed(page, { width: width - 80, height }); // the whole crop, to compare sizes
  await page.waitForTimeout(300);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save PNG').click(),
  ]);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  expect({ width: png.width, height: png.height }).toEqual({ width: width - 80, height });
  // The picture was decoded and cleaned off the main thread: by the clean worker, still alive.
  expect(await page.evaluate(() => (window as unknown as Counted).__liveWorkers('clean'))).toBe(1);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a long clean shows progress and Cancel keeps the previous result', async () => {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'small.png', mimeType: 'image/png', buffer: small });
  await button(page, 'Use this area').click();
  await cleaned(page).waitFor();
  const before = await cleaned(page).evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);

  await pickFile(page, { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: big });
  const box = page.getByTestId('crop-box');
  await box.waitFor({ timeout: 60_000 });
  // The whole 48-MP sheet: a long clean.
  for (let i = 0; i < 3; i++) await box.press('Shift+ArrowRight');
  await box.press('Enter');
  const status = page.getByTestId('work-status');
  await status.waitFor({ timeout: 10_000 });
  expect(await button(page, 'Save PNG').isDisabled()).toBe(true); // never Save while a clean runs
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/previous result/);
  expect(await status.count()).toBe(0);
  expect(
    await cleaned(page).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual(before);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save PNG').click(),
  ]);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  expect([png.width, png.height]).toEqual(before);
  await tracked.context.close();
});

test('a 48-MP photo then at once a small one: the small one is what opens', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: big });
  await pickFile(page, { name: 'small.png', mimeType: 'image/png', buffer: small });
  await page.getByTestId('crop-box').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500); // the big one would have answered by now if it could
  const picture = await page
    .locator('.crop-picture')
    .evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height]);
  expect(picture).toEqual([900, 700]);
  await button(page, 'Use this area').click();
  await cleaned(page).waitFor();
  await tracked.context.close();
});

test('a photo over 50 MP is scaled to 50 MP with a notice, not an error', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge });
  const box = page.getByTestId('crop-box');
  await box.waitFor({ timeout: 60_000 });
  await page
    .getByRole('status')
    .filter({ hasText: 'This photo has 54 megapixels; it was scaled to 50' })
    .waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  // The proposal is in the scaled picture's pixels: the sample shrank by √(50/54).
  const label = (await box.getAttribute('aria-label')) ?? '';
  const [, width] = (/(\d+) × (\d+)/.exec(label) ?? []).map(Number);
  expect(width).toBeLessThan(2328 * 1.2);
  await page.getByRole('button', { name: 'Use this area' }).click();
  await cleaned(page).waitFor({ timeout: 60_000 });
  await tracked.context.close();
});
