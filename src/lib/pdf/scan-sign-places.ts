// Finds the places to sign page by page, so a 300-page document never holds the page: pdf.js
// extracts each page's text in its worker, the matching is quick, and a macrotask passes between
// pages for input and paint. The page shows places as they come and stops the scan with the
// signal (or by leaving its for-await loop).
import type { FormWidget, SignPlace } from './fill-types.ts';
import type { PageInfo } from './open-pdf.ts';
import { readPageText } from './page-text.ts';
import type { PdfJsDocument } from './pdfjs-shapes.ts';
import { findSignPlaces } from './sign-places.ts';

export interface PagePlaces {
  pageIndex: number;
  places: SignPlace[];
}

export async function* scanSignPlaces(
  doc: PdfJsDocument,
  pages: readonly PageInfo[],
  widgets: readonly FormWidget[],
  signal?: AbortSignal,
): AsyncGenerator<PagePlaces, void, undefined> {
  for (const page of pages) {
    signal?.throwIfAborted();
    const runs = await readPageText(doc, page);
    signal?.throwIfAborted();
    yield { pageIndex: page.index, places: findSignPlaces(runs, widgets, page) };
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
