// The cleaners' WebAssembly kernels for the command line (issue 26): the file the app loads,
// read from the package — next to src/cli when run from the source by tsx, beside dist-cli once
// built. Where it is missing or this Node cannot compile it, the TypeScript kernels run (the
// same output, slower).
import { existsSync, readFileSync } from 'node:fs';
import { installKernels } from '../core/clean/kernels.ts';
import { wasmKernels } from '../wasm/wasm-kernels.ts';

const PLACES = ['../wasm/kernels.wasm', '../src/wasm/kernels.wasm'];

/** Installs the kernels; says whether they run. */
export function installCliKernels(): boolean {
  for (const place of PLACES) {
    const file = new URL(place, import.meta.url);
    if (!existsSync(file)) continue;
    const kernels = wasmKernels(readFileSync(file));
    installKernels(kernels);
    return kernels !== null;
  }
  return false;
}
