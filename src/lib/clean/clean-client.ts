// Runs cleans off the main thread. One job at a time, in order; a job whose AbortSignal fires
// is dropped (if it is running, the worker is terminated so the CPU is free for the newer job);
// the worker stops after 30 s idle (a worker holds its heap; a new one starts in ~50 ms). Where Workers are unavailable the same engine runs on
// the main thread, loaded only then.
//
// The input buffer is transferred to the worker: after clean() the caller's array is detached.
// Pass a copy when the pixels are still needed.
import type { CleanOptions, CleanResult } from '../../core/clean/clean-options.ts';
import type { CleanRequest, CleanResponse } from './clean-protocol.ts';

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
  let useMainThread = createWorker === null;
  let running: Job | null = null;
  const queue: Job[] = [];
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const finish = (job: Job) => {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (running === job) running = null;
    pump();
  };

  const ensureWorker = (): Worker | null => {
    if (worker || useMainThread) return worker;
    try {
      worker = createWorker!();
    } catch {
      useMainThread = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<CleanResponse>) => {
      const job = running;
      if (!job || event.data.id !== job.id) return; // a late answer for a dropped job
      if (event.data.ok) job.resolve({ ...event.data.result, png: event.data.png });
      else job.reject(new Error(event.data.message));
      finish(job);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const job = running;
      stopWorker();
      if (job) {
        job.reject(new Error(event.message || 'The clean worker failed'));
        finish(job);
      }
    };
    return worker;
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
    const { data, width, height, options, encodePng } = job.input;
    const request: CleanRequest = {
      id: job.id,
      data,
      width,
      height,
      options: options ?? {},
      encodePng: encodePng ?? false,
    };
    target.postMessage(request, [data.buffer as ArrayBuffer]);
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
