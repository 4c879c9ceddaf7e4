import { describe, expect, it } from 'vitest';
import { releaseMemory } from './release-memory.ts';

/** A weak hold on a picture-sized buffer nothing else refers to. */
function droppedBuffer(): WeakRef<Uint8ClampedArray> {
  return new WeakRef(new Uint8ClampedArray(16 << 20));
}

const nextTask = () => new Promise((resolve) => setImmediate(resolve));

describe('releaseMemory', () => {
  it('collects a dead picture now, not when V8 next finds it worth a collection', async () => {
    const dropped = droppedBuffer();
    // A weak target lives at least to the end of the task that made or read it.
    await nextTask();
    expect(dropped.deref()).toBeDefined();
    await nextTask();
    releaseMemory();
    expect(dropped.deref()).toBeUndefined();
  });
});
