// The capture screen leads through its steps (issue 12): one primary button at a time — Start,
// Capture, Clean, Save PNG — and on a 390 × 844 phone the result and the next action come into
// view after each step; texts fit the device; the countdown leaves the guide box's label clear;
// Capture stays put when the camera list fills; work survives a visit to another page.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage, type PageOptions } from './support/browser.ts';
import { fakeCameraFlags, trackingScript, writeKnownY4m } from './support/fake-camera.ts';
import { makePhoto, pickFile } from './photo-support.ts';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

async function open(options: PageOptions = {}) {
  const tracked = await openTrackedPage(browser, {
    acceptDownloads: true,
    initScripts: [trackingScript()],
    ...options,
  });
  await tracked.page.goto(baseURL() + '/');
  return tracked;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const preview = (page: Page, kind: 'captured' | 'cleaned') =>
  page.getByTestId('preview').locator(`img[data-kind="${kind}"]`);

/** The names of the primary buttons a person can see. */
function primaries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.button-primary')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'))
      .map((el) => el.textContent?.trim() ?? ''),
  );
}

/** Whether the element is wholly inside the viewport (after any scrolling has settled). */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/** After a step: `next` is the one primary button and it and `shown` are in view. */
async function expectStep(page: Page, next: string, shown?: Locator) {
  await expect.poll(() => primaries(page)).toEqual([next]);
  await expect.poll(() => inView(button(page, next))).toBe(true);
  if (shown) await expect.poll(() => inView(shown)).toBe(true);
}

/** Save PNG downloads signature.png. */
async function expectSaved(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save PNG').click(),
  ]);
  expect(download.suggestedFilename()).toBe('signature.png');
}

test('on a phone, each step brings its result and the next action into view', async () => {
  const tracked = await open({ viewport: PHONE, touch: true });
  const { page } = tracked;
  await expectStep(page, 'Start');
  // Texts fit a touch screen: nothing about keys or dropping.
  const hint = page.locator('.camera-panel .hint');
  await expect.poll(() => hint.innerText()).not.toMatch(/drop|paste/i);

  await button(page, 'Start').click();
  await expectStep(page, 'Capture', page.getByTestId('guide-box'));
  expect(await page.getByText(/press Space/).isVisible()).toBe(false);

  await button(page, 'Capture').click();
  await preview(page, 'captured').waitFor();
  await expectStep(page, 'Clean', preview(page, 'captured'));
  // The preview says what it shows.
  const says = page.getByTestId('preview-state');
  expect(await says.textContent()).toMatch(/^Not cleaned yet/);

  await button(page, 'Clean').click();
  await preview(page, 'cleaned').waitFor();
  await expectStep(page, 'Save PNG', preview(page, 'cleaned'));
  expect(await says.textContent()).toMatch(/^Cleaned/);
  await expectSaved(page);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('on a phone, an opened photo leads to its crop, then its result and Save PNG', async () => {
  const tracked = await open({ viewport: PHONE, touch: true });
  const { page } = tracked;
  const photo = await makePhoto(page, {
    width: 1600,
    height: 1200,
    type: 'image/jpeg',
    at: { x: 500, y: 350, width: 582, height: 492 },
  });
  await pickFile(page, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectStep(page, 'Use this area', page.getByTestId('crop-box'));
  await button(page, 'Use this area').click();
  await preview(page, 'cleaned').waitFor();
  await expectStep(page, 'Save PNG', preview(page, 'cleaned'));
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('with a mouse and keyboard, the texts name Space and dropping', async () => {
  const tracked = await open();
  const { page } = tracked;
  await expect.poll(() => page.locator('.camera-panel .hint').innerText()).toMatch(/drop/);
  await button(page, 'Start').click();
  await page.getByText('Tip: press Space to capture while you hold the paper.').waitFor();
  await tracked.context.close();
});

/** Lists no camera until the first Start, then one with a long name (as before permission). */
const LIST_FILLS_ON_START = `(() => {
  const media = navigator.mediaDevices;
  const real = media.enumerateDevices.bind(media);
  const getUserMedia = media.getUserMedia.bind(media);
  let allowed = false;
  media.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    allowed = true;
    return stream;
  };
  media.enumerateDevices = async () => {
    const [camera] = (await real()).filter((d) => d.kind === 'videoinput');
    if (!allowed || !camera) return [];
    const label = 'Integrated wide-angle camera with a very long driver name (04f2:b6d9)';
    return [{ deviceId: camera.deviceId, groupId: 'g', kind: 'videoinput', label, toJSON() { return this; } }];
  };
})();`;

test('Capture stays put as the camera list fills, and the countdown leaves the box label clear', async () => {
  const tracked = await open({ viewport: PHONE, touch: true, initScripts: [LIST_FILLS_ON_START] });
  const { page } = tracked;
  // Where Capture sits under the live view (the view itself takes the camera's shape on Start).
  const underView = () =>
    page.evaluate(() => {
      const capture = [...document.querySelectorAll('button')].find(
        (el) => el.textContent === 'Capture',
      )!;
      const at = capture.getBoundingClientRect();
      const view = document.querySelector('.stage')!.getBoundingClientRect();
      return { x: at.x, y: at.y - view.bottom, width: at.width };
    });
  const before = await underView();
  const firstCamera = () =>
    page.getByLabel('Camera', { exact: true }).locator('option').first().textContent();
  expect(await firstCamera()).toBe('No camera yet');
  await button(page, 'Start').click();
  await expect.poll(firstCamera).toMatch(/very long driver name/);
  expect(await underView()).toEqual(before);

  await page.getByLabel('Capture after 3 seconds').check();
  await button(page, 'Capture').click();
  const countdown = page.locator('.stage-countdown');
  await countdown.waitFor();
  const label = (await page.locator('.guide-box-label').boundingBox())!;
  const badge = (await countdown.boundingBox())!;
  const overlap =
    badge.x < label.x + label.width &&
    label.x < badge.x + badge.width &&
    badge.y < label.y + label.height &&
    label.y < badge.y + badge.height;
  expect(overlap).toBe(false);
  await button(page, 'Cancel timer').click();
  await tracked.context.close();
});

test('the capture and its result survive a visit to another page', async () => {
  const tracked = await open();
  const { page } = tracked;
  await button(page, 'Start').click();
  await button(page, 'Capture').click();
  await button(page, 'Clean').click();
  await preview(page, 'cleaned').waitFor();
  const shown = await preview(page, 'cleaned').evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Instructions' }).click();
  await page.getByRole('heading', { level: 1, name: /Instructions|How/ }).waitFor();
  await nav.getByRole('link', { name: 'Capture' }).click();

  await preview(page, 'cleaned').waitFor();
  const back = await preview(page, 'cleaned').evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(back).toEqual(shown);
  // The camera went off with the visit; the result is still the next step's to save.
  await expect.poll(() => primaries(page)).toEqual(['Save PNG']);
  await expectSaved(page);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
