// RGBA → PNG Blob with little main-thread work: the pixels are put on an OffscreenCanvas and
// encoded asynchronously (convertToBlob / toBlob). A data URL is never made: for 12 MP it alone
// blocks for about 250 ms. (createImageBitmap + drawImage measured slower here: ~75 ms at 12 MP
// against ~31 ms for putImageData.)
import type { RgbaImage } from './grab-frame.ts';

export async function encodePng({ data, width, height }: RgbaImage): Promise<Blob> {
  const pixels = new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('encodePng: no 2D canvas context');
    context.putImageData(pixels, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('encodePng: no 2D canvas context');
  context.putImageData(pixels, 0, 0);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encodePng: encoding failed'))),
      'image/png',
    ),
  );
}
