// Draw and Type (issue 24 items 4 and 5) in Chromium: strokes drawn with the mouse and a
// finger, Undo, the saved PNG (transparent, the chosen ink, soft edges) and SVG (the strokes as
// paths, no embedded picture); a typed name in a chosen font loaded from our own origin only,
// and only once Type opens; the dialog's keyboard behaviour, axe in both modes, and a phone.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { WALLET_DB, WALLET_STORE } from '../src/lib/wallet/wallet-store.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPdf, waitForDocument } from './sign-support.ts';
import { makePdf } from './sign-fixtures.ts';
import {
  button,
  download,
  mouseStroke,
  openMaker,
  outputReady,
  summarisePng,
  touchStroke,
} from './maker-support.ts';

const BLUE = '20,52,164';
const WAVE = [
  [0.1, 0.6],
  [0.17, 0.3],
  [0.24, 0.7],
  [0.31, 0.35],
  [0.38, 0.6],
] as const;
const LOOP = [
  [0.6, 0.5],
  [0.7, 0.2],
  [0.8, 0.7],
  [0.9, 0.4],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('Draw: two strokes, Undo takes the last off; the PNG and SVG are the one left, in blue', async () => {
  const tracked = await openMaker(browser, 'draw');
  const { page, dialog } = tracked;
  await expect
    .poll(() => dialog.getByRole('heading', { level: 2 }).textContent())
    .toBe('Draw your signature');
  const pad = dialog.getByRole('img', { name: /^Drawing area/ });
  expect(await button(dialog, 'Undo').isDisabled()).toBe(true);

  await mouseStroke(page, WAVE);
  await mouseStroke(page, LOOP);
  await expect.poll(() => pad.getAttribute('aria-label')).toBe('Drawing area: 2 strokes');
  await outputReady(dialog);
  const both = summarisePng((await download(page, dialog, 'Save PNG')).bytes);

  await button(dialog, 'Undo').click();
  await expect.poll(() => pad.getAttribute('aria-label')).toBe('Drawing area: 1 stroke');
  await expect.poll(() => dialog.getByRole('status').allTextContents()).toContain('Stroke undone.');
  await dialog.getByRole('radio', { name: 'Blue' }).check();
  await outputReady(dialog);

  const saved = await download(page, dialog, 'Save PNG');
  expect(saved.file).toBe('signature.png');
  const png = summarisePng(saved.bytes);
  expect(png.clearCorners).toBe(true);
  expect(png.solid).toBeGreaterThan(1000);
  expect(png.soft).toBeGreaterThan(100); // antialiased edges
  expect([...png.solidColours.keys()]).toEqual([BLUE]);
  expect(png.height).toBeGreaterThanOrEqual(150);
  // Trimmed to the wave alone: the loop on the pad's right half is gone.
  expect(png.width).toBeLessThan(both.width * 0.6);
  expect(both.solidColours.has('0,0,0')).toBe(true);

  const svg = await download(page, dialog, 'Save SVG');
  expect(svg.file).toBe('signature.svg');
  const text = svg.bytes.toString('utf8');
  expect(text.match(/<path /g)).toHaveLength(1);
  expect(text).toContain('fill="#1434a4"');
  expect(text).not.toMatch(/<image|data:|href=/);
  expect(text).toContain(`width="${png.width}" height="${png.height}"`);

  // Thicker: the strokes twice as wide, so about twice the ink.
  await dialog.getByRole('slider', { name: 'Stroke thickness' }).press('End');
  await outputReady(dialog);
  const thick = summarisePng((await download(page, dialog, 'Save PNG')).bytes);
  expect(thick.solid + thick.soft).toBeGreaterThan(1.6 * (png.solid + png.soft));

  await button(dialog, 'Clear').click();
  await expect.poll(() => pad.getAttribute('aria-label')).toBe('Drawing area: nothing drawn yet');
  expect(await button(dialog, 'Save PNG').isDisabled()).toBe(true);
  expect(tracked.blocked).toEqual([]);
  expect(tracked.makerErrors()).toEqual([]);
  await tracked.context.close();
});

test('Type: the name in Great Vibes, the font from our own origin only and only once Type opens', async () => {
  const tracked = await openMaker(browser, 'draw');
  const { page, dialog } = tracked;
  const fontRequests = () => tracked.requests.filter((url) => /\.woff2(\?|$)/.test(url));
  expect(fontRequests()).toEqual([]); // Draw needs no font

  await button(dialog, 'Type instead').click();
  const name = dialog.getByRole('textbox', { name: 'Your name' });
  await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
  await name.fill('Ada Lovelace');
  await dialog.getByRole('radio', { name: 'Great Vibes' }).check();
  const loaded = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', ''))
        .sort(),
    );
  await expect
    .poll(loaded)
    .toEqual([
      'InkLift Caveat',
      'InkLift Dancing Script',
      'InkLift Great Vibes',
      'InkLift Sacramento',
    ]);
  await outputReady(dialog);
  const vibes = summarisePng((await download(page, dialog, 'Save PNG')).bytes);
  expect(vibes.clearCorners).toBe(true);
  expect(vibes.solid + vibes.soft).toBeGreaterThan(2000);
  expect([...vibes.solidColours.keys()]).toEqual(['0,0,0']);

  // Another font writes the same name differently.
  await dialog.getByRole('radio', { name: 'Caveat' }).check();
  await outputReady(dialog);
  const caveat = summarisePng((await download(page, dialog, 'Save PNG')).bytes);
  expect(caveat.width).not.toBe(vibes.width);

  const origin = new URL(page.url()).origin;
  expect(fontRequests().length).toBeGreaterThanOrEqual(4);
  for (const url of fontRequests()) expect(new URL(url).origin).toBe(origin);
  expect(fontRequests().some((url) => url.includes('great-vibes'))).toBe(true);
  expect(tracked.blocked).toEqual([]);
  expect(tracked.makerErrors()).toEqual([]);
  await tracked.context.close();
});

test('Type: a Chinese name is written in the system font, and the screen says so', async () => {
  const tracked = await openMaker(browser, 'type');
  const { dialog } = tracked;
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('张伟');
  await dialog.getByText(/Latin letters only/).waitFor();
  await outputReady(dialog);
  const png = summarisePng((await download(tracked.page, dialog, 'Save PNG')).bytes);
  expect(png.solid + png.soft).toBeGreaterThan(200);
  expect(tracked.makerErrors()).toEqual([]);
  await tracked.context.close();
});

test('Escape and Close shut the dialog and put focus back on the button that opened it', async () => {
  const tracked = await openMaker(browser, 'draw');
  const { page, dialog, opener } = tracked;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

  const typeOpener = button(page, 'Type a signature');
  await typeOpener.click();
  await dialog.waitFor();
  // Focus stays inside the modal dialog while tabbing.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await button(dialog, 'Close').click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => typeOpener.evaluate((el) => el === document.activeElement)).toBe(true);
  await tracked.context.close();
});

test('axe finds nothing in the dialog, drawn and typed, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const tracked = await openMaker(browser, 'draw', { bypassCSP: true, colorScheme });
    const { page, dialog } = tracked;
    await mouseStroke(page, WAVE);
    await outputReady(dialog);
    await expectNoAxeViolations(page, `Draw (${colorScheme})`);
    await button(dialog, 'Type instead').click();
    await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
    await outputReady(dialog);
    await expectNoAxeViolations(page, `Type (${colorScheme})`);
    await tracked.context.close();
  }
});

test('a phone: the pad fits upright and turned, and a finger draws without scrolling the page', async () => {
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 640, height: 360 },
  ]) {
    const tracked = await openMaker(browser, 'draw', { viewport, touch: true });
    const { page, dialog } = tracked;
    const box = (await page.getByTestId('draw-pad').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.75);
    expect(box.width).toBeGreaterThanOrEqual(Math.min(300, viewport.width - 40));
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await touchStroke(page, WAVE);
    const pad = dialog.getByRole('img', { name: /^Drawing area/ });
    await expect.poll(() => pad.getAttribute('aria-label')).toBe('Drawing area: 1 stroke');
    await outputReady(dialog);
    expect(tracked.makerErrors()).toEqual([]);
    await tracked.context.close();
  }
});

test('Sign a PDF takes the drawn signature to the Sign page', async () => {
  const tracked = await openMaker(browser, 'draw');
  const { page, dialog } = tracked;
  await mouseStroke(page, WAVE);
  await outputReady(dialog);
  const png = summarisePng((await download(page, dialog, 'Save PNG')).bytes);
  await dialog.getByRole('link', { name: 'Sign a PDF' }).click();
  await page.waitForURL(/\/sign$/);
  await openPdf(page, 'letter.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  const thumb = page.getByTestId('signature-thumb');
  await thumb.waitFor();
  const size = await thumb.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([png.width, png.height]);
  expect(tracked.makerErrors()).toEqual([]);
  await tracked.context.close();
});

test('Keep in My signatures keeps the drawing with its strokes as the SVG', async () => {
  const tracked = await openMaker(browser, 'draw');
  const { page, dialog } = tracked;
  await mouseStroke(page, WAVE);
  await dialog.getByRole('radio', { name: 'Blue' }).check();
  await outputReady(dialog);
  await button(dialog, 'Keep in My signatures').click();
  await button(dialog, 'Keep').click();
  await dialog.getByText('Kept “Signature” in My signatures on this device.').waitFor();
  const kept = await page.evaluate(
    ([name, store]) =>
      new Promise<{ origin: string; ink: string; svg: string; kind: string }[]>(
        (resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction(store).objectStore(store).getAll();
            // The SVG is kept as a Blob (listing reads none of it): its text, read here.
            all.onsuccess = () =>
              resolve(
                Promise.all(
                  all.result.map(async (record) => ({
                    ...record,
                    png: null,
                    svg: record.svg instanceof Blob ? await record.svg.text() : record.svg,
                  })),
                ),
              );
            all.onerror = () => reject(all.error);
          };
        },
      ),
    [WALLET_DB, WALLET_STORE] as const,
  );
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ origin: 'draw', ink: '#1434a4', kind: 'signature' });
  expect(kept[0].svg).toMatch(/^<svg [^>]*><g fill="#1434a4"><path d="M/);
  expect(tracked.makerErrors()).toEqual([]);
  await tracked.context.close();
});
