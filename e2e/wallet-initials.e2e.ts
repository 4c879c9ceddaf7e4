// Initials (issue 24): captured like a signature, with a guide box shaped for initials (1.5 : 1)
// whose area is what is captured, and kept as initials by default. A fake camera.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeCameraFlags } from './support/fake-camera.ts';
import { stillVideo } from './support/guidance-video.ts';
import { button, openGuidedCapture, startCamera } from './guidance-support.ts';
import { storedRecords, walletNames } from './wallet-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(stillVideo('sharp')));
});
afterAll(async () => {
  await browser?.close();
});

test('Initials: a 1.5 : 1 guide box, a capture of that shape, kept as initials', async () => {
  const { page, context } = await openGuidedCapture(browser);
  await startCamera(page);
  const box = page.getByTestId('guide-box');
  const ratio = async () => {
    const { width, height } = (await box.boundingBox())!;
    return (width - 4) / (height - 4); // the border sits 2 px outside the captured area
  };
  expect(await ratio()).toBeCloseTo(3, 1);
  await page.getByRole('radio', { name: 'Initials', exact: true }).check();
  await expect.poll(ratio).toBeCloseTo(1.5, 1);
  await page.locator('.guide-box-label').getByText('Place your initials inside this box').waitFor();

  await button(page, 'Capture').click();
  const captured = page.getByTestId('preview').locator('img[data-kind="captured"]');
  await captured.waitFor();
  const size = await captured.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size[0] / size[1]).toBeGreaterThan(1.35);
  expect(size[0] / size[1]).toBeLessThan(1.65);

  await button(page, 'Clean').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await button(page, 'Keep in My signatures').click();
  // The Keep form's own kind radio (the screen's switch has the same names).
  const form = page.locator('.keep-form');
  expect(await form.getByRole('radio', { name: 'Initials', exact: true }).isChecked()).toBe(true);
  expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Initials');
  await form.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect.poll(() => walletNames(page)).toEqual(['Initials (Initials)']);
  expect((await storedRecords(page)).records).toBe(1);

  // Back to Signature: the spec's box again.
  await page.getByRole('radio', { name: 'Signature', exact: true }).first().check();
  await expect.poll(ratio).toBeCloseTo(3, 1);
  await context.close();
});
