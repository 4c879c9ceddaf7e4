// Installable: the web app manifest is valid and linked from every pre-rendered page, its icons
// load at their stated sizes (the maskable one opaque to the edge), Chromium itself finds no
// installability error, and the server sends the worker uncached and the manifest as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { paths } from '../src/config/paths.ts';
import { BASE_FLAGS, CHROME_PATH, baseURL } from './support/browser.ts';
import { waitForServiceWorkerControl } from './offline-support.ts';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the manifest has the fields an installable app needs, with icons of the stated sizes', async () => {
  const response = await fetch(baseURL() + '/manifest.webmanifest');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: Icon[] };
  expect(manifest).toMatchObject({
    name: expect.stringContaining('InkLift'),
    short_name: 'InkLift',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose));
  expect(sizes('any').map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(sizes('maskable').length).toBeGreaterThan(0);

  for (const icon of manifest.icons) {
    const file = await fetch(new URL(icon.src, baseURL()));
    expect(file.status, icon.src).toBe(200);
    expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
    const png = PNG.sync.read(Buffer.from(await file.arrayBuffer()));
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    if (icon.purpose === 'maskable') {
      // The platform cuts its own shape out of it: no transparent pixel anywhere.
      let transparent = 0;
      for (let i = 3; i < png.data.length; i += 4) if (png.data[i] < 255) transparent++;
      expect(transparent, icon.src).toBe(0);
    }
  }
});

test('every pre-rendered page links the manifest; sw.js is never cached long', async () => {
  for (const path of [...Object.values(paths), '/no-such-page']) {
    const html = await (await fetch(baseURL() + path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  }
  const worker = await fetch(baseURL() + '/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
});

test('Chromium reads the manifest without errors and finds nothing that stops installing', async () => {
  // A persistent profile: Chromium never offers to install from an incognito-like context, and
  // stops its checks there.
  const profile = mkdtempSync(join(tmpdir(), 'inklift-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: BASE_FLAGS,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(baseURL() + '/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    expect(read.url).toBe(baseURL() + '/manifest.webmanifest');
    expect(read.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
