// Four unsigned bytes in one 32-bit word compared or combined with plain integer operations
// (SWAR: SIMD within a register), so byte-image loops handle four pixels per step. Pure.

const HIGH = 0x80808080 | 0;

/**
 * Per byte, 0x80 where a's byte >= b's, else 0. Each byte of (a | 0x80) − (b & 0x7f) keeps its
 * top bit exactly when a's low seven bits are >= b's and never borrows from the next byte;
 * with the top bits compared directly that gives a >= b.
 */
export function bytesAtLeast(a: number, b: number): number {
  const low = ((a | HIGH) - (b & ~HIGH)) | 0;
  return ((a & ~b) | (~(a ^ b) & low)) & HIGH;
}

/** Per byte, max(a, b): 0x80 where a >= b widened to 0xff (0x80 − 0x01, then the top bit
 * back; no byte borrows), then a's bytes there and b's elsewhere. */
export function byteMax(a: number, b: number): number {
  const ge = bytesAtLeast(a, b);
  const take = (ge - (ge >>> 7)) | ge;
  return b ^ ((a ^ b) & take);
}

/** Per byte, min(a, b). */
export function byteMin(a: number, b: number): number {
  const ge = bytesAtLeast(a, b);
  const take = (ge - (ge >>> 7)) | ge;
  return a ^ ((a ^ b) & take);
}

/** The byte `value` (0..255) in all four lanes. */
export const splat = (value: number) => Math.imul(value & 255, 0x01010101);

/**
 * The first word index in from..to − 1 that is not 0, or `to` if there is none: a mask's paper
 * skipped four bytes a step in a loop tight enough to run at about a word a cycle.
 */
export function firstNonZero(words: Int32Array, from: number, to: number): number {
  let w = from;
  while (w < to && words[w] === 0) w++;
  return w;
}
