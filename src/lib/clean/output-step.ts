// The step after the clean: turns the cleaner's RGBA into the output the person sees and saves
// (soft edges for the enhanced cleaner only, then the ink's thickness, trim and ink colour; see
// renderOutput). Whoever runs the jobs keeps the softened image of the last clean
// (picture-jobs.ts), so changing only the thickness, the trim or the colour skips the decode,
// the clean and the softening: the slider and the options stay quick.
import type { CleanOptions } from '../../core/clean/clean-options.ts';
import type { SourceCheck } from '../../core/guidance/check-source.ts';
import type { Rgb, RgbaPixels } from '../../core/output/image-types.ts';
import { penColour } from '../../core/output/pen-colour.ts';
import { reweightStrokes } from '../../core/output/stroke-weight.ts';
import { clampThickness, thicknessFactor } from '../../core/output/thickness.ts';
import { renderOutput, type OutputImage } from '../../core/output/render-output.ts';
import { softenEdges } from '../../core/output/soft-edges.ts';
import { castGains, paperColourOfRgba, removeCast } from '../../core/output/white-balance.ts';
import type { Crop } from '../../core/capture/crop-geometry.ts';
import type { ResultHints } from '../../core/correct/result-hints.ts';
import type { OutputInfo, OutputRequest } from './clean-protocol.ts';

/** What names one clean: the picture, its crop and the clean options. */
export function cleanKey(key: number, crop: Crop | null, clean: CleanOptions): string {
  return JSON.stringify([key, crop, clean.algorithm ?? 'spec', clean.thresholdOffset ?? 0]);
}

export interface Softened {
  key: string;
  image: RgbaPixels;
  inkShare: number;
  /** The live judge's verdict on the picture that was cleaned (null: too small to judge). */
  check: SourceCheck | null;
  /** The ink's own colour (the Original swatch); null without ink. */
  original: Rgb | null;
  /** The corrections that changed nothing (see applyCorrections). */
  idle?: number[];
  /** What the result shows that the correction tools fix (core/correct/result-hints.ts). */
  hints?: ResultHints;
}

/**
 * The clean result to keep, softened when the enhanced cleaner made it (the spec's stays hard and
 * keeps its colours). Soft edges take their colours from the source again, so the light's colour
 * cast is taken out once more, against the same paper as the cleaner measured. `into`: where
 * the softened image is written (softenEdges), for whoever keeps one buffer from clean to clean;
 * `options.kernels`: the faster kernels of whoever runs it, for the pen colour.
 */
export function softenClean(
  key: string,
  clean: RgbaPixels,
  source: Uint8ClampedArray,
  options: CleanOptions,
  inkShare: number,
  check: SourceCheck | null = null,
  into?: Uint8ClampedArray,
): Softened {
  const { width, height } = clean;
  let data = clean.data;
  const paper = paperColourOfRgba(source, clean.data, width * height);
  if (options.algorithm === 'enhanced') {
    data = softenEdges(source, clean.data, width, height, {}, into);
    const gains = castGains(paper);
    if (gains) removeCast(data, gains);
  }
  const original = penColour(clean.data, source, width, paper, options.kernels ?? null);
  return { key, image: { data, width, height }, inkShare, check, original };
}

/**
 * Thickens or thins, trims and colours a kept clean (already softened). `paintOver`: the caller
 * keeps nothing of `softened`, whose pixels the output may then be painted over (renderOutput).
 */
export function shapeOutput(
  softened: Softened,
  request: OutputRequest,
  { paintOver = false }: { paintOver?: boolean } = {},
): { image: OutputImage; info: OutputInfo } {
  const { thickness = 0, ...options } = request;
  const weighted = reweightStrokes(softened.image, thicknessFactor(clampThickness(thickness)));
  const image = renderOutput(weighted, null, {
    softEdges: false,
    ...options,
    original: softened.original,
    paintOver,
  });
  const { width, height, ink, rect } = image;
  return {
    image,
    info: { width, height, x: rect.x, y: rect.y, ink, original: softened.original },
  };
}
