// Owns the live-guidance worker: at most one frame in flight (a frame offered while one is
// being measured is dropped, never queued: the newest picture is the only one worth judging),
// answers handed to one listener, and a stop that terminates the worker at once. Without a
// worker (none can be made, or its script fails to load) guidance is simply unavailable: the
// measures would run on the main thread between video frames and make the live view stutter.
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { FrameAnswer, FrameRequest, GuidanceMessage } from './guidance-protocol.ts';

export interface GuidanceListener {
  onAnswer(answer: FrameAnswer): void;
  /** The worker cannot run here (or died): guidance stops for this session. */
  onUnavailable(reason: string): void;
}

export interface GuidanceClient {
  /** A frame sent now would be measured at once (the worker is ready, none is in flight). */
  canSend(): boolean;
  /** Sends a frame if the worker is free; otherwise closes it and returns false (dropped). */
  send(frame: ImageBitmap, clean: CleanOptions | null): boolean;
  /** Terminates the worker; later frames are dropped. */
  dispose(): void;
}

export type GuidanceWorkerFactory = () => Worker;

function defaultFactory(): Worker {
  return new Worker(new URL('./guidance.worker.ts', import.meta.url), {
    type: 'module',
    name: 'guidance',
  });
}

export function createGuidanceClient(
  listener: GuidanceListener,
  createWorker: GuidanceWorkerFactory = defaultFactory,
): GuidanceClient {
  let worker: Worker | null = null;
  let ready = false;
  let inFlight: number | null = null;
  let nextId = 1;

  const stop = () => {
    worker?.terminate();
    worker = null;
    ready = false;
    inFlight = null;
  };

  try {
    worker = createWorker();
  } catch (error) {
    queueMicrotask(() => listener.onUnavailable(String(error)));
  }
  const created = worker;
  if (created) {
    created.onmessage = (event: MessageEvent<GuidanceMessage>) => {
      if (worker !== created) return; // a stopped worker's late message
      const message = event.data;
      if ('ready' in message) {
        ready = true;
        return;
      }
      if (message.id !== inFlight) return;
      inFlight = null;
      // One frame that could not be measured (say, a region a few pixels wide while the
      // layout settles) is skipped like a dropped one; the next frame is judged afresh.
      if ('error' in message) console.warn('Live guidance skipped a frame:', message.error);
      else listener.onAnswer(message);
    };
    created.onerror = (event) => {
      event.preventDefault();
      if (worker !== created) return;
      stop();
      listener.onUnavailable(event.message || 'The guidance worker failed');
    };
  }

  return {
    canSend: () => worker !== null && ready && inFlight === null,
    send(frame, clean) {
      if (!worker || !ready || inFlight !== null) {
        frame.close();
        return false;
      }
      const request: FrameRequest = { id: nextId++, frame, clean };
      inFlight = request.id;
      worker.postMessage(request, [frame]);
      return true;
    },
    dispose: stop,
  };
}
