// Checks an RGBA image where it enters the engine, with messages that name the bad value.

export function assertImage(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): void {
  if (!Number.isInteger(width) || width <= 0) {
    throw new RangeError(`width must be a positive integer, got ${width}`);
  }
  if (!Number.isInteger(height) || height <= 0) {
    throw new RangeError(`height must be a positive integer, got ${height}`);
  }
  if (!(data instanceof Uint8ClampedArray || data instanceof Uint8Array)) {
    throw new TypeError('data must be a Uint8ClampedArray or Uint8Array of RGBA bytes');
  }
  const expected = width * height * 4;
  if (data.length !== expected) {
    throw new RangeError(
      `data length ${data.length} does not match ${width}×${height} RGBA (expected ${expected})`,
    );
  }
}
