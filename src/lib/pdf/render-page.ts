// Draws one page of an open document into a canvas, sharp on high-density screens: the canvas
// has device pixels, its CSS size is the page at the zoom. Rendering can be cancelled (the page
// scrolled away, the zoom changed); a cancelled render resolves to false.
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Canvases beyond this many pixels fail or exhaust memory on phones: the resolution gives way. */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface PageRender {
  done: Promise<boolean>;
  cancel: () => void;
}

export function renderPage(
  doc: PDFDocumentProxy,
  pageIndex: number,
  canvas: HTMLCanvasElement,
  cssScale: number,
  devicePixelRatio: number,
): PageRender {
  let cancelled = false;
  let cancelTask: (() => void) | null = null;
  const done = (async () => {
    const page = await doc.getPage(pageIndex + 1);
    if (cancelled) return false;
    const base = page.getViewport({ scale: 1 });
    let pixelScale = cssScale * devicePixelRatio;
    const pixels = base.width * base.height * pixelScale * pixelScale;
    if (pixels > MAX_CANVAS_PIXELS) pixelScale *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
    const viewport = page.getViewport({ scale: pixelScale });
    // Drawn off screen first, so the visible canvas never shows a half-rendered page.
    const scratch = document.createElement('canvas');
    scratch.width = Math.max(1, Math.floor(viewport.width));
    scratch.height = Math.max(1, Math.floor(viewport.height));
    const task = page.render({ canvas: scratch, viewport });
    cancelTask = () => task.cancel();
    try {
      await task.promise;
    } catch (error) {
      if (cancelled) return false;
      throw error;
    }
    if (cancelled) return false;
    canvas.width = scratch.width;
    canvas.height = scratch.height;
    canvas.getContext('2d')?.drawImage(scratch, 0, 0);
    scratch.width = scratch.height = 0;
    return true;
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      cancelTask?.();
    },
  };
}
