// The picture the SVG tracer follows: the ink at half opacity and above, upsampled (bilinear on
// alpha) so the outline falls between pixels where a soft edge says it does, instead of on the
// pixel grid. Black ink on opaque white, the two colours the tracer is told to expect. Pure.
import type { RgbaPixels } from './image-types.ts';

export const INK_INDEX = 0;
export const TRACE_PALETTE = [
  { r: 0, g: 0, b: 0, a: 255 },
  { r: 255, g: 255, b: 255, a: 255 },
];

export function traceBitmap(image: RgbaPixels, scale: number): RgbaPixels {
  if (!Number.isInteger(scale) || scale < 1 || scale > 4) {
    throw new RangeError(`traceBitmap: scale must be 1–4, got ${scale}`);
  }
  const { data, width, height } = image;
  const w = width * scale;
  const h = height * scale;
  const out = new Uint8ClampedArray(w * h * 4).fill(255);
  for (let y = 0; y < h; y++) {
    const v = Math.min(Math.max((y + 0.5) / scale - 0.5, 0), height - 1);
    const y0 = Math.floor(v);
    const y1 = Math.min(y0 + 1, height - 1);
    const fy = v - y0;
    for (let x = 0; x < w; x++) {
      const u = Math.min(Math.max((x + 0.5) / scale - 0.5, 0), width - 1);
      const x0 = Math.floor(u);
      const x1 = Math.min(x0 + 1, width - 1);
      const fx = u - x0;
      const top = data[(y0 * width + x0) * 4 + 3] * (1 - fx) + data[(y0 * width + x1) * 4 + 3] * fx;
      const bottom =
        data[(y1 * width + x0) * 4 + 3] * (1 - fx) + data[(y1 * width + x1) * 4 + 3] * fx;
      if (top + (bottom - top) * fy >= 128) {
        const j = (y * w + x) * 4;
        out[j] = out[j + 1] = out[j + 2] = 0;
      }
    }
  }
  return { data: out, width: w, height: h };
}
