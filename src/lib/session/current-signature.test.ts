import { afterEach, expect, test, vi } from 'vitest';
import {
  getCurrentSignature,
  setCurrentSignature,
  subscribeCurrentSignature,
} from './current-signature.ts';

afterEach(() => setCurrentSignature(null));

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

test('starts empty, holds what was set and tells subscribers until they leave', () => {
  expect(getCurrentSignature()).toBeNull();
  const listener = vi.fn();
  const unsubscribe = subscribeCurrentSignature(listener);
  setCurrentSignature({ png, width: 300, height: 100 });
  expect(getCurrentSignature()).toEqual({ png, width: 300, height: 100 });
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
  setCurrentSignature(null);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(getCurrentSignature()).toBeNull();
});

test('refuses a signature without a size and keeps the previous one', () => {
  setCurrentSignature({ png, width: 10, height: 5 });
  expect(() => setCurrentSignature({ png, width: 0, height: 5 })).toThrow(RangeError);
  expect(getCurrentSignature()?.width).toBe(10);
});
