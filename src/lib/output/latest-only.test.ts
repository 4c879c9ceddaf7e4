import { describe, expect, it, vi } from 'vitest';
import { latestOnly } from './latest-only.ts';

/** Work whose jobs finish when the test says so. */
function controllable() {
  const jobs: { value: number; signal: AbortSignal; finish(): void; fail(e: unknown): void }[] = [];
  const work = (value: number, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      jobs.push({ value, signal, finish: () => resolve(`done ${value}`), fail: reject });
    });
  return { jobs, work };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestOnly', () => {
  it('runs the first value at once and only the latest of those that arrive meanwhile', async () => {
    const { jobs, work } = controllable();
    const result = vi.fn();
    const queue = latestOnly(work, { result });
    queue.push(1);
    queue.push(2);
    queue.push(3);
    queue.push(4);
    await settle();
    expect(jobs.map((j) => j.value)).toEqual([1]);
    expect(queue.busy).toBe(true);
    jobs[0].finish();
    await settle();
    expect(result).toHaveBeenLastCalledWith('done 1', 1, false);
    expect(jobs.map((j) => j.value)).toEqual([1, 4]);
    jobs[1].finish();
    await settle();
    expect(result).toHaveBeenLastCalledWith('done 4', 4, true);
    expect(result).toHaveBeenCalledTimes(2);
    expect(queue.busy).toBe(false);
  });

  it('aborts the running job for a newer value when asked to, and never delivers it', async () => {
    const { jobs, work } = controllable();
    const result = vi.fn();
    const queue = latestOnly(work, { result }, { abortRunning: true });
    queue.push(1);
    await settle();
    queue.push(2);
    expect(jobs[0].signal.aborted).toBe(true);
    jobs[0].finish();
    await settle();
    expect(result).not.toHaveBeenCalled();
    expect(jobs.map((j) => j.value)).toEqual([1, 2]);
    jobs[1].finish();
    await settle();
    expect(result).toHaveBeenCalledExactlyOnceWith('done 2', 2, true);
  });

  it('drops everything on cancel, and starts afresh afterwards', async () => {
    const { jobs, work } = controllable();
    const result = vi.fn();
    const queue = latestOnly(work, { result });
    queue.push(1);
    queue.push(2);
    await settle();
    queue.cancel();
    expect(queue.busy).toBe(false);
    jobs[0].finish();
    await settle();
    expect(result).not.toHaveBeenCalled();
    expect(jobs).toHaveLength(1);
    queue.push(5);
    await settle();
    jobs[1].finish();
    await settle();
    expect(result).toHaveBeenCalledExactlyOnceWith('done 5', 5, true);
  });

  it('reports a failure and goes on with the waiting value', async () => {
    const { jobs, work } = controllable();
    const result = vi.fn();
    const error = vi.fn();
    const queue = latestOnly(work, { result, error });
    queue.push(1);
    queue.push(2);
    await settle();
    jobs[0].fail(new Error('boom'));
    await settle();
    expect(error).toHaveBeenCalledWith(new Error('boom'), 1);
    jobs[1].finish();
    await settle();
    expect(result).toHaveBeenCalledExactlyOnceWith('done 2', 2, true);
  });
});
