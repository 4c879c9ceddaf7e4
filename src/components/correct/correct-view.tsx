// One picture the correction tools work on (the result, or the photo beside it): a tap or click
// uses the tool at that spot, a drag paints with the brush (mouse, touch and pen alike, drawn on
// a canvas of the view's size, sent at full size when the pointer lifts), and a marker moved by
// the arrow keys does the same from the keyboard (Enter). Positions are sent in the clean
// result's pixels: `box` is the part of them the picture shows.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Correction } from '../../core/correct/corrections.ts';
import type { PixelRect } from '../../core/output/image-types.ts';
import type { CorrectTool } from './history.ts';

/** How far from a tap ink is still found, in CSS pixels. */
const TAP_REACH = 12;

export interface CorrectViewProps {
  src: string | null;
  box: PixelRect;
  alt: string;
  label: string;
  caption: string;
  tool: CorrectTool;
  /** The brush's diameter in CSS pixels. */
  brush: number;
  zoom: number;
  checker?: boolean;
  disabled: boolean;
  onCorrection(correction: Correction): void;
  onPen?(down: boolean): void;
  overlay?: React.ReactNode;
  testId: string;
}

const isBrush = (tool: CorrectTool) => tool === 'erase' || tool === 'restore';

export function CorrectView(props: CorrectViewProps) {
  const { src, box, alt, label, caption, tool, brush, zoom, disabled, onCorrection } = props;
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ points: number[]; pointer: number | null } | null>(null);
  const [marker, setMarker] = useState({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

  /** Clean pixels per CSS pixel of the picture as shown. */
  const scale = () => box.width / Math.max(1, image.current?.getBoundingClientRect().width ?? 1);
  const toClean = (clientX: number, clientY: number) => {
    const rect = image.current!.getBoundingClientRect();
    return {
      x: box.x + ((clientX - rect.left) / rect.width) * box.width,
      y: box.y + ((clientY - rect.top) / rect.height) * box.height,
    };
  };

  // A new picture: the stroke drawn for the old one goes.
  useEffect(() => clearCanvas(canvas.current), [src]);

  const tap = (at: { x: number; y: number }) => {
    if (tool !== 'ink' && tool !== 'notInk') return;
    onCorrection({ kind: tool, x: at.x, y: at.y, reach: TAP_REACH * scale() });
  };
  const finishStroke = () => {
    const done = stroke.current;
    stroke.current = null;
    if (!done || done.points.length < 2 || !isBrush(tool)) return;
    const mode = tool === 'erase' ? 'erase' : 'restore';
    onCorrection({ kind: 'brush', mode, points: done.points, radius: (brush / 2) * scale() });
  };
  const drawTo = (x: number, y: number) => {
    const points = stroke.current?.points;
    const node = canvas.current;
    const img = image.current;
    if (!points || !node || !img) return;
    points.push(x, y);
    const rect = img.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    if (node.width !== Math.round(rect.width * ratio)) {
      node.width = Math.round(rect.width * ratio);
      node.height = Math.round(rect.height * ratio);
    }
    const draw = node.getContext('2d');
    if (!draw) return;
    const k = (rect.width / box.width) * ratio;
    draw.lineCap = 'round';
    draw.lineJoin = 'round';
    draw.lineWidth = brush * ratio;
    draw.strokeStyle = tool === 'erase' ? 'rgb(220 40 60 / 55%)' : 'rgb(30 160 90 / 55%)';
    const n = points.length;
    const [ax, ay] = n >= 4 ? [points[n - 4], points[n - 3]] : [x, y];
    draw.beginPath();
    draw.moveTo((ax - box.x) * k, (ay - box.y) * k);
    draw.lineTo((x - box.x) * k + (n >= 4 ? 0 : 0.01), (y - box.y) * k);
    draw.stroke();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || !image.current || event.button > 0) return;
    if (!isBrush(tool)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    stroke.current = { points: [], pointer: event.pointerId };
    const at = toClean(event.clientX, event.clientY);
    drawTo(at.x, at.y);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (stroke.current?.pointer !== event.pointerId) return;
    // Every coalesced event, so a fast stroke keeps its shape.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    for (const e of events.length ? events : [event.nativeEvent]) {
      const at = toClean(e.clientX, e.clientY);
      drawTo(at.x, at.y);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (stroke.current?.pointer !== event.pointerId) return;
    finishStroke();
  };
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (disabled || !image.current || isBrush(tool)) return;
    if (event.target !== image.current && event.target !== canvas.current) return;
    tap(toClean(event.clientX, event.clientY));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const step = (event.shiftKey ? 20 : 2) * scale();
      const next = {
        x: Math.min(box.x + box.width - 1, Math.max(box.x, marker.x + move[0] * step)),
        y: Math.min(box.y + box.height - 1, Math.max(box.y, marker.y + move[1] * step)),
      };
      setMarker(next);
      if (stroke.current) drawTo(next.x, next.y);
      return;
    }
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isBrush(tool)) return tap(marker);
      if (stroke.current) {
        finishStroke();
        props.onPen?.(false);
      } else {
        stroke.current = { points: [], pointer: null };
        drawTo(marker.x, marker.y);
        props.onPen?.(true);
      }
    } else if (event.key === 'Escape' && stroke.current) {
      stroke.current = null;
      clearCanvas(canvas.current);
      props.onPen?.(false);
    }
  };

  const left = `${((marker.x - box.x) / box.width) * 100}%`;
  const top = `${((marker.y - box.y) / box.height) * 100}%`;
  return (
    <figure className="correct-figure">
      <figcaption className="choice-legend">{props.caption}</figcaption>
      <div
        className={props.checker ? 'correct-view checkerboard' : 'correct-view'}
        data-testid={props.testId}
        data-tool={tool}
        data-zoom={zoom}
        role="application"
        aria-label={label}
        aria-roledescription={caption}
        aria-disabled={disabled}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {src && (
          <div
            className="correct-stage"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              stroke.current = null;
              clearCanvas(canvas.current);
            }}
            onClick={onClick}
          >
            <img ref={image} src={src} alt={alt} draggable={false} />
            <canvas ref={canvas} className="correct-canvas" aria-hidden="true" />
            <span
              className="correct-marker"
              aria-hidden="true"
              ref={(node) => {
                if (!node) return;
                node.style.left = left;
                node.style.top = top;
              }}
            />
          </div>
        )}
        {props.overlay}
      </div>
    </figure>
  );
}

function clearCanvas(node: HTMLCanvasElement | null) {
  node?.getContext('2d')?.clearRect(0, 0, node.width, node.height);
}
