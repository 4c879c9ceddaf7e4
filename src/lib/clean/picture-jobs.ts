// The work behind the worker's messages, runnable in the worker or (without one) on the main
// thread: open a picture for the crop step, and render a crop at full resolution, cleaned or
// not. What is kept between jobs belongs to the jobs' owner (JobMemory: the worker keeps one for
// its life, the main thread's client one of its own): the last decoded picture, by key, so
// cropping and re-cleaning the photo that was just opened does not decode it again; the last
// clean unsoftened with the crop it was made from, so a person's corrections (core/correct)
// apply to it without cleaning again; its softened output (output-step.ts); the cleaner's
// scratch memory; and the kernels the owner loaded (none on the main thread: the TypeScript).
import { turnedSize } from '../../core/capture/crop-geometry.ts';
import {
  applyCorrections,
  paperOf,
  type CorrectionSource,
} from '../../core/correct/corrections.ts';
import { NO_HINTS, resultHints } from '../../core/correct/result-hints.ts';
import { Scratch } from '../../core/clean/enhanced/kernel-helpers/scratch.ts';
import type { Kernels } from '../../core/clean/kernels.ts';
import { checkSource, type SourceCheck } from '../../core/guidance/check-source.ts';
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
import { finalClean } from './final-clean.ts';
import { cleanKey, shapeOutput, softenClean, type Softened } from './output-step.ts';

/** The crop step's view of the picture: big enough to place the box precisely, cheap to draw. */
export const PREVIEW_SIDE = 1200;
/** The original shown beside a result being corrected: its longer side at most this. */
export const ORIGINAL_SIDE = 1600;

/** The last clean as the cleaner made it, with the crop it came from (one at a time). */
interface RawClean {
  key: string;
  clean: Uint8ClampedArray;
  source: CorrectionSource & { data: Uint8ClampedArray };
  inkShare: number;
  check: SourceCheck | null;
  original: Promise<Blob> | null;
}

/** What the jobs keep from one to the next, for as long as their owner lives. */
export interface JobMemory {
  /** The last decoded picture, by key. */
  kept: { key: number; picture: DecodedPicture } | null;
  /** The last clean as the cleaner made it. */
  raw: RawClean | null;
  /** The last clean softened, corrected and ready to shape (output-step.ts). */
  softened: Softened | null;
  /** The cleaner's scratch memory, taken again clean after clean. */
  readonly scratch: Scratch;
  /** The faster kernels the owner loaded for its life (null: the TypeScript ones). */
  readonly kernels: Kernels | null;
}

export function jobMemory(kernels: Kernels | null = null): JobMemory {
  return { kept: null, raw: null, softened: null, scratch: new Scratch(), kernels };
}

async function picture(memory: JobMemory, key: number, file: Blob, step: (s: WorkStep) => void) {
  const { kept } = memory;
  if (kept?.key === key) return kept.picture;
  step('open');
  const decoded = await decodePicture(file);
  kept?.picture.bitmap.close();
  memory.kept = { key, picture: decoded };
  return decoded;
}

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas context');
  return context;
}

/**
 * A context on white paper: a picture with transparency (our own output opened again, a
 * scanned PNG) is laid on white before it is read, or its clear pixels read as black ink.
 */
function paperContext(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const draw = context(canvas);
  draw.fillStyle = '#ffffff';
  draw.fillRect(0, 0, canvas.width, canvas.height);
  return draw;
}

async function open(
  memory: JobMemory,
  key: number,
  file: Blob,
  step: (s: WorkStep) => void,
): Promise<OpenResult> {
  const { bitmap, width, height, scaledFromMegapixels } = await picture(memory, key, file, step);
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  const pw = Math.max(1, Math.round(width * scale));
  const ph = Math.max(1, Math.round(height * scale));
  const preview = await createImageBitmap(bitmap, {
    resizeWidth: pw,
    resizeHeight: ph,
    resizeQuality: 'medium',
  });
  const canvas = new OffscreenCanvas(pw, ph);
  const draw = paperContext(canvas);
  draw.drawImage(preview, 0, 0);
  const pixels = draw.getImageData(0, 0, pw, ph).data;
  const box = proposeCrop(pixels, pw, ph, memory.scratch, memory.kernels);
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

/** Turns and crops the picture at full resolution. */
async function cropped(memory: JobMemory, request: RenderRequest, step: (s: WorkStep) => void) {
  const { bitmap, width, height } = await picture(memory, request.key, request.file, step);
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
  const draw = paperContext(canvas);
  drawTurned(draw, bitmap, crop.quarterTurns, crop.rect);
  return { canvas, draw, width: cw, height: ch };
}

async function encode(data: Uint8ClampedArray, width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const pixels = new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height);
  context(canvas).putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * The crop at about preview size, for the person to point at beside the result — asked for
 * when the correction tools open, so the paper every correction reads ink against is measured
 * then too (once per crop), while the person looks, not after their first pick.
 */
async function originalOf(base: RawClean): Promise<Blob> {
  base.original ??= (async () => {
    paperOf(base.source);
    const { data, width, height } = base.source;
    const scale = Math.min(1, ORIGINAL_SIDE / Math.max(width, height));
    const pixels = new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height);
    const full = await createImageBitmap(pixels);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const small = await createImageBitmap(full, { resizeWidth: w, resizeHeight: h });
    full.close();
    const canvas = new OffscreenCanvas(w, h);
    context(canvas).drawImage(small, 0, 0);
    small.close();
    return canvas.convertToBlob({ type: 'image/png' });
  })();
  return base.original;
}

async function cleanedCrop(
  memory: JobMemory,
  request: RenderRequest,
  key: string,
  step: (s: WorkStep) => void,
): Promise<RawClean> {
  if (memory.raw?.key === key) {
    step('clean');
    return memory.raw;
  }
  const options = request.clean!;
  const { draw, width, height } = await cropped(memory, request, step);
  step('clean');
  try {
    const source = draw.getImageData(0, 0, width, height).data;
    const { scratch, kernels } = memory;
    const cleaned = finalClean(source, width, height, { ...options, scratch, kernels });
    const inkShare = cleaned.inkPixels / (width * height);
    const check = checkSource(source, width, height);
    memory.raw = null; // let the older one go before the next is kept
    const raw: RawClean = {
      key,
      clean: cleaned.data,
      source: { data: source, width, height },
      inkShare,
      check,
      original: null,
    };
    memory.raw = raw;
    return raw;
  } catch (error) {
    throw new PictureError('cleanFailed', error instanceof Error ? error.message : String(error));
  }
}

async function render(
  memory: JobMemory,
  request: RenderRequest,
  step: (s: WorkStep) => void,
): Promise<RenderResult> {
  const { clean: options, output } = request;
  const corrections = request.corrections ?? [];
  const key = options && cleanKey(request.key, request.crop, options);
  const fullKey = key && (corrections.length ? key + JSON.stringify(corrections) : key);
  let softened = fullKey && memory.softened?.key === fullKey ? memory.softened : null;
  if (!options || !key || !fullKey) {
    const { canvas, width, height } = await cropped(memory, request, step);
    const picture = await canvas.convertToBlob({ type: 'image/png' });
    return {
      type: 'render',
      cleaned: null,
      picture,
      width,
      height,
      inkShare: 0,
      output: null,
      check: null,
    };
  }
  let base = memory.raw?.key === key ? memory.raw : null;
  if (!softened || (request.original && !base)) {
    base = await cleanedCrop(memory, request, key, step);
    const { width, height } = base.source;
    let data = base.clean;
    let inkShare = base.inkShare;
    let idle: number[] = [];
    if (corrections.length) {
      try {
        const corrected = applyCorrections(base.clean, base.source, corrections, {
          inkLevel: options.thresholdOffset ?? 0,
        });
        ({ data, idle } = corrected);
        inkShare = corrected.inkPixels / (width * height);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new PictureError('cleanFailed', message);
      }
    }
    const image = { data, width, height };
    const withKernels = { ...options, kernels: memory.kernels };
    softened = softenClean(fullKey, image, base.source.data, withKernels, inkShare, base.check);
    memory.softened = softened;
    softened.idle = idle;
    softened.hints = resultHints(data, width, height, base.source.data);
  }
  const { image, info } = shapeOutput(softened, output ?? { trim: false, colour: 'original' });
  return {
    type: 'render',
    cleaned: await encode(image.data, image.width, image.height),
    picture: null,
    width: softened.image.width,
    height: softened.image.height,
    inkShare: softened.inkShare,
    output: info,
    check: softened.check,
    idle: softened.idle ?? [],
    hints: softened.hints ?? NO_HINTS,
    original: request.original && base ? await originalOf(base) : null,
  };
}

/** Runs one job with what `memory`'s owner kept from the jobs before. */
export function runJob(
  memory: JobMemory,
  request: WorkRequest,
  step: (s: WorkStep) => void,
): Promise<WorkResult> {
  return request.type === 'open'
    ? open(memory, request.key, request.file, step)
    : render(memory, request, step);
}
