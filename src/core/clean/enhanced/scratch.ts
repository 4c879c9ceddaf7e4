// Scratch memory for the enhanced cleaner's temporaries that never leave the function using
// them (the closing's work images, the blur's rows, the upsampling's row sums, the component
// fill's stack and member list). A fresh buffer is fresh memory that the system hands over
// page by page; cleaning frame after frame, the same buffers are taken again instead. The
// contents are whatever the last user left: every user writes each byte before it reads it.
// Only buffers up to SCRATCH_LIMIT bytes are kept, and SCRATCH_BUDGET bytes in all (a webcam
// frame's fit; a large photo's are fresh each time, as before, and are not held on to).

/** Buffers up to this many bytes are kept for the next call… */
export const SCRATCH_LIMIT = 4 << 20;
/** …as long as all kept buffers together stay within this many bytes. */
export const SCRATCH_BUDGET = 16 << 20;

const kept = new Map<string, ArrayBuffer>();
let keptBytes = 0;

/** At least `bytes` bytes of scratch memory under `name` (one user at a time per name). */
export function scratch(name: string, bytes: number): ArrayBuffer {
  const have = kept.get(name);
  if (have !== undefined && have.byteLength >= bytes) return have;
  const fresh = new ArrayBuffer(bytes);
  const bytesAfter = keptBytes - (have?.byteLength ?? 0) + bytes;
  if (bytes <= SCRATCH_LIMIT && bytesAfter <= SCRATCH_BUDGET) {
    kept.set(name, fresh);
    keptBytes = bytesAfter;
  }
  return fresh;
}
