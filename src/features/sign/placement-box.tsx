// One placed item — a signature picture, a text box or date, a tick or cross: dragged by pointer
// or touch, resized from its corner handle (pictures and marks keep their aspect), moved and
// resized with the keyboard, removed with its button or Delete; a text box is typed in place
// and has its own smaller and larger buttons.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { dateStampRoom, dateStampSize } from '../../lib/pdf/date-stamp.ts';
import { moveBy, resizeBy, type PageSize } from './placement-math.ts';
import { useSignMessages, type SignMessages } from './messages.ts';
import { fitText, resizeFree, TEXT_SIZE, type PlacedThing } from './placed-items.ts';
import { PlacementBody } from './placement-body.tsx';

/** The item's accessible name: "Signature on page 2", "Text on page 1", "Tick on page 3". */
export function itemLabel(m: SignMessages, item: PlacedThing): string {
  const page = item.pageIndex + 1;
  if (item.kind === 'image') return m.placement(page);
  if (item.kind === 'mark') return m.items[item.mark](page);
  return item.date ? m.items.date(page) : m.items.text(page);
}

/** Points moved or grown per key press. */
const KEY_STEP = 4;

interface Props {
  placement: PlacedThing;
  page: PageSize;
  scale: number;
  /** The date written below the signature, or null. */
  dateText: string | null;
  focusRequested: boolean;
  hintId: string;
  onChange: (placement: PlacedThing) => void;
  onRemove: (placement: PlacedThing) => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: PlacedThing;
  mode: 'move' | 'resize';
}

export function PlacementBox(props: Props) {
  const m = useSignMessages();
  const { placement: p, page, scale, dateText, onChange, onRemove } = props;
  const caption =
    dateText === null || p.kind !== 'image' ? null : { text: dateText, ...dateStampSize(p.height) };
  const label = itemLabel(m, p);
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const reserve = caption ? dateStampRoom(p.height) : 0;
  const pageNumber = p.pageIndex + 1;

  // A new text box takes the typing at once; other items take the keys that move them.
  useEffect(() => {
    if (!props.focusRequested) return;
    const text = ref.current?.querySelector('textarea');
    (text ?? ref.current)?.focus();
  }, [props.focusRequested]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest('button')) return;
    // A press in a text box places the caret there; its grip and handle move and resize it.
    if (target.closest('textarea')) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    const mode = target.closest('.placement-resize') ? 'resize' : 'move';
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: p,
      mode,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const du = (event.clientX - d.x) / scale;
    const dv = (event.clientY - d.y) / scale;
    if (d.mode === 'move') onChange(moveBy(d.start, du, dv, page, reserve));
    else if (d.start.kind === 'text') onChange(resizeFree(d.start, du, dv, page));
    else {
      const grow = Math.max(du, (dv * d.start.width) / d.start.height);
      onChange(resizeBy(d.start, grow, page, reserve));
    }
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const typing = (event.target as HTMLElement).closest('textarea');
    // Escape leaves the text for the box (arrows then move it); Enter goes back to the text.
    if (typing && event.key === 'Escape') {
      event.preventDefault();
      ref.current?.focus();
      return;
    }
    if (event.target !== event.currentTarget) return;
    if (p.kind === 'text' && (event.key === 'Enter' || event.key === 'F2')) {
      event.preventDefault();
      ref.current?.querySelector('textarea')?.focus();
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(p);
      return;
    }
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const direction = arrows[event.key];
    if (!direction) return;
    event.preventDefault();
    const [du, dv] = direction;
    if (event.shiftKey && p.kind === 'text') {
      // A text box: Right and Down widen and heighten it, Left and Up narrow and shorten it.
      onChange(resizeFree(p, du * KEY_STEP, dv * KEY_STEP, page));
    } else if (event.shiftKey) {
      // Right and Up grow, Left and Down shrink.
      onChange(resizeBy(p, (du - dv) * KEY_STEP, page, reserve));
    } else {
      onChange(moveBy(p, du * KEY_STEP, dv * KEY_STEP, page, reserve));
    }
  };

  return (
    <div
      ref={ref}
      className="placement"
      role="group"
      aria-roledescription={m.placementRole}
      aria-label={label}
      aria-describedby={props.hintId}
      tabIndex={0}
      data-testid="placement"
      data-placement-id={p.id}
      style={{
        left: `${p.left * scale}px`,
        top: `${p.top * scale}px`,
        width: `${p.width * scale}px`,
        height: `${p.height * scale}px`,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <PlacementBody
        item={p}
        scale={scale}
        caption={caption}
        label={label}
        onText={(text) => p.kind === 'text' && onChange(fitText({ ...p, text }, page))}
      />
      {p.kind === 'text' && (
        <span className="placement-sizes">
          {([-1, 1] as const).map((step) => (
            <button
              key={step}
              type="button"
              className="placement-size"
              aria-label={step < 0 ? m.smallerText : m.largerText}
              disabled={p.fontSize === (step < 0 ? TEXT_SIZE.min : TEXT_SIZE.max)}
              onClick={() =>
                onChange(
                  fitText(
                    {
                      ...p,
                      fontSize: Math.min(
                        TEXT_SIZE.max,
                        Math.max(TEXT_SIZE.min, p.fontSize + step * 2),
                      ),
                    },
                    page,
                  ),
                )
              }
            >
              {step < 0 ? 'A−' : 'A+'}
            </button>
          ))}
        </span>
      )}
      <button
        type="button"
        className="placement-remove"
        aria-label={p.kind === 'image' ? m.remove(pageNumber) : m.removeItem(label)}
        onClick={() => onRemove(p)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      {p.kind === 'text' && <span className="placement-move" aria-hidden="true" />}
      <span className="placement-resize" aria-hidden="true" />
    </div>
  );
}
