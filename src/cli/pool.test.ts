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

// The same for messages { task, next }: answers the task with the next one it was told of.
const AHEAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ task, next }) => {
  if (task === 13) process.exit(7);
  setTimeout(() => parentPort.postMessage({ ok: true, value: { task, next } }), 5);
});`;

function counting(source = SOURCE) {
  const state = { started: 0, live: 0, inFlight: 0, maxInFlight: 0 };
  const startWorker = () => {
    state.started++;
    state.live++;
    const worker = new Worker(source, { eval: true });
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

  describe('with `message`: each lane names its next task to the worker', () => {
    type Told = { task: number; next: number | undefined };
    const message = (task: number, next: number | undefined) => ({ task, next });

    it('sends each task once, with the task its lane asks next; the last with none', async () => {
      const { startWorker } = counting(AHEAD_SOURCE);
      const told: Told[] = [];
      await runPool<number, Told>([1, 2, 3, 4, 5], {
        size: 1,
        startWorker,
        message,
        onAnswer: (_, answer) => void (answer.ok && told.push(answer.value)),
      });
      expect(told).toEqual([
        { task: 1, next: 2 },
        { task: 2, next: 3 },
        { task: 3, next: 4 },
        { task: 4, next: 5 },
        { task: 5, next: undefined },
      ]);
    });

    it('with two lanes, every task once, and each lane is asked what it was told of', async () => {
      const { state, startWorker } = counting(AHEAD_SOURCE);
      const told: Told[] = [];
      const tasks = Array.from({ length: 11 }, (_, i) => i + 20);
      await runPool<number, Told>(tasks, {
        size: 2,
        startWorker,
        message,
        onStart: () => {
          state.inFlight++;
          state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
        },
        onAnswer: (_, answer) => {
          state.inFlight--;
          if (answer.ok) told.push(answer.value);
        },
      });
      expect(told.map(({ task }) => task).sort((a, b) => a - b)).toEqual(tasks);
      expect(state.maxInFlight).toBe(2);
      const named = told.flatMap(({ next }) => (next === undefined ? [] : [next]));
      // Each task named as a next one is the task asked right after by the same lane.
      for (const next of named) expect(told.some(({ task }) => task === next)).toBe(true);
      expect(new Set(named).size).toBe(named.length);
    });

    it('a task taken ahead is cancelled, not started, when the pool is stopped', async () => {
      const { startWorker } = counting(AHEAD_SOURCE);
      const stop = new AbortController();
      const started: number[] = [];
      const cancelled: number[] = [];
      const tasks = (function* () {
        for (let i = 1; i <= 10; i++) yield i;
      })();
      await runPool<number, Told>(tasks, {
        size: 1,
        startWorker,
        signal: stop.signal,
        message,
        onStart: (task) => void started.push(task),
        onAnswer: (task) => void (task === 3 && stop.abort()),
        onCancelled: (task) => void cancelled.push(task),
      });
      expect(started).toEqual([1, 2, 3]);
      expect(cancelled).toEqual([4]);
      expect([...tasks]).toEqual([5, 6, 7, 8, 9, 10]);
    });

    it('the task taken ahead of one whose worker died goes to the fresh worker', async () => {
      const { state, startWorker } = counting(AHEAD_SOURCE);
      const answers = new Map<number, TaskAnswer<Told>>();
      await runPool<number, Told>([12, 13, 14], {
        size: 1,
        startWorker,
        message,
        onAnswer: (task, answer) => void answers.set(task, answer),
      });
      expect(answers.get(13)).toEqual({ ok: false, message: 'the worker stopped (exit code 7)' });
      expect(answers.get(14)).toEqual({ ok: true, value: { task: 14, next: undefined } });
      expect(state.started).toBe(2);
    });
  });
});
