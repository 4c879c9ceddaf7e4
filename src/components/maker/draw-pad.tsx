// The drawing pad: pointer events from a finger, a pen or a mouse (one pointer at a time,
// captured so a stroke may leave the pad and come back), the pen's pressure where the device
// reports it, each stroke smoothed by perfect-freehand as it is drawn. The stroke being drawn
// lives here; a finished one is handed to the model. Drawn in the ink and thickness chosen,
// so the pad shows what the output will be.
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  PAD,
  outlinePathData,
  padPoint,
  strokeOutline,
  type Stroke,
  type StrokePoint,
} from './stroke-geometry.ts';

export interface DrawPadProps {
  strokes: readonly Stroke[];
  /** #rrggbb */
  ink: string;
  thicknessFactor: number;
  onStroke(stroke: Stroke): void;
  /** The pad's accessible name (what it holds). */
  label: string;
  hint: string;
}

interface Drawing {
  pointerId: number;
  pressure: boolean;
  points: StrokePoint[];
}

export function DrawPad({ strokes, ink, thicknessFactor, onStroke, label, hint }: DrawPadProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const drawing = useRef<Drawing | null>(null);
  const [current, setCurrent] = useState<Stroke | null>(null);

  const paths = useMemo(
    () => strokes.map((stroke) => outlinePathData(strokeOutline(stroke, thicknessFactor))),
    [strokes, thicknessFactor],
  );

  const pointOf = (event: { clientX: number; clientY: number; pressure: number }, pen: boolean) => {
    const rect = svgRef.current!.getBoundingClientRect();
    return padPoint(
      ((event.clientX - rect.left) * PAD.width) / rect.width,
      ((event.clientY - rect.top) * PAD.height) / rect.height,
      pen ? event.pressure : 0.5,
    );
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const pen = event.pointerType === 'pen' && event.pressure > 0;
    drawing.current = { pointerId: event.pointerId, pressure: pen, points: [pointOf(event, pen)] };
    setCurrent({ points: drawing.current.points.slice(), pressure: pen });
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    const active = drawing.current;
    if (!active || active.pointerId !== event.pointerId) return;
    // Every position since the last frame, not just the last one: a fast stroke stays round.
    const native = event.nativeEvent;
    const events = native.getCoalescedEvents?.() ?? [];
    for (const each of events.length > 0 ? events : [native])
      active.points.push(pointOf(each, active.pressure));
    setCurrent({ points: active.points.slice(), pressure: active.pressure });
  };

  const end = (event: PointerEvent<SVGSVGElement>) => {
    const active = drawing.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drawing.current = null;
    setCurrent(null);
    onStroke({ points: active.points, pressure: active.pressure });
  };

  const live = current && outlinePathData(strokeOutline(current, thicknessFactor, false));

  return (
    <div className="maker-pad" data-testid="draw-pad">
      {strokes.length === 0 && !current && (
        <p className="maker-pad-hint" aria-hidden="true">
          {hint}
        </p>
      )}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${PAD.width} ${PAD.height}`}
        role="img"
        aria-label={label}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onLostPointerCapture={end}
      >
        <line className="maker-pad-line" x1="45" x2="855" y1="225" y2="225" />
        <g fill={ink}>
          {paths.map((d, i) => (
            <path key={i} d={d} />
          ))}
          {live && <path d={live} />}
        </g>
      </svg>
    </div>
  );
}
