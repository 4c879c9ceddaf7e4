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
