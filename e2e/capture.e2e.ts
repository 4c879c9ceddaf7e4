// The Capture screen in real Chromium with a fake camera fed by a known video: start, capture
// (pixels checked against the known frame), clean, save (a real download), stop, the timer, and
// leaving the screen or losing the camera. Several cameras and camera failures are in
// capture-cameras.e2e.ts; photos in photo*.e2e.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { launchBrowser } from './support/browser.ts';
import { previewPixels } from './support/preview.ts';
import { fakeCameraFlags, knownLuma, writeKnownY4m } from './support/fake-camera.ts';
import {
  button,
  compareWithKnownFrame,
  expectedCrop,
  liveTracks,
  openCapture,
  startCamera,
} from './capture-support.ts';

let browser: Browser;
const y4m = writeKnownY4m();

beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(y4m));
});
afterAll(async () => {
  await browser?.close();
});

describe('with the fake camera', () => {
  test('Start, Capture, Clean, Save, Stop', async () => {
    const tracked = await openCapture(browser);
    const { page } = tracked;
    expect(await page.getByText('Capture your signature to see it here').isVisible()).toBe(true);
    expect(await button(page, 'Capture').isDisabled()).toBe(true);
    expect(await button(page, 'Clean').isDisabled()).toBe(true);
    expect(await button(page, 'Save').isDisabled()).toBe(true);
    // The camera list can be used before Start (the choice is remembered; Start uses it).
    await expect.poll(() => page.getByLabel('Camera', { exact: true }).isEnabled()).toBe(true);

    await startCamera(page);
    const options = await page
      .getByLabel('Camera', { exact: true })
      .locator('option')
      .allTextContents();
    expect(options.length).toBe(1);
    expect(options[0]).toContain('signature.y4m'); // the file-fed device is labelled with its path
    expect(await page.getByText('Place your signature inside this box').isVisible()).toBe(true);
    // The file-fed camera reports no facing mode, so the live view is mirrored.
    expect(
      await page.getByTestId('camera-video').evaluate((v) => getComputedStyle(v).transform),
    ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    const request = await page.evaluate(
      () => (window as unknown as { __requests: unknown[] }).__requests[0],
    );
    expect(request).toMatchObject({ video: { width: { ideal: 1920 }, height: { ideal: 1080 } } });

    await button(page, 'Capture').click();
    await expect
      .poll(() => page.getByTestId('announcer').textContent())
      .toBe('Signature captured.');
    const captured = await previewPixels(page);
    const crop = await expectedCrop(page);
    expect(Math.abs(captured.width - crop.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(captured.height - crop.height)).toBeLessThanOrEqual(1);
    const match = compareWithKnownFrame(captured, crop);
    expect(match.ink).toBeGreaterThan(1000);
    expect(match.wrong / match.total).toBeLessThan(0.01);

    await button(page, 'Clean').click();
    await expect
      .poll(() => page.getByTestId('announcer').textContent())
      .toBe('Background removed.');
    expect(await page.getByTestId('preview').locator('img').getAttribute('data-kind')).toBe(
      'cleaned',
    );
    // Compared pixel by pixel with the frame, so the whole crop: trim off (it is on by default).
    await page.getByLabel('Trim to the signature').uncheck();
    await expect.poll(async () => (await previewPixels(page)).width).toBe(crop.width);
    const cleaned = await previewPixels(page);
    let inkOpaque = 0;
    let paperTransparent = 0;
    let wrong = 0;
    for (let y = 0; y < cleaned.height; y++) {
      for (let x = 0; x < cleaned.width; x++) {
        const isInk = knownLuma(Math.round(crop.x) + x, Math.round(crop.y) + y) < 128;
        const alpha = cleaned.data[(y * cleaned.width + x) * 4 + 3];
        if (isInk && alpha === 255) inkOpaque++;
        else if (!isInk && alpha === 0) paperTransparent++;
        else wrong++;
      }
    }
    expect(inkOpaque).toBeGreaterThan(1000);
    expect(paperTransparent).toBeGreaterThan(cleaned.width * cleaned.height * 0.8);
    expect(wrong / (cleaned.width * cleaned.height)).toBeLessThan(0.01);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Save PNG').click(),
    ]);
    expect(download.suggestedFilename()).toBe('signature.png');
    const png = PNG.sync.read(readFileSync((await download.path())!));
    expect(png.width).toBe(cleaned.width);
    expect(png.height).toBe(cleaned.height);
    let transparent = 0;
    let opaque = 0;
    for (let i = 3; i < png.data.length; i += 4) {
      if (png.data[i] === 0) transparent++;
      else if (png.data[i] === 255) opaque++;
    }
    expect(transparent).toBeGreaterThan(0);
    expect(opaque).toBeGreaterThan(0);

    await button(page, 'Stop').click();
    await expect.poll(() => liveTracks(page)).toBe(0);
    expect(await page.getByLabel('Camera', { exact: true }).isEnabled()).toBe(true);
    expect(await button(page, 'Capture').isDisabled()).toBe(true);
    expect(
      await page.getByTestId('camera-video').evaluate((v: HTMLVideoElement) => v.srcObject),
    ).toBe(null);
    expect(tracked.pageErrors).toEqual([]);
    expect(tracked.blocked).toEqual([]);
    await tracked.context.close();
  });

  test('Save without Clean saves the capture; a new capture discards the cleaned result', async () => {
    const tracked = await openCapture(browser);
    const { page } = tracked;
    await startCamera(page);
    await button(page, 'Capture').click();
    await page.getByTestId('preview').locator('img[data-kind="captured"]').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Save').click(),
    ]);
    expect(download.suggestedFilename()).toBe('signature.png');
    const png = PNG.sync.read(readFileSync((await download.path())!));
    expect(png.data[3]).toBe(255); // the capture itself is opaque

    await button(page, 'Clean').click();
    await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
    await page.locator('h1').click(); // focus off the buttons (Space on a button presses it)
    await page.keyboard.press('Space'); // Space captures while the camera is on
    await page.getByTestId('preview').locator('img[data-kind="captured"]').waitFor();

    await button(page, 'Discard').click();
    await page.getByText('Capture your signature to see it here').waitFor();
    expect(await button(page, 'Save').isDisabled()).toBe(true);
    expect(await button(page, 'Clean').isDisabled()).toBe(true);
    expect(await button(page, 'Save PNG').count()).toBe(0); // the result's actions went with it
    await tracked.context.close();
  });

  test('the 3-second timer captures hands-free', async () => {
    const tracked = await openCapture(browser);
    const { page } = tracked;
    await startCamera(page);
    await page.getByLabel('Capture after 3 seconds').check();
    const started = Date.now();
    await button(page, 'Capture').click();
    await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/Capturing in/);
    await page
      .getByTestId('preview')
      .locator('img[data-kind="captured"]')
      .waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await tracked.context.close();
  });

  test('leaving the Capture screen stops the camera', async () => {
    const tracked = await openCapture(browser);
    const { page } = tracked;
    await startCamera(page);
    expect(await liveTracks(page)).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => liveTracks(page)).toBe(0);
    await tracked.context.close();
  });

  test('a camera that disappears returns the screen to off with a message', async () => {
    const tracked = await openCapture(browser);
    const { page } = tracked;
    await startCamera(page);
    await page.evaluate(() => {
      const tracks = (window as unknown as { __tracks: MediaStreamTrack[] }).__tracks;
      const track = tracks[tracks.length - 1];
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await page.getByRole('alert').filter({ hasText: 'disconnected' }).waitFor();
    expect(await button(page, 'Start').isEnabled()).toBe(true);
    expect(await button(page, 'Capture').isDisabled()).toBe(true);
    expect(await liveTracks(page)).toBe(0);
    await tracked.context.close();
  });
});
