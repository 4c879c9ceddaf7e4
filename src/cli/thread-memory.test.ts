import { describe, expect, it } from 'vitest';
import { ThreadMemory } from './thread-memory.ts';

describe('ThreadMemory', () => {
  it('hands the same result buffer to picture after picture, growing it only for a larger one', () => {
    const memory = new ThreadMemory();
    const first = memory.resultBuffer(64);
    expect(first.length).toBe(64);
    const smaller = memory.resultBuffer(32);
    expect(smaller.buffer).toBe(first.buffer);
    expect([smaller.length, smaller.byteOffset]).toEqual([32, 0]);
    const larger = memory.resultBuffer(128);
    expect(larger.buffer).not.toBe(first.buffer);
    expect(memory.resultBuffer(128).buffer).toBe(larger.buffer);
  });

  it('keeps the softened result in a buffer of its own, kept as the result is', () => {
    const memory = new ThreadMemory();
    const softened = memory.softenedBuffer(64);
    expect(softened.buffer).not.toBe(memory.resultBuffer(64).buffer);
    expect(memory.softenedBuffer(32).buffer).toBe(softened.buffer);
    expect(memory.softenedBuffer(128).length).toBe(128);
  });

  it("keeps the cleaner's scratch buffers of a photo's size for the next photo", () => {
    // A 12 MP photo's fill stack: 4 bytes a pixel, far over a webcam frame's limit.
    const memory = new ThreadMemory();
    const stack = memory.scratch.buffer('fill stack', 4 * 12e6);
    expect(memory.scratch.buffer('fill stack', 4 * 12e6)).toBe(stack);
  });

  it('keeps nothing in common between two threads', () => {
    expect(new ThreadMemory().resultBuffer(16).buffer).not.toBe(
      new ThreadMemory().resultBuffer(16).buffer,
    );
  });
});
