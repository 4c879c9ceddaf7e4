// Reads the pixels (RGBA) of the Capture screen's preview image, in the page.
import type { Page } from 'playwright-core';

export interface PreviewPixels {
  width: number;
  height: number;
  data: number[];
}

export async function previewPixels(
  page: Page,
  kind?: 'captured' | 'cleaned',
): Promise<PreviewPixels> {
  const img = page.getByTestId('preview').locator(kind ? `img[data-kind="${kind}"]` : 'img');
  await img.waitFor();
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    return {
      width: canvas.width,
      height: canvas.height,
      data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data),
    };
  });
}
