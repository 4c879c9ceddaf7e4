import { expect, test } from 'vitest';
import { loadCliKernels } from './kernels.ts';

test('the command line finds the WebAssembly kernels beside its source and loads them', () => {
  const kernels = loadCliKernels();
  expect(kernels).not.toBeNull();
  // Each call loads its own: a thread keeps what it loaded, nothing is shared through a module.
  expect(loadCliKernels()).not.toBe(kernels);
});
