// The WebAssembly kernels against their TypeScript references (wasm-kernels.test.ts,
// byte-kernels.test.ts): `both` runs a function with each, handed to it, `image` draws random
// photos.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Kernels } from '../core/clean/kernels.ts';
import { wasmKernels } from './wasm-kernels.ts';

export const BYTES = readFileSync(new URL('./kernels.wasm', import.meta.url));
export const wasm = wasmKernels(BYTES) as Kernels;
let calls = 0;
/** The kernels, each call counted (so a test knows they ran). */
const counted = Object.fromEntries(
  Object.entries(wasm).map(([name, kernel]: [string, (...args: unknown[]) => unknown]) => [
    name,
    (...args: unknown[]) => {
      calls++;
      return kernel(...args);
    },
  ]),
) as unknown as Kernels;

/** `fn` handed the TypeScript kernels (null), then the WebAssembly ones (which must run, unless
 * `mayNotRun`: a pass that returns before its kernel on some inputs). */
export function both<T>(fn: (kernels: Kernels | null) => T, mayNotRun = false): [T, T] {
  const reference = fn(null);
  const before = calls;
  const fast = fn(counted);
  if (!mayNotRun) expect(calls).toBeGreaterThan(before);
  return [reference, fast];
}

export const image = fc
  .record({ width: fc.integer({ min: 1, max: 71 }), height: fc.integer({ min: 1, max: 37 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      // Mostly two colours (paper and ink) so masks and components have something to keep.
      data: fc
        .tuple(
          fc.uint8Array({ minLength: width * height * 4, maxLength: width * height * 4 }),
          fc.uint8Array({ minLength: width * height, maxLength: width * height }),
          fc.integer({ min: 0, max: 255 }),
        )
        .map(([noise, pick, cut]) => {
          const data = new Uint8ClampedArray(noise.length);
          for (let i = 0; i < pick.length; i++) {
            const ink = pick[i] < cut;
            for (let c = 0; c < 3; c++) {
              data[4 * i + c] = ink ? noise[4 * i + c] >> 2 : 200 + (noise[4 * i + c] % 56);
            }
            data[4 * i + 3] = 255;
          }
          return data;
        }),
    }),
  );
