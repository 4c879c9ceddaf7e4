// The WebAssembly kernels for Node scripts (benchmarks): src/wasm/kernels.wasm read from disk
// and installed behind core/clean/kernels.ts. Returns false where this Node cannot compile them.
import { readFileSync } from 'node:fs';
import { installKernels } from '../../src/core/clean/kernels.ts';
import { wasmKernels } from '../../src/wasm/wasm-kernels.ts';

export const KERNELS_WASM = new URL('../../src/wasm/kernels.wasm', import.meta.url);

export function installWasmKernels(): boolean {
  const kernels = wasmKernels(readFileSync(KERNELS_WASM));
  installKernels(kernels);
  return kernels !== null;
}
