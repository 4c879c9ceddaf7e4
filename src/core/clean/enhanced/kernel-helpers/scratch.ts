// Scratch memory for the enhanced cleaner's temporaries that never leave the function using
// them (the closing's work images, the blur's rows, the upsampling's row sums, the component
// fill's stack and member list), and for the grey and mask that never leave one clean
// (forKernels). A fresh buffer is fresh memory that the system hands over page by page;
// cleaning frame after frame, the same buffers are taken again instead. The contents are
// whatever the last user left: every user writes each byte before it reads it.
// By default only buffers up to SCRATCH_LIMIT bytes are kept, and SCRATCH_BUDGET bytes in all (a
// webcam frame's fit: the app's workers hold on to no large photo's). The command line's threads
// keep every size (cli/thread-memory.ts): at 4 MP a photo's fresh fill stacks and lists cost
// about 90 ms a photo, V8 zeroing them, more than most of the passes that use them.
// The memory belongs to a Scratch, not to this module: whoever runs clean after clean (a
// worker, the command line's thread) keeps one for its life and hands it down; a clean without
// one takes a fresh Scratch and lets it go with its result.
import type { Kernels } from '../../kernels.ts';

/** Buffers up to this many bytes are kept for the next call… */
export const SCRATCH_LIMIT = 4 << 20;
/** …as long as all kept buffers together stay within this many bytes. */
export const SCRATCH_BUDGET = 16 << 20;

/** The flood fills' stack and member list, shared by fills that never run inside one another
 * (components.ts, then step-edges.ts): one pair of 4-byte-a-pixel buffers, not two. */
export const FILL_STACK = 'fill stack';
export const FILL_MEMBERS = 'fill members';

/** Scratch memory kept by name for as long as its owner lives. */
export class Scratch {
  private readonly kept = new Map<string, ArrayBuffer>();
  private keptBytes = 0;

  /** `limit` and `budget`: the largest buffer kept and all kept together (bytes); a thread that
   * cleans photo after photo keeps a photo's buffers (Infinity), a webcam's worker a frame's. */
  constructor(
    private readonly limit = SCRATCH_LIMIT,
    private readonly budget = SCRATCH_BUDGET,
  ) {}

  /** At least `bytes` bytes of scratch memory under `name` (one user at a time per name). */
  buffer(name: string, bytes: number): ArrayBuffer {
    const have = this.kept.get(name);
    if (have !== undefined && have.byteLength >= bytes) return have;
    const fresh = new ArrayBuffer(bytes);
    const bytesAfter = this.keptBytes - (have?.byteLength ?? 0) + bytes;
    if (bytes <= this.limit && bytesAfter <= this.budget) {
      this.kept.set(name, fresh);
      this.keptBytes = bytesAfter;
    }
    return fresh;
  }

  /** `bytes` bytes of scratch under `name` for a result the WebAssembly `kernels` write (the
   * grey, the mask: each written whole before it is read); undefined with the TypeScript
   * kernels (null), which allocate their results as before. */
  forKernels(name: string, bytes: number, kernels: Kernels | null): Uint8Array | undefined {
    return kernels ? new Uint8Array(this.buffer(name, bytes), 0, bytes) : undefined;
  }
}
