// An imported item's picture, made usable before it is kept: its header read (a PNG, the size
// the file says, within what a picture may be), the whole of it decoded (a cut-off file or bytes
// that only begin like a PNG are refused here, not found out later by Save SVG or Sign a PDF),
// and one larger than a signature needs drawn down to WALLET_PICTURE_MAX_SIDE. Browser only.
import { readImageHeader } from '../files/image-header.ts';

/** The longest side a kept picture needs: a signature 10 cm wide at 600 dpi. */
export const WALLET_PICTURE_MAX_SIDE = 2400;
/** The most pixels an imported picture may have at all (decoded once, then drawn down). */
export const IMPORT_MAX_PIXELS = 40_000_000;

export interface UsablePicture {
  png: ArrayBuffer;
  width: number;
  height: number;
}

export class UnusablePicture extends Error {
  constructor(why: string) {
    super(`Unusable picture: ${why}`);
  }
}

const hasEnd = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - 12))).includes('IEND');

/**
 * The picture as it may be kept, or UnusablePicture. `width`×`height` is the size its record
 * says; the PNG's own header must say the same.
 */
export async function usablePicture(
  png: ArrayBuffer,
  width: number,
  height: number,
): Promise<UsablePicture> {
  const bytes = new Uint8Array(png);
  const header = readImageHeader(bytes.subarray(0, 64));
  if (header.format !== 'png') throw new UnusablePicture('not a PNG');
  if (header.width !== width || header.height !== height)
    throw new UnusablePicture(
      `${header.width} × ${header.height}, the file says ${width} × ${height}`,
    );
  if (width * height > IMPORT_MAX_PIXELS) throw new UnusablePicture(`${width} × ${height}`);
  if (!hasEnd(bytes)) throw new UnusablePicture('cut off');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([png], { type: 'image/png' }));
  } catch {
    throw new UnusablePicture('does not decode');
  }
  try {
    if (bitmap.width !== width || bitmap.height !== height)
      throw new UnusablePicture('decodes to another size');
    const scale = Math.min(1, WALLET_PICTURE_MAX_SIDE / Math.max(width, height));
    if (scale === 1) return { png, width, height };
    const size = {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return { png: await blob.arrayBuffer(), ...size };
  } finally {
    bitmap.close();
  }
}
