// Scratch memory for the enhanced cleaner's temporaries that never leave the function using
// them (the closing's work images, the blur's, the upsampling's row sums). A fresh buffer is
// fresh memory: the system hands it over page by page, which on a webcam-sized frame cost
// about as much as the passes that fill it; cleaning frame after frame, the same buffers are
// taken again. The contents are whatever the last user left: every user writes each byte it
// reads. Buffers above SCRATCH_LIMIT bytes are not kept (a large photo's would hold tens of MB).

/** Buffers up to this many bytes are kept for the next call. */
export const SCRATCH_LIMIT = 4 << 20;

const kept = new Map<string, ArrayBuffer>();

/** At least `bytes` bytes of scratch memory under `name` (one user at a time per name). */
export function scratch(name: string, bytes: number): ArrayBuffer {
  if (bytes > SCRATCH_LIMIT) return new ArrayBuffer(bytes);
  const have = kept.get(name);
  if (have !== undefined && have.byteLength >= bytes) return have;
  const fresh = new ArrayBuffer(bytes);
  kept.set(name, fresh);
  return fresh;
}
