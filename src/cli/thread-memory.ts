// What a command-line thread keeps from one picture to the next, for its life: the enhanced
// cleaner's scratch memory and the buffer the spec's cleaner writes its result into (then the
// output is painted over it and encoded from it). A picture's result is let go before the next
// picture is cleaned, so one buffer serves them all; a fresh one would be fresh pages from the
// system every picture (at 12 MP, 48 MB of page faults).
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

export class ThreadMemory {
  readonly scratch = new Scratch();
  private result = new Uint8ClampedArray(0);

  /** `bytes` bytes for this picture's clean result: the last picture's, when it is as large. */
  resultBuffer(bytes: number): Uint8ClampedArray {
    if (this.result.length < bytes) this.result = new Uint8ClampedArray(bytes);
    return this.result.subarray(0, bytes);
  }
}
