// The real images of a data folder (DIR/images/*.png, in name order) as pictures, for the
// scripts that clean every one of them (kernels-identical.ts, enhanced-hashes.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readImage } from '../../src/cli/image-io.ts';

export interface Picture {
  name: string;
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export async function* realPictures(dir: string): AsyncGenerator<Picture> {
  const folder = join(dir, 'images');
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.png'))
    .sort()) {
    yield { name, ...(await readImage(join(folder, name))) };
  }
}
