// Placeholder until the enhanced cleaner (issue 5) lands: replaced by its real implementation.
import type { CleanResult } from '../clean-options.ts';

export function cleanEnhanced(
  _data: Uint8ClampedArray,
  _width: number,
  _height: number,
): CleanResult {
  throw new Error('The enhanced cleaner is not implemented yet.');
}
