// The document's pages in a scrolling column. Only pages within about a screen of the visible
// part are drawn (an IntersectionObserver tells which), so a 200-page document opens as fast as a
// short one; the page nearest the top is reported as the current page.
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';
import { useSignMessages } from './messages.ts';
import { PageSlot, type PageForm, type Spot } from './page-slot.tsx';
import type { FormWidget } from '../../lib/pdf/fill-types.ts';
import type { FieldValues } from './use-form.ts';
import type { PlacedThing } from './placed-items.ts';

export interface ViewerHandle {
  /** Scrolls the viewer to a page; `reveal` also brings the viewer itself into view. */
  scrollToPage: (index: number, reveal?: boolean, offset?: number) => void;
  /** The scroller's inner width in CSS pixels (for fitting the pages to it). */
  width: () => number;
}

interface Props {
  /** The place Next place stepped to, if any. */
  spot: Spot | null;
  /** The document's form: its fields by page, their values and where a change goes. */
  form: {
    byPage: Map<number, FormWidget[]>;
    values: FieldValues;
    onValue: (name: string, value: string | boolean) => void;
  };
  doc: PDFDocumentProxy;
  pages: PageInfo[];
  scale: number;
  placements: PlacedThing[];
  dateText: string | null;
  focusId: number | null;
  hintId: string;
  handle: Ref<ViewerHandle>;
  onCurrentPage: (index: number) => void;
  onPlace: (pageIndex: number, u: number, v: number) => void;
  onChange: (placement: PlacedThing) => void;
  onRemove: (placement: PlacedThing) => void;
  onRenderError: () => void;
}

const NONE: PlacedThing[] = [];

export function PdfViewer(props: Props) {
  const m = useSignMessages();
  const { pages, onCurrentPage } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const slots = useRef(new Map<number, HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  const byPage = useMemo(() => {
    const map = new Map<number, PlacedThing[]>();
    for (const p of props.placements) map.set(p.pageIndex, [...(map.get(p.pageIndex) ?? []), p]);
    return map;
  }, [props.placements]);
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set([0]));
  // One form object per page with fields, made again only when the values change.
  const { byPage: fieldsByPage, values, onValue } = props.form;
  const pageForms = useMemo(() => {
    const map = new Map<number, PageForm>();
    for (const [index, widgets] of fieldsByPage) map.set(index, { widgets, values, onValue });
    return map;
  }, [fieldsByPage, values, onValue]);

  useEffect(() => {
    const found = new IntersectionObserver(
      (entries) => {
        setVisible((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.page) - 1;
            if (entry.isIntersecting) next.add(index);
            else next.delete(index);
          }
          // Unchanged: keep the same set, so nothing renders again for an observer's report.
          const same = next.size === previous.size && [...next].every((i) => previous.has(i));
          return same ? previous : next;
        });
      },
      { root: scrollerRef.current, rootMargin: '100% 0px' },
    );
    observer.current = found;
    for (const element of slots.current.values()) found.observe(element);
    return () => found.disconnect();
  }, []);

  const register = useCallback((index: number, element: HTMLElement | null) => {
    const old = slots.current.get(index);
    if (old === element) return;
    if (old) observer.current?.unobserve(old);
    if (element) {
      slots.current.set(index, element);
      observer.current?.observe(element);
    } else slots.current.delete(index);
  }, []);

  useImperativeHandle(
    props.handle,
    () => ({
      scrollToPage: (index, reveal = false, offset = 0) => {
        const slot = slots.current.get(index);
        const scroller = scrollerRef.current;
        if (!slot || !scroller) return;
        scroller.scrollTop = slot.offsetTop + offset;
        // On a phone the viewer may start below the fold: a page asked for is brought into view.
        if (reveal) scroller.scrollIntoView({ block: 'nearest' });
      },
      width: () => scrollerRef.current?.clientWidth ?? 0,
    }),
    [],
  );

  // The current page: the last one whose top is above the upper third of the scroller.
  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const line = scroller.scrollTop + scroller.clientHeight / 3;
    let low = 0;
    let high = pages.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      const top = slots.current.get(mid)?.offsetTop ?? 0;
      if (top <= line) low = mid;
      else high = mid - 1;
    }
    onCurrentPage(low);
  }, [pages.length, onCurrentPage]);

  return (
    <div
      className="pdf-scroller"
      ref={scrollerRef}
      onScroll={onScroll}
      data-testid="pdf-scroller"
      // Scrollable by keyboard before anything on the pages can take focus.
      role="region"
      aria-label={m.documentRegion}
      tabIndex={0}
    >
      {pages.map((page) => (
        <PageSlot
          key={page.index}
          doc={props.doc}
          form={pageForms.get(page.index) ?? null}
          page={page}
          spot={props.spot?.place.pageIndex === page.index ? props.spot : null}
          pageCount={pages.length}
          scale={props.scale}
          visible={visible.has(page.index)}
          placements={byPage.get(page.index) ?? NONE}
          dateText={props.dateText}
          focusId={props.focusId}
          hintId={props.hintId}
          register={register}
          onPlace={props.onPlace}
          onChange={props.onChange}
          onRemove={props.onRemove}
          onRenderError={props.onRenderError}
        />
      ))}
    </div>
  );
}
