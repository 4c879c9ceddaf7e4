// The live-guidance worker: thin by design. For each frame it is sent (one at a time: the
// client never posts a second before the first is answered) it measures the guide box's
// region (core/guidance) and, when asked, cleans a copy of it scaled for the live preview
// (core/clean), then answers, transferring the preview bitmap. The previous frame's thumbnail
// stays here for the steadiness measure, and the cleaner's scratch memory for the worker's life
// (each frame takes the same buffers again). The cleaners' WebAssembly kernels load as the worker
// starts and are kept for its life; frames that arrive before are cleaned by the TypeScript
// kernels (the same pixels).
import { clean } from '../../core/clean/clean.ts';
import { Scratch } from '../../core/clean/enhanced/kernel-helpers/scratch.ts';
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { Kernels } from '../../core/clean/kernels.ts';
import { previewCleanOptions } from './preview-options.ts';
import { measureFrame } from '../../core/guidance/frame-measures.ts';
import type { Thumb } from '../../core/guidance/steadiness.ts';
import type {
  FrameAnswer,
  FrameFailure,
  FrameRequest,
  GuidanceReady,
} from './guidance-protocol.ts';
import { loadKernels } from '../wasm/load-kernels.ts';

/**
 * The preview is cleaned at the region's own size up to this width (a 1080p camera's box is
 * 1152 px): scaling down first would thin a fine pen line below what the spec's cleaner keeps,
 * and the preview would then show a worse signature than the capture gives. Wider regions
 * (4K) are scaled to it: the spec's cleaner takes ≈ 5 ms at 1152 px.
 */
const PREVIEW_MAX_WIDTH = 1280;
/**
 * The enhanced cleaner is ~10× slower (≈ 50 ms at 768 px, 160 ms at 1152 px, warm, in Node on
 * this machine; 11 previews/s at 768 px in Chromium): its preview is cleaned at most this wide,
 * so it refreshes well over 8 times a second. It keeps thin lines when scaled; the capture
 * itself is cleaned at full size.
 */
const ENHANCED_PREVIEW_MAX_WIDTH = 640;

let previous: Thumb | null = null;
let canvas: OffscreenCanvas | null = null;
const scratch = new Scratch();
let kernels: Kernels | null = null;
void loadKernels().then((loaded) => (kernels = loaded));

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
  const maxWidth =
    options.algorithm === 'enhanced' ? ENHANCED_PREVIEW_MAX_WIDTH : PREVIEW_MAX_WIDTH;
  const scale = Math.min(1, maxWidth / frame.width);
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  const cleaned = clean(pixels(frame, width, height), width, height, {
    ...previewCleanOptions(options),
    scratch,
    kernels,
  });
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
