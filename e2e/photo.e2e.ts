// Photos in real Chromium: the three ways in (Open a photo, drop, paste), the crop step (the
// proposal, pointer, keyboard, rotation, Cancel), the formats and EXIF orientation, the saved
// PNG matching the crop.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { withOrientation } from '../src/lib/files/exif.test-helper.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import {
  dropOn,
  makeBmp,
  makeGif,
  makePhoto,
  paste,
  pickFile,
  untrimmed,
} from './photo-support.ts';

let browser: Browser;
let photo: Buffer; // 1600×1200 JPEG, the sample (582×492) drawn at (500, 350)
const SAMPLE_AT = { x: 500, y: 350, width: 582, height: 492 };

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  photo = await makePhoto(page, { width: 1600, height: 1200, type: 'image/jpeg', at: SAMPLE_AT });
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

async function open() {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  await tracked.page.goto(baseURL() + '/');
  return tracked;
}

const jpeg = (buffer: Buffer, name = 'photo.jpg') => ({ name, mimeType: 'image/jpeg', buffer });
const cropBox = (page: Page) => page.getByTestId('crop-box');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The crop box's size in the picture's pixels, as its label says. */
async function cropSize(page: Page) {
  const label = (await cropBox(page).getAttribute('aria-label')) ?? '';
  const [, width, height] = /(\d+) × (\d+)/.exec(label) ?? [];
  return { width: Number(width), height: Number(height) };
}

async function save(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save PNG').click(),
  ]);
  expect(download.suggestedFilename()).toBe('signature.png');
  return PNG.sync.read(readFileSync((await download.path())!));
}

test('Open a photo: the crop step opens on the handwriting; Use this area cleans it; Save matches the crop', async () => {
  const { page, pageErrors, blocked, context } = await open();
  await pickFile(page, jpeg(photo));
  await cropBox(page).waitFor();
  await expect
    .poll(() => page.getByTestId('announcer').textContent())
    .toMatch(/Photo opened\. Choose the area/);
  // The proposal frames the sample with a margin, not the whole photo.
  const box = await cropBox(page).evaluate((el) => ({
    left: parseFloat((el as HTMLElement).style.left) * 16,
    top: parseFloat((el as HTMLElement).style.top) * 12,
    width: parseFloat((el as HTMLElement).style.width) * 16,
    height: parseFloat((el as HTMLElement).style.height) * 12,
  }));
  expect(box.left).toBeLessThan(SAMPLE_AT.x + 40);
  expect(box.left + box.width).toBeGreaterThan(SAMPLE_AT.x + SAMPLE_AT.width - 40);
  expect(box.width * box.height).toBeLessThan(0.5 * 1600 * 1200);
  // Focus is on the box, visibly.
  expect(await cropBox(page).evaluate((el) => el === document.activeElement)).toBe(true);

  const size = await cropSize(page);
  await button(page, 'Use this area').click();
  const cleaned = page.getByTestId('preview').locator('img[data-kind="cleaned"]');
  await cleaned.waitFor();
  expect(await page.getByLabel(/Enhanced cleaning/).isChecked()).toBe(true);
  await untrimmed(page, size); // the whole crop, to compare sizes
  const png = await save(page);
  expect({ width: png.width, height: png.height }).toEqual(size);
  let transparent = 0;
  for (let i = 3; i < png.data.length; i += 4) if (png.data[i] === 0) transparent++;
  expect(transparent / (png.width * png.height)).toBeGreaterThan(0.5);
  expect(pageErrors).toEqual([]);
  expect(blocked).toEqual([]);
  await context.close();
});

test('drop shows a drop target and opens the photo; paste opens one and is announced', async () => {
  const { page, context } = await open();
  await dropOn(page, [jpeg(photo)], undefined, true);
  await page
    .locator('.capture-tool[data-dragging] .preview')
    .getByText('Drop the photo here')
    .waitFor();
  await dropOn(page, [jpeg(photo)]);
  await cropBox(page).waitFor();
  await button(page, 'Cancel').click();
  await page.getByText('Capture your signature to see it here').waitFor();

  const png = await makePhoto(page, {
    width: 800,
    height: 500,
    type: 'image/png',
    at: { x: 100, y: 50, width: 582, height: 400 },
  });
  await paste(page, [{ name: 'image.png', mimeType: 'image/png', buffer: png }]);
  await cropBox(page).waitFor();
  await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/Photo opened/);
  await context.close();
});

test('crop by pointer and by keyboard, rotate; the saved PNG has the crop size, turned', async () => {
  const { page, context } = await open();
  await pickFile(page, jpeg(photo));
  await cropBox(page).waitFor();
  const before = await cropSize(page);

  // Drag the bottom-right handle 60 CSS px right and 40 down.
  const handle = cropBox(page).locator('[data-handle="se"]');
  const at = (await handle.boundingBox())!;
  const frame = (await page.locator('.crop-frame').boundingBox())!;
  const scale = 1600 / frame.width;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height / 2 + 20, { steps: 3 });
  await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height / 2 + 40, { steps: 3 });
  await page.mouse.up();
  const dragged = await cropSize(page);
  expect(Math.abs(dragged.width - (before.width + 60 * scale))).toBeLessThanOrEqual(scale + 1);
  expect(Math.abs(dragged.height - (before.height + 40 * scale))).toBeLessThanOrEqual(scale + 1);

  // The body moves without resizing.
  const body = (await cropBox(page).boundingBox())!;
  await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
  await page.mouse.down();
  await page.mouse.move(body.x + body.width / 2 - 50, body.y + body.height / 2 - 30, { steps: 4 });
  await page.mouse.up();
  expect(await cropSize(page)).toEqual(dragged);
  const moved = (await cropBox(page).boundingBox())!;
  expect(moved.x).toBeLessThan(body.x - 40);

  // Keyboard: arrows move (16 px = 1% of 1600 per press), Shift+arrows resize.
  await cropBox(page).focus();
  expect(await cropBox(page).evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('ArrowRight');
  expect(await cropSize(page)).toEqual(dragged);
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  const keyed = await cropSize(page);
  expect(keyed).toEqual({ width: dragged.width - 16, height: dragged.height - 16 });

  await page.getByRole('button', { name: /Rotate/ }).click();
  expect(await cropSize(page)).toEqual({ width: keyed.height, height: keyed.width });
  const canvas = await page
    .locator('.crop-picture')
    .evaluate((c: HTMLCanvasElement) => c.height > c.width);
  expect(canvas).toBe(true);
  await cropBox(page).press('Enter'); // Use this area
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await untrimmed(page, { width: keyed.height, height: keyed.width });
  const png = await save(page);
  expect({ width: png.width, height: png.height }).toEqual({
    width: keyed.height,
    height: keyed.width,
  });
  await context.close();
});

test('Cancel in the crop step goes back to the previous result; Crop re-opens it on its crop', async () => {
  const { page, context } = await open();
  await pickFile(page, jpeg(photo));
  await button(page, 'Use this area').click();
  const cleaned = page.getByTestId('preview').locator('img[data-kind="cleaned"]');
  await cleaned.waitFor();
  const first = await cleaned.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);

  const other = await makePhoto(page, {
    width: 900,
    height: 600,
    type: 'image/webp',
    at: { x: 0, y: 0, width: 900, height: 600 },
  });
  await pickFile(page, { name: 'other.webp', mimeType: 'image/webp', buffer: other });
  await cropBox(page).waitFor();
  expect(
    await page.locator('.crop-picture').evaluate((c: HTMLCanvasElement) => c.width / c.height),
  ).toBeCloseTo(1.5, 1);
  await page.keyboard.press('Escape');
  await cleaned.waitFor();
  expect(
    await cleaned.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual(first);
  expect(await button(page, 'Save PNG').isEnabled()).toBe(true);

  await button(page, 'Crop').click();
  await cropBox(page).waitFor();
  const size = await cropSize(page);
  await button(page, 'Cancel').click();
  await untrimmed(page, size);
  const png = await save(page);
  expect({ width: png.width, height: png.height }).toEqual(size);
  await context.close();
});

test('formats: BMP, GIF (first frame) and EXIF orientation', async () => {
  const { page, context } = await open();
  await pickFile(page, { name: 'scan.bmp', mimeType: 'image/bmp', buffer: makeBmp(300, 120) });
  await cropBox(page).waitFor();
  expect(await cropSize(page)).not.toEqual({ width: 300, height: 120 }); // framed on the bar
  await button(page, 'Cancel').click();

  await pickFile(page, { name: 'anim.gif', mimeType: 'image/gif', buffer: makeGif(200, 80) });
  await cropBox(page).waitFor();
  // The first frame's bar is on the left half: the proposal sits there.
  const box = await cropBox(page).evaluate(
    (el) =>
      parseFloat((el as HTMLElement).style.left) + parseFloat((el as HTMLElement).style.width),
  );
  expect(box).toBeLessThan(70);
  await button(page, 'Cancel').click();

  // Stored 300×100, EXIF 6 (turn clockwise to show): the picture is 100×300 upright.
  const stored = await makePhoto(page, {
    width: 300,
    height: 100,
    type: 'image/jpeg',
    at: { x: 20, y: 20, width: 100, height: 60 },
  });
  await pickFile(page, jpeg(Buffer.from(withOrientation(stored, 6)), 'turned.jpg'));
  await cropBox(page).waitFor();
  const picture = await page
    .locator('.crop-picture')
    .evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
  expect(picture).toEqual([100, 300]);
  await context.close();
});

test.each(['light', 'dark'] as const)('the crop step passes axe (%s)', async (colorScheme) => {
  const tracked = await openTrackedPage(browser, { colorScheme, bypassCSP: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, jpeg(photo));
  await cropBox(page).waitFor();
  await expectNoAxeViolations(page, `crop step (${colorScheme})`);
  await tracked.context.close();
});
