import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { runPool, type TaskAnswer } from './pool.ts';

// A worker that doubles numbers after a short wait, fails on negatives and dies on 13.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (n) => {
  if (n === 13) process.exit(7);
  setTimeout(() => parentPort.postMessage(n < 0 ? { ok: false, message: 'negative ' + n } : { ok: true, value: n * 2 }), 5);
});`;

function counting() {
  const state = { started: 0, live: 0, inFlight: 0, maxInFlight: 0 };
  const startWorker = () => {
    state.started++;
    state.live++;
    const worker = new Worker(SOURCE, { eval: true });
    worker.once('exit', () => state.live--);
    return worker;
  };
  return { state, startWorker };
}

describe('runPool', () => {
  it('runs every task, at most `size` at once, on at most `size` workers', async () => {
    const { state, startWorker } = counting();
    const answers = new Map<number, TaskAnswer<number>>();
    await runPool<number, number>(
      Array.from({ length: 14 }, (_, i) => i - 2),
      {
        size: 3,
        startWorker,
        onStart: () => {
          state.inFlight++;
          state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
        },
        onAnswer: (task, answer) => {
          state.inFlight--;
          answers.set(task, answer);
        },
      },
    );
    expect(answers.size).toBe(14);
    expect(answers.get(5)).toEqual({ ok: true, value: 10 });
    expect(answers.get(-1)).toEqual({ ok: false, message: 'negative -1' });
    expect(state.maxInFlight).toBe(3);
    expect(state.started).toBe(3);
    await expect.poll(() => state.live).toBe(0);
  });

  it('fails only the task of a worker that dies, and starts another', async () => {
    const { state, startWorker } = counting();
    const answers = new Map<number, TaskAnswer<number>>();
    await runPool<number, number>([12, 13, 14, 15], {
      size: 1,
      startWorker,
      onAnswer: (task, answer) => void answers.set(task, answer),
    });
    expect(answers.get(13)).toEqual({ ok: false, message: 'the worker stopped (exit code 7)' });
    expect(answers.get(14)).toEqual({ ok: true, value: 28 });
    expect(state.started).toBe(2);
  });

  it('hands out nothing more once stopped, and finishes what is in flight', async () => {
    const { startWorker } = counting();
    const stop = new AbortController();
    const started: number[] = [];
    const answered: number[] = [];
    const cancelled: number[] = [];
    let startedWhenStopped = -1;
    const tasks = (function* () {
      for (let i = 1; i <= 10; i++) yield i;
    })();
    await runPool<number, number>(tasks, {
      size: 2,
      startWorker,
      signal: stop.signal,
      onStart: (task) => void started.push(task),
      onAnswer: (task) => {
        answered.push(task);
        if (task === 3) {
          stop.abort();
          startedWhenStopped = started.length;
        }
      },
      onCancelled: (task) => cancelled.push(task),
    });
    const left = [...tasks];
    // Nothing started after the stop; what was in flight then (3 and at most one beside it,
    // whichever answers came first on a busy machine) was answered, not dropped.
    expect(started.length).toBe(startedWhenStopped);
    expect(answered.sort((a, b) => a - b)).toEqual(started.sort((a, b) => a - b));
    expect(started).toContain(3);
    expect([...answered, ...cancelled, ...left].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
