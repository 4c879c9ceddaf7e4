// The pages' zoom: fitted to the viewer's width until the reader zooms (buttons, pinch, double
// tap), in CSS pixels per point, kept between a quarter and five times. The zoom shown to people
// counts 96/72 pixels a point as 100%, as PDF viewers do.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PageInfo } from '../../lib/pdf/open-pdf.ts';
import { useTouchZoom } from './use-touch-zoom.ts';

const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 5;
/** CSS pixels per point at "100%", as PDF viewers count it. */
const CSS_PX_PER_PT = 96 / 72;
/** The scroller's padding on both sides, which the fitted page leaves free, until measured. */
const PAGE_GUTTER = 32;

/** The width a fitted page may take: the viewer's inner width less the scroller's own padding
 *  (narrower on a phone, sign.css), so fitting the width really fills it. */
function pageRoom(box: HTMLElement): number {
  const scroller = box.querySelector<HTMLElement>('.pdf-scroller');
  if (!scroller) return box.clientWidth - PAGE_GUTTER;
  const style = getComputedStyle(scroller);
  return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export function useZoom(pages: PageInfo[], viewerBox: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [availableWidth, setAvailableWidth] = useState(0);

  useEffect(() => {
    const box = viewerBox.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setAvailableWidth(pageRoom(box)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [viewerBox]);

  const widest = useMemo(() => Math.max(1, ...pages.map((p) => p.width)), [pages]);
  const fitScale = Math.min(2 * CSS_PX_PER_PT, Math.max(MIN_SCALE, availableWidth / widest));
  const scale = zoom === 'fit' ? fitScale : zoom;

  const now = useRef({ scale, fitScale });
  useEffect(() => {
    now.current = { scale, fitScale };
  });
  useTouchZoom(
    viewerBox,
    useMemo(
      () => ({
        scale: () => now.current.scale,
        zoomTo: (next: number) => setZoom(clampScale(next)),
        toggle: () =>
          setZoom((current) =>
            current === 'fit' || current < now.current.fitScale * 1.5
              ? now.current.fitScale * 2
              : 'fit',
          ),
      }),
      [],
    ),
  );

  const onZoom = (direction: -1 | 1 | 0) => {
    if (direction === 0) return setZoom('fit');
    setZoom(clampScale(direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP));
  };

  return { scale, zoomPercent: Math.round((scale / CSS_PX_PER_PT) * 100), onZoom };
}
