// The real worker script, run in Node with a stand-in for the worker global: it announces that
// it loaded, answers a request with the engine's result and transfers the result's buffer.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clean } from '../../core/clean/clean.ts';
import type { CleanRequest, CleanWorkerMessage } from './clean-protocol.ts';

const posted: { message: CleanWorkerMessage; transfer: Transferable[] }[] = [];
const scope = {
  onmessage: null as ((event: { data: CleanRequest }) => Promise<void>) | null,
  postMessage(message: CleanWorkerMessage, options?: { transfer?: Transferable[] }) {
    posted.push({ message, transfer: options?.transfer ?? [] });
  },
};

beforeAll(async () => {
  (globalThis as unknown as { self: typeof scope }).self = scope;
  await import('./clean.worker.ts');
});
afterAll(() => {
  delete (globalThis as unknown as { self?: typeof scope }).self;
});

function image(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = i % width < width / 2 ? 20 : 230;
    data.set([v, v, v, 255], i * 4);
  }
  return data;
}

test('announces that it loaded', () => {
  expect(posted[0]).toEqual({ message: { ready: true }, transfer: [] });
});

test('answers with the engine result and transfers its buffer', async () => {
  const request: CleanRequest = {
    id: 7,
    data: image(10, 6),
    width: 10,
    height: 6,
    options: { algorithm: 'spec' },
    encodePng: true, // no OffscreenCanvas in Node: png is null, the result still arrives
  };
  const expected = clean(image(10, 6), 10, 6, { algorithm: 'spec' });
  await scope.onmessage!({ data: request });
  const last = posted[posted.length - 1];
  expect(last.message).toMatchObject({ id: 7, ok: true, png: null });
  if (!('ok' in last.message) || !last.message.ok) throw new Error('expected a result');
  expect(last.message.result.threshold).toBe(expected.threshold);
  expect(last.message.result.inkPixels).toBe(expected.inkPixels);
  expect(Array.from(last.message.result.data)).toEqual(Array.from(expected.data));
  expect(last.transfer).toEqual([last.message.result.data.buffer]);
});

test('an engine error becomes a message, nothing is transferred', async () => {
  await scope.onmessage!({
    data: {
      id: 8,
      data: new Uint8ClampedArray(12),
      width: 2,
      height: 2,
      options: {},
      encodePng: false,
    },
  });
  const last = posted[posted.length - 1];
  expect(last.message).toMatchObject({ id: 8, ok: false });
  expect('message' in last.message && last.message.message).toMatch(/data length 12/);
  expect(last.transfer).toEqual([]);
});
