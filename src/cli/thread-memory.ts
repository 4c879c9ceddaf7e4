// What a command-line thread keeps from one picture to the next, for its life: the enhanced
// cleaner's scratch memory (of every size, not only a webcam frame's as in the app's workers),
// the buffer the cleaner writes its result into and the one the
// enhanced result is softened into (the output is then cropped and painted over the last of
// them and encoded from it). A picture's buffers are let go before the next picture is cleaned,
// so one of each serves them all; a fresh one would be fresh pages from the system every
// picture (at 12 MP, 48 MB of page faults, paid again by each pass that first reads a page of
// paper it never wrote).
import { Scratch } from '../core/clean/enhanced/kernel-helpers/scratch.ts';

/** One buffer taken picture after picture: the last picture's, when it is as large. */
class KeptBuffer {
  private bytes = new Uint8ClampedArray(0);

  take(length: number): Uint8ClampedArray {
    if (this.bytes.length < length) this.bytes = new Uint8ClampedArray(length);
    return this.bytes.subarray(0, length);
  }
}

export class ThreadMemory {
  readonly scratch = new Scratch(Infinity, Infinity);
  private readonly result = new KeptBuffer();
  private readonly softened = new KeptBuffer();

  /** `bytes` bytes for this picture's clean result. */
  resultBuffer(bytes: number): Uint8ClampedArray {
    return this.result.take(bytes);
  }

  /** `bytes` bytes for this picture's softened result (another buffer than resultBuffer's). */
  softenedBuffer(bytes: number): Uint8ClampedArray {
    return this.softened.take(bytes);
  }
}
