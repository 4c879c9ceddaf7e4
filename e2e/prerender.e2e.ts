// Pre-rendered pages: the HTML carries each page's heading, title and description before any
// JavaScript runs, and hydrating it logs nothing (no mismatch) and leaves a working app.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: '/', title: 'Capture | InkLift', h1: 'Capture your signature' },
  { path: '/instructions', title: 'Instructions | InkLift', h1: 'How to capture your signature' },
  { path: '/faq', title: 'FAQ | InkLift', h1: 'Frequently Asked Questions' },
  { path: '/about', title: 'About | InkLift', h1: 'About InkLift' },
  { path: '/privacy', title: 'Privacy Policy | InkLift', h1: 'Privacy Policy' },
];

test.each(PAGES)('$path is complete without JavaScript', async ({ path, title, h1 }) => {
  const html = await (await fetch(baseURL() + path)).text();
  expect(html).toContain(`<title>${title}</title>`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description" content="[^"]{50,}"/g)).toHaveLength(1);
  expect(html).toContain(`<h1>${h1}</h1>`);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL() + path);
  expect(await page.title()).toBe(title);
  expect(await page.locator('h1').textContent()).toBe(h1);
  await context.close();
});

test('the 404 page is pre-rendered too', async () => {
  const response = await fetch(baseURL() + '/missing-page');
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('<h1>Unexpected Application Error!</h1>');
  expect(html).toContain('404 Not Found');
});

// Recorded once the HTML is parsed and before the app's module script runs: the pre-rendered h1.
const KEEP_PRERENDERED_H1 = `document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') window.__prerenderedH1 = document.querySelector('h1');
});`;

test('hydration adopts the pre-rendered DOM instead of rendering it again', async () => {
  const tracked = await openTrackedPage(browser, { initScripts: [KEEP_PRERENDERED_H1] });
  const { page } = tracked;
  // With a trailing slash too, as hosts that serve <page>/index.html redirect to it.
  for (const path of [...PAGES.map((p) => p.path), '/about/']) {
    await page.goto(baseURL() + path);
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { __prerenderedH1: Element | null }).__prerenderedH1;
      return before !== null && before === document.querySelector('h1') && before.isConnected;
    });
    expect(kept, `${path}: the h1 was rendered again, not hydrated`).toBe(true);
  }
  expect(tracked.console).toEqual([]);
  await tracked.context.close();
});

test('hydration is silent, keeps a single title and description, and the app works', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  for (const { path, title } of PAGES) {
    await page.goto(baseURL() + path);
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(title);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect.poll(() => page.title()).toBe('FAQ | InkLift');
  expect(await page.locator('title').count()).toBe(1);
  expect(tracked.console).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
