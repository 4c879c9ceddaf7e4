// Launching Debian's headless Chromium and opening pages whose every request is checked:
// the page's own origin passes, the two donation images get a local stand-in (or fail, to
// test the offline look), anything else is blocked and recorded.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { donationLinks } from '../../src/config/donations.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function baseURL(): string {
  return inject('baseURL');
}

export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [...BASE_FLAGS, ...extraFlags],
  });
}

/** A 1×1 PNG answering the donation image requests, so tests do not depend on the network. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Every request URL the page made, in order. */
  requests: string[];
  /** Requests to anywhere but the own origin and the donation images (they were aborted). */
  blocked: string[];
  /** Console messages as "type: text". */
  console: string[];
  pageErrors: string[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Make the donation images fail, as they do offline. */
  donationImagesFail?: boolean;
  permissions?: string[];
  acceptDownloads?: boolean;
  initScripts?: string[];
  /** Let test tooling inject scripts (axe) despite the page's Content Security Policy. */
  bypassCSP?: boolean;
  /** A phone: touch screen, no hover, mobile viewport. */
  touch?: boolean;
  /** Blocked unless a test is about the service worker: a worker answering from its cache would
   * hide requests from the route below and make counts depend on test order. */
  serviceWorkers?: 'allow' | 'block';
  /** The browser's language (navigator.languages, Accept-Language); en-US unless given. */
  locale?: string;
}

const PLAYWRIGHT_BLOCKED_SW = 'Service Worker registration blocked by Playwright';

export const donationImageUrls = new Set(donationLinks.map((link) => link.imageSrc));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export async function openTrackedPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: options.acceptDownloads ?? false,
    permissions: options.permissions,
    bypassCSP: options.bypassCSP ?? false,
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
    locale: options.locale ?? 'en-US',
  });
  for (const script of options.initScripts ?? []) await context.addInitScript(script);
  const origin = new URL(baseURL()).origin;
  const requests: string[] = [];
  const blocked: string[] = [];
  const consoleLines: string[] = [];
  const pageErrors: string[] = [];

  // Every request is recorded from the context's events; only those leaving the origin are
  // routed. (Routing every request made each page load cost 0.2 s more CPU in the browser and
  // here — about an eighth of the whole suite — for requests that were only continued.)
  context.on('request', (request) => requests.push(request.url()));
  const leavesOrigin = new RegExp(`^(?!${escapeRegExp(origin)}/|blob:|data:)`);
  await context.route(leavesOrigin, async (route) => {
    const url = route.request().url();
    if (donationImageUrls.has(url)) {
      if (options.donationImagesFail) await route.abort('internetdisconnected');
      else await route.fulfill({ status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG });
    } else {
      blocked.push(url);
      await route.abort('blockedbyclient');
    }
  });

  const page = await context.newPage();
  // Pages are pre-rendered: wait until the app has hydrated before the test interacts.
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (url.startsWith(origin))
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
    return response;
  };
  page.on('console', (message) => {
    // Playwright's own note when `serviceWorkers: 'block'` refuses the app's registration.
    if (message.text() === PLAYWRIGHT_BLOCKED_SW) return;
    consoleLines.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, requests, blocked, console: consoleLines, pageErrors };
}
