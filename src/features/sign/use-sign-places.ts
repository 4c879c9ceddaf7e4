// The places that ask for a signature, initials or a date (issue 25), found page by page once the
// form's widgets are known (lib/pdf/scan-sign-places.ts), in reading order; Next place steps
// through them and the spot on the page offers the right item, sized to the place.
import { useCallback, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FormWidget, SignPlace } from '../../lib/pdf/fill-types.ts';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';
import { keepOnPage } from './placement-math.ts';
import { TEXT_SIZE, type ItemBody, type PlacedThing } from './placed-items.ts';

export function useSignPlaces(
  doc: PDFDocumentProxy,
  pages: PageInfo[],
  widgets: FormWidget[] | null,
) {
  const [places, setPlaces] = useState<SignPlace[]>([]);
  const [index, setIndex] = useState<number | null>(null);
  /** The spot shows from Next place until it is used. */
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!widgets) return;
    const stop = new AbortController();
    setPlaces([]);
    void (async () => {
      const { scanSignPlaces } = await import('../../lib/pdf/scan-sign-places.ts');
      for await (const found of scanSignPlaces(doc, pages, widgets, stop.signal))
        if (found.places.length > 0) setPlaces((old) => [...old, ...found.places]);
    })().catch(() => undefined); // stopped, or a page's text could not be read: places found stay
    return () => stop.abort();
  }, [doc, pages, widgets]);

  const next = () => {
    if (places.length === 0) return null;
    const at = index === null ? 0 : (index + 1) % places.length;
    setIndex(at);
    setShown(true);
    return places[at];
  };
  const current = index === null || !shown ? null : (places[index] ?? null);
  const dismiss = useCallback(() => setShown(false), []);
  return { places, current, index, next, dismiss };
}

/** The item a place asks for, fitted to it: a picture standing on the line at the place's left,
 *  as large as the place allows; a date as text one line high. */
export function fitToPlace(
  id: number,
  place: SignPlace,
  page: { width: number; height: number },
  body: ItemBody,
): PlacedThing {
  const { rect } = place;
  if (body.kind === 'image') {
    const aspect = body.asset.width / body.asset.height;
    const width = Math.min(rect.width, rect.height * aspect);
    const height = width / aspect;
    return keepOnPage(
      {
        id,
        pageIndex: place.pageIndex,
        left: rect.left,
        top: rect.top + rect.height - height,
        width,
        height,
        ...body,
      },
      page,
    );
  }
  const fontSize =
    body.kind === 'text'
      ? Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, Math.round(rect.height * 0.75)))
      : 0;
  return keepOnPage(
    {
      id,
      pageIndex: place.pageIndex,
      left: rect.left,
      top: rect.top,
      width: rect.width,
      height: rect.height,
      ...(body.kind === 'text' ? { ...body, fontSize } : body),
    },
    page,
  );
}
