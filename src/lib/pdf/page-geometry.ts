// Where a rectangle placed on the page as the reader sees it lands in the PDF's own coordinates.
// The screen shows the page's visible box (its CropBox, clipped to the MediaBox) turned clockwise
// by the page's /Rotate, with y growing downwards; PDF user space has y growing upwards and keeps
// the box's own origin, which need not be (0, 0). Pure arithmetic, tested in Node.

export type Rotation = 0 | 90 | 180 | 270;

/** A box in PDF user space (origin at the box's lower-left corner, y up). */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle on the displayed page, in points from its top-left corner (y down). */
export interface ViewRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How to draw an upright image into `ViewRect` with a PDF writer: its lower-left anchor in user
 *  space, its size along its own axes, and the anticlockwise turn that undoes the page's rotation. */
export interface UserPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: Rotation;
}

export function normalizeRotation(angle: number): Rotation {
  const quarter = Math.round(angle / 90);
  return ((((quarter % 4) + 4) % 4) * 90) as Rotation;
}

/** The page's size on screen, in points: the box with width and height swapped at 90° and 270°. */
export function displayedSize(box: PdfBox, rotation: Rotation): { width: number; height: number } {
  return rotation === 90 || rotation === 270
    ? { width: box.height, height: box.width }
    : { width: box.width, height: box.height };
}

/** A point on the displayed page (u right, v down, in points) in user space. */
export function toUserSpace(u: number, v: number, box: PdfBox, rotation: Rotation) {
  switch (rotation) {
    case 0:
      return { x: box.x + u, y: box.y + box.height - v };
    case 90:
      return { x: box.x + v, y: box.y + u };
    case 180:
      return { x: box.x + box.width - u, y: box.y + v };
    case 270:
      return { x: box.x + box.width - v, y: box.y + box.height - u };
  }
}

/** An upright image filling `rect` on the displayed page, as a writer draws it in user space. */
export function placeInUserSpace(rect: ViewRect, box: PdfBox, rotation: Rotation): UserPlacement {
  // The image's own lower-left corner is the rectangle's bottom-left as the reader sees it.
  const anchor = toUserSpace(rect.left, rect.top + rect.height, box, rotation);
  return { ...anchor, width: rect.width, height: rect.height, rotate: rotation };
}

/** The part of the CropBox inside the MediaBox: what viewers (pdf.js too) show. */
export function visibleBox(mediaBox: PdfBox, cropBox: PdfBox): PdfBox {
  const x = Math.max(mediaBox.x, cropBox.x);
  const y = Math.max(mediaBox.y, cropBox.y);
  const right = Math.min(mediaBox.x + mediaBox.width, cropBox.x + cropBox.width);
  const top = Math.min(mediaBox.y + mediaBox.height, cropBox.y + cropBox.height);
  if (right <= x || top <= y) return mediaBox;
  return { x, y, width: right - x, height: top - y };
}

/** A point in user space on the displayed page (u right, v down, in points): the inverse of
 *  toUserSpace, for what the PDF places (form widgets, text) to be shown where it appears. */
export function toViewSpace(x: number, y: number, box: PdfBox, rotation: Rotation) {
  switch (rotation) {
    case 0:
      return { u: x - box.x, v: box.y + box.height - y };
    case 90:
      return { u: y - box.y, v: x - box.x };
    case 180:
      return { u: box.x + box.width - x, v: y - box.y };
    case 270:
      return { u: box.y + box.height - y, v: box.x + box.width - x };
  }
}

/** A rectangle given in user space by two opposite corners (a PDF /Rect: x1 y1 x2 y2, in any
 *  order) as the reader sees it on the displayed page. */
export function viewRectFromUser(
  rect: readonly [number, number, number, number],
  box: PdfBox,
  rotation: Rotation,
): ViewRect {
  const a = toViewSpace(rect[0], rect[1], box, rotation);
  const b = toViewSpace(rect[2], rect[3], box, rotation);
  const left = Math.min(a.u, b.u);
  const top = Math.min(a.v, b.v);
  return { left, top, width: Math.abs(b.u - a.u), height: Math.abs(b.v - a.v) };
}

/** The matrix [a b c d e f] that maps an upright local frame of `rect` (origin at its displayed
 *  bottom-left corner, x right and y up as the reader sees them, in points) into user space: what
 *  a writer concatenates to draw vector marks or text upright in `rect` at any rotation. */
export function uprightFrame(
  rect: ViewRect,
  box: PdfBox,
  rotation: Rotation,
): [number, number, number, number, number, number] {
  const { x, y } = toUserSpace(rect.left, rect.top + rect.height, box, rotation);
  const cos = Math.round(Math.cos((rotation * Math.PI) / 180));
  const sin = Math.round(Math.sin((rotation * Math.PI) / 180));
  return [cos, sin, -sin, cos, x, y];
}
