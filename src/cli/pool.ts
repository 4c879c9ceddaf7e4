// A pool of worker threads: `size` lanes, each a worker that is given the next task only when
// it has answered the last, so at most `size` tasks are in flight however long the list. With
// `message`, each lane also takes the task after its current one from the list and names it in
// the current one's message, so the worker can prepare it (decode the next picture while it
// cleans this one): at most two tasks per lane are out of the list, one of them started.
// Stopping (the signal) hands out no new task and waits for the ones in flight; a task taken
// ahead and not started is cancelled. A worker that dies (out of memory, a crash) fails its
// task only; a fresh one takes its place, and the task taken ahead.
import type { Worker } from 'node:worker_threads';

export type TaskAnswer<R> = { ok: true; value: R } | { ok: false; message: string };

export interface PoolOptions<T, R> {
  size: number;
  startWorker: () => Worker;
  signal?: AbortSignal;
  /** Called as each task starts, so a caller can count what is in flight. */
  onStart?: (task: T) => void;
  onAnswer: (task: T, answer: TaskAnswer<R>) => void | Promise<void>;
  /** A task taken from the list when the signal had already stopped the pool: never started. */
  onCancelled?: (task: T) => void;
  /**
   * What the worker is sent for `task`, given the task its lane will ask next (undefined: none
   * left). Without it the task itself is sent and nothing is taken from the list ahead.
   */
  message?: (task: T, next: T | undefined) => unknown;
}

/** The worker's answer, and whether the worker is still there to take another task. */
function ask<R>(worker: Worker, task: unknown): Promise<{ answer: TaskAnswer<R>; alive: boolean }> {
  return new Promise((resolve) => {
    const done = (answer: TaskAnswer<R>, alive: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ answer, alive });
    };
    const onMessage = (answer: TaskAnswer<R>) => done(answer, true);
    const onError = (error: Error) =>
      done({ ok: false, message: `the worker failed: ${error.message}` }, false);
    const onExit = (code: number) =>
      done({ ok: false, message: `the worker stopped (exit code ${code})` }, false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task);
  });
}

/**
 * Runs the tasks of `tasks` (pulled lazily) on the pool; resolves when all lanes are done. After
 * a stop, what is left in `tasks` is the caller's to account for.
 */
export async function runPool<T, R>(
  tasks: AsyncIterable<T> | Iterable<T>,
  options: PoolOptions<T, R>,
): Promise<void> {
  const iterator =
    Symbol.asyncIterator in tasks
      ? (tasks as AsyncIterable<T>)[Symbol.asyncIterator]()
      : (tasks as Iterable<T>)[Symbol.iterator]();
  // Lanes pull from one iterator; pulls are chained so two lanes never read it at once.
  let pulling: Promise<unknown> = Promise.resolve();
  const next = (): Promise<IteratorResult<T>> => {
    const result = pulling.then(() => iterator.next());
    pulling = result.catch(() => undefined);
    return result;
  };
  const lane = async () => {
    let worker: Worker | null = null;
    // The task taken ahead of the one in flight (with `message` only).
    let ahead: IteratorResult<T> | null = null;
    try {
      for (;;) {
        const item = ahead ?? (options.signal?.aborted ? null : await next());
        ahead = null;
        if (!item || item.done) return;
        if (options.signal?.aborted) {
          options.onCancelled?.(item.value);
          return;
        }
        if (options.message) ahead = await next();
        worker ??= options.startWorker();
        options.onStart?.(item.value);
        const message = options.message
          ? options.message(item.value, ahead?.done ? undefined : ahead?.value)
          : item.value;
        const { answer, alive } = await ask<R>(worker, message);
        if (!alive) {
          await worker.terminate();
          worker = null; // a fresh one takes the next task
        }
        await options.onAnswer(item.value, answer);
      }
    } finally {
      await worker?.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.size) }, lane));
}
