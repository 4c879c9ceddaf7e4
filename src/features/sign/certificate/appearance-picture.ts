// The look of a visible digital signature: the person's signature picture with their name and the
// date written under it ("Digitally signed by …"), drawn on a canvas into one PNG, so that any
// script (Chinese names included) shows as typed and the PDF needs no font. The box grows below
// the placed picture by two lines of text, as the date option does.
import type { ViewRect } from '../../../lib/pdf/page-geometry.ts';

/** Pixels per point: sharp in print at the sizes signatures are placed. */
const SCALE = 4;
const MAX_SIDE = 2400;
/** The smallest text written, in points. */
const MIN_TEXT = 5;

export interface Appearance {
  png: Uint8Array;
  rect: ViewRect;
}

/** The text lines' font size for a picture `height` points tall. */
export function captionSize(height: number): number {
  return Math.min(11, Math.max(6, height * 0.2));
}

export async function appearancePicture(
  picture: Uint8Array,
  placed: ViewRect,
  lines: readonly string[],
): Promise<Appearance> {
  const fontSize = captionSize(placed.height);
  const lineHeight = fontSize * 1.25;
  const rect = {
    left: placed.left,
    top: placed.top,
    width: placed.width,
    height: placed.height + lines.length * lineHeight,
  };
  const scale = Math.min(SCALE, MAX_SIDE / Math.max(rect.width, rect.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(rect.width * scale);
  canvas.height = Math.round(rect.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.scale(scale, scale);

  const bitmap = await createImageBitmap(new Blob([picture as Uint8Array<ArrayBuffer>]));
  context.drawImage(bitmap, 0, 0, placed.width, placed.height);
  bitmap.close();

  context.fillStyle = '#1a1a1f';
  context.textBaseline = 'top';
  const fontOf = (index: number, size: number) =>
    `${index === 0 ? '600 ' : ''}${size}px system-ui, sans-serif`;
  // A long line makes every line smaller, down to a readable least; beyond that it is cut.
  const widest = Math.max(
    ...lines.map((line, index) => {
      context.font = fontOf(index, fontSize);
      return context.measureText(line).width;
    }),
  );
  const size = Math.max(MIN_TEXT, Math.min(fontSize, (fontSize * rect.width) / widest));
  lines.forEach((line, index) => {
    context.font = fontOf(index, size);
    let text = line;
    // Long names are cut with an ellipsis rather than running out of the box.
    while (text.length > 1 && context.measureText(text).width > rect.width) {
      text = `${text.slice(0, -2)}…`;
    }
    context.fillText(text, 0, placed.height + index * lineHeight + fontSize * 0.1);
  });

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The appearance could not be drawn');
  return { png: new Uint8Array(await blob.arrayBuffer()), rect };
}
