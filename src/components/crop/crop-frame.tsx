// The picture with the crop box over it. The box and its eight handles (44 px targets for
// fingers) are dragged with a pointer or touch; with the keyboard, arrows move the box and
// Shift+arrows resize it. Positions are percentages of the picture, so the preview's scale
// never enters the geometry; the rectangle is kept in the picture's own pixels.
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ALL_EDGES,
  dragRect,
  keyStep,
  type Edges,
  type QuarterTurns,
  type Size,
} from '../../core/capture/crop-geometry.ts';
import type { Rect } from '../../core/capture/guide-box.ts';
import { drawTurned } from '../../lib/canvas/draw-turned.ts';
import { useCropMessages } from './messages.ts';

const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
type Handle = (typeof HANDLES)[number];

const edgesOf = (handle: Handle): Edges => ({
  left: handle.includes('w'),
  right: handle.includes('e'),
  top: handle.includes('n'),
  bottom: handle.includes('s'),
});

const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface CropFrameProps {
  preview: ImageBitmap;
  turns: QuarterTurns;
  /** The turned picture's size in pixels. */
  size: Size;
  rect: Rect;
  onChange: (rect: Rect) => void;
  onEnter: () => void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

export function CropFrame({ preview, turns, size, rect, onChange, onEnter }: CropFrameProps) {
  const m = useCropMessages();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ edges: Edges; x: number; y: number; start: Rect; id: number } | null>(null);
  const min = 2 * keyStep(size);

  useEffect(() => {
    const canvas = canvasRef.current;
    const draw = canvas?.getContext('2d');
    if (!canvas || !draw) return;
    const odd = turns % 2 === 1;
    canvas.width = odd ? preview.height : preview.width;
    canvas.height = odd ? preview.width : preview.height;
    drawTurned(draw, preview, turns);
  }, [preview, turns]);

  useEffect(() => boxRef.current?.focus(), []);

  const onPointerDown = (event: PointerEvent, edges: Edges) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    boxRef.current?.focus();
    drag.current = { edges, x: event.clientX, y: event.clientY, start: rect, id: event.pointerId };
  };

  const onPointerMove = (event: PointerEvent) => {
    const active = drag.current;
    const frame = frameRef.current?.getBoundingClientRect();
    if (!active || active.id !== event.pointerId || !frame?.width) return;
    const scale = size.width / frame.width;
    const dx = (event.clientX - active.x) * scale;
    const dy = (event.clientY - active.y) * scale;
    onChange(dragRect(active.start, active.edges, dx, dy, size, min));
  };

  const onPointerUp = (event: PointerEvent) => {
    if (drag.current?.id === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
      return;
    }
    const direction = KEYS[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = keyStep(size) * (event.altKey ? 5 : 1);
    const [dx, dy] = direction;
    const edges = event.shiftKey
      ? { left: false, top: false, right: dx !== 0, bottom: dy !== 0 }
      : ALL_EDGES;
    onChange(dragRect(rect, edges, dx * step, dy * step, size, min));
  };

  const pointer = { onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
  return (
    <div className="crop-frame" ref={frameRef}>
      <canvas ref={canvasRef} className="crop-picture" role="img" aria-label={m.picture} />
      <div
        ref={boxRef}
        className="crop-box"
        tabIndex={0}
        role="group"
        aria-label={m.box(rect.width, rect.height)}
        aria-describedby="crop-hint"
        data-testid="crop-box"
        style={{
          left: percent(rect.x, size.width),
          top: percent(rect.y, size.height),
          width: percent(rect.width, size.width),
          height: percent(rect.height, size.height),
        }}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => onPointerDown(event, ALL_EDGES)}
        {...pointer}
      >
        {HANDLES.map((handle) => (
          <span
            key={handle}
            className="crop-handle"
            data-handle={handle}
            aria-hidden="true"
            title={m.handles[handle]}
            onPointerDown={(event) => onPointerDown(event, edgesOf(handle))}
            {...pointer}
          />
        ))}
      </div>
    </div>
  );
}
