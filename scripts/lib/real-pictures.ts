// The real images of a data folder (DIR/images/*.png, in name order) as pictures, for the
// scripts that clean every one of them (kernels-identical.ts, enhanced-hashes.ts), and with their
// ground truth (DIR/gt/*.png) for the scripts that score them (bench-quality.ts, export-ink.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readImage } from '../../src/cli/image-io.ts';
import { inkMaskFromGroundTruth } from '../../src/core/quality/metrics.ts';

export interface Picture {
  name: string;
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

const names = (dir: string) =>
  readdirSync(join(dir, 'images'))
    .filter((name) => name.endsWith('.png'))
    .sort();

export async function* realPictures(dir: string): AsyncGenerator<Picture> {
  for (const name of names(dir)) yield { name, ...(await readImage(join(dir, 'images', name))) };
}

/** Each picture with its truth (ink 1), which must be the picture's size. */
export async function* realDocuments(
  dir: string,
): AsyncGenerator<Picture & { data: Uint8ClampedArray; gt: Uint8Array }> {
  for (const name of names(dir)) {
    const image = await readImage(join(dir, 'images', name));
    const truth = await readImage(join(dir, 'gt', name));
    if (truth.width !== image.width || truth.height !== image.height) {
      throw new Error(
        `${name}: ground truth is ${truth.width}×${truth.height}, image ${image.width}×${image.height}`,
      );
    }
    yield { name, ...image, gt: inkMaskFromGroundTruth(truth.data, image.width * image.height) };
  }
}
