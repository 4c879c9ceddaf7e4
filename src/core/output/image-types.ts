// The shapes the output step passes around. Structural, so the capture code's own Rect and
// RgbaImage types fit without conversion.

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RgbaPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
