// The WebAssembly kernels for Node scripts (benchmarks): src/wasm/kernels.wasm read from disk
// and installed behind core/clean/kernels.ts. Returns false where this Node cannot compile them.
import { readFileSync } from 'node:fs';
import { installKernels, type Kernels } from '../../src/core/clean/kernels.ts';
import { wasmKernels } from '../../src/wasm/wasm-kernels.ts';

export const KERNELS_WASM = new URL('../../src/wasm/kernels.wasm', import.meta.url);

let compiled: Kernels | null | undefined;

export function installWasmKernels(): boolean {
  compiled ??= wasmKernels(readFileSync(KERNELS_WASM));
  installKernels(compiled);
  return compiled !== null;
}
