// The enhanced clean's grey and mask written by the kernels into scratch kept between cleans,
// and the fills' shared stack (issue 26, speed-f): written into a buffer full of stale bytes they
// equal the TypeScript's fresh arrays, and cleans of different sizes in a row, or between spec
// cleans, give the TypeScript's results. The kernels are each clean's own, handed in.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { maskAtOrBelow } from '../core/clean/byte-mask.ts';
import type { CleanResult } from '../core/clean/clean-options.ts';
import { cleanEnhanced } from '../core/clean/enhanced/enhanced-clean.ts';
import { projectGray } from '../core/clean/enhanced/photo/ink-projection.ts';
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';
import { grayOnly } from '../core/clean/grayscale.ts';
import type { Kernels } from '../core/clean/kernels.ts';
import { cleanSpec } from '../core/clean/spec-clean.ts';
import { syntheticSignature } from '../../scripts/lib/synthetic-signature.ts';
import { wasmKernels } from './wasm-kernels.ts';
import { both, BYTES, image, wasm } from './kernel-check.test-helper.ts';

/** Buffer.compare, not toEqual: the matcher walks megabytes element by element. */
const same = (a: CleanResult, b: CleanResult) =>
  a.threshold === b.threshold &&
  a.inkPixels === b.inkPixels &&
  Buffer.compare(Buffer.from(a.data), Buffer.from(b.data)) === 0;

describe('the clean grey and mask in kept scratch', () => {
  test('written into stale bytes, the grey and mask equal the TypeScript', () => {
    fc.assert(
      fc.property(
        image,
        fc.integer({ min: 0, max: 65536 }),
        fc.integer({ min: 0, max: 254 }),
        ({ width, height, data }, red, limit) => {
          const n = width * height;
          const weights = [red / 65536, (65536 - red) / 131072, (65536 - red) / 131072] as const;
          const stale = () => new Uint8Array(n).fill(0xa5);
          const [a, b] = both((k) => {
            const gray = grayOnly(data, n, undefined, stale(), k);
            return {
              gray,
              projected: projectGray(data, n, weights, undefined, stale(), k),
              mask: maskAtOrBelow(gray, limit, stale(), k),
            };
          });
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('only the kernels write into scratch: the TypeScript allocates as before', () => {
    const scratch = new Scratch();
    expect(scratch.forKernels('clean grey', 16, null)).toBeUndefined();
    expect(scratch.forKernels('clean grey', 16, wasmKernels(BYTES))).toHaveLength(16);
  });

  test('cleans of different sizes in a row, and between spec cleans, equal the TypeScript', () => {
    const frames = [
      [640, 360, 7],
      [1280, 720, 7],
      [333, 201, 4],
      [640, 360, 9],
    ].map(([width, height, seed]) => ({
      width,
      height,
      data: syntheticSignature(seed, width, height),
    }));
    // The TypeScript's results: what fresh kernels give (kernels:identical), with no scratch.
    const fresh = frames.map(({ width, height, data }) => [
      cleanSpec(data, width, height),
      cleanEnhanced(data, width, height),
    ]);
    // One owner's memory and kernels through all of them, as a worker keeps them.
    const kernels = wasmKernels(BYTES);
    const scratch = new Scratch();
    const inTurn = frames.map(({ width, height, data }) => [
      cleanSpec(data, width, height, { kernels }),
      cleanEnhanced(data, width, height, { scratch, kernels }),
    ]);
    const enhancedInARow = frames.map(({ width, height, data }) =>
      cleanEnhanced(data, width, height, { scratch, kernels }),
    );
    for (let i = 0; i < frames.length; i++) {
      expect(same(inTurn[i][0], fresh[i][0])).toBe(true);
      expect(same(inTurn[i][1], fresh[i][1])).toBe(true);
      expect(same(enhancedInARow[i], fresh[i][1])).toBe(true);
    }
  });

  test("each clean runs on the kernels it is handed, and no clean on another's (no module-level slot)", () => {
    /** The kernels with every call counted in `calls`. */
    const counting = (calls: { n: number }): Kernels =>
      Object.fromEntries(
        Object.entries(wasm).map(([name, kernel]: [string, (...args: unknown[]) => unknown]) => [
          name,
          (...args: unknown[]) => {
            calls.n++;
            return kernel(...args);
          },
        ]),
      ) as unknown as Kernels;
    const [one, other] = [{ n: 0 }, { n: 0 }];
    const kernels = [counting(one), counting(other)];
    const [width, height] = [320, 200];
    const data = syntheticSignature(3, width, height);
    const reference = cleanEnhanced(data, width, height);
    const counts = () => [one.n, other.n];
    // Two owners' cleans in turn, and cleans with none between them: each runs on its own
    // kernels, and a clean handed none on none (a slot kept from the clean before would run here).
    for (const k of [0, 1, null, 0, null, 1] as const) {
      const before = counts();
      const handed = k === null ? null : kernels[k];
      cleanSpec(data, width, height, { kernels: handed });
      expect(same(cleanEnhanced(data, width, height, { kernels: handed }), reference)).toBe(true);
      const after = counts();
      for (const j of [0, 1]) {
        if (j === k) expect(after[j]).toBeGreaterThan(before[j]);
        else expect(after[j]).toBe(before[j]);
      }
    }
  });
});
