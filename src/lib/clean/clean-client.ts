// Runs cleans off the main thread. One job at a time, in order; a job whose AbortSignal fires
// is dropped (if it is running, the worker is terminated so the CPU is free for the newer job);
// the worker stops after 30 s idle (a worker holds its heap; a new one starts in ~50 ms). Where Workers are unavailable the same engine runs on
// the main thread, loaded only then; so does a job whose worker fails to load (the pixels are
// transferred only once the worker has said it is ready, so they are still here to fall back on).
//
// The input buffer is transferred to the worker: after clean() the caller's array is detached.
// Pass a copy when the pixels are still needed.
import type { CleanOptions, CleanResult } from '../../core/clean/clean-options.ts';
import type { CleanRequest, CleanWorkerMessage } from './clean-protocol.ts';

export interface CleanInput {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  options?: CleanOptions;
  /** Also return the result as a PNG, encoded in the worker where it can be. */
  encodePng?: boolean;
}

export interface CleanOutput extends CleanResult {
  /** The PNG, when asked for and the worker could encode it (null on the main-thread path). */
  png: Blob | null;
}

export interface CleanClient {
  clean(input: CleanInput, signal?: AbortSignal): Promise<CleanOutput>;
  dispose(): void;
}

export type WorkerFactory = () => Worker;

/** How long an idle worker is kept before it is stopped to give its memory back. */
export const IDLE_STOP_MS = 30_000;

function abortError(): DOMException {
  return new DOMException('The clean was superseded', 'AbortError');
}

function defaultWorkerFactory(): Worker {
  return new Worker(new URL('./clean.worker.ts', import.meta.url), { type: 'module' });
}

interface Job {
  id: number;
  input: CleanInput;
  signal?: AbortSignal;
  resolve: (result: CleanOutput) => void;
  reject: (error: unknown) => void;
  onAbort?: () => void;
}

export function createCleanClient(
  createWorker: WorkerFactory | null = typeof Worker === 'undefined' ? null : defaultWorkerFactory,
): CleanClient {
  let worker: Worker | null = null;
  /** The worker's script has loaded (its ready message arrived). */
  let workerReady = false;
  let useMainThread = createWorker === null;
  let running: Job | null = null;
  const queue: Job[] = [];
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
    workerReady = false;
  };

  const finish = (job: Job) => {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (running === job) running = null;
    pump();
  };

  const ensureWorker = (): Worker | null => {
    if (worker || useMainThread) return worker;
    let created: Worker;
    try {
      created = createWorker!();
    } catch {
      useMainThread = true;
      return null;
    }
    worker = created;
    workerReady = false;
    created.onmessage = (event: MessageEvent<CleanWorkerMessage>) => {
      if (worker !== created) return; // a stopped worker's late message
      const message = event.data;
      if ('ready' in message) {
        workerReady = true;
        if (running) post(running);
        return;
      }
      const job = running;
      if (!job || message.id !== job.id) return; // a late answer for a dropped job
      if (message.ok) job.resolve({ ...message.result, png: message.png });
      else job.reject(new Error(message.message));
      finish(job);
    };
    created.onerror = (event) => {
      event.preventDefault();
      if (worker !== created) return;
      const job = running;
      const loaded = workerReady;
      stopWorker();
      if (!loaded) {
        // The script never loaded (e.g. no module workers here): the main thread from now on;
        // the running job still has its pixels, as nothing was transferred.
        useMainThread = true;
        if (job) void runOnMainThread(job);
        return;
      }
      if (job) {
        job.reject(new Error(event.message || 'The clean worker failed'));
        finish(job);
      }
    };
    return created;
  };

  const runOnMainThread = async (job: Job) => {
    try {
      const { clean } = await import('../../core/clean/clean.ts');
      // Let the UI paint its busy state before the synchronous work.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (running !== job) return;
      const { data, width, height, options } = job.input;
      job.resolve({ ...clean(data, width, height, options ?? {}), png: null });
    } catch (error) {
      job.reject(error);
    }
    if (running === job) finish(job);
  };

  function pump() {
    if (running || disposed) return;
    const job = queue.shift();
    if (!job) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWorker, IDLE_STOP_MS);
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    running = job;
    const target = ensureWorker();
    if (!target) {
      void runOnMainThread(job);
      return;
    }
    if (workerReady) post(job);
    // Otherwise the job is posted when the worker's ready message arrives.
  }

  function post(job: Job) {
    const { data, width, height, options, encodePng } = job.input;
    const request: CleanRequest = {
      id: job.id,
      data,
      width,
      height,
      options: options ?? {},
      encodePng: encodePng ?? false,
    };
    worker!.postMessage(request, [data.buffer as ArrayBuffer]);
  }

  return {
    clean(input, signal) {
      if (disposed) return Promise.reject(new Error('The clean client was disposed'));
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<CleanOutput>((resolve, reject) => {
        const job: Job = { id: nextId++, input, signal, resolve, reject };
        if (signal) {
          job.onAbort = () => {
            const index = queue.indexOf(job);
            if (index >= 0) queue.splice(index, 1);
            if (running === job) stopWorker(); // free the CPU for the job that replaced it
            reject(abortError());
            finish(job);
          };
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        queue.push(job);
        pump();
      });
    },
    dispose() {
      disposed = true;
      if (idleTimer) clearTimeout(idleTimer);
      stopWorker();
      const pending = [...queue.splice(0), ...(running ? [running] : [])];
      running = null;
      for (const job of pending) {
        if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
        job.reject(abortError());
      }
    },
  };
}
