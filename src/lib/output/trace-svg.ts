// Save SVG: traces the output's ink into a vector outline with imagetracerjs (public domain,
// plain JavaScript: no WebAssembly, so the Content Security Policy needs nothing new). The
// tracer is imported only here, and this module only by the trace worker (or svg-on-demand.ts
// where there is none) when someone asks for an SVG, so neither weighs on the first load.
import type { Rgb, RgbaPixels } from '../../core/output/image-types.ts';
import { svgDocument, type TracedPath } from '../../core/output/svg-document.ts';
import { INK_INDEX, TRACE_PALETTE, traceBitmap } from '../../core/output/trace-bitmap.ts';

/** The part of imagetracerjs's API used here (the package ships no types). */
interface ImageTracer {
  imagedataToTracedata(
    image: RgbaPixels,
    options: Record<string, unknown>,
  ): { layers: TracedPath[][] };
}

async function loadTracer(): Promise<ImageTracer> {
  // @ts-expect-error -- imagetracerjs has no type declarations; ImageTracer above is its shape
  const module: { default: ImageTracer } = await import('imagetracerjs');
  return module.default;
}

/** Above this many pixels the outline is traced at 1× (2× would cost four times as much). */
const UPSAMPLE_LIMIT = 2_000_000;

const TRACER_OPTIONS = {
  pal: TRACE_PALETTE,
  colorquantcycles: 1,
  layering: 0,
  // Drops outlines with fewer points than this (dust under a pixel wide at 1×).
  pathomit: 8,
  rightangleenhance: false,
  blurradius: 0,
};

/** The SVG text of the image's ink (alpha ≥ 128 after upsampling), filled in `fill`. */
export async function traceSvg(image: RgbaPixels, fill: Rgb): Promise<string> {
  const tracer = await loadTracer();
  const scale = image.width * image.height <= UPSAMPLE_LIMIT ? 2 : 1;
  const bitmap = traceBitmap(image, scale);
  // Straight and curved runs may stray one source pixel from the pixel steps: the steps go, the
  // shape stays (svg-document.ts then rounds the remaining corners). Measured on drawn loops:
  // tighter keeps the steps, looser flattens small loops.
  const traced = tracer.imagedataToTracedata(bitmap, {
    ...TRACER_OPTIONS,
    ltres: scale,
    qtres: scale,
  });
  return svgDocument(traced.layers[INK_INDEX] ?? [], image.width, image.height, fill, scale);
}
