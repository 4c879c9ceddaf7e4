// max and min of two small integers without a branch. On a camera's noisy pixels a comparison
// is a coin toss, and a mispredicted branch per comparison cost several times the arithmetic
// (measured: a 3×3 min/max pass over a 1280×720 frame took 17 ms with branches, 3.4 ms without).
// Exact for integers whose difference fits in 32 bits; V8 inlines them into the loops.

/** max(a, b) for integers. */
export function maxInt(a: number, b: number): number {
  const d = a - b;
  return a - (d & (d >> 31));
}

/** min(a, b) for integers. */
export function minInt(a: number, b: number): number {
  const d = a - b;
  return b + (d & (d >> 31));
}
