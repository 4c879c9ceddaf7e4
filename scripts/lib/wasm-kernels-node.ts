// The WebAssembly kernels for Node scripts (benchmarks): src/wasm/kernels.wasm read from disk and
// compiled once; a script hands them to its cleans (CleanOptions.kernels) as a worker does. Null
// where this Node cannot compile them (the TypeScript kernels run).
import { readFileSync } from 'node:fs';
import type { Kernels } from '../../src/core/clean/kernels.ts';
import { wasmKernels } from '../../src/wasm/wasm-kernels.ts';

export const KERNELS_WASM = new URL('../../src/wasm/kernels.wasm', import.meta.url);

let compiled: Kernels | null | undefined;

/** The kernels (compiled on the first call), or null where this Node cannot compile them. */
export function nodeWasmKernels(): Kernels | null {
  compiled ??= wasmKernels(readFileSync(KERNELS_WASM));
  return compiled;
}
