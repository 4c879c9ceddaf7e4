// The work behind the worker's messages, runnable in the worker or (without one) on the main
// thread: open a picture for the crop step, and render a crop at full resolution, cleaned or
// not. The last decoded picture is kept by key, so cropping and re-cleaning the photo that was
// just opened does not decode it again.
import { turnedSize } from '../../core/capture/crop-geometry.ts';
import { clean } from '../../core/clean/clean.ts';
import { proposeCrop } from '../../core/paper/propose-crop.ts';
import { drawTurned } from '../canvas/draw-turned.ts';
import { decodePicture, PictureError, type DecodedPicture } from '../files/decode-picture.ts';
import type {
  OpenResult,
  RenderRequest,
  RenderResult,
  WorkRequest,
  WorkResult,
  WorkStep,
} from './clean-protocol.ts';

/** The crop step's view of the picture: big enough to place the box precisely, cheap to draw. */
export const PREVIEW_SIDE = 1200;

let kept: { key: number; picture: DecodedPicture } | null = null;

async function picture(key: number, file: Blob, step: (s: WorkStep) => void) {
  if (kept?.key === key) return kept.picture;
  step('open');
  const decoded = await decodePicture(file);
  kept?.picture.bitmap.close();
  kept = { key, picture: decoded };
  return decoded;
}

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas context');
  return context;
}

async function open(key: number, file: Blob, step: (s: WorkStep) => void): Promise<OpenResult> {
  const { bitmap, width, height, scaledFromMegapixels } = await picture(key, file, step);
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  const pw = Math.max(1, Math.round(width * scale));
  const ph = Math.max(1, Math.round(height * scale));
  const preview = await createImageBitmap(bitmap, {
    resizeWidth: pw,
    resizeHeight: ph,
    resizeQuality: 'medium',
  });
  const canvas = new OffscreenCanvas(pw, ph);
  const draw = context(canvas);
  draw.drawImage(preview, 0, 0);
  const box = proposeCrop(draw.getImageData(0, 0, pw, ph).data, pw, ph);
  const x = Math.floor(box.x / scale);
  const y = Math.floor(box.y / scale);
  const proposal = {
    x,
    y,
    width: Math.min(width, Math.ceil((box.x + box.width) / scale)) - x,
    height: Math.min(height, Math.ceil((box.y + box.height) / scale)) - y,
  };
  return { type: 'open', width, height, scaledFromMegapixels, preview, proposal };
}

async function render(request: RenderRequest, step: (s: WorkStep) => void): Promise<RenderResult> {
  const { bitmap, width, height } = await picture(request.key, request.file, step);
  step('crop');
  const turned = turnedSize({ width, height }, request.crop?.quarterTurns ?? 0);
  const crop = request.crop ?? { rect: { x: 0, y: 0, ...turned }, quarterTurns: 0 };
  const { x, y, width: cw, height: ch } = crop.rect;
  if (x < 0 || y < 0 || cw < 1 || ch < 1 || x + cw > turned.width || y + ch > turned.height) {
    throw new RangeError(
      `The crop ${cw}×${ch} at ${x},${y} is outside the ${turned.width}×${turned.height} picture`,
    );
  }
  const canvas = new OffscreenCanvas(cw, ch);
  const draw = context(canvas);
  drawTurned(draw, bitmap, crop.quarterTurns, crop.rect);
  const result: RenderResult = {
    type: 'render',
    cleaned: null,
    picture: null,
    width: cw,
    height: ch,
    inkShare: 0,
  };
  if (!request.clean) {
    result.picture = await canvas.convertToBlob({ type: 'image/png' });
    return result;
  }
  step('clean');
  let cleaned;
  try {
    cleaned = clean(draw.getImageData(0, 0, cw, ch).data, cw, ch, request.clean);
  } catch (error) {
    throw new PictureError('cleanFailed', error instanceof Error ? error.message : String(error));
  }
  draw.putImageData(new ImageData(cleaned.data as Uint8ClampedArray<ArrayBuffer>, cw, ch), 0, 0);
  result.cleaned = await canvas.convertToBlob({ type: 'image/png' });
  result.inkShare = cleaned.inkPixels / (cw * ch);
  return result;
}

export function runJob(request: WorkRequest, step: (s: WorkStep) => void): Promise<WorkResult> {
  return request.type === 'open' ? open(request.key, request.file, step) : render(request, step);
}
