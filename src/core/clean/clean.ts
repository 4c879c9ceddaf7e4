// The one entry point the app, the worker and the CLI call: picks the cleaner by name.
import { DEFAULT_CLEAN_OPTIONS, type CleanOptions, type CleanResult } from './clean-options.ts';
import { cleanEnhanced } from './enhanced/enhanced-clean.ts';
import { cleanSpec } from './spec-clean.ts';

export function clean(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  options: CleanOptions = {},
): CleanResult {
  const algorithm = options.algorithm ?? DEFAULT_CLEAN_OPTIONS.algorithm;
  const thresholdOffset = options.thresholdOffset ?? DEFAULT_CLEAN_OPTIONS.thresholdOffset;
  switch (algorithm) {
    case 'spec':
      return cleanSpec(data, width, height, {
        thresholdOffset,
        resultBuffer: options.resultBuffer,
        kernels: options.kernels,
      });
    case 'enhanced':
      return cleanEnhanced(data, width, height, {
        thresholdOffset,
        learned: options.learned,
        scratch: options.scratch,
        kernels: options.kernels,
        resultBuffer: options.resultBuffer,
      });
    default:
      throw new RangeError(`algorithm must be "spec" or "enhanced", got ${String(algorithm)}`);
  }
}
