import { beforeEach, describe, expect, test, vi } from 'vitest';
import { closing } from '../flatten/byte-filters.ts';
import { referenceClosing } from '../flatten/background-reference.test-helper.ts';
import { SCRATCH_BUDGET, SCRATCH_LIMIT, type scratch as Scratch } from './scratch.ts';

// A fresh copy of the module for each test: the unit tests share one module registry, so the
// cleaner's runs in earlier files may hold scratch of their own in the shared copy.
let scratch: typeof Scratch;
beforeEach(async () => {
  vi.resetModules();
  ({ scratch } = await import('./scratch.ts'));
});

describe('scratch', () => {
  test('the same memory again under one name while it is large enough; large buffers are not kept', () => {
    const first = scratch('test', 100);
    expect(first.byteLength).toBeGreaterThanOrEqual(100);
    expect(scratch('test', 64)).toBe(first);
    const bigger = scratch('test', 1000);
    expect(bigger).not.toBe(first);
    expect(scratch('test', 1000)).toBe(bigger);
    expect(scratch('other', 64)).not.toBe(bigger);
    const huge = scratch('huge', SCRATCH_LIMIT + 1);
    expect(scratch('huge', SCRATCH_LIMIT + 1)).not.toBe(huge);
  });

  test('no more than SCRATCH_BUDGET bytes are held in all', () => {
    const names = Math.ceil(SCRATCH_BUDGET / SCRATCH_LIMIT) + 2;
    const buffers = Array.from({ length: names }, (_, k) => scratch(`budget ${k}`, SCRATCH_LIMIT));
    const again = buffers.filter((buffer, k) => scratch(`budget ${k}`, SCRATCH_LIMIT) === buffer);
    expect(again.length).toBeGreaterThan(0);
    expect(again.length * SCRATCH_LIMIT).toBeLessThanOrEqual(SCRATCH_BUDGET);
  });

  test('stale scratch contents never reach a result: closings of changing sizes in turn', () => {
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
      expect(closing(image, width, height, radius)).toEqual(
        referenceClosing(image.slice(), width, height, radius),
      );
    }
  });
});
