// The live-guidance worker: thin by design. For each frame it is sent (one at a time: the
// client never posts a second before the first is answered) it measures the guide box's
// region (core/guidance) and, when asked, cleans a copy of it scaled for the live preview
// (core/clean), then answers, transferring the preview bitmap. The previous frame's thumbnail
// stays here for the steadiness measure.
import { clean } from '../../core/clean/clean.ts';
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import { measureFrame } from '../../core/guidance/frame-measures.ts';
import type { Thumb } from '../../core/guidance/steadiness.ts';
import type {
  FrameAnswer,
  FrameFailure,
  FrameRequest,
  GuidanceReady,
} from './guidance-protocol.ts';

/** The live preview is shown a few hundred pixels wide: cleaning more pixels buys nothing. */
const PREVIEW_MAX_WIDTH = 640;

let previous: Thumb | null = null;
let canvas: OffscreenCanvas | null = null;

function pixels(frame: ImageBitmap, width: number, height: number): Uint8ClampedArray {
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = new OffscreenCanvas(width, height);
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas context');
  context.drawImage(frame, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

function preview(frame: ImageBitmap, options: CleanOptions): ImageBitmap {
  const scale = Math.min(1, PREVIEW_MAX_WIDTH / frame.width);
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  const cleaned = clean(pixels(frame, width, height), width, height, options);
  const out = new OffscreenCanvas(width, height);
  const context = out.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const image = new ImageData(cleaned.data as Uint8ClampedArray<ArrayBuffer>, width, height);
  context.putImageData(image, 0, 0);
  return out.transferToImageBitmap();
}

self.onmessage = (event: MessageEvent<FrameRequest>) => {
  const { id, frame, clean: cleanOptions } = event.data;
  const start = performance.now();
  try {
    const { width, height } = frame;
    const { thumb, ...reading } = measureFrame(
      pixels(frame, width, height),
      width,
      height,
      previous,
    );
    previous = thumb;
    const shown = cleanOptions ? preview(frame, cleanOptions) : null;
    const answer: FrameAnswer = { id, reading, preview: shown, workMs: performance.now() - start };
    self.postMessage(answer, { transfer: shown ? [shown] : [] });
  } catch (error) {
    const failure: FrameFailure = {
      id,
      error: error instanceof Error ? error.message : String(error),
    };
    self.postMessage(failure);
  } finally {
    frame.close();
  }
};

self.postMessage({ ready: true } satisfies GuidanceReady);
