// The door to Save SVG that the screen may import eagerly: it weighs next to nothing. Tracing
// takes from a tenth of a second to over a second for a large signature, so it runs in a worker
// started for the one request (Save SVG is rare; a worker kept alive would only hold memory).
// Where a worker cannot start, the same code is imported and run here. The pixels are copied to
// the worker, not transferred: the caller keeps showing them.
import type { Rgb, RgbaPixels } from '../../core/output/image-types.ts';
import type { TraceRequest, TraceResponse } from './trace-protocol.ts';

export type TraceWorkerFactory = () => Worker;

function defaultFactory(): Worker {
  return new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module' });
}

/** The worker could not run at all (as opposed to the trace failing in it). */
class WorkerUnavailable extends Error {}

function traceInWorker(worker: Worker, image: RgbaPixels, fill: Rgb): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<TraceResponse>) => {
      if (event.data.ok) resolve(event.data.svg);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new WorkerUnavailable(event.message));
    };
    const request: TraceRequest = {
      data: image.data,
      width: image.width,
      height: image.height,
      fill,
    };
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

export async function makeSvg(
  image: RgbaPixels,
  fill: Rgb,
  createWorker: TraceWorkerFactory | null = typeof Worker === 'undefined' ? null : defaultFactory,
): Promise<string> {
  if (createWorker) {
    try {
      return await traceInWorker(createWorker(), image, fill);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
    }
  }
  const { traceSvg } = await import('./trace-svg.ts');
  return traceSvg(image, fill);
}

export async function makeSvgBlob(
  image: RgbaPixels,
  fill: Rgb,
  createWorker?: TraceWorkerFactory | null,
): Promise<Blob> {
  return new Blob([await makeSvg(image, fill, createWorker)], { type: 'image/svg+xml' });
}
