// Draws what a person placed (pictures, text, ticks and crosses) into the pages' content with
// pdf-lib, each upright on the displayed page whatever the page's /Rotate and wherever its
// visible box starts. One embedded image per distinct PNG array, so initials repeated on every
// page cost one picture; text in Helvetica, a standard font that embeds nothing; marks as vector
// strokes. Checks every item before drawing anything, so a bad one leaves the document untouched.
import type * as PdfLib from '@cantoo/pdf-lib';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from '@cantoo/pdf-lib';
import { altTextMarks } from './alt-text.ts';
import type { PlacedItem } from './fill-types.ts';
import {
  normalizeRotation,
  placeInUserSpace,
  toUserSpace,
  uprightFrame,
  visibleBox,
  type ViewRect,
} from './page-geometry.ts';
import { baselineOffset } from './text-layout.ts';
import { writableLines } from './win-ansi.ts';

type Lib = typeof PdfLib;

export async function drawItems(
  lib: Lib,
  doc: PDFDocument,
  items: readonly PlacedItem[],
): Promise<void> {
  const pageCount = doc.getPageCount();
  const lines = new Map<PlacedItem, string[]>();
  for (const item of items) {
    checkItem(item, pageCount);
    if (item.kind === 'text') lines.set(item, writableLines(item.text));
  }
  const images = new Map<Uint8Array, PDFImage>();
  for (const item of items) {
    if (item.kind === 'image' && !images.has(item.png)) {
      images.set(item.png, await doc.embedPng(item.png));
    }
  }
  const font = lines.size > 0 ? await doc.embedFont(lib.StandardFonts.Helvetica) : null;

  for (const item of items) {
    const page = doc.getPage(item.pageIndex);
    if (item.kind === 'image') {
      const marks = altTextMarks(lib, doc, page, item.alt);
      page.pushOperators(marks.begin);
      drawImage(lib, page, item.rect, images.get(item.png)!);
      page.pushOperators(marks.end);
    } else if (item.kind === 'text') {
      drawText(lib, page, item, lines.get(item)!, font!);
    } else {
      drawMark(lib, page, item);
    }
  }
}

function checkItem(item: PlacedItem, pageCount: number) {
  if (!Number.isInteger(item.pageIndex) || item.pageIndex < 0 || item.pageIndex >= pageCount) {
    throw new RangeError(`Item on page index ${item.pageIndex}: the document has ${pageCount}`);
  }
  const { left, top, width, height } = item.rect;
  if (![left, top, width, height].every(Number.isFinite) || width <= 0 || height <= 0) {
    throw new RangeError(`Item rectangle ${JSON.stringify(item.rect)} is not a positive box`);
  }
  if (item.kind === 'text' && !(item.fontSize > 0)) {
    throw new RangeError(`Text font size ${item.fontSize} is not positive`);
  }
}

function geometry(page: PDFPage) {
  return {
    box: visibleBox(page.getMediaBox(), page.getCropBox()),
    rotation: normalizeRotation(page.getRotation().angle),
  };
}

function drawImage(lib: Lib, page: PDFPage, rect: ViewRect, image: PDFImage) {
  const { box, rotation } = geometry(page);
  const placed = placeInUserSpace(rect, box, rotation);
  page.drawImage(image, {
    x: placed.x,
    y: placed.y,
    width: placed.width,
    height: placed.height,
    rotate: lib.degrees(placed.rotate),
  });
}

function drawText(
  lib: Lib,
  page: PDFPage,
  item: Extract<PlacedItem, { kind: 'text' }>,
  lines: string[],
  font: PDFFont,
) {
  const { box, rotation } = geometry(page);
  const { r, g, b } = item.colour;
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const baseline = item.rect.top + baselineOffset(index, item.fontSize);
    page.drawText(line, {
      ...toUserSpace(item.rect.left, baseline, box, rotation),
      size: item.fontSize,
      font,
      color: lib.rgb(r, g, b),
      rotate: lib.degrees(rotation),
    });
  });
}

/** A tick or a cross drawn in the unit square of its rectangle, stroked in the item's colour. */
const MARK_STROKES: Record<'tick' | 'cross', [number, number][][]> = {
  tick: [
    [
      [0.12, 0.52],
      [0.4, 0.18],
      [0.9, 0.86],
    ],
  ],
  cross: [
    [
      [0.16, 0.16],
      [0.84, 0.84],
    ],
    [
      [0.16, 0.84],
      [0.84, 0.16],
    ],
  ],
};

function drawMark(lib: Lib, page: PDFPage, item: Extract<PlacedItem, { kind: 'mark' }>) {
  const { box, rotation } = geometry(page);
  const { width, height } = item.rect;
  const { r, g, b } = item.colour;
  const path = MARK_STROKES[item.mark].flatMap((stroke) =>
    stroke.map(([x, y], index) =>
      index === 0 ? lib.moveTo(x * width, y * height) : lib.lineTo(x * width, y * height),
    ),
  );
  page.pushOperators(
    lib.pushGraphicsState(),
    lib.concatTransformationMatrix(...uprightFrame(item.rect, box, rotation)),
    lib.setStrokingRgbColor(r, g, b),
    lib.setLineWidth(Math.max(0.5, 0.12 * Math.min(width, height))),
    lib.setLineCap(lib.LineCapStyle.Round),
    lib.setLineJoin(lib.LineJoinStyle.Round),
    ...path,
    lib.stroke(),
    lib.popGraphicsState(),
  );
}
