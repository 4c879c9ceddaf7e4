// Five languages: a browser that prefers German gets every page and the whole capture flow in
// German (control names from the German catalog); the header's switcher changes the language in
// place (the camera stays on), by keyboard, and the choice is remembered over the browser's; only
// the language in use is fetched. The offline reload in German is in offline.e2e.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { paths } from '../src/config/paths.ts';
import { englishCatalog as en } from '../src/app/i18n/english.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { catalog as de } from '../src/i18n/locales/de/index.ts';
import { catalog as zh } from '../src/i18n/locales/zh-CN/index.ts';
import { baseURL, launchBrowser, openTrackedPage, type TrackedPage } from './support/browser.ts';
import { fakeCameraFlags, trackingScript, writeKnownY4m } from './support/fake-camera.ts';
import { videoPlays } from './support/live-video.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const announced = (page: Page) => page.getByTestId('announcer').textContent();
const h1 = (page: Page) => page.locator('h1').first().textContent();
const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

/** The built file of each language's texts, from Vite's manifest. */
const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(join('dist', '.vite/manifest.json'), 'utf8'),
);
const chunkOf = (language: string) => manifest[`src/i18n/locales/${language}/index.ts`]?.file;
const languageChunks = (tracked: TrackedPage) =>
  LANGUAGES.filter((language) => {
    const file = chunkOf(language);
    return file && tracked.requests.some((url) => url.endsWith('/' + file));
  });

function expectClean(tracked: TrackedPage) {
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.console.filter((line) => line.startsWith('error'))).toEqual([]);
  expect(tracked.blocked).toEqual([]);
}

test('a browser that prefers German: every page in German, with its title and description', async () => {
  const tracked = await openTrackedPage(browser, { locale: 'de-DE' });
  const { page } = tracked;
  const pages: [string, { title: string; heading: string; description: string }][] = [
    [paths.capture, de.capture],
    [paths.sign, de.sign],
    [paths.instructions, de.instructions],
    [paths.faq, de.faq],
    [paths.about, de.about],
    [paths.privacy, de.privacy],
  ];
  for (const [path, texts] of pages) {
    await page.goto(baseURL() + path);
    expect(await page.getAttribute('html', 'lang'), path).toBe('de');
    expect(await h1(page), path).toBe(texts.heading);
    expect(await page.title(), path).toBe(`${texts.title} | InkLift`);
    expect(await description(page), path).toBe(texts.description);
    expect(await page.getByRole('combobox', { name: de.layout.language }).inputValue()).toBe('de');
  }
  await page.getByRole('link', { name: de.layout.nav.capture }).first().click();
  await expect.poll(() => h1(page)).toBe(de.capture.heading);
  // German texts were fetched, no other language's.
  expect(chunkOf('de')).toBeTruthy();
  expect(languageChunks(tracked)).toEqual(['de']);
  expectClean(tracked);
  await page.goto(baseURL() + '/no-such-page');
  expect(await h1(page)).toBe(de.error.heading);
  await tracked.context.close();
});

test('in German: Start → Capture → Clean → Save PNG, named and announced in German', async () => {
  const tracked = await openTrackedPage(browser, {
    locale: 'de-DE',
    acceptDownloads: true,
    initScripts: [trackingScript()],
  });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await button(page, de.capture.start).click();
  await expect.poll(() => announced(page)).toBe(de.capture.announce.cameraOn);
  await videoPlays(page);
  await button(page, de.capture.capture).click();
  await expect.poll(() => announced(page)).toBe(de.feedback.announce.captured);
  await button(page, de.capture.clean).click();
  await expect.poll(() => announced(page), { timeout: 20_000 }).toBe(de.feedback.announce.cleaned);
  expect(await page.getByText(de.capture.shows.cleaned).count()).toBe(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, de.actions.savePng).click(),
  ]);
  expect(download.suggestedFilename()).toBe('signature.png');
  await page.getByRole('status').filter({ hasText: de.actions.announce.savedPng }).waitFor();
  await button(page, de.capture.stop).click();
  await expect.poll(() => announced(page)).toBe(de.capture.announce.cameraOff);
  expectClean(tracked);
  await tracked.context.close();
});

test('the switcher: by keyboard, in place (the camera stays on), remembered over the browser', async () => {
  const tracked = await openTrackedPage(browser, { initScripts: [trackingScript()] });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await button(page, en.capture.start).click();
  await videoPlays(page);

  // Keyboard only: the select is reached with Shift+Tab and changed with a key.
  const focusedId = () => page.evaluate(() => document.activeElement?.id);
  // From Capture (focused once the camera is on) back up to the header.
  for (let tab = 0; tab < 30 && (await focusedId()) !== 'language'; tab++)
    await page.keyboard.press('Shift+Tab');
  expect(await focusedId()).toBe('language');
  expect(await page.getByRole('combobox', { name: en.layout.language }).inputValue()).toBe('en');
  await page.keyboard.press('End'); // the last language: 简体中文
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
  expect(await h1(page)).toBe(zh.capture.heading);
  expect(await page.title()).toBe(`${zh.capture.title} | InkLift`);
  expect(await focusedId()).toBe('language');
  expect(await page.getByRole('combobox', { name: zh.layout.language }).inputValue()).toBe('zh-CN');
  // The camera was not restarted: still on, its Stop in Chinese.
  await expect.poll(() => button(page, zh.capture.stop).isEnabled()).toBe(true);
  await videoPlays(page);

  await page.getByRole('link', { name: zh.layout.nav.faq, exact: true }).first().click();
  await expect.poll(() => h1(page)).toBe(zh.faq.heading);
  // Remembered on this device, over the browser's English.
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  expect(await h1(page)).toBe(zh.faq.heading);
  expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');

  await page.getByRole('combobox', { name: zh.layout.language }).selectOption('en');
  await expect.poll(() => h1(page)).toBe(en.faq.heading);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.reload();
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  expect(await h1(page)).toBe(en.faq.heading);
  expectClean(tracked);
  await tracked.context.close();
});

test('on a narrow phone the language list is in the menu', async () => {
  const tracked = await openTrackedPage(browser, {
    viewport: { width: 375, height: 740 },
    touch: true,
  });
  const { page } = tracked;
  await page.goto(baseURL() + '/faq');
  expect(await page.locator('#language').isVisible()).toBe(false);
  await button(page, en.layout.menu).click();
  const inMenu = page.getByRole('dialog').getByLabel(en.layout.language, { exact: true });
  await inMenu.selectOption('de');
  await expect.poll(() => h1(page)).toBe(de.faq.heading);
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  // The menu stays open, now in German, and its links lead on.
  await page.getByRole('dialog').getByRole('link', { name: de.layout.nav.about }).click();
  await expect.poll(() => h1(page)).toBe(de.about.heading);
  expectClean(tracked);
  await tracked.context.close();
});
