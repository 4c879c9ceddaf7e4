// Applies an EXIF orientation (1–8) to RGBA pixels so the image reads as the camera's user saw
// it. Pure: typed arrays in and out, one pass, no per-pixel allocation.

export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export function applyOrientation(image: RgbaPixels, orientation: number): RgbaPixels {
  if (!Number.isInteger(orientation) || orientation < 1 || orientation > 8) {
    throw new RangeError(`EXIF orientation must be an integer from 1 to 8, got ${orientation}`);
  }
  if (orientation === 1) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const out = new Uint8ClampedArray(outW * outH * 4);
  const target = new Uint32Array(out.buffer);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let tx: number;
      let ty: number;
      switch (orientation) {
        case 2: // mirrored horizontally
          tx = w - 1 - x;
          ty = y;
          break;
        case 3: // rotated 180°
          tx = w - 1 - x;
          ty = h - 1 - y;
          break;
        case 4: // mirrored vertically
          tx = x;
          ty = h - 1 - y;
          break;
        case 5: // transposed
          tx = y;
          ty = x;
          break;
        case 6: // rotated 90° clockwise to display
          tx = h - 1 - y;
          ty = x;
          break;
        case 7: // transversed
          tx = h - 1 - y;
          ty = w - 1 - x;
          break;
        default: // 8: rotated 90° counter-clockwise to display
          tx = y;
          ty = w - 1 - x;
      }
      target[ty * outW + tx] = source[y * w + x];
    }
  }
  return { data: out, width: outW, height: outH };
}
