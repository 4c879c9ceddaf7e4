// What a command-line thread keeps from one picture to the next, for its life: the enhanced
// cleaner's scratch memory, the buffer the cleaner writes its result into and the one the
// enhanced result is softened into (the output is then cropped and painted over the last of
// them and encoded from it). A picture's buffers are let go before the next picture is cleaned,
// so one of each serves them all; a fresh one would be fresh pages from the system every
// picture (at 12 MP, 48 MB of page faults, paid again by each pass that first reads a page of
// paper it never wrote).
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

export class ThreadMemory {
  readonly scratch = new Scratch();
  private result = new Uint8ClampedArray(0);
  private softened = new Uint8ClampedArray(0);

  /** `bytes` bytes for this picture's clean result: the last picture's, when it is as large. */
  resultBuffer(bytes: number): Uint8ClampedArray {
    if (this.result.length < bytes) this.result = new Uint8ClampedArray(bytes);
    return this.result.subarray(0, bytes);
  }

  /** `bytes` bytes for this picture's softened result (another buffer than resultBuffer's). */
  softenedBuffer(bytes: number): Uint8ClampedArray {
    if (this.softened.length < bytes) this.softened = new Uint8ClampedArray(bytes);
    return this.softened.subarray(0, bytes);
  }
}
