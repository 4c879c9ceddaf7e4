// Compiles the WebAssembly SIMD kernels (src/wasm/assembly, AssemblyScript) into
// src/wasm/kernels.wasm: `npm run build:wasm`, and the first step of `npm run build`.
// The compiled module is committed so that tests, benchmarks and `tsx` runs need no build
// step; scripts/build-wasm.test.ts fails when it no longer matches this compilation.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

export const KERNELS_SOURCE = 'src/wasm/assembly/index.ts';
export const KERNELS_OUTPUT = 'src/wasm/kernels.wasm';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The module's bytes, compiled in memory (nothing is written).
 * @returns {Promise<Uint8Array>}
 */
export async function compileKernels() {
  /** @type {Uint8Array | null} */
  let binary = null;
  const errors = [];
  const { error } = await asc.main(
    [
      KERNELS_SOURCE,
      '--outFile',
      KERNELS_OUTPUT,
      '--optimizeLevel',
      '3',
      '--shrinkLevel',
      '0',
      '--runtime',
      'stub',
      '--enable',
      'simd',
      '--noAssert',
      // No abort import: the module imports nothing and instantiates with {}.
      '--use',
      'abort=',
      '--baseDir',
      ROOT,
    ],
    {
      writeFile(name, contents) {
        if (name.endsWith('.wasm') && typeof contents !== 'string') binary = contents;
      },
      stderr: { write: (text) => errors.push(String(text)) },
    },
  );
  if (error || !binary) throw new Error(`asc failed: ${error?.message ?? ''}\n${errors.join('')}`);
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const binary = await compileKernels();
  // Written only when it changed, and then whole (a new file renamed over the old): npm test
  // runs the unit tests, which load this file, beside the build.
  const target = new URL(`../${KERNELS_OUTPUT}`, import.meta.url);
  if (!existsSync(target) || !readFileSync(target).equals(binary)) {
    const fresh = new URL(`../${KERNELS_OUTPUT}.${process.pid}.tmp`, import.meta.url);
    writeFileSync(fresh, binary);
    renameSync(fresh, target);
  }
  console.log(`${KERNELS_OUTPUT}: ${binary.length} bytes`);
}
