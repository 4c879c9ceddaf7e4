import { describe, expect, test, vi } from 'vitest';
import { createCleanClient, IDLE_STOP_MS, WorkError, type LocalRunner } from './clean-client.ts';
import type { WorkerMessage, WorkRequest, WorkResult } from './clean-protocol.ts';

type Posted = WorkRequest & { id: number };

/** What a render of a picture of this many bytes answers (the size stands in for the work). */
function fakeResult(request: WorkRequest): WorkResult {
  return {
    type: 'render',
    cleaned: null,
    picture: null,
    output: null,
    width: request.file.size,
    height: 1,
    inkShare: 0,
    check: null,
  };
}

/** A Worker stand-in that answers when told to. */
class FakeWorker {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: Posted[] = [];
  terminated = false;
  postMessage(request: Posted) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker's script has loaded: it says so, as the real worker does. */
  ready() {
    this.send({ ready: true });
  }
  /** The worker's script failed to load (e.g. no module workers). */
  failToLoad() {
    this.onerror?.({ preventDefault() {}, message: '' } as unknown as ErrorEvent);
  }
  send(message: WorkerMessage) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerMessage>);
  }
  answer(index = this.received.length - 1) {
    const request = this.received[index];
    this.send({ id: request.id, ok: true, result: fakeResult(request) });
  }
}

function request(bytes = 8): WorkRequest {
  return {
    type: 'render',
    key: bytes,
    file: new Blob([new Uint8Array(bytes)]),
    crop: null,
    clean: { algorithm: 'spec' },
    output: null,
  };
}

const local: LocalRunner = async (req) => fakeResult(req);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCleanClient', () => {
  test('posts once the worker is ready, reports its steps, resolves with its result', async () => {
    const workers: FakeWorker[] = [];
    const client = createCleanClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const steps: string[] = [];
    const pending = client.run(request(5), undefined, (step) => steps.push(step));
    expect(workers).toHaveLength(1);
    expect(workers[0].received).toHaveLength(0); // nothing is posted before the worker is ready
    workers[0].ready();
    expect(workers[0].received[0]).toMatchObject({ type: 'render', key: 5 });
    workers[0].send({ id: workers[0].received[0].id, step: 'crop' });
    workers[0].send({ id: workers[0].received[0].id, step: 'clean' });
    workers[0].answer();
    expect(await pending).toMatchObject({ width: 5 });
    expect(steps).toEqual(['crop', 'clean']);
    client.dispose();
  });

  test('one job at a time, in order', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const first = client.run(request());
    const second = client.run(request(16));
    worker.ready();
    expect(worker.received).toHaveLength(1);
    worker.answer(0);
    await first;
    expect(worker.received).toHaveLength(2);
    worker.answer(1);
    expect(await second).toMatchObject({ width: 16 });
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
    const old = client.run(request(), controller.signal);
    workers[0].ready();
    controller.abort();
    await expect(old).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
    const newer = client.run(request(12));
    expect(workers).toHaveLength(2);
    workers[0].ready(); // a stopped worker's messages are ignored
    expect(workers[0].received).toHaveLength(1);
    workers[1].ready();
    workers[0].answer(0); // the old worker's late answer reaches nobody
    workers[1].answer(0);
    expect(await newer).toMatchObject({ width: 12 });
    client.dispose();
  });

  test('an aborted queued job never reaches the worker', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const running = client.run(request());
    worker.ready();
    const controller = new AbortController();
    const queued = client.run(request(), controller.signal);
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
    }, local);
    expect(await client.run(request(3))).toMatchObject({ width: 3 });
    const noWorkers = createCleanClient(null, local);
    expect(await noWorkers.run(request(4))).toMatchObject({ width: 4 });
  });

  test('a worker that fails to load: the job runs on the main thread', async () => {
    const workers: FakeWorker[] = [];
    const client = createCleanClient(() => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    }, local);
    const pending = client.run(request(7));
    workers[0].failToLoad();
    expect(workers[0].terminated).toBe(true);
    expect(workers[0].received).toHaveLength(0);
    expect(await pending).toMatchObject({ width: 7 });
    // Later jobs stay on the main thread rather than retrying a worker that cannot load.
    expect(await client.run(request(12))).toMatchObject({ width: 12 });
    expect(workers).toHaveLength(1);
    client.dispose();
  });

  test("a job's failure reaches the caller with its code", async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const pending = client.run(request());
    worker.ready();
    worker.send({ id: 1, ok: false, code: 'heic', message: 'HEIC' });
    await expect(pending).rejects.toBeInstanceOf(WorkError);
    await expect(pending).rejects.toMatchObject({ code: 'heic', message: 'HEIC' });
  });

  test("a local job's failure keeps its code too", async () => {
    const failing: LocalRunner = async () => {
      throw Object.assign(new Error('cut off'), { code: 'corrupt' });
    };
    const client = createCleanClient(null, failing);
    await expect(client.run(request())).rejects.toMatchObject({ code: 'corrupt' });
  });

  test('dispose rejects what is pending and stops the worker', async () => {
    const worker = new FakeWorker();
    const client = createCleanClient(() => worker as unknown as Worker);
    const pending = client.run(request());
    client.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    await expect(client.run(request())).rejects.toThrow(/disposed/);
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
      const first = client.run(request());
      workers[0].ready();
      workers[0].answer();
      await first;
      vi.advanceTimersByTime(IDLE_STOP_MS - 1);
      expect(workers[0].terminated).toBe(false);
      vi.advanceTimersByTime(1);
      expect(workers[0].terminated).toBe(true);
      const second = client.run(request());
      expect(workers).toHaveLength(2);
      workers[1].ready();
      workers[1].answer();
      expect(await second).toMatchObject({ width: 8 });
      client.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
