// One placed signature: dragged by pointer or touch, resized from its corner handle with the
// aspect kept, moved and resized with the keyboard, removed with its button or Delete.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { dateStampRoom, dateStampSize } from '../../lib/pdf/date-stamp.ts';
import type { SignatureAsset } from './signature-image.ts';
import { moveBy, resizeBy, type PageSize, type Placement } from './placement-math.ts';
import { useSignMessages } from './messages.ts';

export interface PlacedSignature extends Placement {
  asset: SignatureAsset;
}

/** Points moved or grown per key press. */
const KEY_STEP = 4;

interface Props {
  placement: PlacedSignature;
  page: PageSize;
  scale: number;
  /** The date written below the signature, or null. */
  dateText: string | null;
  focusRequested: boolean;
  hintId: string;
  onChange: (placement: PlacedSignature) => void;
  onRemove: (placement: PlacedSignature) => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  start: PlacedSignature;
  mode: 'move' | 'resize';
}

export function PlacementBox(props: Props) {
  const m = useSignMessages();
  const { placement: p, page, scale, dateText, onChange, onRemove } = props;
  const caption = dateText === null ? null : { text: dateText, ...dateStampSize(p.height) };
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const reserve = caption ? dateStampRoom(p.height) : 0;
  const pageNumber = p.pageIndex + 1;

  useEffect(() => {
    if (props.focusRequested) ref.current?.focus();
  }, [props.focusRequested]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest('button')) return;
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
    else {
      const grow = Math.max(du, (dv * d.start.width) / d.start.height);
      onChange(resizeBy(d.start, grow, page, reserve));
    }
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
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
    if (event.shiftKey) {
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
      aria-label={m.placement(pageNumber)}
      aria-describedby={props.hintId}
      tabIndex={0}
      data-testid="placement"
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
      <img src={p.asset.url} alt="" draggable={false} className="placement-image" />
      {caption && (
        <span
          className="placement-caption"
          style={{
            top: `${(p.height + caption.gap) * scale}px`,
            fontSize: `${caption.fontSize * scale}px`,
          }}
        >
          {caption.text}
        </span>
      )}
      <button
        type="button"
        className="placement-remove"
        aria-label={m.remove(pageNumber)}
        onClick={() => onRemove(p)}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <span className="placement-resize" aria-hidden="true" />
    </div>
  );
}
