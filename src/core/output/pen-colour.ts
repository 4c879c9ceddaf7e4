// The pen's colour for the Original ink (issue 23): the colour the pen has on white paper, not
// the colour its pixels happen to have in the photo. A phone exposes for the scene, so a sheet
// photographs grey and a bright green pen on it dark green; and the lighter part of a stroke is
// mixed with the paper. So the ink is read where it is deepest (the darkest PEN_SHARE of the solid
// ink: the middle of the strokes), and each channel is divided by the paper's (the paper turns
// white: exposure and the light's colour go together, a von Kries correction to white). Measured
// on the synthetic pens of `bench:quality -- --data pens` (docs/QUALITY.md). Pure.
import type { Rgb } from './image-types.ts';
import { estimateInkColour } from './ink-colour.ts';
import { inkOfRgba, MIN_PAPER_GREY, paperColour } from './white-balance.ts';

/** The darkest tenth of the solid ink: the strokes' middles, where no paper is mixed in. */
export const PEN_SHARE = 0.1;
/** No channel is brightened more than this (a very dark photo's paper is not read as white). */
export const MAX_PAPER_GAIN = 3;

/**
 * The pen's colour: `clean` is the cleaner's RGBA (alpha > 0 is ink, in the photo's colours),
 * `source` the RGBA it was made from. null without ink. A paper too dark to read the light from
 * leaves the ink as photographed.
 */
export function penColour(
  clean: Uint8ClampedArray | Uint8Array,
  source: Uint8ClampedArray | Uint8Array,
): Rgb | null {
  const ink = estimateInkColour(clean, PEN_SHARE);
  if (!ink) return null;
  const paper = paperColour(source, inkOfRgba(clean), clean.length >> 2);
  if (!paper || 0.299 * paper.r + 0.587 * paper.g + 0.114 * paper.b < MIN_PAPER_GREY) return ink;
  const lift = (value: number, paperValue: number) =>
    Math.min(255, Math.round(value * Math.min(MAX_PAPER_GAIN, 255 / Math.max(1, paperValue))));
  return { r: lift(ink.r, paper.r), g: lift(ink.g, paper.g), b: lift(ink.b, paper.b) };
}
