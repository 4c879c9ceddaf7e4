// Runs slow work for a stream of values (a slider being dragged) so that the latest value always
// wins: at most one job runs; values that arrive meanwhile replace each other, and only the last
// one runs next. A finished job's result is still delivered while a newer value waits (the preview
// keeps following a drag), flagged `current: false`; a job that `cancel()` or `abortRunning`
// stopped is never delivered.

export interface LatestOnlyHandlers<T, R> {
  /** A job finished. `current` is false when a newer value is already waiting. */
  result(result: R, value: T, current: boolean): void;
  /** A job failed (an abort through its signal is not reported). */
  error?(error: unknown, value: T): void;
}

export interface LatestOnlyOptions {
  /** Abort the running job as soon as a newer value arrives (for work that is cheap to restart). */
  abortRunning?: boolean;
}

export interface LatestOnly<T> {
  push(value: T): void;
  /** Drops the waiting value and aborts the running job; its result will not arrive. */
  cancel(): void;
  readonly busy: boolean;
}

export function latestOnly<T, R>(
  work: (value: T, signal: AbortSignal) => Promise<R>,
  handlers: LatestOnlyHandlers<T, R>,
  { abortRunning = false }: LatestOnlyOptions = {},
): LatestOnly<T> {
  let running: AbortController | null = null;
  let waiting: { value: T } | null = null;

  const start = (value: T) => {
    const controller = new AbortController();
    running = controller;
    const finish = () => {
      if (running !== controller) return;
      running = null;
      const next = waiting;
      waiting = null;
      if (next) start(next.value);
    };
    Promise.resolve()
      .then(() => work(value, controller.signal))
      .then(
        (result) => {
          if (!controller.signal.aborted) handlers.result(result, value, waiting === null);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) handlers.error?.(error, value);
        },
      )
      .finally(finish);
  };

  return {
    push(value) {
      if (!running) {
        start(value);
        return;
      }
      waiting = { value };
      if (abortRunning) running.abort();
    },
    cancel() {
      waiting = null;
      running?.abort();
      running = null;
    },
    get busy() {
      return running !== null;
    },
  };
}
