// Opening a PDF with pdf.js, loaded on first use: the library and its worker (a same-origin file
// of its own) never weigh on a page's first load. Failures come back as one of a few reasons the
// page can explain; the caller keeps the original bytes, which pdf.js never sees (it gets a copy).
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker's address only (a string in this module); the file itself is fetched on first use.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { displayedSize, normalizeRotation, type PdfBox, type Rotation } from './page-geometry.ts';

export type OpenFailure =
  | 'not-pdf'
  | 'damaged'
  | 'needs-password'
  | 'wrong-password'
  /** pdf.js itself could not be loaded (offline before Sign PDF was ever used). */
  | 'unavailable';

export class PdfOpenError extends Error {
  constructor(readonly reason: OpenFailure) {
    super(`PDF not opened: ${reason}`);
    this.name = 'PdfOpenError';
  }
}

/** One page as the reader sees it: its visible box, rotation and displayed size in points. */
export interface PageInfo {
  index: number;
  box: PdfBox;
  rotation: Rotation;
  width: number;
  height: number;
}

/** Where the build put pdf.js's character maps and standard fonts (a same-origin folder ending
 *  in "/"; see scripts/vite-plugin-pdfjs-assets.ts), or "" in development: pdf.js then does
 *  without them. Replaced at build time. */
declare const __PDFJS_ASSETS__: string;

type PdfJs = typeof PdfJsModule;
let pdfjsPromise: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker, loaded once. Offline before the engine was ever cached, the import is
 * not even tried: a failed import() stays failed for the page's life in some browsers (their
 * module map keeps the failure; Chromium 150 did), so the engine's worker file is fetched first,
 * and only once it came is pdf.js imported — back online, the next PDF opens.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= fetch(workerSrc).then(async (probe) => {
    if (!probe.ok) throw new Error(`The PDF engine is not reachable (${probe.status})`);
    await probe.arrayBuffer(); // read whole (a cancelled body counts as a failed request)
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
    return pdfjs;
  });
  pdfjsPromise.catch(() => {
    pdfjsPromise = null; // a failed chunk load may succeed on the next attempt
  });
  return pdfjsPromise;
}

/** Whether the bytes start like a PDF: "%PDF-" within the first kilobyte, as readers accept. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export async function openPdf(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  if (!looksLikePdf(bytes)) throw new PdfOpenError('not-pdf');
  const pdfjs = await loadPdfJs().catch(() => {
    throw new PdfOpenError('unavailable');
  });
  const task = pdfjs.getDocument({
    data: bytes.slice(), // pdf.js transfers its buffer to the worker
    password,
    // The Content Security Policy forbids eval; pdf.js would otherwise probe for it.
    isEvalSupported: false,
    cMapUrl: __PDFJS_ASSETS__ ? `${__PDFJS_ASSETS__}cmaps/` : undefined,
    cMapPacked: true,
    standardFontDataUrl: __PDFJS_ASSETS__ ? `${__PDFJS_ASSETS__}standard_fonts/` : undefined,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    // pdf.js does not export the class: its errors are told apart by name.
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new PdfOpenError(
        (error as Error & { code?: number }).code === pdfjs.PasswordResponses.INCORRECT_PASSWORD
          ? 'wrong-password'
          : 'needs-password',
      );
    }
    throw new PdfOpenError('damaged');
  }
}

/** Every page's geometry (a round trip to the worker each, no rendering), so the whole document
 *  can be laid out at its real sizes before any page is drawn. */
export function readPages(doc: PDFDocumentProxy): Promise<PageInfo[]> {
  const indices = Array.from({ length: doc.numPages }, (_, index) => index);
  return Promise.all(
    indices.map(async (index) => {
      const page = await doc.getPage(index + 1);
      const [x1, y1, x2, y2] = page.view;
      const box = {
        x: Math.min(x1, x2),
        y: Math.min(y1, y2),
        width: Math.abs(x2 - x1),
        height: Math.abs(y2 - y1),
      };
      const rotation = normalizeRotation(page.rotate);
      return { index, box, rotation, ...displayedSize(box, rotation) };
    }),
  );
}
