// A small grey copy of the guide-box region for the live-guidance measures: every `step`-th
// pixel of every `step`-th row, so the ink share stays unbiased (each sample is one real pixel,
// thin strokes are not averaged away) while a 1280×720 region costs 320×180 reads. Pure.
import { SAMPLE_WIDTH } from './thresholds.ts';

export interface GreySample {
  grey: Uint8Array;
  width: number;
  height: number;
  /** Distance in region pixels between two samples. */
  step: number;
}

/** The smallest region the measures accept: smaller boxes hold no readable signature. */
export const MIN_REGION_SIDE = 16;

/** Checks an RGBA region where it enters the module and names the bad value. */
export function checkRegion(data: ArrayLike<number>, width: number, height: number) {
  if (!Number.isInteger(width) || !Number.isInteger(height)) {
    throw new RangeError(`guidance: size ${width}×${height} is not whole pixels`);
  }
  if (width < MIN_REGION_SIDE || height < MIN_REGION_SIDE) {
    throw new RangeError(
      `guidance: region ${width}×${height} is smaller than ${MIN_REGION_SIDE}×${MIN_REGION_SIDE}`,
    );
  }
  if (data.length !== width * height * 4) {
    throw new RangeError(
      `guidance: ${data.length} bytes for ${width}×${height} RGBA (expected ${width * height * 4})`,
    );
  }
}

/** Fast grey for guidance (≈ 0.30 R + 0.59 G + 0.11 B): exactness to the spec is not needed here. */
export function greyAt(data: ArrayLike<number>, i: number): number {
  return (77 * data[i] + 150 * data[i + 1] + 29 * data[i + 2] + 128) >> 8;
}

/** Point-samples the region's grey about SAMPLE_WIDTH wide. */
export function sampleGrey(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  targetWidth = SAMPLE_WIDTH,
): GreySample {
  checkRegion(data, width, height);
  const step = Math.max(1, Math.round(width / targetWidth));
  const sw = Math.floor(width / step);
  const sh = Math.floor(height / step);
  const grey = new Uint8Array(sw * sh);
  const offset = step >> 1;
  const colStride = 4 * step;
  let o = 0;
  for (let y = 0; y < sh; y++) {
    let i = ((y * step + offset) * width + offset) * 4;
    const end = i + sw * colStride;
    for (; i < end; i += colStride) {
      grey[o++] = greyAt(data, i);
    }
  }
  return { grey, width: sw, height: sh, step };
}
