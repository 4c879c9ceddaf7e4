// Growing lists of pixel indices (queues, lists of chosen pixels) kept in typed arrays: no
// per-pixel allocation, a copy only when a list is full.

/** `list`'s values in a list twice as long. */
export function doubled(list: Int32Array): Int32Array<ArrayBuffer> {
  const longer = new Int32Array(list.length * 2);
  longer.set(list);
  return longer;
}
