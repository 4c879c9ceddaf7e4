// A page's text as pdf.js extracts it (in its worker), as runs placed on the displayed page: what
// finding the places to sign reads. Each run's box spans its ascent and descent around the
// baseline, turned with the page's rotation; empty and whitespace-only runs are left out.
import type { PageInfo } from './open-pdf.ts';
import { toViewSpace, type ViewRect } from './page-geometry.ts';
import type { PdfJsDocument, PdfJsTextItem } from './pdfjs-shapes.ts';

export interface TextRun {
  text: string;
  rect: ViewRect;
  /** The text's height (its font size), in points. */
  size: number;
}

export async function readPageText(doc: PdfJsDocument, page: PageInfo): Promise<TextRun[]> {
  const pdfPage = await doc.getPage(page.index + 1);
  const { items } = await pdfPage.getTextContent();
  const runs: TextRun[] = [];
  for (const item of items as PdfJsTextItem[]) {
    const run = toRun(item, page);
    if (run) runs.push(run);
  }
  return runs;
}

export function toRun(item: PdfJsTextItem, page: PageInfo): TextRun | null {
  const { str, transform, width } = item;
  if (!str || !str.trim() || !transform || !width) return null;
  const [a, b, c, d, e, f] = transform;
  const size = Math.hypot(c, d) || item.height || 0;
  if (!size) return null;
  const along = Math.hypot(a, b) || 1;
  const [ux, uy] = [a / along, b / along];
  const [vx, vy] = [c / size, d / size];
  // Baseline origin, the run's end along its direction, and its ascent (0.8) and descent (0.2).
  const corners = [
    [0, -0.2],
    [0, 0.8],
    [1, -0.2],
    [1, 0.8],
  ].map(([s, t]) =>
    toViewSpace(
      e + ux * width * s + vx * size * t,
      f + uy * width * s + vy * size * t,
      page.box,
      page.rotation,
    ),
  );
  const us = corners.map((p) => p.u);
  const vs = corners.map((p) => p.v);
  const left = Math.min(...us);
  const top = Math.min(...vs);
  return {
    text: str,
    rect: { left, top, width: Math.max(...us) - left, height: Math.max(...vs) - top },
    size,
  };
}
