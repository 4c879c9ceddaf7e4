// Test files: a JPEG with an EXIF segment holding one orientation tag, in either byte order.
// Shared by the header reader's unit tests and the photo e2e tests (plain typed arrays, so it
// compiles for the browser and for Node alike).

export function withOrientation(jpeg: Uint8Array, orientation: number, little = false): Uint8Array {
  const segment = new Uint8Array(4 + 6 + 26);
  const view = new DataView(segment.buffer);
  view.setUint16(0, 0xffe1); // APP1
  view.setUint16(2, segment.length - 2);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // "Exif\0\0"
  const tiff = 10;
  segment.set(little ? [0x49, 0x49] : [0x4d, 0x4d], tiff);
  view.setUint16(tiff + 2, 42, little);
  view.setUint32(tiff + 4, 8, little); // IFD0 right after the header
  view.setUint16(tiff + 8, 1, little); // one entry
  view.setUint16(tiff + 10, 0x0112, little); // Orientation
  view.setUint16(tiff + 12, 3, little); // SHORT
  view.setUint32(tiff + 14, 1, little);
  view.setUint16(tiff + 18, orientation, little);
  const file = new Uint8Array(jpeg.length + segment.length);
  file.set(jpeg.subarray(0, 2));
  file.set(segment, 2);
  file.set(jpeg.subarray(2), 2 + segment.length);
  return file;
}
