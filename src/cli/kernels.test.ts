import { afterEach, expect, test } from 'vitest';
import { fastKernels, installKernels } from '../core/clean/kernels.ts';
import { installCliKernels } from './kernels.ts';

afterEach(() => installKernels(null));

test('the command line finds the WebAssembly kernels beside its source and installs them', () => {
  expect(fastKernels()).toBeNull();
  expect(installCliKernels()).toBe(true);
  expect(fastKernels()).not.toBeNull();
});
