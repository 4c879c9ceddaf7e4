// The Capture screen's layout keeps still where it should (issue 23): starting the camera does
// not push the controls down (the hint line's place is kept; the live preview and its toggles
// come after the controls), and the "Captured" cue of capture by itself does not cover the guide
// box's label. On a desktop window and on a 375 px phone. A fake camera fed a generated video.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeCameraFlags } from './support/fake-camera.ts';
import { stillVideo } from './support/guidance-video.ts';
import { button, openGuidedCapture, shownHint, startCamera } from './guidance-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(stillVideo('sharp')));
});
afterAll(async () => {
  await browser?.close();
});

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
])('on a %s', (_, viewport) => {
  test('starting the camera moves none of the controls', async () => {
    const { page, context } = await openGuidedCapture(browser, { viewport });
    const start = button(page, 'Start');
    const capture = button(page, 'Capture');
    const before = [await top(start), await top(capture)];
    await startCamera(page);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe('ready');
    // The live preview has drawn: everything live guidance shows is on screen.
    await page.getByTestId('live-preview').waitFor();
    expect([await top(start), await top(capture)]).toEqual(before);
    // The hint line sits between the live view and the controls.
    const hint = (await page.getByTestId('live-hint').boundingBox())!;
    const video = (await page.getByTestId('camera-video').boundingBox())!;
    expect(hint.y).toBeGreaterThanOrEqual(video.y + video.height);
    expect(hint.y + hint.height).toBeLessThanOrEqual(before[0]);
    await context.close();
  });

  test('the Captured cue leaves the guide box’s label readable', async () => {
    const { page, context } = await openGuidedCapture(browser, { viewport });
    await startCamera(page);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe('ready');
    await page.getByLabel('Capture by itself').check();
    const cue = page.getByTestId('live-cue').locator('span');
    await cue.waitFor({ timeout: 5000 });
    // Both boxes read in one frame: two reads could straddle a layout step of the capture.
    const [a, b] = await page.evaluate(() =>
      ['[data-testid="live-cue"] span', '.guide-box-label'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      }),
    );
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await context.close();
  });
});
