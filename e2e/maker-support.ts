// Helpers for the maker's tests (Draw and Type): opening the dialog from the Capture page,
// drawing with the mouse or a finger, catching a download, and reading a saved PNG.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, openTrackedPage, type PageOptions, type TrackedPage } from './support/browser.ts';

export const OPENERS = { draw: 'Draw a signature', type: 'Type a signature' } as const;

export interface OpenMaker extends TrackedPage {
  dialog: Locator;
  opener: Locator;
  /** Page errors since the maker was opened (the page's own load is other tests' business). */
  makerErrors(): string[];
}

export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** Opens the Capture page and the maker in `mode`. */
export async function openMaker(
  browser: Browser,
  mode: keyof typeof OPENERS,
  options: PageOptions = {},
): Promise<OpenMaker> {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, ...options });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  const before = tracked.pageErrors.length;
  const opener = button(page, OPENERS[mode]);
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { ...tracked, dialog, opener, makerErrors: () => tracked.pageErrors.slice(before) };
}

/** Points as fractions of the pad's width and height. */
export type PadPath = readonly (readonly [number, number])[];

async function padPoints(page: Page, path: PadPath) {
  const box = (await page.getByTestId('draw-pad').boundingBox())!;
  return path.map(([fx, fy]) => ({ x: box.x + fx * box.width, y: box.y + fy * box.height }));
}

/** One stroke with the mouse. */
export async function mouseStroke(page: Page, path: PadPath): Promise<void> {
  const [first, ...rest] = await padPoints(page, path);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

/** One stroke with a finger (touch events through the DevTools protocol: a real drag). */
export async function touchStroke(page: Page, path: PadPath): Promise<void> {
  const points = await padPoints(page, path);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  await touch('touchStart', points[0]);
  for (const point of points.slice(1)) await touch('touchMove', point);
  await touch('touchEnd');
  await cdp.detach();
}

/** Clicks `name` in `scope` and returns the saved file. */
export async function download(
  page: Page,
  scope: Locator,
  name: string,
): Promise<{ file: string; bytes: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button(scope, name).click()]);
  return { file: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

export interface PngSummary {
  width: number;
  height: number;
  /** Pixels by alpha: none (0), soft (1–254) and solid (255). */
  clear: number;
  soft: number;
  solid: number;
  /** The colours of the solid pixels, counted, as "r,g,b". */
  solidColours: Map<string, number>;
  /** Whether the four corner pixels are transparent. */
  clearCorners: boolean;
}

export function summarisePng(bytes: Buffer): PngSummary {
  const png = PNG.sync.read(bytes);
  const { width, height, data } = png;
  const summary: PngSummary = {
    width,
    height,
    clear: 0,
    soft: 0,
    solid: 0,
    solidColours: new Map(),
    clearCorners: true,
  };
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3];
    if (alpha === 0) summary.clear++;
    else if (alpha < 255) summary.soft++;
    else {
      summary.solid++;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      summary.solidColours.set(key, (summary.solidColours.get(key) ?? 0) + 1);
    }
  }
  for (const [x, y] of [
    [0, 0],
    [width - 1, 0],
    [0, height - 1],
    [width - 1, height - 1],
  ])
    if (data[(y * width + x) * 4 + 3] !== 0) summary.clearCorners = false;
  return summary;
}

/** Waits until the preview shows a finished output (not one being remade). */
export async function outputReady(dialog: Locator): Promise<void> {
  await dialog.getByTestId('maker-preview').locator('img').waitFor();
  await dialog
    .page()
    .waitForFunction(
      () => !document.querySelector('[data-testid="maker-preview"][aria-busy="true"]'),
    );
}
