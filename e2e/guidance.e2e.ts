// Live guidance in real Chromium, with fake cameras fed by generated 1280×720 videos: the hint
// each kind of shot gets, the live preview's rate and content, and that the worker and the
// camera stop with Stop and on leaving the page.
import { afterAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { fakeCameraFlags } from './support/fake-camera.ts';
import { stillVideo, type Shot } from './support/guidance-video.ts';
import {
  button,
  guidanceWorkers,
  liveTracks,
  openGuidedCapture,
  previewAlpha,
  rates,
  said,
  shownHint,
  startCamera,
} from './guidance-support.ts';

const browsers = new Map<Shot, Browser>();
async function browserShowing(shot: Shot): Promise<Browser> {
  let browser = browsers.get(shot);
  if (!browser) {
    browser = await launchBrowser(fakeCameraFlags(stillVideo(shot)));
    browsers.set(shot, browser);
  }
  return browser;
}
afterAll(async () => {
  for (const browser of browsers.values()) await browser.close();
});

describe('the hint for each shot', () => {
  test.each([
    ['blank', 'no-signature', 'Hold your signature inside the box'],
    ['blurred', 'blurry', 'Blurry — hold still'],
    ['cut', 'touches-edge', 'The signature touches the edge — move the paper back'],
    ['sharp', 'ready', 'Ready — press Capture or Space'],
  ] as const)('%s paper: %s', async (shot, hint, text) => {
    const { page, context, blocked } = await openGuidedCapture(await browserShowing(shot));
    await startCamera(page);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe(hint);
    expect(await page.getByTestId('live-hint').textContent()).toBe(text);
    // Held for 2 s more, the hint stays and nothing else is announced.
    await page.waitForTimeout(2000);
    expect(await shownHint(page)).toBe(hint);
    expect((await said(page)).hint).toEqual(['Looking at the box…', text]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});

describe('with a sharp signature held up', () => {
  test('the live preview shows it cleaned, at least 8 times a second, and the video stays smooth', async () => {
    const { page, context } = await openGuidedCapture(await browserShowing('sharp'));
    await startCamera(page);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe('ready');
    const measured = await rates(page, 3000);
    console.log(
      `live preview: ${measured.previewsPerSecond.toFixed(1)}/s, video ${measured.framesPerSecond.toFixed(1)} frames/s`,
    );
    expect(measured.previewsPerSecond).toBeGreaterThanOrEqual(8);
    // The video keeps its frame rate: measured with the preview off and on, in turns (the
    // machine's load varies; 29 of the camera's 30 frames/s either way when it is quiet).
    const preview = page.getByLabel('Live preview');
    let off = 0;
    let on = 0;
    for (let round = 0; round < 2; round++) {
      await preview.uncheck();
      off += (await rates(page, 1500)).framesPerSecond;
      await preview.check();
      on += (await rates(page, 1500)).framesPerSecond;
    }
    console.log(`video with the preview off ${off / 2} frames/s, on ${on / 2} frames/s`);
    expect(on).toBeGreaterThanOrEqual(0.8 * off);
    // The preview is the cleaned region (the spec's cleaner, the camera's default): transparent
    // paper, opaque ink, nothing in between; at the region's own size (768 px).
    await expect.poll(async () => (await previewAlpha(page)).ink > 0).toBe(true);
    const pixels = await previewAlpha(page);
    expect(Math.abs(pixels.width - 768)).toBeLessThanOrEqual(2);
    expect(pixels.soft).toBe(0);
    expect(pixels.clear / pixels.total).toBeGreaterThan(0.8);
    expect(pixels.ink / pixels.total).toBeGreaterThan(0.002);
    await context.close();
  });

  test('with Enhanced cleaning ticked, the preview is cleaned by the enhanced cleaner', async () => {
    const { page, context } = await openGuidedCapture(await browserShowing('sharp'));
    await startCamera(page);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe('ready');
    const share = ({ ink, total }: { ink: number; total: number }) => ink / total;
    const spec = share(await previewAlpha(page));
    await page.keyboard.press('Space'); // the option shows with a capture
    await page.getByLabel('Enhanced cleaning — for shadows and thin pens').check();
    // The generated pen line is thin (2.4 px): the spec's cleaner keeps part of it, the
    // enhanced one all of it, so the ink in the preview tells them apart.
    await expect
      .poll(async () => share(await previewAlpha(page)) > 1.5 * spec, { timeout: 5000 })
      .toBe(true);
    const measured = await rates(page, 3000);
    console.log(`enhanced live preview: ${measured.previewsPerSecond.toFixed(1)}/s`);
    // 14/s on this 2-core machine alone, 6.7/s while other test suites loaded it (load 19):
    // the bound only proves the previews keep coming; the ≥ 8/s goal is the default cleaner's.
    expect(measured.previewsPerSecond).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  test('the guidance worker and the camera stop with Stop and on leaving the page', async () => {
    const { page, context } = await openGuidedCapture(await browserShowing('sharp'));
    await startCamera(page);
    await expect.poll(() => guidanceWorkers(page)).toBe(1);
    await button(page, 'Stop').click();
    await expect.poll(() => guidanceWorkers(page)).toBe(0);
    expect(await liveTracks(page)).toBe(0);
    expect(await page.getByTestId('live-hint').count()).toBe(0);

    await startCamera(page);
    await expect.poll(() => guidanceWorkers(page)).toBe(1);
    await expect.poll(() => shownHint(page), { timeout: 10_000 }).toBe('ready');
    await page.getByRole('link', { name: 'Instructions' }).first().click();
    await page.locator('h1').waitFor();
    await expect.poll(() => guidanceWorkers(page)).toBe(0);
    expect(await liveTracks(page)).toBe(0);
    await context.close();
  });
});
