// Reading and writing images in Node for the CLI, the benchmarks and the tests, through sharp
// (libvips with its native codecs): JPEG, PNG (any bit depth, grey, palette), WebP, TIFF, GIF
// (its first frame) and AVIF into 8-bit sRGB RGBA, the EXIF orientation applied and a colour
// profile (CMYK, Display P3, Adobe RGB…) converted to sRGB; and PNG out, written atomically so a
// failed or interrupted run never leaves a partial file. The format is read from the bytes, never
// from the file name; the size from the header, so a picture too large is refused before a
// pixel is decoded. A 16-bit PNG is brought to 8 bits with the rounding pngjs used, so a PNG
// gives the very pixels it gave before sharp.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import type { RgbaPixels } from '../core/image/orientation.ts';

export class ImageReadError extends Error {}

/**
 * The largest picture read, in pixels (a 200-megapixel photo, 800 MB once decoded): a header
 * claiming more is refused before decoding, as a decompression bomb would be.
 */
export const MAX_INPUT_PIXELS = 200_000_000;

/**
 * zlib's level for the PNGs written (0 none … 9 smallest). `npm run -s bench:cli` prints the
 * time and size of each level on cleaned photos: levels 2–6 take the same time, 6 is the smallest
 * of them, 7–9 save 5–7 % more for three to four times the time.
 */
export const PNG_COMPRESSION_LEVEL = 6;

/** sharp's names of the formats read, as people call them. */
const FORMAT_NAMES: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  tiff: 'TIFF',
  gif: 'GIF',
  heif: 'AVIF',
};
const READ_FORMATS = 'JPEG, PNG, WebP, TIFF, GIF or AVIF';

// A batch reads each file once: libvips' cache of operations would only hold memory. The pool
// runs one picture per core already (--jobs), so libvips works on one thread of its own per
// operation rather than taking the other jobs' cores (sharp's default on glibc too, said here).
sharp.cache(false);
sharp.concurrency(1);

/** The format its first bytes announce, to name a file whose header is too damaged to read. */
function announcedFormat(bytes: Buffer): string | null {
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  if (ascii(1, 4) === 'PNG') return 'PNG';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WebP';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'TIFF';
  if (ascii(0, 4) === 'GIF8') return 'GIF';
  if (ascii(4, 8) === 'ftyp') return /^(avi|avs)/.test(ascii(8, 12)) ? 'AVIF' : 'HEIF';
  return null;
}

/** libvips' message on one line, without the names of its operations: the codec's reason. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message
    .replace(/^Input (buffer|file) has corrupt header:/, '')
    .replace(/^Input (buffer|file) contains unsupported image format/, '')
    .split('\n')
    .map((line) =>
      line.trim().replace(/^(VipsJpeg|vipspng|webp|webp2vips|tiff2vips|heif|\w+load\w*): /, ''),
    )
    .filter((line) => line !== '' && !line.startsWith('source: bad seek'));
  return [...new Set(lines)].slice(0, 2).join('; ') || 'its header cannot be read';
}

async function header(bytes: Buffer, name: string) {
  try {
    // Without a limit, to say what the header claims; the header alone is read.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    const format = announcedFormat(bytes);
    throw new ImageReadError(
      format
        ? `${name}: corrupt ${format} (${reason(error)})`
        : `${name}: not a picture this command reads (${READ_FORMATS})`,
    );
  }
}

/** Brings 16-bit samples to 8 bits as pngjs did: round(v × 255 / 65535). */
function eightBit(samples: Buffer): Uint8ClampedArray {
  const wide = new Uint16Array(samples.buffer, samples.byteOffset, samples.length / 2);
  const out = new Uint8ClampedArray(wide.length);
  for (let i = 0; i < wide.length; i++) out[i] = Math.floor((wide[i] * 255) / 65535 + 0.5);
  return out;
}

/** Decoded pixels, and whether the file had no transparency (every alpha then 255). */
export interface DecodedImage extends RgbaPixels {
  opaque: boolean;
}

/** Decodes a picture's bytes (its format read from them, not from the file name) into RGBA. */
export async function decodeImage(bytes: Buffer, name = 'input'): Promise<DecodedImage> {
  const info = await header(bytes, name);
  const format = info.format ?? 'unknown';
  const formatName = FORMAT_NAMES[format];
  if (!formatName) {
    throw new ImageReadError(
      `${name}: ${format.toUpperCase()} is not a picture this command reads (${READ_FORMATS})`,
    );
  }
  if (format === 'heif' && info.compression !== 'av1') {
    throw new ImageReadError(
      `${name}: HEIC (HEVC) cannot be decoded by sharp's prebuilt libvips: convert it to JPEG first (on a Mac: sips -s format jpeg)`,
    );
  }
  const { width = 0, height = 0 } = info;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageReadError(
      `${name}: ${width} × ${height} pixels is more than the ${MAX_INPUT_PIXELS / 1e6} megapixels this command reads`,
    );
  }
  const wide = format === 'png' && info.depth === 'ushort';
  try {
    const { data, info: out } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      pages: 1,
    })
      .autoOrient()
      .toColourspace(wide ? 'rgb16' : 'srgb')
      .ensureAlpha()
      .raw({ depth: wide ? 'ushort' : 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return {
      data: wide
        ? eightBit(data)
        : new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: out.width,
      height: out.height,
      opaque: !info.hasAlpha,
    };
  } catch (error) {
    throw new ImageReadError(`${name}: corrupt ${formatName} (${reason(error)})`);
  }
}

export async function readImage(path: string): Promise<DecodedImage> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImageReadError(
      code === 'ENOENT'
        ? `${path}: no such file`
        : `${path}: cannot be read (${code ?? (error as Error).message})`,
    );
  }
  return decodeImage(bytes, path);
}

/** Encodes RGBA pixels as an 8-bit RGBA PNG. */
export function encodePngBuffer(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  compressionLevel = PNG_COMPRESSION_LEVEL,
): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: false })
    .png({ compressionLevel })
    .toBuffer();
}

/** The hidden name a file is written under before it is renamed into place. */
export function temporaryName(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes a file through a temporary file in the same folder and a rename: all or nothing. */
export async function writeAtomic(path: string, contents: Uint8Array | string) {
  const temporary = temporaryName(path);
  try {
    await writeFile(temporary, contents);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes a PNG through a temporary file in the same folder and a rename: all or nothing. */
export async function writePng(
  path: string,
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
) {
  await writeAtomic(path, await encodePngBuffer(data, width, height));
}
