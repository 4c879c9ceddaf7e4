// The door to Save SVG that the screen may import eagerly: it weighs nothing, and the tracer
// (trace-svg.ts and imagetracerjs) is fetched on the first call only.
import type { Rgb, RgbaPixels } from '../../core/output/image-types.ts';

export async function makeSvg(image: RgbaPixels, fill: Rgb): Promise<string> {
  const { traceSvg } = await import('./trace-svg.ts');
  return traceSvg(image, fill);
}

export async function makeSvgBlob(image: RgbaPixels, fill: Rgb): Promise<Blob> {
  const { svgBlob, traceSvg } = await import('./trace-svg.ts');
  return svgBlob(await traceSvg(image, fill));
}
