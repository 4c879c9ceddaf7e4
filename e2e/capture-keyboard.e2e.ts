// Keyboard only: Start → Capture → Clean → Save with Tab and Enter/Space, focus always visible.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { fakeCameraFlags, trackingScript, writeKnownY4m } from './support/fake-camera.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

/** Tabs until the focused element is the button with this name; fails after 40 presses. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const style = getComputedStyle(el);
      return {
        text: el.textContent?.trim() ?? '',
        tag: el.tagName,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        focusVisible: el.matches(':focus-visible'),
      };
    });
    if (focused?.tag === 'BUTTON' && focused.text === name) {
      expect(focused.focusVisible && focused.outline).toBe(true);
      return;
    }
  }
  throw new Error(`Could not reach the ${name} button with Tab`);
}

test('keyboard only: Start, Capture, Clean, Save', async () => {
  const tracked = await openTrackedPage(browser, {
    acceptDownloads: true,
    initScripts: [trackingScript()],
  });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await page.locator('h1').waitFor();

  await tabTo(page, 'Start');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('Camera on.');
  // Focus moved on to Capture, the next step.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Capture');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('Signature captured.');
  // Focus moved on to the result (its heading, so Space would still capture again)…
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('result-heading');

  // …and Clean is the next stop.
  await tabTo(page, 'Clean');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('Background removed.');

  // With the first result, focus moves on to Save PNG, visibly.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.textContent === 'Save PNG' && el.matches(':focus-visible');
      }),
    )
    .toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('signature.png');
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
