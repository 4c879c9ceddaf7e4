// One page of the document: a box of the page's size at the zoom, which draws the page only
// while it is near the visible part of the viewer (and lets the pixels go when it leaves), and
// the signatures placed on it. A click or tap on the page places the signature there.
import { memo, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';
import { renderPage } from '../../lib/pdf/render-page.ts';
import { PlacementBox } from './placement-box.tsx';
import type { PlacedThing } from './placed-items.ts';
import { useSignMessages } from './messages.ts';
import type { FormWidget, SignPlace } from '../../lib/pdf/fill-types.ts';
import { FormFields } from './form-fields.tsx';
import type { FieldValues } from './use-form.ts';

/** The form's fields on this page, their values and where a change goes. */
export interface PageForm {
  widgets: FormWidget[];
  values: FieldValues;
  onValue: (name: string, value: string | boolean) => void;
}

/** The place Next place stepped to, on this page: a button that puts the right item there. */
export interface Spot {
  place: SignPlace;
  label: string;
  disabled: boolean;
  onUse: () => void;
}

interface Props {
  form: PageForm | null;
  spot: Spot | null;
  doc: PDFDocumentProxy;
  page: PageInfo;
  pageCount: number;
  scale: number;
  visible: boolean;
  placements: PlacedThing[];
  dateText: string | null;
  focusId: number | null;
  hintId: string;
  register: (index: number, element: HTMLElement | null) => void;
  onPlace: (pageIndex: number, u: number, v: number) => void;
  onChange: (placement: PlacedThing) => void;
  onRemove: (placement: PlacedThing) => void;
  onRenderError: () => void;
}

export const PageSlot = memo(function PageSlot(props: Props) {
  const m = useSignMessages();
  const { doc, page, scale, visible, register, onRenderError } = props;
  const slotRef = useCallback(
    (element: HTMLElement | null) => register(page.index, element),
    [register, page.index],
  );
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);
  const index = page.index;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!visible) {
      canvas.width = canvas.height = 0; // free the pixels of pages far from view
      setRendered(false);
      return;
    }
    const job = renderPage(doc, index, canvas, scale, window.devicePixelRatio || 1);
    job.done.then(
      (done) => {
        if (done) setRendered(true);
      },
      () => onRenderError(),
    );
    return job.cancel;
  }, [doc, index, scale, visible, onRenderError]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('.placement, .form-field, .sign-spot')) return;
    // One tap, one effect: the second click of a double click never places. Its first click
    // placed already, or did something else that brought this page under the pointer (Next
    // place scrolls the page there); a keyboard's click (detail 0) still does.
    if (event.detail > 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    props.onPlace(index, (event.clientX - box.left) / scale, (event.clientY - box.top) / scale);
  };

  return (
    <div
      className="pdf-page-slot"
      role="group"
      aria-label={m.pageRegion(index + 1)}
      ref={slotRef}
      data-page={index + 1}
    >
      <div
        className="pdf-page"
        data-testid="pdf-page"
        data-rendered={rendered ? 'true' : undefined}
        style={{ width: `${page.width * scale}px`, height: `${page.height * scale}px` }}
        onClick={onClick}
      >
        <canvas ref={canvasRef} className="pdf-canvas" aria-hidden="true" />
        {props.form && <FormFields {...props.form} scale={scale} />}
        {props.spot && <SpotButton spot={props.spot} scale={scale} />}
        {props.placements.map((placement) => (
          <PlacementBox
            key={placement.id}
            placement={placement}
            page={page}
            scale={scale}
            dateText={props.dateText}
            focusRequested={props.focusId === placement.id}
            hintId={props.hintId}
            onChange={props.onChange}
            onRemove={props.onRemove}
          />
        ))}
      </div>
      <p className="pdf-page-number" aria-hidden="true">
        {m.pageCaption(index + 1, props.pageCount)}
      </p>
    </div>
  );
});

/** The place Next place stepped to: focused once when it arrives (not on every render). */
function SpotButton({ spot, scale }: { spot: Spot; scale: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), [spot.place]);
  const { rect } = spot.place;
  return (
    <button
      ref={ref}
      type="button"
      className="sign-spot"
      data-testid="sign-spot"
      disabled={spot.disabled}
      // Not the second click of a double click on Next place, which put the spot under it.
      onClick={(event) => event.detail <= 1 && spot.onUse()}
      style={{
        left: `${rect.left * scale}px`,
        top: `${rect.top * scale}px`,
        width: `${rect.width * scale}px`,
        height: `${rect.height * scale}px`,
      }}
    >
      <span>{spot.label}</span>
    </button>
  );
}
