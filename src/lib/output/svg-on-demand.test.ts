import { describe, expect, it, vi } from 'vitest';
import { makeSvg, makeSvgBlob } from './svg-on-demand.ts';
import type { TraceRequest, TraceResponse } from './trace-protocol.ts';

const image = { data: new Uint8ClampedArray(8 * 6 * 4), width: 8, height: 6 };
for (let y = 1; y < 5; y++) for (let x = 1; x < 7; x++) image.data[(y * 8 + x) * 4 + 3] = 255;
const fill = { r: 1, g: 2, b: 3 };

/** A stand-in Worker that answers with `reply`, or fails to start when reply is 'error'. */
function fakeWorker(reply: TraceResponse | 'error') {
  const worker = {
    onmessage: null as ((event: { data: TraceResponse }) => void) | null,
    onerror: null as ((event: { message: string; preventDefault(): void }) => void) | null,
    posted: [] as TraceRequest[],
    terminate: vi.fn(),
    postMessage(request: TraceRequest) {
      worker.posted.push(request);
      queueMicrotask(() => {
        if (reply === 'error')
          worker.onerror?.({ message: 'no module workers', preventDefault() {} });
        else worker.onmessage?.({ data: reply });
      });
    },
  };
  return worker;
}

describe('makeSvg', () => {
  it('traces in a worker, sends it the pixels and the colour, and ends it', async () => {
    const worker = fakeWorker({ ok: true, svg: '<svg/>' });
    expect(await makeSvg(image, fill, () => worker as unknown as Worker)).toBe('<svg/>');
    expect(worker.posted).toEqual([{ data: image.data, width: 8, height: 6, fill }]);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('passes on a failed trace', async () => {
    const worker = fakeWorker({ ok: false, message: 'out of memory' });
    await expect(makeSvg(image, fill, () => worker as unknown as Worker)).rejects.toThrow(
      'out of memory',
    );
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('traces here when the worker cannot start, or without workers', async () => {
    const worker = fakeWorker('error');
    const svg = await makeSvg(image, fill, () => worker as unknown as Worker);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 8 6"/);
    expect(svg).toContain('fill="#010203"');
    expect(await makeSvg(image, fill, null)).toBe(svg);
    const blob = await makeSvgBlob(image, fill, null);
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe(svg);
  });
});
