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

/**
 * Sent once by the worker when its script has loaded. Until then the client keeps the input
 * buffer: a worker that fails to load (no module workers) lets the job fall back to the main
 * thread with its pixels intact instead of losing them to a transfer.
 */
export interface CleanWorkerReady {
  ready: true;
}

export type CleanWorkerMessage = CleanResponse | CleanWorkerReady;
