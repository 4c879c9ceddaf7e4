// Loads the WebAssembly SIMD kernels into a worker (issue 26): fetched once from our own origin
// (a hashed asset, precached for offline use), compiled, and installed behind
// core/clean/kernels.ts. Wherever that fails — no WebAssembly, no SIMD, a policy that forbids
// compiling, no network — the TypeScript kernels stay in place and give the same results.
// Which one runs is left as a performance mark ('inklift-kernels:webassembly' or
// ':typescript'), the only way the tests can tell them apart from outside the worker.
import kernelsUrl from '../../wasm/kernels.wasm?url';
import { installKernels } from '../../core/clean/kernels.ts';
import { wasmKernels } from '../../wasm/wasm-kernels.ts';

export type KernelsInUse = 'webassembly' | 'typescript';

let loading: Promise<KernelsInUse> | null = null;

async function load(): Promise<KernelsInUse> {
  try {
    if (typeof WebAssembly !== 'object') return 'typescript';
    const response = await fetch(kernelsUrl);
    if (!response.ok) return 'typescript';
    const kernels = wasmKernels(await response.arrayBuffer());
    installKernels(kernels);
    return kernels ? 'webassembly' : 'typescript';
  } catch {
    return 'typescript';
  }
}

/** Loads the kernels once; resolves to which kernels the cleaners use (it never rejects). */
export function loadKernels(): Promise<KernelsInUse> {
  loading ??= load().then((inUse) => {
    performance.mark(`inklift-kernels:${inUse}`);
    return inUse;
  });
  return loading;
}
