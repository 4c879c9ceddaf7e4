// Accessibility with axe-core, WCAG 2.2 A/AA: every route at desktop and phone widths in light
// and dark, the open phone menu, and every state of the Capture screen — zero violations; the
// Capture page and the menu in each other language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { fakeCameraFlags, trackingScript, writeKnownY4m } from './support/fake-camera.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = ['/', '/instructions', '/faq', '/about', '/privacy', '/nowhere'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

describe.each(['light', 'dark'] as const)('%s theme', (colorScheme) => {
  test.each(VIEWPORTS)('every route at $name width', async (viewport) => {
    const tracked = await openTrackedPage(browser, { viewport, colorScheme, bypassCSP: true });
    const { page } = tracked;
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(baseURL() + route);
      await page.locator('h1').waitFor();
      found.push(...(await axeViolations(page)).map((v) => `${route}: ${v}`));
    }
    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      found.push(...(await axeViolations(page)).map((v) => `menu open: ${v}`));
    }
    expect(found).toEqual([]);
    await tracked.context.close();
  });

  test('every state of the Capture screen', async () => {
    const tracked = await openTrackedPage(browser, {
      colorScheme,
      bypassCSP: true,
      initScripts: [trackingScript()],
    });
    const { page } = tracked;
    // axe judges colours at the instant it runs. While "Capture by itself" is on, a capture may
    // come at any moment, and its cue fades in and out: caught mid-fade, its label read as too
    // faint (a loaded CI machine did). Under reduced motion the cue shows at rest, so when it is
    // there axe checks its real colours.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const found: string[] = [];
    const check = async (state: string) =>
      found.push(...(await axeViolations(page)).map((v) => `${state}: ${v}`));
    await page.goto(baseURL() + '/');
    await page.locator('h1').waitFor();
    await check('off');
    await button('Start').click();
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await check('live');
    // Live guidance (its own chunk): the hint line, the live preview and every toggle shown.
    await page.getByTestId('live-hint').waitFor();
    await page.getByLabel('Capture by itself').check();
    await check('live guidance');
    await page.getByLabel('Capture by itself').uncheck();
    await button('Capture').click();
    await page.getByTestId('preview').locator('img[data-kind="captured"]').waitFor();
    await check('captured');
    await button('Clean').click();
    await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
    await check('cleaned');
    await button('Stop').click();
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await button('Start').click();
    await page.getByRole('alert').waitFor();
    await check('error');
    expect(found).toEqual([]);
    await tracked.context.close();
  });
});

test('reduced motion: the menu opens without animation', async () => {
  const tracked = await openTrackedPage(browser, { viewport: { width: 375, height: 740 } });
  const { page } = tracked;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(baseURL() + '/faq');
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await panel.waitFor();
  expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0);
  await tracked.context.close();
});

test('the axe check does find a violation when there is one', async () => {
  const tracked = await openTrackedPage(browser, { bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/about');
  await page.locator('h1').waitFor();
  await page.evaluate(() => {
    const button = document.createElement('button');
    document.querySelector('main')!.append(button); // a button without a name
  });
  expect((await axeViolations(page)).some((v) => v.startsWith('button-name'))).toBe(true);
  await tracked.context.close();
});

test.each(['es', 'fr', 'de', 'zh-CN'])(
  'in %s: the Capture page and the open menu, on a phone',
  async (locale) => {
    const tracked = await openTrackedPage(browser, {
      locale,
      viewport: VIEWPORTS[1],
      bypassCSP: true,
    });
    const { page } = tracked;
    const found: string[] = [];
    await page.goto(baseURL() + '/');
    await page.locator('h1').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    found.push(...(await axeViolations(page)).map((v) => `/: ${v}`));
    await page.locator('.menu-button').click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await axeViolations(page)).map((v) => `menu open: ${v}`));
    expect(found).toEqual([]);
    await tracked.context.close();
  },
);
