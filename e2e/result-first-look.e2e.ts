// What a new user sees first on the result (issue 43, item 7): the preview's choices whole in
// their card on a phone and a desktop, Sign a PDF a button like the others, and the Enhanced
// switch showing the cleaner that is running right after Use this area.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openTrackedPage, type TrackedPage } from './support/browser.ts';
import { makePhoto, pickFile } from './photo-support.ts';

let browser: Browser;
let photo: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await browser.newPage();
  photo = await makePhoto(page, {
    width: 900,
    height: 600,
    type: 'image/png',
    at: { x: 150, y: 150, width: 600, height: 300 },
  });
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the photo on the Capture screen and cleans the proposed area (enhanced, photos' default). */
async function cleaned(options: Parameters<typeof openTrackedPage>[1] = {}): Promise<TrackedPage> {
  const tracked = await openTrackedPage(browser, options);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'signature.png', mimeType: 'image/png', buffer: photo });
  await button(page, 'Use this area').click();
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return tracked;
}

test('right after Use this area the enhanced switch shows the cleaner that runs', async () => {
  const tracked = await openTrackedPage(browser);
  const { page } = tracked;
  await page.goto(baseURL() + '/');
  await pickFile(page, { name: 'signature.png', mimeType: 'image/png', buffer: photo });
  await button(page, 'Use this area').click();
  // Read in one go while the crop is still being cleaned (it was unticked and off then).
  const during = await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('.preview-switch input')!;
    const busy = document.querySelector('[data-testid="preview"][aria-busy="true"]') !== null;
    return { busy, checked: box.checked, disabled: box.disabled };
  });
  expect(during).toEqual({ busy: true, checked: true, disabled: false });
  await page.getByTestId('preview').locator('img[data-kind="cleaned"]').waitFor();
  expect(await page.getByLabel('Enhanced cleaning — for shadows and thin pens').isChecked()).toBe(
    true,
  );
  await tracked.context.close();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the preview's choices show whole and Sign a PDF is a button like Save SVG`, async () => {
    const tracked = await cleaned({ viewport });
    const { page } = tracked;
    // Every Background and Zoom option lies inside the preview's card, none clipped by it.
    const clipped = await page.evaluate(() => {
      const card = document.querySelector('.result-preview')!.getBoundingClientRect();
      const options = [...document.querySelectorAll('.result-preview-bar label')];
      return {
        count: options.length,
        outside: options.filter((label) => {
          const box = label.getBoundingClientRect();
          return box.height < 30 || box.top < card.top || box.bottom > card.bottom + 0.5;
        }).length,
      };
    });
    expect(clipped).toEqual({ count: 5, outside: 0 });
    const look = (node: Element) => {
      const style = getComputedStyle(node);
      const { color, backgroundColor, borderTopWidth, textDecorationLine, minHeight } = style;
      return { color, backgroundColor, borderTopWidth, textDecorationLine, minHeight };
    };
    const sign = await page.getByRole('link', { name: 'Sign a PDF' }).evaluate(look);
    const svg = await button(page, 'Save SVG').evaluate(look);
    expect(sign).toEqual(svg);
    await tracked.context.close();
  });
}
