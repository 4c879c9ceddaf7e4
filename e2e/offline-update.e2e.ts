// A new release while the app is open: the page keeps running the version it started with and
// offers "Update available — Reload" (announced, reachable by keyboard, dismissible); only the
// Reload switches to the new version. The test's own server answers from the real build, then,
// after a flip, from a copy whose sw.js differs — as a new deployment would.
import { cpSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAppServer } from '../scripts/serve.mjs';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { waitForServiceWorkerControl } from './offline-support.ts';

let browser: Browser;
let server: Server;
let base: string;
let nextRelease: string;
let releases: { first: Server; next: Server };
let current: Server;
let newWorkerFetches = 0;

beforeAll(async () => {
  nextRelease = mkdtempSync(join(tmpdir(), 'inklift-next-release-'));
  cpSync('dist', nextRelease, { recursive: true });
  appendFileSync(join(nextRelease, 'sw.js'), '\n// the next release\n');
  // The pre-compressed copies would still be the old worker.
  rmSync(join(nextRelease, 'sw.js.gz'), { force: true });
  rmSync(join(nextRelease, 'sw.js.br'), { force: true });
  releases = { first: createAppServer(), next: createAppServer({ distDir: nextRelease }) };
  current = releases.first;
  server = createServer((req, res) => {
    if (current === releases.next && req.url === '/sw.js') newWorkerFetches++;
    current.emit('request', req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(nextRelease, { recursive: true, force: true });
});

const prompt = (page: Page) => page.getByRole('region', { name: 'App update' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

async function open(page: Page, path = '/') {
  await page.goto(base + path);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

test('a new release waits behind an "Update available — Reload" notice until the user reloads', async () => {
  // bypassCSP: only so that axe can be injected into the page.
  const context = await browser.newContext({ serviceWorkers: 'allow', bypassCSP: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await open(page);
  await waitForServiceWorkerControl(page);
  // The first version takes the page silently: there is nothing to update from.
  expect(await prompt(page).count()).toBe(0);

  current = releases.next; // deployed
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  // What the open tab does every hour (and the browser on each navigation): look for a new version.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await prompt(page).waitFor();
  expect(await prompt(page).textContent()).toContain('Update available');
  expect(await prompt(page).evaluate((el) => el.parentElement?.getAttribute('aria-live'))).toBe(
    'polite',
  );
  expect(newWorkerFetches).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the update notice');
  // Nothing changed under the user: same document, the new worker waits.
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  expect(await hasWaitingWorker(page)).toBe(true);

  // Escape closes it and hands focus back to the page's content.
  await page.getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Escape');
  expect(await prompt(page).count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');

  // While the new version waits, the next visit offers it again; the keyboard reaches it from
  // the page's end (Shift+Tab from the top wraps there).
  await open(page, '/about');
  await prompt(page).waitFor();
  expect(await hasWaitingWorker(page)).toBe(true);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Tab');
  expect(await focusedText(page)).toBe('Not now');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedText(page)).toBe('Reload');
  const registered = page.waitForRequest(/\/assets\/register-sw-/);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await registered;

  // Reloaded under the new version: nothing waits any more, and no notice.
  expect(new URL(page.url()).pathname).toBe('/about');
  expect(await hasWaitingWorker(page)).toBe(false);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.waitForTimeout(1000); // the registration's events, had there been a waiting worker
  expect(await prompt(page).count()).toBe(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});
