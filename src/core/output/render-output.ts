// The one call that turns a clean result into the image the person saves, copies or shares:
// soft edges (enhanced cleaning only: the caller says), trim, ink colour, in that order, so the
// colour is read from the full result and painting touches only the trimmed pixels. Pure.
import type { PixelRect, Rgb, RgbaPixels } from './image-types.ts';
import { paintInk, resolveInkColour, type InkColour } from './ink-colour.ts';
import { softenEdges, type SoftEdgeOptions } from './soft-edges.ts';
import { cropRgba, trimRect, type TrimOptions } from './trim.ts';

export interface OutputOptions {
  /** Anti-aliased edges measured on `source` (requires it). Off for the spec's Clean. */
  softEdges: boolean;
  /** Cut to the ink's box plus a margin. */
  trim: boolean;
  colour: InkColour;
  /** The pen's colour for 'original' (pen-colour.ts); without it the ink's pixels are read. */
  original?: Rgb | null;
  softEdgeOptions?: SoftEdgeOptions;
  trimOptions?: TrimOptions;
  /** The caller keeps nothing of `clean`: the output may be painted over its pixels instead of
   * a copy (the command line, which writes the output and lets the clean go; not the app, which
   * renders the same clean again when an option changes). */
  paintOver?: boolean;
}

export interface OutputImage extends RgbaPixels {
  /** Where the output lies in the clean result (the whole of it when not trimmed or without ink). */
  rect: PixelRect;
  /** The colour the ink was painted in (the SVG fill). */
  ink: Rgb;
}

/**
 * clean: the cleaner's RGBA (alpha > 0 is ink); source: the RGBA it was given, needed only for
 * soft edges. Never changes its inputs, unless `paintOver` gives it `clean`'s pixels.
 */
export function renderOutput(
  clean: RgbaPixels,
  source: Uint8ClampedArray | Uint8Array | null,
  options: OutputOptions,
): OutputImage {
  const { width, height } = clean;
  let data = clean.data;
  if (options.softEdges) {
    if (!source) throw new Error('renderOutput: soft edges need the source pixels');
    data = softenEdges(source, data, width, height, options.softEdgeOptions);
  }
  const ink = resolveInkColour(options.colour, data, options.original ?? null);
  const full: PixelRect = { x: 0, y: 0, width, height };
  const rect = (options.trim && trimRect(data, width, height, options.trimOptions)) || full;
  // Pixels no one keeps (soft edges' copy, a clean given up) are cropped where they lie.
  const spare = data !== clean.data || options.paintOver === true;
  const kept = rect === full ? { data, width, height } : cropRgba(data, width, height, rect, spare);
  // Painted over where no one keeps the pixels: soft edges' copy, the trim's, a clean given up.
  const own = spare || kept.data !== clean.data;
  const painted = paintInk(kept.data, ink, own ? kept.data : undefined);
  return { data: painted, width: kept.width, height: kept.height, rect, ink };
}
