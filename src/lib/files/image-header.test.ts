import { describe, expect, test } from 'vitest';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { withOrientation } from './exif.test-helper.ts';
import { readImageHeader } from './image-header.ts';

function pngBytes(width: number, height: number) {
  return new Uint8Array(PNG.sync.write(new PNG({ width, height })));
}

function jpegBytes(width: number, height: number) {
  const data = Buffer.alloc(width * height * 4, 200);
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data);
}

describe('readImageHeader', () => {
  test('PNG and JPEG: format and stored size', () => {
    expect(readImageHeader(pngBytes(33, 17))).toEqual({
      format: 'png',
      width: 33,
      height: 17,
      orientation: 1,
    });
    expect(readImageHeader(jpegBytes(40, 24))).toEqual({
      format: 'jpeg',
      width: 40,
      height: 24,
      orientation: 1,
    });
  });

  test('JPEG EXIF orientation in either byte order', () => {
    expect(readImageHeader(withOrientation(jpegBytes(40, 24), 6, true))).toMatchObject({
      width: 40,
      height: 24,
      orientation: 6,
    });
    expect(readImageHeader(withOrientation(jpegBytes(40, 24), 8, false)).orientation).toBe(8);
  });

  test('GIF, BMP and WebP sizes', () => {
    const gif = new Uint8Array([...Buffer.from('GIF89a'), 10, 1, 20, 0]);
    expect(readImageHeader(gif)).toMatchObject({ format: 'gif', width: 266, height: 20 });
    const bmp = Buffer.alloc(30);
    bmp.write('BM', 0, 'ascii');
    bmp.writeInt32LE(640, 18);
    bmp.writeInt32LE(-480, 22); // top-down rows
    expect(readImageHeader(new Uint8Array(bmp))).toMatchObject({ width: 640, height: 480 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'ascii');
    webp.write('WEBPVP8X', 8, 'ascii');
    webp.writeUIntLE(7999, 24, 3);
    webp.writeUIntLE(5999, 27, 3);
    expect(readImageHeader(new Uint8Array(webp))).toMatchObject({
      format: 'webp',
      width: 8000,
      height: 6000,
    });
  });

  test('HEIC is named; AVIF is decodable and sized from its ispe box', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.alloc(16 + 4 * compatible.length);
      box.writeUInt32BE(box.length, 0);
      box.write(`ftyp${major}`, 4, 'ascii');
      compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'ascii'));
      return box;
    };
    expect(readImageHeader(new Uint8Array(ftyp('heic', 'mif1', 'heic'))).format).toBe('heic');
    const ispe = Buffer.alloc(20);
    ispe.write('ispe', 4, 'ascii');
    ispe.writeUInt32BE(4032, 12);
    ispe.writeUInt32BE(3024, 16);
    const avif = Buffer.concat([ftyp('avif', 'mif1', 'miaf'), ispe]);
    expect(readImageHeader(new Uint8Array(avif))).toMatchObject({
      format: 'avif',
      width: 4032,
      height: 3024,
    });
  });

  test('other files: named where known, unknown otherwise', () => {
    const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'binary'));
    expect(readImageHeader(bytes('II*\0rest')).format).toBe('tiff');
    expect(readImageHeader(bytes('%PDF-1.7')).format).toBe('pdf');
    expect(readImageHeader(bytes('<?xml version="1.0"?><svg xmlns="…">')).format).toBe('svg');
    expect(readImageHeader(bytes('Dear reader, this is text.')).format).toBe('unknown');
    expect(readImageHeader(new Uint8Array(0)).format).toBe('unknown');
  });
});
