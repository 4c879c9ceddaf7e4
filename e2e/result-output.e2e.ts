// The result as it leaves the app (issue 13): soft edges and a transparent paper after enhanced
// cleaning, trimmed to the ink, in the chosen colour, fine-tuned by the slider, judged on white
// and dark, saved as PNG and SVG, copied to the clipboard, shared only where possible, and
// handed to the Sign page.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage, type TrackedPage } from './support/browser.ts';
import { previewPixels, type PreviewPixels } from './support/preview.ts';
import { pickFile } from './photo-support.ts';
import { makePdf } from './sign-fixtures.ts';
import { openPdf, waitForDocument } from './sign-support.ts';

const INK = { r: 30, g: 45, b: 120 };

let browser: Browser;
let photo: Buffer;
/** The ink's bounding box in the photo (pixels darker than halfway to the paper). */
let inkBox: { width: number; height: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  const base64 = await page.evaluate(async (ink) => {
    const canvas = new OffscreenCanvas(900, 600);
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = 'rgb(236, 234, 228)';
    draw.fillRect(0, 0, 900, 600);
    draw.strokeStyle = `rgb(${ink.r}, ${ink.g}, ${ink.b})`;
    draw.lineWidth = 5;
    draw.lineCap = 'round';
    draw.beginPath();
    draw.moveTo(250, 330);
    draw.bezierCurveTo(320, 180, 380, 420, 450, 280);
    draw.bezierCurveTo(500, 200, 560, 380, 640, 300);
    draw.stroke();
    // A faint pencil line inside the signature's box: what lighter drops and bolder keeps.
    draw.strokeStyle = 'rgb(175, 174, 170)';
    draw.lineWidth = 3;
    draw.beginPath();
    draw.moveTo(300, 300);
    draw.lineTo(600, 290);
    draw.stroke();
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, INK);
  await page.close();
  photo = Buffer.from(base64, 'base64');
  const png = PNG.sync.read(photo);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] + png.data[i + 1] + png.data[i + 2] > 3 * 133) continue;
      [minX, minY] = [Math.min(minX, x), Math.min(minY, y)];
      [maxX, maxY] = [Math.max(maxX, x), Math.max(maxY, y)];
    }
  inkBox = { width: maxX - minX + 1, height: maxY - minY + 1 };
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the photo on the Capture screen and cleans the proposed area (enhanced, photos' default). */
async function cleaned(options: Parameters<typeof openTrackedPage>[1] = {}): Promise<TrackedPage> {
  const tracked = await openTrackedPage(browser, { acceptDownloads: true, ...options });
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'signature.png', mimeType: 'image/png', buffer: photo });
  await button(page, 'Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await idle(page);
  return tracked;
}

/** Waits until no newer options are being applied. */
async function idle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="result-view"][aria-busy="true"]'),
  );
}

async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button(page, name).click()]);
  return { file: saved.suggestedFilename(), bytes: readFileSync((await saved.path())!) };
}

function alphaCounts(data: ArrayLike<number>) {
  let soft = 0;
  let solid = 0;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] === 255) solid++;
    else if (data[i] > 0) soft++;
  }
  return { soft, solid };
}

/** The colours of the fully opaque pixels, counted. */
function solidColours(image: PreviewPixels) {
  const colours = new Map<string, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i + 3] !== 255) continue;
    const key = `${image.data[i]},${image.data[i + 1]},${image.data[i + 2]}`;
    colours.set(key, (colours.get(key) ?? 0) + 1);
  }
  return colours;
}

test('the saved PNG: soft edges, transparent paper, trimmed to the ink plus a margin', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  expect(await page.getByLabel('Trim to the signature').isChecked()).toBe(true);
  const { file, bytes } = await download(page, 'Save PNG');
  expect(file).toBe('signature.png');
  const png = PNG.sync.read(bytes);
  const { soft, solid } = alphaCounts(png.data);
  expect(solid).toBeGreaterThan(500);
  expect(soft).toBeGreaterThan(100); // anti-aliased edges
  // Paper is fully transparent: the whole margin band around the ink, and nothing else but the
  // stroke (its soft and solid pixels stay within twice the stroke's own area).
  const margin = Math.max(4, Math.round(0.04 * Math.max(inkBox.width, inkBox.height)));
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const band = Math.min(x, y, png.width - 1 - x, png.height - 1 - y) < margin - 2;
      if (band) expect(png.data[(y * png.width + x) * 4 + 3]).toBe(0);
    }
  expect(Math.abs(png.width - (inkBox.width + 2 * margin))).toBeLessThanOrEqual(4);
  expect(Math.abs(png.height - (inkBox.height + 2 * margin))).toBeLessThanOrEqual(4);
  // What is saved is what is shown.
  const shown = await previewPixels(page, 'cleaned');
  expect([shown.width, shown.height]).toEqual([png.width, png.height]);
  expect(tracked.pageErrors).toEqual([]);
  expect(tracked.blocked).toEqual([]);
  await tracked.context.close();
});

test('each ink colour paints the ink; the slider makes it bolder or lighter', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  const dominant = async () => {
    const colours = solidColours(await previewPixels(page, 'cleaned'));
    return [...colours].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  // Original: the ink's own colour, evened out (near the drawn ink).
  const [r, g, b] = (await dominant())!.split(',').map(Number);
  expect(Math.abs(r - INK.r) + Math.abs(g - INK.g) + Math.abs(b - INK.b)).toBeLessThan(60);
  await page.getByRole('radio', { name: 'Black' }).check();
  await expect.poll(dominant).toBe('0,0,0');
  expect(solidColours(await previewPixels(page, 'cleaned')).size).toBe(1);
  await page.getByRole('radio', { name: 'Blue' }).check();
  await expect.poll(dominant).toBe('20,52,164');

  const ink = async () => {
    const { data } = await previewPixels(page, 'cleaned');
    let sum = 0;
    for (let i = 3; i < data.length; i += 4) sum += data[i];
    return sum;
  };
  const slider = page.getByRole('slider', { name: 'Ink thickness' });
  // The slider's ends: strokes about half and about twice as wide as detected (issue 23; the
  // threshold it moved before changed a ballpoint's ink by 2% end to end).
  const asDetected = await ink();
  await slider.fill('-8');
  await idle(page);
  await expect.poll(() => page.getByRole('button', { name: 'Reset ink thickness' }).isEnabled());
  await expect.poll(ink).toBeLessThan(asDetected * 0.7);
  await slider.fill('8');
  await idle(page);
  await expect.poll(ink).toBeGreaterThan(asDetected * 1.6);
  await page.getByRole('button', { name: 'Reset ink thickness' }).click();
  expect(await slider.inputValue()).toBe('0');
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('the enhanced switch sits with the preview; switching shows the new result in place', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  const toggle = page.getByLabel('Enhanced cleaning — for shadows and thin pens');
  expect(await toggle.isChecked()).toBe(true); // photos clean enhanced
  const view = page.getByTestId('result-view');
  const place = async () => {
    const [switchBox, viewBox] = [await toggle.boundingBox(), await view.boundingBox()];
    return { switchBox: switchBox!, viewBox: viewBox! };
  };
  // Right above the preview, in the first screen of a laptop (it was below the panel's fold).
  const { switchBox, viewBox } = await place();
  expect(switchBox.y + switchBox.height).toBeLessThanOrEqual(viewBox.y);
  expect(viewBox.y - (switchBox.y + switchBox.height)).toBeLessThan(60);
  expect(switchBox.y + switchBox.height).toBeLessThan(800);
  const image = view.locator('img');
  const before = await image.getAttribute('src');
  const scrolled = await page.evaluate(() => window.scrollY);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => image.getAttribute('src')).not.toBe(before);
  await idle(page);
  // The new result is in the old one's place; the page did not move and focus stayed.
  expect(await toggle.isChecked()).toBe(false);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(await view.locator('img').count()).toBe(1);
  expect((await view.boundingBox())!.y).toBe(viewBox.y);
  await tracked.context.close();
});

test('the preview switches to white paper and to a dark page', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  const view = page.getByTestId('result-view');
  const background = () => view.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('radio', { name: 'White paper' }).check();
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('radio', { name: 'Dark' }).check();
  expect(await background()).toBe('rgb(31, 32, 36)');
  await page.getByRole('radio', { name: 'Transparent' }).check();
  expect(await view.getAttribute('data-background')).toBe('checker');
  await tracked.context.close();
});

test('Save SVG: a valid vector of the PNG size, filled in the chosen colour', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  await page.getByRole('radio', { name: 'Blue' }).check();
  await idle(page);
  const png = PNG.sync.read((await download(page, 'Save PNG')).bytes);
  const { file, bytes } = await download(page, 'Save SVG');
  expect(file).toBe('signature.svg');
  const svg = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.querySelector('parsererror') !== null,
      name: root.nodeName,
      viewBox: root.getAttribute('viewBox'),
      paths: doc.querySelectorAll('path').length,
      fills: [...doc.querySelectorAll('path')].map((path) => path.getAttribute('fill')),
    };
  }, bytes.toString('utf8'));
  expect(svg.error).toBe(false);
  expect(svg.name).toBe('svg');
  expect(svg.viewBox).toBe(`0 0 ${png.width} ${png.height}`);
  expect(svg.paths).toBeGreaterThan(0);
  expect(new Set(svg.fills)).toEqual(new Set(['#1434a4']));
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('Copy puts the PNG on the clipboard; Share is hidden where files cannot be shared', async () => {
  const tracked = await cleaned({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = tracked;
  const shown = await previewPixels(page, 'cleaned');
  await button(page, 'Copy').click();
  await expect.poll(() => page.getByText(/Copied the signature/).count()).toBeGreaterThan(0);
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const bitmap = await createImageBitmap(await item.getType('image/png'));
    return { types: item.types, width: bitmap.width, height: bitmap.height };
  });
  expect(copied).toEqual({ types: ['image/png'], width: shown.width, height: shown.height });

  const canShare = await page.evaluate(
    () =>
      navigator.canShare?.({ files: [new File(['x'], 'x.png', { type: 'image/png' })] }) ?? false,
  );
  expect(canShare).toBe(false);
  expect(await button(page, 'Share').count()).toBe(0);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});

test('Sign a PDF: the link is offered with the result and the Sign page has the signature', async () => {
  const tracked = await cleaned();
  const { page } = tracked;
  const shown = await previewPixels(page, 'cleaned');
  await page.getByRole('link', { name: 'Sign a PDF' }).click();
  await page.waitForURL(/\/sign$/);
  await openPdf(page, 'letter.pdf', await makePdf([{ size: [612, 792] }]));
  await waitForDocument(page, 1);
  const thumb = page.getByTestId('signature-thumb');
  await thumb.waitFor();
  const size = await thumb.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([shown.width, shown.height]);
  expect(tracked.pageErrors).toEqual([]);
  await tracked.context.close();
});
