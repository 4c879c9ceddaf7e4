// Decodes a photo file (PNG, JPEG, WebP…) into RGBA, applying its EXIF orientation and
// scaling it down when it passes the pixel budget (a 50-megapixel photo would otherwise
// exhaust memory in the canvas and the cleaner).
import type { RgbaImage } from '../canvas/grab-frame.ts';

/** 16.7 MP: more than any phone's 12 MP photo, well inside every browser's canvas limits. */
export const MAX_PHOTO_PIXELS = 4096 * 4096;

export interface LoadedPhoto extends RgbaImage {
  /** The photo's own size in megapixels, when it had to be scaled down. */
  scaledFromMegapixels: number | null;
}

export async function loadPhoto(file: Blob, maxPixels = MAX_PHOTO_PIXELS): Promise<LoadedPhoto> {
  const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = probe;
  let bitmap = probe;
  let scaledFromMegapixels: number | null = null;
  if (width * height > maxPixels) {
    const scale = Math.sqrt(maxPixels / (width * height));
    probe.close();
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: Math.max(1, Math.floor(width * scale)),
      resizeHeight: Math.max(1, Math.floor(height * scale)),
      resizeQuality: 'high',
    });
    scaledFromMegapixels = Math.round((width * height) / 1e6);
  }
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('loadPhoto: no 2D canvas context');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data, width: bitmap.width, height: bitmap.height, scaledFromMegapixels };
  } finally {
    bitmap.close();
  }
}
