// Bad files and bad drops: each gets an announced message that says what to do, and the
// current result stays (nothing is lost).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launchBrowser, openTrackedPage } from './support/browser.ts';
import { dropOn, makePhoto, paste, pickFile } from './photo-support.ts';

let browser: Browser;
let page: Page;
let good: Buffer;
let close: () => Promise<void>;
let consoleLines: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const tracked = await openTrackedPage(browser);
  page = tracked.page;
  consoleLines = tracked.console;
  close = () => tracked.context.close();
  await page.goto(baseURL() + '/');
  good = await makePhoto(page, {
    width: 900,
    height: 600,
    type: 'image/jpeg',
    at: { x: 150, y: 60, width: 582, height: 492 },
  });
  // A cleaned result that every bad file below must leave in place.
  await pickFile(page, { name: 'good.jpg', mimeType: 'image/jpeg', buffer: good });
  await page.getByRole('button', { name: 'Use this area' }).click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
});
afterAll(async () => {
  await close?.();
  await browser?.close();
});

/** A tiny PNG whose header claims another size (its checksum no longer matches). */
function pngClaiming(width: number, height: number) {
  const png = PNG.sync.write(new PNG({ width: 4, height: 4 }));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

function heic() {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypheic', 4, 'ascii');
  box.write('mif1heic', 16, 'ascii');
  return Buffer.concat([box, Buffer.alloc(2000, 7)]);
}

async function expectAdvice(pattern: RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: pattern });
  await alert.waitFor();
  // Still the same result, still savable.
  expect(await page.getByTestId('preview').locator('img[data-kind="cleaned"]').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Save PNG', exact: true }).isEnabled()).toBe(true);
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

test.each([
  ['an empty file', file('empty.jpg', 'image/jpeg', Buffer.alloc(0)), /file is empty/],
  [
    'a text file',
    file('notes.jpg', 'image/jpeg', Buffer.from('Dear reader, this is text.')),
    /not a picture\. Choose a photo: JPEG, PNG/,
  ],
  ['a HEIC photo', file('IMG_0001.HEIC', 'image/heic', heic()), /cannot open HEIC.*JPEG or PNG/],
  [
    'a TIFF scan',
    file('scan.tif', 'image/tiff', Buffer.concat([Buffer.from('II*\0'), Buffer.alloc(100)])),
    /cannot open TIFF files.*JPEG or PNG/,
  ],
  [
    'a JPEG cut off halfway',
    file('cut.jpg', 'image/jpeg', Buffer.alloc(0)),
    /JPEG file is damaged or cut off/,
  ],
  ['a corrupt PNG', file('bad.png', 'image/png', pngClaiming(5, 4)), /PNG file is damaged/],
  [
    'an SVG drawing',
    file(
      'signature.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ),
    /InkLift does not take SVG pictures/,
  ],
  [
    'a picture wider than the canvas limit',
    file('panorama.png', 'image/png', pngClaiming(40_000, 300)),
    /too large for the browser \(40000 × 300\)/,
  ],
])('%s', async (_name, bad, advice) => {
  const buffer = bad.name === 'cut.jpg' ? good.subarray(0, good.length >> 1) : bad.buffer;
  await pickFile(page, { ...bad, buffer });
  await expectAdvice(advice);
});

test('dropping several files, dropping text, pasting text', async () => {
  const photo = file('a.jpg', 'image/jpeg', good);
  await dropOn(page, [photo, { ...photo, name: 'b.jpg' }]);
  await expectAdvice(/You dropped 2 files\. Drop or choose one photo/);
  await dropOn(page, [], 'just some words');
  await expectAdvice(/That is text, not a picture/);
  await paste(page, [], 'https://example.com/signature');
  await expectAdvice(/That is text, not a picture/);
  // A good photo after all that still works.
  await paste(page, [photo]);
  await page.getByTestId('crop-box').waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
});

test('a picture refused with a clear message is not also a console error', () => {
  // Runs after the refusals above (same page): each was told on screen, none logged as an error.
  expect(consoleLines.filter((line) => line.startsWith('error'))).toEqual([]);
});
