import { describe, expect, test, vi } from 'vitest';
import type { FrameAnswer, FrameRequest, GuidanceMessage } from './guidance-protocol.ts';
import { createGuidanceClient, type GuidanceListener } from './guidance-client.ts';

class FakeWorker {
  onmessage: ((event: MessageEvent<GuidanceMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: FrameRequest[] = [];
  terminated = false;
  postMessage(request: FrameRequest) {
    this.received.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  send(message: GuidanceMessage) {
    this.onmessage?.({ data: message } as MessageEvent<GuidanceMessage>);
  }
  answer(id = this.received.at(-1)!.id) {
    this.send({ id, reading: {} as FrameAnswer['reading'], preview: null, workMs: 1 });
  }
  crash() {
    this.onerror?.({ preventDefault() {}, message: 'boom' } as unknown as ErrorEvent);
  }
}

function frame() {
  return { close: vi.fn() } as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> };
}

function setup() {
  const worker = new FakeWorker();
  const answers: FrameAnswer[] = [];
  const unavailable: string[] = [];
  const listener: GuidanceListener = {
    onAnswer: (answer) => answers.push(answer),
    onUnavailable: (reason) => unavailable.push(reason),
  };
  const client = createGuidanceClient(listener, () => worker as unknown as Worker);
  return { worker, client, answers, unavailable };
}

describe('createGuidanceClient', () => {
  test('sends nothing before the worker is ready: the frame is dropped and closed', () => {
    const { worker, client } = setup();
    const early = frame();
    expect(client.canSend()).toBe(false);
    expect(client.send(early, null)).toBe(false);
    expect(early.close).toHaveBeenCalled();
    expect(worker.received).toHaveLength(0);
    worker.send({ ready: true });
    expect(client.canSend()).toBe(true);
  });

  test('at most one frame in flight: a frame offered meanwhile is dropped, never queued', () => {
    const { worker, client, answers } = setup();
    worker.send({ ready: true });
    const first = frame();
    expect(client.send(first, { algorithm: 'spec' })).toBe(true);
    expect(first.close).not.toHaveBeenCalled(); // transferred to the worker, which closes it
    const second = frame();
    expect(client.canSend()).toBe(false);
    expect(client.send(second, null)).toBe(false);
    expect(second.close).toHaveBeenCalled();
    expect(worker.received).toHaveLength(1);
    expect(worker.received[0]).toMatchObject({ clean: { algorithm: 'spec' } });
    worker.answer();
    expect(answers).toHaveLength(1);
    // The dropped frame is not sent later: only a new offer is.
    expect(worker.received).toHaveLength(1);
    expect(client.send(frame(), null)).toBe(true);
    expect(worker.received).toHaveLength(2);
  });

  test("a frame's failure frees the slot without an answer", () => {
    const { worker, client, answers } = setup();
    worker.send({ ready: true });
    client.send(frame(), null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    worker.send({ id: worker.received[0].id, error: 'too small' });
    warn.mockRestore();
    expect(answers).toHaveLength(0);
    expect(client.canSend()).toBe(true);
  });

  test('dispose terminates the worker; late answers and new frames go nowhere', () => {
    const { worker, client, answers } = setup();
    worker.send({ ready: true });
    client.send(frame(), null);
    client.dispose();
    expect(worker.terminated).toBe(true);
    worker.answer();
    expect(answers).toHaveLength(0);
    const late = frame();
    expect(client.send(late, null)).toBe(false);
    expect(late.close).toHaveBeenCalled();
  });

  test('a worker that crashes or cannot be made: guidance is unavailable', async () => {
    const { worker, client, unavailable } = setup();
    worker.crash();
    expect(worker.terminated).toBe(true);
    expect(unavailable).toEqual(['boom']);
    expect(client.canSend()).toBe(false);

    const reasons: string[] = [];
    createGuidanceClient(
      { onAnswer: () => undefined, onUnavailable: (r) => reasons.push(r) },
      () => {
        throw new Error('no workers');
      },
    );
    await Promise.resolve();
    expect(reasons).toEqual(['Error: no workers']);
  });
});
