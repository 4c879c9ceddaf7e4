// Writes the signed copy with pdf-lib (the maintained @cantoo fork), loaded on first Save: each
// signature becomes an image drawn on its page at the place and size the reader chose, upright
// whatever the page's rotation, measured from the page's visible box wherever its origin lies.
// Nothing else changes: pages, text, sizes, rotation, form fields and metadata stay as they were.
import type { PDFDocument, PDFImage } from '@cantoo/pdf-lib';
import {
  normalizeRotation,
  placeInUserSpace,
  toUserSpace,
  visibleBox,
  type ViewRect,
} from './page-geometry.ts';

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

export async function writeSignedPdf(
  original: Uint8Array,
  stamps: readonly Stamp[],
  options: WriteOptions = {},
): Promise<Uint8Array> {
  const lib = await import('@cantoo/pdf-lib');
  const doc = await lib.PDFDocument.load(original, {
    password: options.password,
    updateMetadata: false,
  });
  const images = new Map<SignatureImage, PDFImage>();
  for (const stamp of stamps) {
    if (!images.has(stamp.image)) images.set(stamp.image, await doc.embedPng(stamp.image.png));
  }
  const font = stamps.some((stamp) => stamp.caption)
    ? await doc.embedFont(lib.StandardFonts.Helvetica)
    : null;

  for (const stamp of stamps) {
    const page = doc.getPage(stamp.pageIndex);
    const box = visibleBox(page.getMediaBox(), page.getCropBox());
    const rotation = normalizeRotation(page.getRotation().angle);
    const placed = placeInUserSpace(stamp.rect, box, rotation);
    page.drawImage(images.get(stamp.image)!, {
      x: placed.x,
      y: placed.y,
      width: placed.width,
      height: placed.height,
      rotate: lib.degrees(placed.rotate),
    });
    if (stamp.caption && font) {
      const { text, fontSize, gap } = stamp.caption;
      // The baseline sits one ascent below the top of the caption's line.
      const baseline = stamp.rect.top + stamp.rect.height + gap + fontSize * 0.75;
      const anchor = toUserSpace(stamp.rect.left, baseline, box, rotation);
      page.drawText(text, {
        ...anchor,
        size: fontSize,
        font,
        color: lib.rgb(0.1, 0.1, 0.12),
        rotate: lib.degrees(rotation),
      });
    }
  }
  if (options.password) protectLikeOriginal(doc, options.password);
  return doc.save();
}

function protectLikeOriginal(doc: PDFDocument, password: string) {
  // The original owner password is unknown: the copy opens with the same password, which also
  // grants full rights (AES-256).
  doc.encrypt({ userPassword: password, ownerPassword: password });
}

/** "contract.pdf" → "contract-signed.pdf" (the original name without its .pdf, then -signed). */
export function signedFileName(original: string): string {
  const base = original.replace(/\.pdf$/i, '').trim() || 'document';
  return `${base}-signed.pdf`;
}
