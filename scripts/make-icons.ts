// Draws the app icons of the web app manifest from the favicon's design (public/favicon.svg:
// the accent square with the white signature stroke) with Debian's headless Chromium:
//   npx tsx scripts/make-icons.ts        (writes public/icons/*.png; run again when the design changes)
// The PNGs are committed (a few KB each), so the build itself needs no browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const outDir = 'public/icons';
const favicon = readFileSync('public/favicon.svg', 'utf8');
const stroke = favicon.match(/<path [^>]*\/>/)?.[0];
const fill = favicon.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!stroke || !fill) throw new Error('public/favicon.svg is not the expected design');

/** The stroke on a square filling the whole icon; `pad` widens the view around the 32-unit design. */
const fullBleed = (pad: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${32 + 2 * pad} ${32 + 2 * pad}">` +
  `<rect x="${-pad}" y="${-pad}" width="${32 + 2 * pad}" height="${32 + 2 * pad}" fill="${fill}"/>${stroke}</svg>`;

const icons = [
  // "any": the favicon itself, rounded corners transparent.
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // "maskable": the platform cuts its own shape; the stroke stays inside the central safe circle
  // (radius 40% of the side): the view is widened to 44 units, the stroke spans 22 of them.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(6) },
  // iOS rounds the corners itself and wants no transparency.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(2) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    writeFileSync(join(outDir, icon.file), png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} B`);
  }
} finally {
  await browser.close();
}
