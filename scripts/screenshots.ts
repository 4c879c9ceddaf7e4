// Takes screenshots of every page at desktop and phone widths, in light and dark, and of the
// Capture screen in each other language, from the production build: `npm run -s screenshots [-- OUT_DIR]` (default test-results/screens).
// For looking at what we built; not a test.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createAppServer } from './serve.mjs';
import { fakeCameraFlags } from '../e2e/support/fake-camera.ts';
import { writeSignatureY4m } from './lib/signature-video.ts';
import type { Catalog } from '../src/i18n/catalog.ts';
import { englishCatalog } from '../src/app/i18n/english.ts';
import { catalog as de } from '../src/i18n/locales/de/index.ts';
import { catalog as es } from '../src/i18n/locales/es/index.ts';
import { catalog as fr } from '../src/i18n/locales/fr/index.ts';
import { catalog as zh } from '../src/i18n/locales/zh-CN/index.ts';

type Scheme = 'light' | 'dark';
const translations: Record<string, Catalog> = { es, fr, de, 'zh-CN': zh };
/** The narrowest window that shows the header's links in each language (styles.css). */
const NAV_FROM: Record<string, number> = { es: 1081, fr: 1001, de: 981, 'zh-CN': 701 };
const outDir = process.argv[2] ?? 'test-results/screens';
const pages = ['/', '/instructions', '/faq', '/about', '/privacy', '/missing'];
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

/** Names the fake camera "HD Webcam" (a string: tsx's helpers do not reach the page). */
const NAME_THE_CAMERA = `(() => {
  const named = 'HD Webcam';
  Object.defineProperty(MediaStreamTrack.prototype, 'label', { get: () => named });
  const media = navigator.mediaDevices;
  const list = media.enumerateDevices.bind(media);
  media.enumerateDevices = async () =>
    (await list()).map((device) =>
      device.kind === 'videoinput' && device.label
        ? { ...device.toJSON(), label: named, toJSON: () => device }
        : device,
    );
})();`;

mkdirSync(outDir, { recursive: true });
const server = createAppServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    ...fakeCameraFlags(writeSignatureY4m()),
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
/** The Capture screen in each state: live, captured, cleaned, and a camera error. */
async function captureStates(page: Page, t: Catalog, prefix: string) {
  const shot = (state: string) =>
    page.screenshot({ path: join(outDir, `capture-${state}-${prefix}.png`), fullPage: true });
  await page.goto(base + '/');
  await page.getByRole('button', { name: t.capture.start, exact: true }).click();
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && video.videoWidth > 0 && !video.paused;
  });
  await shot('live');
  await page.getByRole('button', { name: t.capture.capture, exact: true }).click();
  await page.locator('[data-testid="preview"] img[data-kind="captured"]').waitFor();
  await shot('captured');
  await page.getByRole('button', { name: t.capture.clean, exact: true }).click();
  await page.locator('[data-testid="preview"] img[data-kind="cleaned"]').waitFor();
  await shot('cleaned');
  await page.getByRole('button', { name: t.capture.stop, exact: true }).click();
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: t.capture.start, exact: true }).click();
  await page.getByRole('alert').waitFor();
  await shot('error');
}

async function openContext(width: number, height: number, scheme: Scheme, locale: string) {
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme: scheme,
    locale,
  });
  // The fake camera is named like a real one (its own name is the video file's path).
  await context.addInitScript(NAME_THE_CAMERA);
  return context;
}

try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      const context = await openContext(size.width, size.height, scheme, 'en-US');
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(base + path);
        await page.locator('h1').waitFor();
        const name = path === '/' ? 'capture' : path.slice(1);
        await page.screenshot({
          path: join(outDir, `${name}-${size.name}-${scheme}.png`),
          fullPage: true,
        });
      }
      await captureStates(page, englishCatalog, `${size.name}-${scheme}`);
      if (size.name === 'phone') {
        await page.goto(base + '/');
        await page.getByRole('button', { name: englishCatalog.layout.menu }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(outDir, `menu-phone-${scheme}.png`) });
      }
      await context.close();
    }
  }
  // Each other language: the Capture screen on a 375 px phone (long German words, Chinese line
  // breaking), its menu, and the header at the narrowest desktop width.
  for (const [language, t] of Object.entries(translations)) {
    const phone = await openContext(375, 740, 'light', language);
    const page = await phone.newPage();
    await captureStates(page, t, `phone-${language}`);
    await page.goto(base + '/');
    await page.getByRole('button', { name: t.layout.menu }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, `menu-phone-${language}.png`) });
    await phone.close();
    const narrow = await openContext(NAV_FROM[language], 700, 'dark', language);
    const desktop = await narrow.newPage();
    await desktop.goto(base + '/sign');
    await desktop.locator('h1').waitFor();
    await desktop.screenshot({ path: join(outDir, `sign-narrowest-nav-${language}.png`) });
    await narrow.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Screenshots written to ${outDir}`);
