import { join } from 'node:path';
import { clean } from '../src/core/clean/clean.ts';
import { readImage, writePng } from './lib/image-io.ts';
const dir = '../shared/data/dibco-handwritten';
const name = process.argv[2];
const img = await readImage(join(dir, 'images', name));
const gt = await readImage(join(dir, 'gt', name));
const r = clean(img.data, img.width, img.height, { algorithm: 'enhanced' });
// side by side: original | result on white | gt
const W = img.width,
  H = img.height;
const out = new Uint8ClampedArray(W * 3 * H * 4);
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4;
    for (let k = 0; k < 3; k++) {
      out[(y * W * 3 + x) * 4 + k] = img.data[i + k];
      out[(y * W * 3 + W + x) * 4 + k] = r.data[i + 3] ? 0 : 255;
      out[(y * W * 3 + 2 * W + x) * 4 + k] = gt.data[i + k];
    }
    for (let c = 0; c < 3; c++) out[(y * W * 3 + c * W + x) * 4 + 3] = 255;
  }
await writePng('/tmp/view.png', out, W * 3, H);
console.log(W, H);
