// What the output needs from a kept item: its SVG (kept with it, or traced from its PNG for an
// item kept without one) and its PNG's pixels.
import type { Rgb, RgbaPixels } from '../../core/output/image-types.ts';
import { makeSvg } from '../output/svg-on-demand.ts';
import { isOwnSvg } from './wallet-records.ts';
import type { WalletItem } from './wallet-types.ts';

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** A PNG's RGBA pixels (browser only). */
export async function pixelsOfPng(png: Blob): Promise<RgbaPixels> {
  const bitmap = await createImageBitmap(png);
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { data: context.getImageData(0, 0, width, height).data, width, height };
}

/**
 * The item's SVG document text: the one kept with it when it is of the kind this app writes
 * (isOwnSvg: nothing that runs or fetches is ever written out again), else traced now.
 */
export async function svgTextOf(item: Pick<WalletItem, 'png' | 'svg' | 'ink'>): Promise<string> {
  const kept = item.svg ? await item.svg.text() : null;
  if (kept !== null && isOwnSvg(kept)) return kept;
  return makeSvg(await pixelsOfPng(item.png), hexToRgb(item.ink));
}
