// The cleaners in the app: photos clean enhanced by default; the switch re-cleans at once, and an
// implausible spec result (a shadow taken for ink) is explained and fixed in one click.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { previewPixels } from './support/preview.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A photo of a signature whose left half lies in a hand's shadow. */
function shadowedSignature() {
  const width = 900;
  const height = 300;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = x < 450 ? 0.5 : 1;
      const ink =
        (y >= 148 && y < 152 && x > 60 && x < 840) || (x >= 200 && x < 204 && y > 60 && y < 240);
      const v = Math.round((ink ? 40 : 240) * light);
      const i = (y * width + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  }
  return { buffer: PNG.sync.write(png), pixels: width * height };
}

/** Opens the photo and uses the proposed area (the shadow makes it most of the photo). */
async function openAndUse(page: Page, buffer: Buffer) {
  await page
    .getByLabel('Open a photo')
    .setInputFiles({ name: 'shadow.png', mimeType: 'image/png', buffer });
  await page.getByRole('button', { name: 'Use this area' }).click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
}

/** The share of the cleaned preview that is ink (alpha > 0). */
async function opaqueShare(page: Page) {
  const { data, width, height } = await previewPixels(page, 'cleaned');
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) opaque++;
  return opaque / (width * height);
}

test('an implausible result is explained, and enhanced cleaning fixes it in one click', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  const photo = shadowedSignature();
  await openAndUse(page, photo.buffer);
  const toggle = page.getByLabel('Enhanced cleaning — for shadows and thin pens');
  expect(await toggle.isChecked()).toBe(true); // photos clean enhanced by default
  await toggle.uncheck();
  await expect.poll(() => opaqueShare(page)).toBeGreaterThan(0.25);
  const warning = page.getByText('more than a quarter of the photo turned into ink');
  await warning.waitFor();

  await page.getByRole('button', { name: 'Use enhanced cleaning' }).click();
  await expect.poll(() => warning.count()).toBe(0);
  await expect.poll(() => opaqueShare(page)).toBeLessThan(0.05);
  expect(await toggle.isChecked()).toBe(true);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('switching the cleaner re-cleans the current capture at once', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  const photo = shadowedSignature();
  await openAndUse(page, photo.buffer);
  const enhancedShare = await opaqueShare(page);
  const toggle = page.getByLabel('Enhanced cleaning — for shadows and thin pens');
  await toggle.uncheck();
  await expect.poll(() => opaqueShare(page)).toBeGreaterThan(enhancedShare * 5);
  await toggle.check();
  await expect.poll(() => opaqueShare(page)).toBeCloseTo(enhancedShare, 5);
  await tracked.context.close();
});
