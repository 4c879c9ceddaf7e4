// A typed signature's layout: the font size, how the thickness setting widens or narrows the
// letters' strokes, where the ink is in the rendered pixels and the frame the output shows
// (the ink plus a margin, or a 3 : 1 area around it like the drawing pad's). Pure.

/** The font size a name is rendered at before its font's own scale: output letters about 200 px tall. */
export const TYPE_FONT_PX = 160;

/** A script font's strokes are about this fraction of the font size wide. */
const NOMINAL_STROKE = 0.05;

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The width of the outline to add (positive: stroked in the ink) or to remove (negative:
 * stroked away) so the letters' strokes are `factor` times as wide as the font draws them.
 */
export function strokeAdjustment(factor: number, fontPx: number): number {
  if (!(factor > 0)) throw new RangeError(`The thickness factor must be positive, got ${factor}`);
  return (factor - 1) * NOMINAL_STROKE * fontPx;
}

/** The box of the pixels with any ink (alpha > 0), or null when there are none. */
export function alphaBounds(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): PixelBox | null {
  if (data.length !== width * height * 4) {
    throw new RangeError(
      `Expected ${width * height * 4} bytes for ${width}×${height}, got ${data.length}`,
    );
  }
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * The output's frame in the rendered pixels: trimmed, the ink with a margin of 4 % of its
 * longer side (at least 8 px); otherwise a 3 : 1 area centred on the ink with room around it.
 */
export function typedFrame(ink: PixelBox, trim: boolean, fontPx: number): PixelBox {
  if (trim) {
    const margin = Math.max(8, Math.round(0.04 * Math.max(ink.width, ink.height)));
    return {
      x: ink.x - margin,
      y: ink.y - margin,
      width: ink.width + 2 * margin,
      height: ink.height + 2 * margin,
    };
  }
  const height = Math.ceil(Math.max(ink.height + 0.6 * fontPx, (ink.width + fontPx) / 3));
  const width = 3 * height;
  return {
    x: Math.round(ink.x + ink.width / 2 - width / 2),
    y: Math.round(ink.y + ink.height / 2 - height / 2),
    width,
    height,
  };
}
