// Writes the signed copy of the Sign page's first version (one signature picture per placement,
// an optional date below it) through the Fill & Sign writer: the same placement, protection and
// metadata rules (see write-filled.ts), no form changes.
import type { PlacedItem } from './fill-types.ts';
import type { ViewRect } from './page-geometry.ts';
import { writeFilledPdf } from './write-filled.ts';

export interface SignatureImage {
  /** PNG bytes (transparent background). */
  png: Uint8Array;
}

export interface Stamp {
  pageIndex: number;
  /** Where the signature sits on the displayed page, in points from its top-left corner. */
  rect: ViewRect;
  image: SignatureImage;
  /** Text (the date) written just below the signature, or null. */
  caption: { text: string; fontSize: number; gap: number } | null;
}

export interface WriteOptions {
  /** The password the document was opened with: the signed copy is protected by it too. */
  password?: string;
}

const CAPTION_INK = { r: 0.1, g: 0.1, b: 0.12 };

export function writeSignedPdf(
  original: Uint8Array,
  stamps: readonly Stamp[],
  options: WriteOptions = {},
): Promise<Uint8Array> {
  const items = stamps.flatMap((stamp): PlacedItem[] => {
    const { pageIndex, rect } = stamp;
    const image: PlacedItem = {
      kind: 'image',
      pageIndex,
      rect,
      png: stamp.image.png,
      alt: 'Signature',
    };
    if (!stamp.caption) return [image];
    const { text, fontSize, gap } = stamp.caption;
    // The caption's baseline sits 0.75 em below the top of its line, as it always has; the text
    // writer puts it 0.95 em below the box's top.
    const top = rect.top + rect.height + gap - 0.2 * fontSize;
    const box = { left: rect.left, top, width: rect.width, height: fontSize * 1.2 };
    return [image, { kind: 'text', pageIndex, rect: box, text, fontSize, colour: CAPTION_INK }];
  });
  return writeFilledPdf(original, items, [], { password: options.password, flatten: false });
}

/** "contract.pdf" → "contract-signed.pdf" (the original name without its .pdf, then -signed). */
export function signedFileName(original: string): string {
  const base = original.replace(/\.pdf$/i, '').trim() || 'document';
  return `${base}-signed.pdf`;
}
