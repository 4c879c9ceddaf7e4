// Next place: steps through the places that ask for a signature, initials or a date, scrolls the
// page there and offers the item the place asks for, sized to it ("Sign here", "Date here").
import { useMemo, type RefObject } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { dateStampText } from '../../lib/pdf/date-stamp.ts';
import type { FormWidget } from '../../lib/pdf/fill-types.ts';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';
import { signMessagesNow, useSignMessages } from './messages.ts';
import type { Spot } from './page-slot.tsx';
import type { ViewerHandle } from './pdf-viewer.tsx';
import { TEXT_SIZE, type InkName, type ItemBody, type PlacedThing } from './placed-items.ts';
import type { SignatureAsset } from './signature-image.ts';
import { fitToPlace, useSignPlaces } from './use-sign-places.ts';

export function useNextPlace(props: {
  doc: PDFDocumentProxy;
  pages: PageInfo[];
  locale: string;
  widgets: FormWidget[] | null;
  asset: SignatureAsset | null;
  alt: string;
  scale: number;
  viewer: RefObject<ViewerHandle | null>;
  newId: () => number;
  onPlace: (item: PlacedThing) => void;
  announce: (text: string) => void;
  ink: InkName;
}) {
  const m = useSignMessages();
  const { places, current, index, next, dismiss } = useSignPlaces(
    props.doc,
    props.pages,
    props.widgets,
  );
  const { asset, alt, locale, scale, viewer, newId, onPlace, announce, pages, ink } = props;

  const spot = useMemo((): Spot | null => {
    if (!current) return null;
    const body: ItemBody | null =
      current.kind === 'date'
        ? {
            kind: 'text',
            text: dateStampText(locale, new Date()),
            fontSize: TEXT_SIZE.initial,
            ink,
            date: true,
          }
        : asset && { kind: 'image', asset, alt };
    return {
      place: current,
      label: m.spots[current.kind],
      disabled: body === null,
      onUse: () => {
        const page = pages[current.pageIndex];
        if (!body || !page) return;
        const item = fitToPlace(newId(), current, page, body);
        onPlace(item);
        dismiss();
        announce(signMessagesNow().spotUsed(m.spots[current.kind], current.pageIndex + 1));
      },
    };
  }, [current, asset, alt, locale, m, pages, newId, onPlace, announce, dismiss, ink]);

  const onNext = () => {
    const place = next();
    if (!place) return;
    viewer.current?.scrollToPage(place.pageIndex, true, Math.max(0, place.rect.top * scale - 80));
    announce(signMessagesNow().spotAt(m.spots[place.kind], place.pageIndex + 1));
  };

  return { count: places.length, at: index, onNext, spot };
}
