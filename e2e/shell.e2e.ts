// The app shell in real Chromium against the production server: every route, the navigation,
// the phone menu, the error page, the donation links and the request log.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, donationImageUrls, launchBrowser, openTrackedPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  { path: '/', title: 'Capture | InkLift', h1: 'Capture your signature', nav: 'Capture' },
  {
    path: '/instructions',
    title: 'Instructions | InkLift',
    h1: 'How to capture your signature',
    nav: 'Instructions',
  },
  { path: '/faq', title: 'FAQ | InkLift', h1: 'Frequently Asked Questions', nav: 'FAQ' },
  { path: '/about', title: 'About | InkLift', h1: 'About InkLift', nav: 'About' },
  {
    path: '/privacy',
    title: 'Privacy Policy | InkLift',
    h1: 'Privacy Policy',
    nav: 'Privacy Policy',
  },
];

describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its heading, title, description and marks its link`, async () => {
      const { page, context, pageErrors, console: lines } = await openTrackedPage(browser);
      const response = await page.goto(baseURL() + route.path);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.title()).toBe(route.title);
      expect(await page.locator('h1').allTextContents()).toEqual([route.h1]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect
        .poll(() =>
          nav.getByRole('link', { name: route.nav, exact: true }).getAttribute('aria-current'),
        )
        .toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      await expect
        .poll(() => page.getByRole('link', { name: 'InkLift', exact: true }).getAttribute('href'))
        .toBe('/');
      expect(pageErrors).toEqual([]);
      expect(lines.filter((line) => !line.startsWith('debug'))).toEqual([]);
      await context.close();
    });
  }

  test('pages carry the content the spec lists', async () => {
    const { page, context } = await openTrackedPage(browser);
    await page.goto(baseURL() + '/faq');
    await page.locator('h1').waitFor();
    // The spec's five questions, one on what My signatures keeps (issue 24) and one on what a
    // certificate signature can and cannot prove without a network (issue 47).
    expect(await page.locator('dl.faq-list dt').count()).toBe(7);
    expect(await page.locator('dl.faq-list dd').count()).toBe(7);
    const faq = await page.locator('dl.faq-list').innerText();
    for (const phrase of [
      'free',
      'sign-up',
      'transparent',
      'PNG',
      'software',
      'never',
      'camera',
      'refresh',
      'Forget all',
    ]) {
      expect(faq.toLowerCase()).toContain(phrase.toLowerCase());
    }

    await page.goto(baseURL() + '/instructions');
    await page.locator('h1').waitFor();
    expect(await page.locator('ol.steps > li').count()).toBe(5);
    expect(await page.locator('ul.tips > li').count()).toBe(5);
    const steps = await page.locator('ol.steps').innerText();
    for (const word of ['lighting', 'Start', 'Capture', 'again', 'Clean', 'Save']) {
      expect(steps).toContain(word);
    }

    await page.goto(baseURL() + '/about');
    await page.getByRole('heading', { name: 'Real-World Use Cases', level: 2 }).waitFor();
    expect(await page.locator('blockquote').count()).toBe(2);
    const about = await page.locator('main').innerText();
    expect(about).toMatch(/no account/i);
    expect(about).toMatch(/no server/i);

    await page.goto(baseURL() + '/privacy');
    await page.locator('h1').waitFor();
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Privacy and Data Handling',
      'Terms of Use and Disclaimer',
    ]);

    await page.goto(baseURL() + '/');
    await page.locator('h1').waitFor();
    const note = page.locator('main .local-note');
    expect(await note.innerText()).toMatch(/never leave your device/);
    expect(
      await note.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/privacy', '/about']);
    await context.close();
  });
});

test('header links navigate between the pages', async () => {
  const { page, context } = await openTrackedPage(browser);
  await page.goto(baseURL() + '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
    await nav.getByRole('link', { name: route.nav, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(route.path);
    await expect.poll(() => page.locator('h1').textContent()).toBe(route.h1);
    await expect.poll(() => page.title()).toBe(route.title);
  }
  await page.goto(baseURL() + '/faq');
  await page.getByRole('link', { name: 'InkLift', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await context.close();
});

describe('phone menu at 375×740', () => {
  const phone = { width: 375, height: 740 };

  async function openMenu() {
    const tracked = await openTrackedPage(browser, { viewport: phone });
    const { page } = tracked;
    await page.goto(baseURL() + '/about');
    await page.locator('h1').waitFor();
    const desktopNav = page.locator('.desktop-nav');
    expect(await desktopNav.isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor({ state: 'visible' });
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // Focus moved into the panel, and the page behind does not scroll.
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // The panel sits on the right.
    const box = await panel.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(phone.width);
    expect(box && box.x).toBeGreaterThan(0);
    return { ...tracked, menuButton, panel };
  }

  async function expectClosed(tracked: Awaited<ReturnType<typeof openMenu>>) {
    await tracked.panel.waitFor({ state: 'hidden' });
    expect(await tracked.menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await tracked.page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).not.toBe('hidden');
    await tracked.context.close();
  }

  test('the close button closes it', async () => {
    const tracked = await openMenu();
    await tracked.panel.getByRole('button', { name: 'Close menu' }).click();
    await expectClosed(tracked);
  });

  test('Escape closes it', async () => {
    const tracked = await openMenu();
    await tracked.page.keyboard.press('Escape');
    await expectClosed(tracked);
  });

  test('a backdrop click closes it', async () => {
    const tracked = await openMenu();
    await tracked.page.mouse.click(20, 400);
    await expectClosed(tracked);
  });

  test('a link navigates and closes it', async () => {
    const tracked = await openMenu();
    await tracked.panel.getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(() => new URL(tracked.page.url()).pathname).toBe('/faq');
    await tracked.panel.waitFor({ state: 'hidden' });
    // The router changes the address as the navigation commits and React paints the new page
    // in a render after it: the heading is read until it arrives, as the header-link test does.
    await expect
      .poll(() => tracked.page.locator('h1').textContent())
      .toBe('Frequently Asked Questions');
    await tracked.context.close();
  });

  test('the page scrolls again in the same moment the panel closes', async () => {
    // The dialog hides at once when closed, but its close event comes a task later; a scroll
    // lock tied to that event left the page locked for a moment after the panel was gone.
    const tracked = await openMenu();
    const overflowRightAfterClose = await tracked.panel.evaluate((el) => {
      (el as HTMLDialogElement).close();
      return getComputedStyle(document.documentElement).overflow;
    });
    expect(overflowRightAfterClose).not.toBe('hidden');
    await expectClosed(tracked);
  });

  test('a click inside the panel does not close it', async () => {
    const tracked = await openMenu();
    await tracked.panel.locator('.menu-panel-title').click();
    expect(await tracked.panel.isVisible()).toBe(true);
    await tracked.context.close();
  });
});

test('an unknown route shows the error page inside the layout, with a 404 status', async () => {
  const { page, context, pageErrors, console: lines } = await openTrackedPage(browser);
  const response = await page.goto(baseURL() + '/no-such-page');
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.locator('h1').textContent()).toBe('Unexpected Application Error!');
  expect(await page.getByTestId('error-status').textContent()).toBe('404 Not Found');
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
  expect(await page.locator('body').innerText()).not.toMatch(/ErrorBoundary|errorElement/);
  expect(pageErrors).toEqual([]);
  expect(lines.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
  await context.close();
});

describe('donation buttons', () => {
  test('open the donation sites in a new tab without a referrer', async () => {
    const { page, context } = await openTrackedPage(browser);
    await page.goto(baseURL() + '/about');
    await page.locator('h1').waitFor();
    const links = page.locator('.donations a');
    expect(await links.count()).toBe(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
        'noopener',
        'noreferrer',
      ]);
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      const img = link.locator('img');
      expect(await img.getAttribute('referrerpolicy')).toBe('no-referrer');
      expect((await img.getAttribute('alt'))?.length).toBeGreaterThan(3);
    }
    // A click opens a new tab (the outside site itself is blocked in this closed network).
    const [popup] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
    expect(popup).toBeTruthy();
    await context.close();
  });

  test('still show a readable label when their images cannot load', async () => {
    const tracked = await openTrackedPage(browser, { donationImagesFail: true });
    const { page } = tracked;
    await page.goto(baseURL() + '/faq');
    await page.locator('.donations').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.donations .donation-label').count()).toBe(2);
    const labels = await page.locator('.donations .donation-label').allInnerTexts();
    expect(labels.every((label) => label.length > 3)).toBe(true);
    // Only the browser's own lines about the failed loads: nothing of ours.
    expect(tracked.console.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  });
});

test('the pages request nothing beyond their own origin and the two donation images', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  for (const route of ROUTES) {
    await page.goto(baseURL() + route.path);
    await page.locator('h1').waitFor();
    await page.locator('.donations').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
  }
  // A control request proves the net is really in place.
  const control = await tracked.context.newPage();
  await control.goto('https://tracker.invalid/collect').catch(() => undefined);
  expect(tracked.blocked).toEqual(['https://tracker.invalid/collect']);
  const origin = new URL(baseURL()).origin;
  const outside = new Set(tracked.requests.filter((url) => !url.startsWith(origin)));
  outside.delete('https://tracker.invalid/collect');
  expect([...outside].sort()).toEqual([...donationImageUrls].sort());
  await tracked.context.close();
});
