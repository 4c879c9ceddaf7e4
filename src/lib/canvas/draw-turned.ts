// Draws a picture turned clockwise by quarter turns, so that `at` (a point of the turned
// picture) lands on the canvas origin. One transform for the worker's full-resolution crop and
// the crop step's preview, so both always agree. Exact: no smoothing at right angles.
import type { QuarterTurns } from '../../core/capture/crop-geometry.ts';

/** The calls used here, shared by the 2D contexts of a canvas and an OffscreenCanvas. */
type Context2D = Pick<
  OffscreenCanvasRenderingContext2D,
  'imageSmoothingEnabled' | 'translate' | 'rotate' | 'drawImage' | 'setTransform'
>;

export function drawTurned(
  draw: Context2D,
  image: ImageBitmap,
  turns: QuarterTurns,
  at = { x: 0, y: 0 },
): void {
  const { width: w, height: h } = image;
  draw.imageSmoothingEnabled = false;
  draw.translate(-at.x, -at.y);
  // A point (x, y) lands on (h − y, x) after one turn, (w − x, h − y) after two, (y, w − x) after three.
  if (turns === 1) draw.translate(h, 0);
  else if (turns === 2) draw.translate(w, h);
  else if (turns === 3) draw.translate(0, w);
  draw.rotate((turns * Math.PI) / 2);
  draw.drawImage(image, 0, 0);
  draw.setTransform(1, 0, 0, 1, 0, 0);
}
