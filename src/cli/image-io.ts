// Reading and writing images in Node for the CLI, the benchmarks and the tests: PNG (any bit
// depth, grey, palette) and JPEG (with its EXIF orientation applied) into RGBA, and PNG out,
// written atomically so a failed or interrupted run never leaves a partial file. Node has no
// WebP decoder: a WebP file is recognised and refused with a message that says so.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import exifr from 'exifr';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { applyOrientation, type RgbaPixels } from '../core/image/orientation.ts';

export class ImageReadError extends Error {}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const RIFF_MAGIC = [0x52, 0x49, 0x46, 0x46];
const WEBP_MAGIC = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, magic: number[]) {
  return magic.every((value, index) => bytes[index] === value);
}

/** Decodes PNG or JPEG bytes (detected by their signature, not the file name) into RGBA. */
export async function decodeImage(bytes: Buffer, name = 'input'): Promise<RgbaPixels> {
  if (startsWith(bytes, PNG_MAGIC)) {
    let png: PNG;
    try {
      png = PNG.sync.read(bytes);
    } catch (error) {
      throw new ImageReadError(`${name}: corrupt PNG (${(error as Error).message})`);
    }
    return {
      data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
      width: png.width,
      height: png.height,
    };
  }
  if (startsWith(bytes, JPEG_MAGIC)) {
    let decoded: { width: number; height: number; data: Uint8Array };
    try {
      decoded = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxMemoryUsageInMB: 2048,
        maxResolutionInMP: 200,
      });
    } catch (error) {
      throw new ImageReadError(`${name}: corrupt JPEG (${(error as Error).message})`);
    }
    const image = {
      data: new Uint8ClampedArray(
        decoded.data.buffer,
        decoded.data.byteOffset,
        decoded.data.length,
      ),
      width: decoded.width,
      height: decoded.height,
    };
    let orientation: number;
    try {
      orientation = (await exifr.orientation(bytes)) ?? 1;
    } catch {
      orientation = 1; // unreadable EXIF: show the pixels as stored
    }
    return applyOrientation(image, orientation);
  }
  if (startsWith(bytes, RIFF_MAGIC) && startsWith(bytes.subarray(8), WEBP_MAGIC)) {
    throw new ImageReadError(
      `${name}: WebP is not supported by this Node (it has no WebP decoder): convert it to PNG or JPEG`,
    );
  }
  throw new ImageReadError(`${name}: unsupported format (only PNG and JPEG can be read)`);
}

export async function readImage(path: string): Promise<RgbaPixels> {
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

export function encodePngBuffer(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): Buffer {
  const png = new PNG({ width, height, colorType: 6 });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.length);
  return PNG.sync.write(png, { colorType: 6 });
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
export function writePng(
  path: string,
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
) {
  return writeAtomic(path, encodePngBuffer(data, width, height));
}
