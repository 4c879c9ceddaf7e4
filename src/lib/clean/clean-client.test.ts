import { describe, expect, test, vi } from 'vitest';
import { clean } from '../../core/clean/clean.ts';
import { createCleanClient, IDLE_STOP_MS } from './clean-client.ts';
import type { CleanRequest, CleanWorkerMessage } from './clean-protocol.ts';

/** A Worker stand-in that runs the real engine when told to answer. */
class FakeWorker {
  onmessage: ((event: MessageEvent<CleanWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: { request: CleanRequest; transfer: Transferable[] }[] = [];
  terminated = false;
  postMessage(request: CleanRequest, transfer: Transferable[]) {
    this.received.push({ request, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker's script has loaded: it says so, as the real worker does. */
  ready() {
    this.onmessage?.({ data: { ready: true } } as MessageEvent<CleanWorkerMessage>);
  }
  /** The worker's script failed to load (e.g. no module workers). */
  failToLoad() {
    this.onerror?.({ preventDefault() {}, message: '' } as unknown as ErrorEvent);
  }
  answer(index = this.received.length - 1) {
    const { request } = this.received[index];
    const result = clean(request.data, request.width, request.height, request.options);
    this.onmessage?.({
      data: { id: request.id, ok: true, result, png: null },
    } as unknown as MessageEvent<CleanWorkerMessage>);
  }
}

function image(width = 8, height = 8) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const ink = i % width < 4;
    data.set(ink ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
  }
  return { data, width, height };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCleanClient', () => {
  test('transfers the buffer and resolves with the worker result', async () => {
    const workers: FakeWorker[] = [];
    const client = createCleanClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const input = image();
    const pending = client.clean(input);
    expect(workers).toHaveLength(1);
    expect(workers[0].received).toHaveLength(0); // nothing is transferred before the worker is ready
    workers[0].ready();
    expect(workers[0].received[0].transfer).toEqual([input.data.buffer]);
    workers[0].answer();
    const result = await pending;
    expect(result.inkPixels).toBe(32);
    client.dispose();
  });

  test('one job at a time, in order', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const first = client.clean(image());
    const second = client.clean(image(16, 4));
    worker.ready();
    expect(worker.received).toHaveLength(1);
    worker.answer(0);
    await first;
    expect(worker.received).toHaveLength(2);
    worker.answer(1);
    expect((await second).width).toBe(16);
    client.dispose();
  });

  test('an aborted running job rejects, its worker is stopped, its late result is dropped', async () => {
    const workers: FakeWorker[] = [];
    const client = createCleanClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const controller = new AbortController();
    const old = client.clean(image(), controller.signal);
    workers[0].ready();
    controller.abort();
    await expect(old).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
    const newer = client.clean(image(12, 3));
    expect(workers).toHaveLength(2);
    workers[0].ready(); // a stopped worker's messages are ignored
    expect(workers[0].received).toHaveLength(1);
    workers[1].ready();
    workers[0].answer(0); // the old worker's late answer reaches nobody
    workers[1].answer(0);
    expect((await newer).width).toBe(12);
    client.dispose();
  });

  test('an aborted queued job never reaches the worker', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const running = client.clean(image());
    worker.ready();
    const controller = new AbortController();
    const queued = client.clean(image(), controller.signal);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    worker.answer(0);
    await running;
    await tick();
    expect(worker.received).toHaveLength(1);
    client.dispose();
  });

  test('falls back to the main thread when a Worker cannot be made', async () => {
    const client = createCleanClient(() => {
      throw new Error('no workers here');
    });
    const result = await client.clean(image());
    expect(result.inkPixels).toBe(32);
    const noWorkers = createCleanClient(null);
    expect((await noWorkers.clean(image())).inkPixels).toBe(32);
  });

  test('a worker that fails to load: the job runs on the main thread with its pixels intact', async () => {
    const workers: FakeWorker[] = [];
    const client = createCleanClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const input = image();
    const pending = client.clean(input);
    workers[0].failToLoad();
    expect(workers[0].terminated).toBe(true);
    expect(workers[0].received).toHaveLength(0);
    const result = await pending;
    expect(result.inkPixels).toBe(32);
    expect(result.png).toBeNull();
    // Later jobs stay on the main thread rather than retrying a worker that cannot load.
    expect((await client.clean(image(12, 3))).width).toBe(12);
    expect(workers).toHaveLength(1);
    client.dispose();
  });

  test('an engine error reaches the caller', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const pending = client.clean(image());
    worker.ready();
    worker.onmessage?.({
      data: { id: 1, ok: false, message: 'width must be…' },
    } as unknown as MessageEvent<CleanWorkerMessage>);
    await expect(pending).rejects.toThrow('width must be…');
  });

  test('dispose rejects what is pending and stops the worker', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const pending = client.clean(image());
    client.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    await expect(client.clean(image())).rejects.toThrow(/disposed/);
  });

  test('an idle worker is stopped after IDLE_STOP_MS and restarted on the next job', async () => {
    vi.useFakeTimers();
    try {
      const workers: FakeWorker[] = [];
      const client = createCleanClient(() => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker as unknown as Worker;
      });
      const first = client.clean(image());
      workers[0].ready();
      workers[0].answer();
      await first;
      vi.advanceTimersByTime(IDLE_STOP_MS - 1);
      expect(workers[0].terminated).toBe(false);
      vi.advanceTimersByTime(1);
      expect(workers[0].terminated).toBe(true);
      const second = client.clean(image());
      expect(workers).toHaveLength(2);
      workers[1].ready();
      workers[1].answer();
      expect((await second).inkPixels).toBe(32);
      client.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
