// The clean worker: thin by design. It takes one request, runs the pure engine, optionally
// encodes the PNG (OffscreenCanvas, so the main thread never pays for it) and transfers the
// result's buffer back (no copy).
import { clean } from '../../core/clean/clean.ts';
import type { CleanResult } from '../../core/clean/clean-options.ts';
import type { CleanRequest, CleanResponse, CleanWorkerReady } from './clean-protocol.ts';

async function toPng(result: CleanResult): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(result.width, result.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  const pixels = new ImageData(
    result.data as Uint8ClampedArray<ArrayBuffer>,
    result.width,
    result.height,
  );
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

self.onmessage = async (event: MessageEvent<CleanRequest>) => {
  const { id, data, width, height, options, encodePng } = event.data;
  let response: CleanResponse;
  try {
    const result = clean(data, width, height, options);
    const png = encodePng ? await toPng(result) : null;
    response = { id, ok: true, result, png };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const transfer = response.ok ? [response.result.data.buffer as ArrayBuffer] : [];
  self.postMessage(response, { transfer });
};

// Tell the client the script loaded, so it may transfer pixels (see CleanWorkerReady).
self.postMessage({ ready: true } satisfies CleanWorkerReady);
