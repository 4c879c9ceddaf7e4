// Driving the Sign page in the tests: open a PDF, choose the signature image, read where each
// placement sits (in displayed points, the unit the saved PDF is checked in), save and read back.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signaturePng, type Rect } from './sign-fixtures.ts';

export const pdfInput = (page: Page) => page.locator('input[type="file"][accept*="pdf"]');

export async function openPdf(page: Page, name: string, buffer: Buffer): Promise<void> {
  await pdfInput(page).setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

export async function waitForDocument(page: Page, pageCount: number): Promise<void> {
  await expect
    .poll(() => page.getByTestId('pdf-page').count(), { timeout: 20_000 })
    .toBe(pageCount);
  await page.locator('[data-testid="pdf-page"][data-rendered]').first().waitFor();
}

export async function chooseSignature(page: Page): Promise<void> {
  await page
    .getByLabel('Choose a signature image')
    .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signaturePng() });
  // Attached, not necessarily shown: on a phone the tools fold away once a signature is ready.
  await page.getByTestId('signature-thumb').waitFor({ state: 'attached' });
}

export interface PlacedRect extends Rect {
  pageIndex: number;
}

/** Every placement's rectangle in points on its displayed page (`widths`: each page's width). */
export async function placementRects(page: Page, widths: number[]): Promise<PlacedRect[]> {
  const raw = await page.getByTestId('placement').evaluateAll((elements) =>
    elements.map((element) => {
      const sheet = element.closest('[data-testid="pdf-page"]')!;
      const pageIndex = Number(sheet.closest('[data-page]')!.getAttribute('data-page')) - 1;
      const outer = sheet.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return {
        pageIndex,
        sheetWidth: outer.width,
        left: own.left - outer.left,
        top: own.top - outer.top,
        width: own.width,
        height: own.height,
      };
    }),
  );
  return raw.map(({ pageIndex, sheetWidth, left, top, width, height }) => {
    const toPoints = widths[pageIndex] / sheetWidth;
    return {
      pageIndex,
      left: left * toPoints,
      top: top * toPoints,
      width: width * toPoints,
      height: height * toPoints,
    };
  });
}

/** Clicks Save and returns the downloaded file's name and bytes. */
export async function saveSigned(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save signed PDF' }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** Within a point or two: the tolerance of the placement checks. */
export function expectRectClose(actual: Rect, expected: Rect, tolerance = 1.5): void {
  if ('upright' in actual) expect(actual.upright, 'the image is upright on the page').toBe(true);
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${key}: ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThanOrEqual(tolerance);
  }
}
