// Shared steps of the live-guidance tests: a Capture page with tracked camera tracks, counted
// workers and a record of every text the two polite live regions (the hint line and the
// page's announcer) were given, in order.
import { afterAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage, type PageOptions } from './support/browser.ts';
import { fakeCameraFlags, trackingScript } from './support/fake-camera.ts';
import { stillVideo, type Shot } from './support/guidance-video.ts';
import { workerCountScript } from './support/worker-count.ts';
import { videoPlays } from './support/live-video.ts';

/** window.__said.hint / .announcer: each new non-empty text of the region, in order. */
const liveRegionRecorder = `(() => {
  const said = { hint: [], announcer: [] };
  window.__said = said;
  const read = (testId, list) => {
    const text = document.querySelector('[data-testid="' + testId + '"]')?.textContent ?? '';
    if (text && text !== list[list.length - 1]) list.push(text);
    if (!text && list.length && list[list.length - 1] !== '') list.push('');
  };
  new MutationObserver(() => {
    read('live-hint', said.hint);
    read('announcer', said.announcer);
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export async function openGuidedCapture(browser: Browser, options: PageOptions = {}) {
  const tracked = await openTrackedPage(browser, {
    ...options,
    initScripts: [trackingScript(), workerCountScript, liveRegionRecorder],
  });
  await tracked.page.goto(baseURL() + '/');
  await tracked.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  return tracked;
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export const liveTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveTracks(): number }).__liveTracks());

export const guidanceWorkers = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __liveWorkers(name: string): number }).__liveWorkers('guidance'),
  );

export async function said(page: Page) {
  const texts = await page.evaluate(
    () => (window as unknown as { __said: { hint: string[]; announcer: string[] } }).__said,
  );
  return { hint: texts.hint.filter(Boolean), announcer: texts.announcer.filter(Boolean) };
}

export const shownHint = (page: Page) =>
  page
    .getByTestId('live-hint')
    .getAttribute('data-hint', { timeout: 1000 })
    .catch(() => null);

export async function startCamera(page: Page) {
  await button(page, 'Start').click();
  await videoPlays(page);
  await page.getByTestId('live-hint').waitFor();
}

/** Previews drawn so far (the live preview counts them in data-previews). */
export async function previewsDrawn(page: Page): Promise<number> {
  const preview = page.getByTestId('live-preview');
  if ((await preview.count()) === 0) return 0;
  return Number((await preview.getAttribute('data-previews')) ?? 0);
}

/** Frames the video presented in `ms` and previews drawn meanwhile. */
export async function rates(page: Page, ms: number) {
  const before = await previewsDrawn(page);
  const frames = await page.getByTestId('camera-video').evaluate(
    (video: HTMLVideoElement, duration: number) =>
      new Promise<number>((resolve) => {
        let count = 0;
        const end = performance.now() + duration;
        const onFrame = () => {
          count++;
          if (performance.now() < end) video.requestVideoFrameCallback(onFrame);
          else resolve(count);
        };
        video.requestVideoFrameCallback(onFrame);
      }),
    ms,
  );
  const previews = (await previewsDrawn(page)) - before;
  return { framesPerSecond: (frames * 1000) / ms, previewsPerSecond: (previews * 1000) / ms };
}

/** The live preview's alpha: clear, fully opaque and in-between pixels. */
export function previewAlpha(page: Page) {
  return page.getByTestId('live-preview').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let clear = 0;
    let ink = 0;
    let soft = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) clear++;
      else if (data[i] === 255) ink++;
      else soft++;
    }
    return { clear, ink, soft, total: data.length / 4, width: copy.width };
  });
}

/**
 * One browser per kind of shot, its fake camera looping that shot's video, launched on first
 * use and closed after the file's tests. Call at the top of a test file.
 */
export function browsersByShot(): (shot: Shot) => Promise<Browser> {
  const browsers = new Map<Shot, Browser>();
  afterAll(async () => {
    for (const browser of browsers.values()) await browser.close();
  });
  return async (shot) => {
    let browser = browsers.get(shot);
    if (!browser) {
      browser = await launchBrowser(fakeCameraFlags(stillVideo(shot)));
      browsers.set(shot, browser);
    }
    return browser;
  };
}
