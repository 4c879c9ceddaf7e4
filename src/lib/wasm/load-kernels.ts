// Loads the WebAssembly SIMD kernels for a worker (issue 26): fetched from our own origin (a
// hashed asset, precached for offline use) and compiled; the worker keeps them for its life and
// hands them to every clean (CleanOptions.kernels). Wherever that fails — no WebAssembly, no
// SIMD, a policy that forbids compiling, no network — the answer is null and the TypeScript
// kernels run, with the same results. Which one runs is left as a performance mark
// ('inklift-kernels:webassembly' or ':typescript'), the only way the tests can tell them apart
// from outside the worker.
import kernelsUrl from '../../wasm/kernels.wasm?url';
import type { Kernels } from '../../core/clean/kernels.ts';
import { wasmKernels } from '../../wasm/wasm-kernels.ts';

async function load(): Promise<Kernels | null> {
  try {
    if (typeof WebAssembly !== 'object') return null;
    const response = await fetch(kernelsUrl);
    if (!response.ok) return null;
    return wasmKernels(await response.arrayBuffer());
  } catch {
    return null;
  }
}

/** The kernels for the caller to keep (null: the TypeScript ones run); it never rejects. Call it
 * once, where the worker starts. */
export async function loadKernels(): Promise<Kernels | null> {
  const kernels = await load();
  performance.mark(`inklift-kernels:${kernels ? 'webassembly' : 'typescript'}`);
  return kernels;
}
