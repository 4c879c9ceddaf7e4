// The committed kernels.wasm is what its AssemblyScript source compiles to (see build-wasm.mjs).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { compileKernels, KERNELS_OUTPUT } from './build-wasm.mjs';

test('src/wasm/kernels.wasm matches a fresh compilation of src/wasm/assembly', async () => {
  const committed = readFileSync(new URL(`../${KERNELS_OUTPUT}`, import.meta.url));
  const fresh = await compileKernels();
  expect(fresh.length).toBeGreaterThan(1000);
  // Not toEqual on 5 KB of bytes: one line that says what to run.
  expect(
    Buffer.compare(Buffer.from(fresh), committed),
    'kernels.wasm is stale: run npm run build:wasm',
  ).toBe(0);
});
