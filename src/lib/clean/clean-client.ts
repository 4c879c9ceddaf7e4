// Runs picture jobs (open, render) off the main thread. One job at a time, in order; a job whose
// AbortSignal fires is dropped (if it is running, the worker is terminated so the CPU is free for
// the newer job); the worker stops after 30 s idle (a worker holds its heap and the decoded
// picture; a new one starts in ~50 ms). Where Workers are unavailable, or the worker script fails
// to load, the same job code runs on the main thread, loaded only then.
import type {
  PictureErrorCode,
  WorkerMessage,
  WorkRequest,
  WorkResult,
  WorkStep,
} from './clean-protocol.ts';
import type { JobMemory } from './picture-jobs.ts';

export type StepListener = (step: WorkStep) => void;

export interface CleanClient {
  run(request: WorkRequest, signal?: AbortSignal, onStep?: StepListener): Promise<WorkResult>;
  dispose(): void;
}

export type WorkerFactory = () => Worker;
export type LocalRunner = (request: WorkRequest, onStep: StepListener) => Promise<WorkResult>;

/** A job's failure, with the code the screen turns into advice. */
export class WorkError extends Error {
  readonly code: PictureErrorCode;
  constructor(code: PictureErrorCode, message: string) {
    super(message);
    this.name = 'WorkError';
    this.code = code;
  }
}

/** The jobs on the main thread, with what they keep between them held by this runner (one per
 * client: the worker it stands in for keeps its own). */
function mainThreadRunner(): LocalRunner {
  let memory: JobMemory | null = null;
  return async (request, onStep) => {
    const { jobMemory, runJob } = await import('./picture-jobs.ts');
    memory ??= jobMemory();
    return runJob(memory, request, onStep);
  };
}

/** How long an idle worker is kept before it is stopped to give its memory back. */
export const IDLE_STOP_MS = 30_000;

function abortError(): DOMException {
  return new DOMException('The job was superseded', 'AbortError');
}

function defaultWorkerFactory(): Worker {
  return new Worker(new URL('./clean.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clean',
  });
}

interface Job {
  id: number;
  request: WorkRequest;
  signal?: AbortSignal;
  onStep?: StepListener;
  resolve: (result: WorkResult) => void;
  reject: (error: unknown) => void;
  onAbort?: () => void;
}

export function createCleanClient(
  createWorker: WorkerFactory | null = typeof Worker === 'undefined' ? null : defaultWorkerFactory,
  runLocally: LocalRunner = mainThreadRunner(),
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
    created.onmessage = (event: MessageEvent<WorkerMessage>) => {
      if (worker !== created) return; // a stopped worker's late message
      const message = event.data;
      if ('ready' in message) {
        workerReady = true;
        if (running) post(running);
        return;
      }
      const job = running;
      if (!job || message.id !== job.id) return; // a late answer for a dropped job
      if ('step' in message) return job.onStep?.(message.step);
      if (message.ok) job.resolve(message.result);
      else job.reject(new WorkError(message.code, message.message));
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
        // the running job was never posted, so it simply runs here.
        useMainThread = true;
        if (job) void runOnMainThread(job);
        return;
      }
      if (job) {
        job.reject(new WorkError('cleanFailed', event.message || 'The worker failed'));
        finish(job);
      }
    };
    return created;
  };

  const runOnMainThread = async (job: Job) => {
    try {
      // Let the UI paint its busy state before the synchronous work.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (running !== job) return;
      const result = await runLocally(job.request, (step) => job.onStep?.(step));
      if (running === job) job.resolve(result);
    } catch (error) {
      const code = (error as { code?: PictureErrorCode })?.code ?? 'cleanFailed';
      if (running === job)
        job.reject(new WorkError(code, (error as Error)?.message ?? String(error)));
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
    worker!.postMessage({ ...job.request, id: job.id });
  }

  return {
    run(request, signal, onStep) {
      if (disposed) return Promise.reject(new Error('The clean client was disposed'));
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<WorkResult>((resolve, reject) => {
        const job: Job = { id: nextId++, request, signal, onStep, resolve, reject };
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
