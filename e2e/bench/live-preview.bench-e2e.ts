// Figures, not assertions: the live preview's rate with each cleaner, and the video's frame rate
// with the preview off and on in turns (the preview must not make the live view stutter). The
// fake camera shows a generated 1280×720 sharp signature at 30 frames/s.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { fakeCameraFlags } from '../support/fake-camera.ts';
import { stillVideo } from '../support/guidance-video.ts';
import { openGuidedCapture, rates, shownHint, startCamera } from '../guidance-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(stillVideo('sharp')));
});
afterAll(async () => {
  await browser.close();
});

test('live preview and video frame rates', async () => {
  const { page, context } = await openGuidedCapture(browser);
  await startCamera(page);
  await expect.poll(() => shownHint(page), { timeout: 30_000 }).toBe('ready');
  const spec = await rates(page, 5000);
  const preview = page.getByLabel('Live preview');
  let off = 0;
  let on = 0;
  for (let round = 0; round < 3; round++) {
    await preview.uncheck();
    off += (await rates(page, 2000)).framesPerSecond / 3;
    await preview.check();
    on += (await rates(page, 2000)).framesPerSecond / 3;
  }
  await page.keyboard.press('Space'); // the cleaner's option shows with a capture
  await page.getByLabel('Enhanced cleaning — for shadows and thin pens').check();
  await rates(page, 1000); // the enhanced previews take over
  const enhanced = await rates(page, 5000);
  console.table({
    'spec preview (/s, goal ≥ 8)': spec.previewsPerSecond.toFixed(1),
    'enhanced preview (/s)': enhanced.previewsPerSecond.toFixed(1),
    'video, preview off (frames/s)': off.toFixed(1),
    'video, preview on (frames/s, goal ≥ 0.8 × off)': on.toFixed(1),
  });
  await context.close();
});
