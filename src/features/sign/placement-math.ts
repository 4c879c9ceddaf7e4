// Placing, moving and resizing a signature on a page, in points on the displayed page (origin at
// its top-left corner, y down). A placement always stays whole on its page, keeps its image's
// aspect ratio, and leaves room below it for the date when the date is shown.

export interface Placement {
  id: number;
  pageIndex: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageSize {
  width: number;
  height: number;
}

/** The smallest width a signature can be made (points). */
export const MIN_WIDTH = 24;
/** A new signature's width: about 5.3 cm, a hand-signed size, or less on a small page. */
export const DEFAULT_WIDTH = 150;

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

/** The rectangle pulled back inside the page (`reserveBelow` points kept free under it). */
export function keepOnPage<T extends Placement>(p: T, page: PageSize, reserveBelow = 0): T {
  return {
    ...p,
    left: clamp(p.left, 0, page.width - p.width),
    top: clamp(p.top, 0, page.height - p.height - reserveBelow),
  };
}

/** The width limits on a page for an image of `aspect` (width / height). */
function widthRange(page: PageSize, aspect: number, reserveBelow: number) {
  const max = Math.max(1, Math.min(page.width, (page.height - reserveBelow) * aspect));
  return { min: Math.min(MIN_WIDTH, max), max };
}

/** A new placement centred on (u, v), at the default size (smaller on small pages). */
export function placeAt(
  id: number,
  pageIndex: number,
  page: PageSize,
  u: number,
  v: number,
  aspect: number,
  reserveBelow = 0,
): Placement {
  const { min, max } = widthRange(page, aspect, reserveBelow);
  const width = clamp(Math.min(DEFAULT_WIDTH, page.width * 0.4), min, max);
  const height = width / aspect;
  return keepOnPage(
    { id, pageIndex, left: u - width / 2, top: v - height / 2, width, height },
    page,
    reserveBelow,
  );
}

export function moveBy<T extends Placement>(
  p: T,
  du: number,
  dv: number,
  page: PageSize,
  reserveBelow = 0,
): T {
  return keepOnPage({ ...p, left: p.left + du, top: p.top + dv }, page, reserveBelow);
}

/** Grows (or shrinks) the width by `dw` points from the top-left corner, aspect kept. */
export function resizeBy<T extends Placement>(
  p: T,
  dw: number,
  page: PageSize,
  reserveBelow = 0,
): T {
  const aspect = p.width / p.height;
  const { min, max } = widthRange(page, aspect, reserveBelow);
  const width = clamp(p.width + dw, min, max);
  return keepOnPage({ ...p, width, height: width / aspect }, page, reserveBelow);
}
