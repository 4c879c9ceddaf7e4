// Copies a large pixel buffer in slices, yielding to the event loop between them, so copying a
// 12-megapixel image (48 MB, ~30 ms at once here) never blocks the main thread in one piece.

const SLICE_BYTES = 8 * 1024 * 1024;

export async function copyInSlices(
  source: Uint8ClampedArray,
  signal?: AbortSignal,
): Promise<Uint8ClampedArray> {
  if (source.length <= SLICE_BYTES) return source.slice();
  const copy = new Uint8ClampedArray(source.length);
  for (let start = 0; start < source.length; start += SLICE_BYTES) {
    if (signal?.aborted) throw new DOMException('The copy was superseded', 'AbortError');
    copy.set(source.subarray(start, Math.min(source.length, start + SLICE_BYTES)), start);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return copy;
}
