// Reads what a picture file is from its first bytes, without decoding it: the format, the
// stored size and the EXIF orientation. This lets a photo over the pixel budget be decoded
// straight at a smaller size, a HEIC or TIFF be named rather than called broken, and a file
// that is not a picture at all be told apart from a damaged one. Pure; bytes in.

export type ImageFormat =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'avif'
  | 'heic'
  | 'tiff'
  | 'svg'
  | 'pdf'
  | 'psd'
  | 'unknown';

/** The formats every current Chromium decodes with createImageBitmap. */
export const DECODABLE: ReadonlySet<ImageFormat> = new Set([
  'png',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'avif',
]);

/** How the formats are named to people. */
export const FORMAT_NAMES: Record<ImageFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  bmp: 'BMP',
  avif: 'AVIF',
  heic: 'HEIC',
  tiff: 'TIFF',
  svg: 'SVG',
  pdf: 'PDF',
  psd: 'Photoshop',
  unknown: 'unknown',
};

export interface ImageHeader {
  format: ImageFormat;
  /** The stored size (before orientation), when the header says it. */
  width: number | null;
  height: number | null;
  /** EXIF orientation 1–8 (1 when there is none); 5–8 swap width and height. */
  orientation: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function jpegInfo(view: DataView, bytes: Uint8Array): Omit<ImageHeader, 'format'> {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof && at + 9 <= bytes.length) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5), orientation };
    }
    if (marker === 0xe1 && ascii(bytes, at + 4, 4) === 'Exif') {
      orientation = exifOrientation(view, at + 10) ?? orientation;
    }
    at += 2 + length;
  }
  return { width: null, height: null, orientation };
}

function exifOrientation(view: DataView, tiff: number): number | null {
  if (tiff + 8 > view.byteLength) return null;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > view.byteLength) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

function isoBmffFormat(bytes: Uint8Array, view: DataView): ImageFormat {
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  if (brands.some((brand) => /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)))
    return 'heic';
  return 'unknown';
}

function ispeSize(bytes: Uint8Array, view: DataView) {
  for (let at = 0; at + 16 <= bytes.length; at++) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === 'ispe') {
      return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
    }
  }
  return { width: null, height: null };
}

function webpSize(bytes: Uint8Array, view: DataView) {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const read24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return { width: null, height: null };
}

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (text: string, at = 0) =>
    bytes.length >= at + text.length && ascii(bytes, at, text.length) === text;
  const header = (
    format: ImageFormat,
    width: number | null = null,
    height: number | null = null,
  ) => ({
    format,
    width,
    height,
    orientation: 1,
  });
  if (has('\x89PNG') && bytes.length >= 24)
    return header('png', view.getUint32(16), view.getUint32(20));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { format: 'jpeg', ...jpegInfo(view, bytes) };
  }
  if (has('GIF8') && bytes.length >= 10) {
    return header('gif', view.getUint16(6, true), view.getUint16(8, true));
  }
  if (has('BM') && bytes.length >= 26) {
    return header('bmp', view.getInt32(18, true), Math.abs(view.getInt32(22, true)));
  }
  if (has('RIFF') && has('WEBP', 8)) {
    const { width, height } = webpSize(bytes, view);
    return header('webp', width, height);
  }
  if (has('ftyp', 4) && bytes.length >= 12) {
    const format = isoBmffFormat(bytes, view);
    const { width, height } =
      format === 'avif' ? ispeSize(bytes, view) : { width: null, height: null };
    return header(format, width, height);
  }
  if (has('II*\0') || has('MM\0*')) return header('tiff');
  if (has('%PDF')) return header('pdf');
  if (has('8BPS')) return header('psd');
  if (/<svg[\s>]/i.test(ascii(bytes, 0, Math.min(bytes.length, 1024)))) return header('svg');
  return header('unknown');
}
