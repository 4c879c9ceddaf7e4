// The messages between the clean client and its worker (types only).
import type { CleanOptions, CleanResult } from '../../core/clean/clean-options.ts';

export interface CleanRequest {
  id: number;
  data: Uint8ClampedArray;
  width: number;
  height: number;
  options: CleanOptions;
  /** Also encode the result as a PNG in the worker (keeps the encode off the main thread). */
  encodePng: boolean;
}

export type CleanResponse =
  | { id: number; ok: true; result: CleanResult; png: Blob | null }
  | { id: number; ok: false; message: string };
