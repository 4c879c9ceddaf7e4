// Both quality sets cleaned with the TypeScript kernels and with the WebAssembly ones, in one
// process: every output's hash (RGBA bytes, threshold, ink count) must be the same (issue 26).
//   npm run -s kernels:identical [-- --data DIR]   (default DIR: ../shared/data/dibco-handwritten)
// Prints one line per set and cleaner; exits 1 on the first difference, naming the image.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CleanResult } from '../src/core/clean/clean-options.ts';
import { clean } from '../src/core/clean/clean.ts';
import { trainedDecisions } from '../src/core/clean/enhanced/learned/trained-nets.ts';
import { syntheticSet } from './lib/synthetic/generate.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';
import { realPictures, type Picture } from './lib/real-pictures.ts';

const learned = trainedDecisions();

const { values } = parseArgs({
  options: { data: { type: 'string', default: '../shared/data/dibco-handwritten' } },
});

const hash = (result: CleanResult) =>
  createHash('sha256')
    .update(result.data)
    .update(`${result.threshold} ${result.inkPixels}`)
    .digest('hex');

async function compare(set: string, pictures: AsyncIterable<Picture> | Iterable<Picture>) {
  let count = 0;
  for await (const { name, width, height, data } of pictures) {
    for (const algorithm of ['spec', 'enhanced'] as const) {
      const reference = hash(clean(data, width, height, { algorithm, learned }));
      const fast = hash(clean(data, width, height, { algorithm, learned, kernels }));
      if (fast !== reference) {
        console.error(`${set} ${name} ${algorithm}: WebAssembly ${fast} ≠ TypeScript ${reference}`);
        process.exit(1);
      }
    }
    count++;
  }
  console.log(`${set}: ${count} images, spec and enhanced, every output identical`);
}

const kernels = nodeWasmKernels();
if (!kernels) {
  console.error('This Node cannot compile the WebAssembly kernels (no SIMD?)');
  process.exit(1);
}
await compare('synthetic', syntheticSet(4));
if (existsSync(join(values.data, 'images'))) await compare(values.data, realPictures(values.data));
else console.log(`${values.data}: not found, real set skipped`);
