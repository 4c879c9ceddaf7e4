// Takes screenshots of every page at desktop and phone widths, in light and dark, from the
// production build: `npm run -s screenshots [-- OUT_DIR]` (default test-results/screens).
// For looking at what we built; not a test.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createAppServer } from './serve.mjs';
import { fakeCameraFlags } from '../e2e/support/fake-camera.ts';
import { writeSignatureY4m } from './lib/signature-video.ts';

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
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of sizes) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        colorScheme: scheme,
      });
      // The fake camera is named like a real one (its own name is the video file's path).
      await context.addInitScript(NAME_THE_CAMERA);
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
      // The Capture screen in each state: live, captured, cleaned, and a camera error.
      await page.goto(base + '/');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return !!video && video.videoWidth > 0 && !video.paused;
      });
      const shot = (state: string) =>
        page.screenshot({
          path: join(outDir, `capture-${state}-${size.name}-${scheme}.png`),
          fullPage: true,
        });
      await shot('live');
      await page.getByRole('button', { name: 'Capture', exact: true }).click();
      await page.locator('[data-testid="preview"] img[data-kind="captured"]').waitFor();
      await shot('captured');
      await page.getByRole('button', { name: 'Clean', exact: true }).click();
      await page.locator('[data-testid="preview"] img[data-kind="cleaned"]').waitFor();
      await shot('cleaned');
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await page.evaluate(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('alert').waitFor();
      await shot('error');
      if (size.name === 'phone') {
        await page.goto(base + '/');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(outDir, `menu-phone-${scheme}.png`) });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`Screenshots written to ${outDir}`);
