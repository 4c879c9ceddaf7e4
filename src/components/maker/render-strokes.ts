// Draws a drawn signature's outlines into a PNG: the same path data as its SVG (Path2D), on a
// transparent canvas, antialiased, at the output's scale. Browser only (a canvas).
import { OUTPUT_SCALE, type DrawnShape } from './stroke-geometry.ts';
import { canvasToPng, newCanvas } from './maker-canvas.ts';

export async function renderStrokesPng(shape: DrawnShape, ink: string): Promise<Blob> {
  const { frame, width, height } = shape;
  const canvas = newCanvas(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas for the drawn signature');
  context.setTransform(
    OUTPUT_SCALE,
    0,
    0,
    OUTPUT_SCALE,
    -frame.x * OUTPUT_SCALE,
    -frame.y * OUTPUT_SCALE,
  );
  context.fillStyle = ink;
  for (const d of shape.paths) if (d !== '') context.fill(new Path2D(d));
  return canvasToPng(canvas);
}
