// The Capture screen with several cameras and with failing ones, in real Chromium: the back
// camera first and unmirrored, switching, 50 random actions that leave no camera on, and a
// denied, missing or busy camera each told plainly with Start working again.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { previewPixels } from './support/preview.ts';
import {
  FRONT_AND_BACK,
  fakeCameraFlags,
  trackingScript,
  writeKnownY4m,
} from './support/fake-camera.ts';
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

describe('several cameras (front and back)', () => {
  test('Start picks the back camera, unmirrored; switching restarts with the chosen one', async () => {
    const tracked = await openCapture(browser, { initScripts: [trackingScript(FRONT_AND_BACK)] });
    const { page } = tracked;
    await startCamera(page);
    const select = page.getByLabel('Camera', { exact: true });
    await expect.poll(() => select.inputValue()).toBe('back-id');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Front camera',
      'Back camera',
    ]);
    expect(
      await page.getByTestId('camera-video').evaluate((v) => getComputedStyle(v).transform),
    ).toBe('none');

    // Unmirrored, the capture still reads the right way round.
    await button(page, 'Capture').click();
    const captured = await previewPixels(page);
    const match = compareWithKnownFrame(captured, await expectedCrop(page));
    expect(match.wrong / match.total).toBeLessThan(0.01);

    await select.selectOption('front-id');
    await expect
      .poll(() => page.getByTestId('camera-video').evaluate((v) => getComputedStyle(v).transform))
      .toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect.poll(() => liveTracks(page)).toBe(1);
    const requests = await page.evaluate(
      () => (window as unknown as { __requests: { video: { deviceId?: unknown } }[] }).__requests,
    );
    expect(requests.at(-1)?.video.deviceId).toEqual({ exact: 'front-id' });
    await button(page, 'Stop').click();
    await expect.poll(() => liveTracks(page)).toBe(0);
    await tracked.context.close();
  });

  test('50 random actions leave no live camera', async () => {
    const tracked = await openCapture(browser, { initScripts: [trackingScript(FRONT_AND_BACK)] });
    const { page } = tracked;
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const actions = ['start', 'stop', 'switch', 'capture', 'clean', 'navigate'] as const;
    for (let i = 0; i < 50; i++) {
      const action = actions[Math.floor(random() * actions.length)];
      const click = (name: string) =>
        button(page, name)
          .click({ timeout: 200, force: true })
          .catch(() => undefined);
      if (action === 'start') await click('Start');
      else if (action === 'stop') await click('Stop');
      else if (action === 'capture') await click('Capture');
      else if (action === 'clean') await click('Clean');
      else if (action === 'switch') {
        await page
          .getByLabel('Camera', { exact: true })
          .selectOption(random() < 0.5 ? 'front-id' : 'back-id', { timeout: 200, force: true })
          .catch(() => undefined);
      } else {
        // Leave and come back through the header (the page is not reloaded).
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'About' }).click();
        if (random() < 0.7) await nav.getByRole('link', { name: 'Capture' }).click();
      }
      if (random() < 0.3) await page.waitForTimeout(Math.floor(random() * 150));
    }
    // Settle: whatever is still pending resolves, then the screen is left.
    await page.waitForTimeout(500);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect.poll(() => liveTracks(page), { timeout: 20_000 }).toBe(0);
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  });
});

describe('camera failures', () => {
  test('permission denied: an announced message saying how to allow it; Start works again', async () => {
    const denied = await launchBrowser(fakeCameraFlags(y4m, 'deny'));
    try {
      const tracked = await openCapture(denied);
      const { page } = tracked;
      await button(page, 'Start').click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/blocked.*Allow the camera/);
      expect(
        tracked.console.some(
          (line) => line.startsWith('error') && line.includes('NotAllowedError'),
        ),
      ).toBe(true);
      expect(await button(page, 'Start').isEnabled()).toBe(true);
      await button(page, 'Start').click();
      await alert.waitFor();
      expect(tracked.pageErrors).toEqual([]);
      await tracked.context.close();
    } finally {
      await denied.close();
    }
  });

  test('no camera: a message, no crash', async () => {
    const none = await launchBrowser(['--use-fake-ui-for-media-stream']);
    try {
      const tracked = await openCapture(none);
      const { page } = tracked;
      await button(page, 'Start').click();
      await page.getByRole('alert').filter({ hasText: 'No camera was found' }).waitFor();
      expect(await button(page, 'Start').isEnabled()).toBe(true);
      expect(tracked.pageErrors).toEqual([]);
      await tracked.context.close();
    } finally {
      await none.close();
    }
  });

  test('a camera busy in another app', async () => {
    const busy = `(() => { navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Could not start video source', 'NotReadableError')); })();`;
    const tracked = await openCapture(browser, { initScripts: [trackingScript(), busy] });
    const { page } = tracked;
    await button(page, 'Start').click();
    await page.getByRole('alert').filter({ hasText: 'in use by another app' }).waitFor();
    await tracked.context.close();
  });
});
