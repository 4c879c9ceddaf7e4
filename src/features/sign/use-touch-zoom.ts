// Zoom by touch on the pages: two fingers pinch (the pages scale with CSS while the fingers move,
// and render once at the new zoom when they lift), and a double tap toggles between fitting the
// width and twice that. A single tap still places an item — a moment later, once it is clear no
// second tap follows. Mouse and pen are left alone.
import { useEffect, type RefObject } from 'react';

const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 40;

export interface TouchZoom {
  /** The current zoom (CSS pixels per point). */
  scale: () => number;
  /** Sets a new zoom. */
  zoomTo: (scale: number) => void;
  /** A double tap. */
  toggle: () => void;
}

export function useTouchZoom(box: RefObject<HTMLElement | null>, zoom: TouchZoom): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: { distance: number; scale: number; ratio: number } | null = null;
    let lastTouchDown = 0;
    let pending: { timer: number; x: number; y: number; at: number } | null = null;
    let replaying = false;
    const content = () => element.querySelector<HTMLElement>('.pdf-scroller');

    const spread = () => {
      const [a, b] = [...touches.values()];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      lastTouchDown = performance.now();
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size === 2) pinch = { distance: spread(), scale: zoom.scale(), ratio: 1 };
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (!pinch || touches.size !== 2) return;
      pinch.ratio = spread() / Math.max(1, pinch.distance);
      const scroller = content();
      if (scroller) {
        scroller.style.transformOrigin = 'top center';
        scroller.style.transform = `scale(${pinch.ratio})`;
      }
    };
    const up = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId) || !pinch || touches.size > 0) return;
      const scroller = content();
      if (scroller) scroller.style.transform = '';
      if (Math.abs(pinch.ratio - 1) > 0.05) zoom.zoomTo(pinch.scale * pinch.ratio);
      pinch = null;
    };
    // A tap on a page: held back until no second tap follows; a second tap zooms instead.
    const click = (event: MouseEvent) => {
      if (replaying || performance.now() - lastTouchDown > 1000) return;
      const target = event.target as HTMLElement;
      // Only a tap on the page itself: fields, the place to sign and items take theirs at once.
      if (
        !target.closest('.pdf-page') ||
        target.closest(
          '.placement, .form-field, .sign-spot, button, input, select, textarea, label',
        )
      )
        return;
      event.stopPropagation();
      event.preventDefault();
      const { clientX: x, clientY: y } = event;
      if (pending && Math.hypot(x - pending.x, y - pending.y) < DOUBLE_TAP_PX) {
        window.clearTimeout(pending.timer);
        pending = null;
        zoom.toggle();
        return;
      }
      if (pending) window.clearTimeout(pending.timer);
      const timer = window.setTimeout(() => {
        pending = null;
        replaying = true;
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
        replaying = false;
      }, DOUBLE_TAP_MS);
      pending = { timer, x, y, at: performance.now() };
    };

    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('click', click, true);
    return () => {
      if (pending) window.clearTimeout(pending.timer);
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('click', click, true);
    };
  }, [box, zoom]);
}
