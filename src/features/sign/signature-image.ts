// The signature to place: the one made on the Capture screen (handed over in memory), or a PNG
// or SVG the reader picks. Either becomes a PNG with its pixel size and an object URL to show it;
// an SVG is drawn at a print-worthy size first (the PDF gets the PNG).
import type { SignatureImage } from '../../lib/pdf/write-signed.ts';

export interface SignatureAsset extends SignatureImage {
  url: string;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
/** An SVG's longer side is drawn this many pixels long (about 600 dpi at a 5 cm signature). */
const SVG_RASTER_SIDE = 1200;

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((value, index) => bytes[index] === value);
}

export async function assetFromPng(png: Blob): Promise<SignatureAsset> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  if (!isPng(bytes)) throw new Error('not a PNG');
  const bitmap = await createImageBitmap(png);
  const { width, height } = bitmap;
  bitmap.close();
  if (!width || !height) throw new Error('empty image');
  const blob = new Blob([bytes], { type: 'image/png' });
  return { png: bytes, width, height, url: URL.createObjectURL(blob) };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = url;
  });
}

async function rasterizeSvg(svg: Blob): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const naturalWidth = image.naturalWidth || 600;
    const naturalHeight = image.naturalHeight || 200;
    const scale = SVG_RASTER_SIDE / Math.max(naturalWidth, naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('could not encode');
    return png;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Whether a PNG has any transparent pixel (a cleaned signature) or is opaque (a photo or scan). */
async function hasTransparency(png: Blob): Promise<boolean> {
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i] < 255) return true;
  return false;
}

/** What a picked file is: a transparent PNG (used as it is), an SVG (drawn to a PNG) or a photo
 *  (a JPEG, WebP, an opaque PNG… — cropped and cleaned first). */
export async function fileKind(file: File): Promise<'png' | 'svg' | 'photo'> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (isPng(head) && (await hasTransparency(file))) return 'png';
  const looksSvg =
    file.type === 'image/svg+xml' ||
    /\.svg$/i.test(file.name) ||
    /<svg[\s>]/i.test(await file.slice(0, 4096).text());
  return looksSvg ? 'svg' : 'photo';
}

/** A transparent PNG as it is, an SVG drawn to a PNG. */
export async function assetFromFile(file: File, kind: 'png' | 'svg'): Promise<SignatureAsset> {
  return assetFromPng(kind === 'png' ? file : await rasterizeSvg(file));
}
