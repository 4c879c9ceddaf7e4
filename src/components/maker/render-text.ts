// Renders a typed name into a PNG: canvas fillText in the ink's colour with the chosen font
// (loaded beforehand by font-files.ts; letters it lacks come from the system font), the
// strokes widened by an outline in the same colour or narrowed by stroking away their edge,
// then cut to the output's frame. Keeps the pixels for Save SVG's tracer. Browser only.
import { newCanvas, canvasToPng } from './maker-canvas.ts';
import { fontChoice, fontFamilyList, type FontId } from './font-choices.ts';
import { TYPE_FONT_PX, alphaBounds, strokeAdjustment, typedFrame } from './text-layout.ts';

export interface TypedImage {
  png: Blob;
  width: number;
  height: number;
  /** The PNG's pixels (RGBA), for tracing. */
  data: Uint8ClampedArray;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function context2d(canvas: ReturnType<typeof newCanvas>): Context2D {
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new Error('No 2D canvas for the typed signature');
  return context;
}

export interface TypeOptions {
  text: string;
  font: FontId;
  ink: string;
  thicknessFactor: number;
  trim: boolean;
}

/** The PNG of the typed name; null when it draws no ink (empty or spaces only). */
export async function renderTextPng(options: TypeOptions): Promise<TypedImage | null> {
  const { text, font, ink, thicknessFactor, trim } = options;
  const fontPx = Math.round(TYPE_FONT_PX * fontChoice(font).scale);
  const cssFont = `${fontPx}px ${fontFamilyList(font)}`;
  const adjust = strokeAdjustment(thicknessFactor, fontPx);

  const metrics = context2d(newCanvas(1, 1));
  metrics.font = cssFont;
  const measured = metrics.measureText(text);
  // Script fonts' swashes reach past their metrics: render with room to spare, then find the ink.
  const pad = Math.ceil(fontPx * 0.6 + Math.abs(adjust));
  const left = Math.ceil(measured.actualBoundingBoxLeft);
  const ascent = Math.ceil(measured.actualBoundingBoxAscent);
  const width = left + Math.ceil(measured.actualBoundingBoxRight) + 2 * pad;
  const height = ascent + Math.ceil(measured.actualBoundingBoxDescent) + 2 * pad;
  if (width <= 2 * pad || height <= 2 * pad) return null;

  const source = newCanvas(width, height);
  const draw = context2d(source);
  draw.font = cssFont;
  draw.fillStyle = ink;
  draw.strokeStyle = ink;
  draw.lineJoin = 'round';
  const [x, y] = [pad + left, pad + ascent];
  draw.fillText(text, x, y);
  if (adjust !== 0) {
    draw.lineWidth = Math.abs(adjust);
    if (adjust < 0) draw.globalCompositeOperation = 'destination-out';
    draw.strokeText(text, x, y);
    draw.globalCompositeOperation = 'source-over';
  }
  const inkBox = alphaBounds(draw.getImageData(0, 0, width, height).data, width, height);
  if (!inkBox) return null;

  const frame = typedFrame(inkBox, trim, fontPx);
  const output = newCanvas(frame.width, frame.height);
  const out = context2d(output);
  out.drawImage(source, -frame.x, -frame.y);
  const data = out.getImageData(0, 0, frame.width, frame.height).data;
  return { png: await canvasToPng(output), width: frame.width, height: frame.height, data };
}
