import { describe, expect, test } from 'vitest';
import { syntheticSignature } from '../../../../../scripts/lib/synthetic-signature.ts';
import { cleanEnhanced } from '../enhanced-clean.ts';
import { closing } from '../flatten/byte-filters.ts';
import { referenceClosing } from '../flatten/background-reference.test-helper.ts';
import { FILL_STACK, SCRATCH_BUDGET, SCRATCH_LIMIT, Scratch } from './scratch.ts';

describe('Scratch', () => {
  test('the same memory again under one name while it is large enough; large buffers are not kept', () => {
    const scratch = new Scratch();
    const first = scratch.buffer('test', 100);
    expect(first.byteLength).toBeGreaterThanOrEqual(100);
    expect(scratch.buffer('test', 64)).toBe(first);
    const bigger = scratch.buffer('test', 1000);
    expect(bigger).not.toBe(first);
    expect(scratch.buffer('test', 1000)).toBe(bigger);
    expect(scratch.buffer('other', 64)).not.toBe(bigger);
    const huge = scratch.buffer('huge', SCRATCH_LIMIT + 1);
    expect(scratch.buffer('huge', SCRATCH_LIMIT + 1)).not.toBe(huge);
  });

  test('no more than SCRATCH_BUDGET bytes are held in all', () => {
    const scratch = new Scratch();
    const names = Math.ceil(SCRATCH_BUDGET / SCRATCH_LIMIT) + 2;
    const buffers = Array.from({ length: names }, (_, k) =>
      scratch.buffer(`budget ${k}`, SCRATCH_LIMIT),
    );
    const again = buffers.filter(
      (buffer, k) => scratch.buffer(`budget ${k}`, SCRATCH_LIMIT) === buffer,
    );
    expect(again.length).toBeGreaterThan(0);
    expect(again.length * SCRATCH_LIMIT).toBeLessThanOrEqual(SCRATCH_BUDGET);
  });

  test('an owner given its own limit and budget keeps buffers of that size', () => {
    const photos = new Scratch(Infinity, Infinity);
    const huge = photos.buffer('huge', SCRATCH_LIMIT + 1);
    expect(photos.buffer('huge', SCRATCH_LIMIT + 1)).toBe(huge);
    const small = new Scratch(64, 100);
    const first = small.buffer('a', 64);
    expect(small.buffer('a', 64)).toBe(first);
    // Over the limit, then over the budget: fresh each time.
    expect(small.buffer('b', 65)).not.toBe(small.buffer('b', 65));
    const second = small.buffer('c', 64);
    expect(small.buffer('c', 64)).not.toBe(second);
  });

  test('two owners never share memory, and each has its own budget', () => {
    const one = new Scratch();
    const other = new Scratch();
    const mine = one.buffer('test', 64);
    expect(other.buffer('test', 64)).not.toBe(mine);
    expect(one.buffer('test', 64)).toBe(mine);
    // One owner filling its budget leaves the other's untouched.
    for (let k = 0; k < SCRATCH_BUDGET / SCRATCH_LIMIT; k++) one.buffer(`full ${k}`, SCRATCH_LIMIT);
    const kept = other.buffer('kept', SCRATCH_LIMIT);
    expect(other.buffer('kept', SCRATCH_LIMIT)).toBe(kept);
  });

  test("a clean works in the memory of the owner handed in, and in no other owner's", () => {
    const width = 320;
    const height = 200;
    const data = syntheticSignature(3, width, height);
    const n = width * height;
    const owner = new Scratch();
    const stack = new Int32Array(owner.buffer(FILL_STACK, 4 * n), 0, n).fill(-7);
    const untouched = () => stack.every((v) => v === -7);
    // Another owner's cleans, and a clean with none, leave this owner's memory alone…
    const other = new Scratch();
    const first = cleanEnhanced(data, width, height, { scratch: other });
    cleanEnhanced(data, width, height);
    expect(untouched()).toBe(true);
    // …this owner's clean takes the same buffer again (the components' fill stack), not a fresh
    // one, and the result is the same.
    const again = cleanEnhanced(data, width, height, { scratch: owner });
    expect(owner.buffer(FILL_STACK, 4 * n)).toBe(stack.buffer);
    expect(untouched()).toBe(false);
    expect(Buffer.compare(Buffer.from(again.data), Buffer.from(first.data))).toBe(0);
  });

  test('stale scratch contents never reach a result: closings of changing sizes in turn', () => {
    const scratch = new Scratch();
    let seed = 5;
    for (const [width, height, radius] of [
      [64, 40, 3],
      [13, 7, 2],
      [64, 40, 9],
      [37, 29, 1],
      [8, 3, 4],
      [101, 55, 6],
    ]) {
      const image = new Uint8Array(width * height);
      for (let i = 0; i < image.length; i++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        image[i] = (seed >>> 16) & 255;
      }
      expect(closing(image, width, height, radius, scratch)).toEqual(
        referenceClosing(image.slice(), width, height, radius),
      );
    }
  });
});
