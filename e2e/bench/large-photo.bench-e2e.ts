// Figures, not assertions: the main thread's long tasks (over 50 ms) while a 48-MP phone photo
// is opened, cropped and cleaned at full resolution (the work is the clean worker's; the goal is
// none over 50 ms on a quiet machine), and how long each step took.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage } from '../support/browser.ts';
import { makePhoto } from '../photo-support.ts';

let browser: Browser;
let photoPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  const photo = await makePhoto(page, {
    width: 8000,
    height: 6000,
    type: 'image/jpeg',
    at: { x: 2800, y: 2000, width: 2328, height: 1968 },
  });
  await page.close();
  photoPath = join(mkdtempSync(join(tmpdir(), 'inklift-bench-')), 'phone.jpg');
  writeFileSync(photoPath, photo);
});
afterAll(async () => {
  await browser.close();
});

test('48-MP photo: main-thread long tasks', async () => {
  const { page, context } = await openTrackedPage(browser);
  await page.goto(baseURL() + '/');
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  await page.getByLabel('Open a photo').setInputFiles(photoPath);
  await page.getByTestId('crop-box').waitFor({ timeout: 120_000 });
  const opened = Date.now();
  await page.getByRole('button', { name: 'Use this area', exact: true }).click();
  await page
    .getByTestId('preview')
    .locator('img[data-kind="cleaned"]')
    .waitFor({ timeout: 120_000 });
  const cleaned = Date.now();
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: number[] }).__longTasks,
  );
  console.table({
    'open to crop step (ms)': opened - started,
    'crop to cleaned (ms)': cleaned - opened,
    'long tasks over 50 ms (goal: none)': tasks.filter((ms) => ms > 50).length,
    'longest task (ms)': Math.round(Math.max(0, ...tasks)),
  });
  await context.close();
});
