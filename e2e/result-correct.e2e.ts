// The correction tools on the result (issue 44), on photos made here where the automatic result
// is wrong: a pale felt-tip under a deep shadow (one pick on a stroke brings it back whole; the
// enhanced cleaner already does well on this clean render, so the spec's Clean is the one that
// fails and is corrected, and the keyboard test picks on the enhanced result), the
// spec's Clean keeping a table's edge (one "not ink" tap takes it away and leaves the signature),
// a brush stroke with Undo and Redo (buttons and Ctrl+Z), the same pick from the keyboard, and
// the Sign page's photo dialog (Use and correct: the same tools, the corrected picture placed).
// Results are compared untrimmed, so the saved PNG lies pixel for pixel on the photo.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage, type TrackedPage } from './support/browser.ts';
import { pickFile } from './photo-support.ts';
import { makePdf } from './sign-fixtures.ts';
import { openPdf, waitForDocument } from './sign-support.ts';

const W = 900;
const H = 600;

let browser: Browser;
/** Pale green felt-tip strokes, half of them in a deep shadow; `truth` is where the pen went. */
let shadowPhoto: { file: Buffer; truth: Uint8Array };
/** A dark signature on paper lying on a dark table (the bottom fifth of the picture). */
let tablePhoto: Buffer;

/** Draws a photo in the page: `scene` runs on a 2D context; returns PNG bytes as base64. */
async function draw(page: Page, scene: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ scene, W, H }) => {
      const canvas = new OffscreenCanvas(W, H);
      const context = canvas.getContext('2d')!;
      new Function('c', 'W', 'H', scene)(context, W, H);
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { scene, W, H },
  );
  return Buffer.from(base64, 'base64');
}

// The strokes: one across the middle (so the keyboard's marker starts on it) and two loops.
const STROKES = `
  c.lineCap = 'round'; c.lineJoin = 'round'; c.lineWidth = 7;
  c.beginPath(); c.moveTo(120, H / 2); c.lineTo(780, H / 2); c.stroke();
  c.beginPath(); c.moveTo(160, 380); c.bezierCurveTo(260, 120, 360, 460, 470, 250);
  c.bezierCurveTo(540, 130, 650, 470, 760, 220); c.stroke();`;

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  // Paper, then a deep shadow over the right part with a soft edge, then the pen multiplying
  // (a felt-tip is a filter over the paper, so it darkens with the shadow).
  const shadow = await draw(
    page,
    `c.fillStyle = 'rgb(236, 234, 228)'; c.fillRect(0, 0, W, H);
     const g = c.createLinearGradient(380, 0, 470, 0);
     g.addColorStop(0, 'rgba(0, 0, 0, 0)'); g.addColorStop(1, 'rgba(0, 0, 0, 0.78)');
     c.fillStyle = g; c.fillRect(0, 0, W, H);
     c.globalCompositeOperation = 'multiply'; c.strokeStyle = 'rgb(196, 230, 208)';
     ${STROKES}`,
  );
  const truthPng = PNG.sync.read(await draw(page, `c.strokeStyle = '#000'; ${STROKES}`));
  const truth = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) truth[i] = truthPng.data[i * 4 + 3] >= 128 ? 1 : 0;
  shadowPhoto = { file: shadow, truth };
  tablePhoto = await draw(
    page,
    `c.fillStyle = 'rgb(232, 230, 224)'; c.fillRect(0, 0, W, H);
     c.fillStyle = 'rgb(70, 52, 40)'; c.fillRect(0, 480, W, H - 480);
     c.strokeStyle = 'rgb(25, 30, 60)'; c.lineWidth = 5; c.lineCap = 'round';
     c.beginPath(); c.moveTo(200, 300); c.bezierCurveTo(300, 140, 420, 400, 520, 220);
     c.bezierCurveTo(600, 120, 680, 360, 720, 260); c.stroke();`,
  );
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const said = (page: Page) => page.getByTestId('correct-said').textContent();

/** Opens the photo, takes the whole of it as the area, cleans it and turns trim off. */
async function opened(file: Buffer, spec = false): Promise<TrackedPage> {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'photo.png', mimeType: 'image/png', buffer: file });
  const box = page.getByTestId('crop-box');
  await box.waitFor();
  for (const [handle, dx, dy] of [
    ['nw', -2000, -2000],
    ['se', 2000, 2000],
  ] as const) {
    const at = (await box.locator(`[data-handle="${handle}"]`).boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + dx, at.y + dy, { steps: 4 });
    await page.mouse.up();
  }
  expect(await box.getAttribute('aria-label')).toBe(`Crop area, ${W} × ${H} pixels`);
  await button(page, 'Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await idle(page);
  if (spec) {
    await page.getByLabel(/Enhanced cleaning/).uncheck();
    await idle(page);
  }
  await page.getByLabel('Trim to the signature').uncheck();
  await idle(page);
  return tracked;
}

async function idle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The result as saved: 1 where there is ink. */
async function savedInk(page: Page): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Save PNG').click(),
  ]);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  expect([png.width, png.height]).toEqual([W, H]);
  const ink = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) ink[i] = png.data[i * 4 + 3] > 0 ? 1 : 0;
  return ink;
}

function fMeasure(found: Uint8Array, truth: Uint8Array): number {
  let both = 0;
  let foundCount = 0;
  let truthCount = 0;
  for (let i = 0; i < found.length; i++) {
    both += found[i] & truth[i];
    foundCount += found[i];
    truthCount += truth[i];
  }
  return both === 0 ? 0 : (2 * both) / (foundCount + truthCount);
}

const count = (ink: Uint8Array, x0 = 0, y0 = 0, x1 = W, y1 = H) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += ink[y * W + x];
  return n;
};

/** Clicks the view at a point of the photo (its pixels). */
async function tapAt(page: Page, view: 'correct-result' | 'correct-photo', x: number, y: number) {
  // A mouse click lands where it is told, on screen or not: the view is brought on screen first
  // (a result that says what to tap is taller, and pushes the views below the fold).
  const img = page.getByTestId(view).locator('img');
  await img.scrollIntoViewIfNeeded();
  const box = (await img.boundingBox())!;
  await page.mouse.click(box.x + (x / W) * box.width, box.y + (y / H) * box.height);
}

test('a pale felt-tip in a deep shadow, which the spec’s Clean takes for ink: one pick finds the pen whole', async () => {
  const tracked = await opened(shadowPhoto.file, true);
  const { page } = tracked;
  const automatic = fMeasure(await savedInk(page), shadowPhoto.truth);
  await button(page, 'Correct the result').click();
  await page.getByTestId('correct-photo').locator('img').waitFor();
  expect(await page.getByRole('radio', { name: 'This is the ink' }).isChecked()).toBe(true);
  await tapAt(page, 'correct-photo', 300, H / 2); // on the middle stroke, in daylight
  await expect.poll(() => said(page)).toBe('Cleaned again for the ink you picked.');
  await idle(page);
  const picked = fMeasure(await savedInk(page), shadowPhoto.truth);
  console.log(
    `pale felt-tip in shadow: F ${automatic.toFixed(3)} automatic, ${picked.toFixed(3)} after one pick`,
  );
  expect(automatic).toBeLessThan(0.5);
  expect(picked).toBeGreaterThanOrEqual(0.9);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('the spec’s Clean keeps a table’s edge: one “not ink” tap takes it, the signature stays', async () => {
  const tracked = await opened(tablePhoto, true);
  const { page } = tracked;
  const before = await savedInk(page);
  const table = count(before, 0, 490, W, H);
  expect(table).toBeGreaterThan(0.9 * W * (H - 490)); // the cleaner took the table for ink
  const signature = count(before, 0, 0, W, 470);
  await button(page, 'Correct the result').click();
  await page.getByRole('radio', { name: 'This is not ink' }).check();
  await tapAt(page, 'correct-result', 450, 560);
  await expect.poll(() => said(page)).toBe('Removed.');
  await idle(page);
  const after = await savedInk(page);
  expect(count(after, 0, 480, W, H)).toBe(0);
  expect(count(after, 0, 0, W, 470)).toBe(signature);
  await tracked.context.close();
});

test('a brush stroke erases; Undo and Redo, by button and by Ctrl+Z / Ctrl+Shift+Z', async () => {
  const tracked = await opened(tablePhoto);
  const { page } = tracked;
  const signature = count(await savedInk(page), 0, 0, W, 470);
  await button(page, 'Correct the result').click();
  await page.getByRole('radio', { name: 'Erase' }).check();
  const box = (await page.getByTestId('correct-result').locator('img').boundingBox())!;
  const at = (x: number, y: number) => [box.x + (x / W) * box.width, box.y + (y / H) * box.height];
  await page.mouse.move(...(at(180, 120) as [number, number]));
  await page.mouse.down();
  await page.mouse.move(...(at(450, 420) as [number, number]), { steps: 12 });
  await page.mouse.move(...(at(740, 420) as [number, number]), { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => said(page)).toBe('Erased.');
  await idle(page);
  const erased = count(await savedInk(page), 0, 0, W, 470);
  expect(erased).toBeLessThan(signature);
  expect(erased).toBeGreaterThan(0);
  await button(page, 'Undo').click();
  await expect.poll(() => said(page)).toBe('Undone.');
  await idle(page);
  expect(count(await savedInk(page), 0, 0, W, 470)).toBe(signature);
  await button(page, 'Redo').click();
  await expect.poll(() => said(page)).toBe('Redone.');
  await idle(page);
  expect(count(await savedInk(page), 0, 0, W, 470)).toBe(erased);
  await page.keyboard.press('Control+z');
  await idle(page);
  await expect.poll(async () => count(await savedInk(page), 0, 0, W, 470)).toBe(signature);
  await page.keyboard.press('Control+Shift+z');
  await idle(page);
  await expect.poll(async () => count(await savedInk(page), 0, 0, W, 470)).toBe(erased);
  // Kept through a thickness, colour and trim change, and by what Save writes.
  await page.getByRole('radio', { name: 'Blue' }).check();
  await idle(page);
  expect(count(await savedInk(page), 0, 0, W, 470)).toBe(erased);
  await tracked.context.close();
});

test('the keyboard path: choose the tool, move to the photo, Enter picks the ink', async () => {
  const tracked = await opened(shadowPhoto.file);
  const { page } = tracked;
  await button(page, 'Correct the result').click();
  // Focus opens on the chosen tool; arrows choose another and back, Tab reaches the views.
  const ink = page.getByRole('radio', { name: 'This is the ink' });
  await expect.poll(() => ink.evaluate((node) => node === document.activeElement)).toBe(true);
  const photoView = page.getByTestId('correct-photo');
  const onPhoto = () => photoView.evaluate((node) => node === document.activeElement);
  for (let presses = 0; presses < 12 && !(await onPhoto()); presses++)
    await page.keyboard.press('Tab');
  expect(await photoView.evaluate((node) => node.matches(':focus-visible'))).toBe(true);
  // The marker starts in the middle of the photo, on the middle stroke; nudge it along it.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect.poll(() => said(page)).toBe('Cleaned again for the ink you picked.');
  await idle(page);
  expect(await onPhoto()).toBe(true); // focus stays where the person works
  expect(fMeasure(await savedInk(page), shadowPhoto.truth)).toBeGreaterThanOrEqual(0.9);
  await tracked.context.close();
});

/** Pixels with any ink in a shown picture. */
const inkIn = (page: Page, selector: string) =>
  page.locator(selector).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) ink++;
    return ink;
  });

test('the Sign page’s photo: Use and correct opens the same tools; the corrected picture is placed', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/sign');
  await openPdf(page, 'one.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  await page
    .getByLabel('Choose a signature image')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tablePhoto });
  const dialog = page.getByRole('dialog', { name: 'The signature in your photo' });
  await dialog.getByRole('button', { name: 'Use and correct' }).click({ timeout: 60_000 });
  const result = dialog.getByTestId('correct-result').locator('img');
  await result.waitFor({ timeout: 60_000 });
  await dialog.getByTestId('correct-photo').locator('img').waitFor();
  await idle(page);
  const before = await inkIn(page, '[data-testid="correct-result"] img');
  expect(before).toBeGreaterThan(0);
  await dialog.getByRole('radio', { name: 'Erase' }).check();
  await result.scrollIntoViewIfNeeded();
  const box = (await result.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => said(page)).toBe('Erased.');
  await idle(page);
  const after = await inkIn(page, '[data-testid="correct-result"] img');
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Use this signature' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  const thumb = page.getByTestId('signature-thumb');
  await thumb.waitFor({ state: 'attached' });
  expect(await inkIn(page, '[data-testid="signature-thumb"]')).toBe(after);
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});
