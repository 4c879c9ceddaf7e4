// Reads the pixels (RGBA) of the Capture screen's preview image, in the page.
import type { Page } from 'playwright-core';

export interface PreviewPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function previewPixels(
  page: Page,
  kind?: 'captured' | 'cleaned',
): Promise<PreviewPixels> {
  const img = page.getByTestId('preview').locator(kind ? `img[data-kind="${kind}"]` : 'img');
  await img.waitFor();
  // The pixels cross as one base64 string: a plain array of a megapixel's numbers takes seconds
  // to serialise, and polling it made the cleaner tests time out on a loaded machine.
  const { width, height, base64 } = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  });
  return { width, height, data: new Uint8Array(Buffer.from(base64, 'base64')) };
}
