// The cleaners' WebAssembly kernels in real Chromium (issue 26): the clean worker compiles them
// from our own origin under the Content Security Policy, and a photo cleaned with them saves
// the same PNG, byte for byte, with either cleaner, as when the kernel file is refused and the
// TypeScript kernels run. No request leaves the origin, and the policy reports nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { makePhoto, pickFile } from './photo-support.ts';

let browser: Browser;
let photo: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  const at = { x: 300, y: 200, width: 582, height: 492 };
  photo = await makePhoto(page, { width: 1201, height: 901, type: 'image/png', at });
  await page.close();
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
const KERNELS = /\/assets\/kernels-[\w-]+\.wasm$/;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The kernels the clean worker reports using (load-kernels.ts leaves a performance mark). */
async function kernelsInUse(page: Page) {
  const worker = page.workers().find((w) => w.url().includes('clean.worker'));
  if (!worker) return 'no clean worker';
  const marks = await worker.evaluate(() =>
    performance.getEntriesByType('mark').map((mark) => mark.name),
  );
  return marks.find((name) => name.startsWith('inklift-kernels:')) ?? 'not loaded';
}

/** Opens the photo, cleans the whole of it with each cleaner and hashes each saved PNG. */
async function cleanBoth(refuseKernels: boolean) {
  const tracked = await openTrackedPage(browser, {
    acceptDownloads: true,
    initScripts: [RECORD_VIOLATIONS],
  });
  const { page, context } = tracked;
  if (refuseKernels) await context.route(KERNELS, (route) => route.abort('blockedbyclient'));
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await page.getByTestId('crop-box').waitFor();
  await button(page, 'Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await expect.poll(() => button(page, 'Save PNG').isEnabled()).toBe(true);
  const hashes: string[] = [];
  for (const enhanced of [true, false]) {
    await page.getByLabel(/Enhanced cleaning/).setChecked(enhanced);
    await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
    await expect.poll(() => button(page, 'Save PNG').isEnabled()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Save PNG').click(),
    ]);
    const png = readFileSync((await download.path())!);
    hashes.push(createHash('sha256').update(png).digest('hex'));
  }
  const result = {
    hashes,
    kernels: await kernelsInUse(page),
    kernelRequests: tracked.requests.filter((url) => KERNELS.test(url)),
    violations: await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    ),
    blocked: tracked.blocked,
    pageErrors: tracked.pageErrors,
  };
  await context.close();
  return result;
}

test('the clean worker cleans with the WebAssembly kernels, and the PNGs equal the TypeScript kernels’', async () => {
  const wasm = await cleanBoth(false);
  expect(wasm.kernels).toBe('inklift-kernels:webassembly');
  // Fetched once, from our origin (the route log sees every request; none was blocked).
  expect(wasm.kernelRequests).toHaveLength(1);
  expect(new URL(wasm.kernelRequests[0]).origin).toBe(new URL(baseURL()).origin);
  expect(wasm.blocked).toEqual([]);
  expect(wasm.violations).toEqual([]);
  expect(wasm.pageErrors).toEqual([]);

  const typescript = await cleanBoth(true);
  expect(typescript.kernels).toBe('inklift-kernels:typescript');
  expect(typescript.pageErrors).toEqual([]);
  // Enhanced and spec alike, the same bytes.
  expect(wasm.hashes[0]).not.toBe(wasm.hashes[1]);
  expect(typescript.hashes).toEqual(wasm.hashes);
});
