// Decodes a picture file into an upright ImageBitmap, off the main thread when called in the
// worker. The header is read first: files that are not pictures, formats the browser cannot
// decode (named, e.g. HEIC), truncated files and sides over the canvas limit are refused with
// a code before any decoding; a photo over the pixel budget is decoded straight at the budget.
import type { PictureErrorCode } from '../clean/clean-protocol.ts';
import { DECODABLE, FORMAT_NAMES, readImageHeader } from './image-header.ts';

/** 50 MP: a 48-MP phone photo decodes whole; larger pictures are scaled to this. */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** The longest canvas side Chromium, Firefox and Safari all draw. */
export const MAX_CANVAS_SIDE = 32_767;

export class PictureError extends Error {
  readonly code: PictureErrorCode;
  constructor(code: PictureErrorCode, detail = '') {
    super(detail || code);
    this.name = 'PictureError';
    this.code = code;
  }
}

export interface DecodedPicture {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  scaledFromMegapixels: number | null;
}

const HEAD_BYTES = 512 * 1024;

/** PNG ends with its IEND chunk, JPEG with an EOI marker: their absence means a cut-off file. */
async function looksTruncated(file: Blob, format: string): Promise<boolean> {
  if (format !== 'png' && format !== 'jpeg') return false;
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - 1024)).arrayBuffer());
  if (format === 'png') return !String.fromCharCode(...tail.subarray(-12)).includes('IEND');
  for (let i = tail.length - 2; i >= 0; i--)
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) return false;
  return true;
}

export async function decodePicture(
  file: Blob,
  maxPixels = MAX_PICTURE_PIXELS,
): Promise<DecodedPicture> {
  if (file.size === 0) throw new PictureError('empty');
  const header = readImageHeader(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  const name = FORMAT_NAMES[header.format];
  if (header.format === 'heic') throw new PictureError('heic', name);
  if (header.format === 'unknown') throw new PictureError('notImage');
  // Not the browser's limit but ours: a drawing or a document is no photo to clean.
  if (header.format === 'svg') throw new PictureError('drawing', name);
  if (header.format === 'pdf') throw new PictureError('document', name);
  if (!DECODABLE.has(header.format)) throw new PictureError('unsupported', name);
  if (await looksTruncated(file, header.format)) throw new PictureError('corrupt', name);

  const swap = header.orientation >= 5;
  const width = (swap ? header.height : header.width) ?? 0;
  const height = (swap ? header.width : header.height) ?? 0;
  if (Math.max(width, height) > MAX_CANVAS_SIDE) {
    throw new PictureError('tooLarge', `${width} × ${height}`);
  }
  const scale = width && height ? Math.min(1, Math.sqrt(maxPixels / (width * height))) : 1;
  const size = {
    w: Math.max(1, Math.floor(width * scale)),
    h: Math.max(1, Math.floor(height * scale)),
  };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(
      file,
      scale < 1
        ? {
            imageOrientation: 'from-image',
            resizeWidth: size.w,
            resizeHeight: size.h,
            resizeQuality: 'high',
          }
        : { imageOrientation: 'from-image' },
    );
  } catch {
    throw new PictureError('corrupt', name);
  }
  if (scale < 1 && bitmap.width !== size.w && bitmap.width === size.h) {
    // The resize applied before the orientation here: ask for the other way round.
    bitmap.close();
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: size.h,
      resizeHeight: size.w,
      resizeQuality: 'high',
    });
  }
  let scaledFrom = scale < 1 ? Math.round((width * height) / 1e6) : null;
  const pixels = bitmap.width * bitmap.height;
  if (pixels > maxPixels) {
    // The header did not say the size (rare): scale the decoded picture instead.
    const late = Math.sqrt(maxPixels / pixels);
    const scaled = await createImageBitmap(bitmap, {
      resizeWidth: Math.floor(bitmap.width * late),
      resizeHeight: Math.floor(bitmap.height * late),
      resizeQuality: 'high',
    });
    bitmap.close();
    bitmap = scaled;
    scaledFrom = Math.round(pixels / 1e6);
  }
  if (Math.max(bitmap.width, bitmap.height) > MAX_CANVAS_SIDE) {
    const { width: w, height: h } = bitmap;
    bitmap.close();
    throw new PictureError('tooLarge', `${w} × ${h}`);
  }
  return { bitmap, width: bitmap.width, height: bitmap.height, scaledFromMegapixels: scaledFrom };
}
