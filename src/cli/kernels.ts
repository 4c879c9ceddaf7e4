// The cleaners' WebAssembly kernels for the command line (issue 26): the file the app loads,
// read from the package — next to src/cli when run from the source by tsx, beside dist-cli once
// built. Where it is missing or this Node cannot compile it, the TypeScript kernels run (the
// same output, slower).
import { existsSync, readFileSync } from 'node:fs';
import type { Kernels } from '../core/clean/kernels.ts';
import { wasmKernels } from '../wasm/wasm-kernels.ts';

const PLACES = ['../wasm/kernels.wasm', '../src/wasm/kernels.wasm'];

/** The kernels, for the thread to keep for its life and hand to each clean (null: the
 * TypeScript ones run). */
export function loadCliKernels(): Kernels | null {
  for (const place of PLACES) {
    const file = new URL(place, import.meta.url);
    if (existsSync(file)) return wasmKernels(readFileSync(file));
  }
  return null;
}
