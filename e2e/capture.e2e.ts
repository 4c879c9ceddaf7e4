// The Capture screen in real Chromium with a fake camera fed by a known video: start, capture
// (pixels checked against the known frame), clean, save (a real download), stop, the failure
// messages, switching cameras, and no camera left on after any sequence of actions. Photos are
// tested in photo*.e2e.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage, type PageOptions } from './support/browser.ts';
import { previewPixels } from './support/preview.ts';
import {
  FRAME_WIDTH,
  FRONT_AND_BACK,
  fakeCameraFlags,
  fullRange,
  knownLuma,
  trackingScript,
  writeKnownY4m,
} from './support/fake-camera.ts';
import { videoPlays } from './support/live-video.ts';

let browser: Browser;
const y4m = writeKnownY4m();

beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(y4m));
});
afterAll(async () => {
  await browser?.close();
});

async function openCapture(target: Browser, options: PageOptions = {}) {
  const tracked = await openTrackedPage(target, {
    acceptDownloads: true,
    ...options,
    // The caller's scripts replace the default tracker (they wrap getUserMedia themselves).
    initScripts: options.initScripts ?? [trackingScript()],
  });
  await tracked.page.goto(baseURL() + '/');
  await tracked.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  return tracked;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const liveTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveTracks(): number }).__liveTracks());

async function startCamera(page: Page) {
  await button(page, 'Start').click();
  await expect.poll(() => page.getByLabel('Camera', { exact: true }).isEnabled()).toBe(true);
  await videoPlays(page);
}

/** Where the spec's guide box lands in the 640×480 frame for the displayed video. */
async function expectedCrop(page: Page) {
  const { clientWidth } = await page
    .getByTestId('camera-video')
    .evaluate((v: HTMLVideoElement) => ({ clientWidth: v.clientWidth }));
  const scale = FRAME_WIDTH / clientWidth;
  const width = FRAME_WIDTH * 0.6; // 60% of the video width on a desktop screen
  return { x: (FRAME_WIDTH - width) / 2, y: 10 * scale, width, height: width / 3 };
}

function compareWithKnownFrame(
  pixels: { width: number; height: number; data: ArrayLike<number> },
  crop: { x: number; y: number },
) {
  let wrong = 0;
  let ink = 0;
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const expected = fullRange(knownLuma(Math.round(crop.x) + x, Math.round(crop.y) + y));
      const actual = pixels.data[(y * pixels.width + x) * 4];
      if (expected < 128) ink++;
      if (Math.abs(actual - expected) > 48) wrong++;
    }
  }
  return { wrong, ink, total: pixels.width * pixels.height };
}

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
