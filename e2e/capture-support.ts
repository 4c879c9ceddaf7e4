// Shared steps of the Capture screen's camera tests: a Capture page with tracked camera tracks,
// Start with the video playing, and the known frame the fake camera shows to compare captures with.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, openTrackedPage, type PageOptions } from './support/browser.ts';
import { FRAME_WIDTH, fullRange, knownLuma, trackingScript } from './support/fake-camera.ts';
import { videoPlays } from './support/live-video.ts';

export async function openCapture(target: Browser, options: PageOptions = {}) {
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

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const liveTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveTracks(): number }).__liveTracks());

export async function startCamera(page: Page) {
  await button(page, 'Start').click();
  await expect.poll(() => page.getByLabel('Camera', { exact: true }).isEnabled()).toBe(true);
  await videoPlays(page);
}

/** Where the spec's guide box lands in the 640×480 frame for the displayed video. */
export async function expectedCrop(page: Page) {
  const { clientWidth } = await page
    .getByTestId('camera-video')
    .evaluate((v: HTMLVideoElement) => ({ clientWidth: v.clientWidth }));
  const scale = FRAME_WIDTH / clientWidth;
  const width = FRAME_WIDTH * 0.6; // 60% of the video width on a desktop screen
  return { x: (FRAME_WIDTH - width) / 2, y: 10 * scale, width, height: width / 3 };
}

export function compareWithKnownFrame(
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
