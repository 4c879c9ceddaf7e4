// What decodePicture refuses before decoding anything (the decoding itself needs a browser and
// is tested end to end): each refusal carries the code the screen turns into advice.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { decodePicture, PictureError } from './decode-picture.ts';

const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));

/** A PNG whose header claims another size (only the header is read before decoding). */
function claiming(width: number, height: number) {
  const file = png(4, 4);
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  return file;
}

// Node has no decoder: a stand-in that "decodes" to the size asked for, so any refusal below
// comes from the checks before decoding, and the options it was called with can be read.
const decode = vi.fn(async (_file: Blob, options?: ImageBitmapOptions) => ({
  width: options?.resizeWidth ?? 20,
  height: options?.resizeHeight ?? 10,
  close() {},
}));
beforeAll(() => {
  vi.stubGlobal('createImageBitmap', decode);
});
// Each test counts its own calls: the counts must not depend on which tests ran before.
beforeEach(() => decode.mockClear());
afterAll(() => {
  vi.unstubAllGlobals();
});

async function refusal(bytes: Uint8Array, type = '') {
  try {
    await decodePicture(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  } catch (error) {
    expect(error).toBeInstanceOf(PictureError);
    // Refused before decoding anything.
    expect(decode).not.toHaveBeenCalled();
    return { code: (error as PictureError).code, detail: (error as Error).message };
  }
  throw new Error('decodePicture did not refuse');
}

describe('decodePicture refuses', () => {
  test('an empty file', async () => {
    expect((await refusal(new Uint8Array(0))).code).toBe('empty');
  });

  test('a file that is not a picture', async () => {
    expect((await refusal(new TextEncoder().encode('Dear reader'))).code).toBe('notImage');
  });

  test('HEIC and TIFF, by name', async () => {
    const heic = new Uint8Array(32);
    heic.set([0, 0, 0, 24]);
    heic.set(new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'), 4);
    expect(await refusal(heic)).toEqual({ code: 'heic', detail: 'HEIC' });
    const tiff = new Uint8Array(64);
    tiff.set(new TextEncoder().encode('II*\0'));
    expect(await refusal(tiff)).toEqual({ code: 'unsupported', detail: 'TIFF' });
  });

  test('an SVG drawing and a PDF document: not the browser’s limit, ours', async () => {
    const svg = new TextEncoder().encode('<?xml version="1.0"?><svg viewBox="0 0 1 1"></svg>');
    expect(await refusal(svg)).toEqual({ code: 'drawing', detail: 'SVG' });
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    expect(await refusal(pdf)).toEqual({ code: 'document', detail: 'PDF' });
  });

  test('a PNG or JPEG cut off before its end', async () => {
    const whole = png(20, 10);
    expect(await refusal(whole.subarray(0, whole.length - 20))).toEqual({
      code: 'corrupt',
      detail: 'PNG',
    });
    const photo = jpeg.encode(
      { data: Buffer.alloc(64 * 64 * 4, 128), width: 64, height: 64 },
      80,
    ).data;
    expect(await refusal(photo.subarray(0, photo.length >> 1))).toEqual({
      code: 'corrupt',
      detail: 'JPEG',
    });
  });

  test('a side over the canvas limit, with the size', async () => {
    expect(await refusal(claiming(40_000, 4))).toEqual({ code: 'tooLarge', detail: '40000 × 4' });
  });
});

describe('decodePicture decodes', () => {
  test('a picture within the budget whole, upright', async () => {
    const picture = await decodePicture(new Blob([new Uint8Array(png(20, 10))]));
    expect(picture).toMatchObject({ width: 20, height: 10, scaledFromMegapixels: null });
    expect(decode).toHaveBeenLastCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
  });

  test('a picture over 50 MP straight at 50 MP', async () => {
    const picture = await decodePicture(new Blob([new Uint8Array(claiming(20_000, 20_000))]));
    expect(decode).toHaveBeenCalledTimes(1);
    expect(decode.mock.lastCall?.[1]).toMatchObject({ resizeWidth: 7071, resizeHeight: 7071 });
    expect(picture.scaledFromMegapixels).toBe(400);
    expect(picture.width * picture.height).toBeLessThanOrEqual(50_000_000);
  });
});
