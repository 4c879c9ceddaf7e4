// Which pictures reach the learned blur decision: those the rules call blurry (stroke-blur.ts's
// gate). Every other picture's result is the rules' own, bit for bit, with or without the stage.
//   npx tsx scripts/learned/gate-reach.ts [--data DIR] [--offsets=0,-15,12]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { syntheticSet } from '../lib/synthetic/generate.ts';
import { realPictures, type Picture } from '../lib/real-pictures.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';

/** The product's learned decisions, beside which one is swapped. */
const product = trainedDecisions();
/** The product's kernels (the same bytes as the TypeScript ones, faster). */
const kernels = nodeWasmKernels();

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data/dibco-handwritten' },
    offsets: { type: 'string' },
  },
});
const OFFSETS = (values.offsets ?? '0').split(',').map(Number);
const sets: [string, AsyncIterable<Picture> | Iterable<Picture>][] = [
  ['synthetic', syntheticSet(4)],
  ['real', existsSync(join(values.data, 'images')) ? realPictures(values.data) : []],
];
for (const [set, pictures] of sets) {
  const reached: string[] = [];
  let count = 0;
  for await (const picture of pictures) {
    count++;
    for (const offset of OFFSETS) {
      cleanEnhanced(picture.data, picture.width, picture.height, {
        thresholdOffset: offset,
        learned: {
          ...product,
          blur: () => {
            reached.push(`${picture.name}@${offset}`);
          },
        },
        kernels,
      });
    }
  }
  console.log(
    `${set}: ${count} pictures × ${OFFSETS.length} offset(s); the decision ran on ${reached.length}: ${reached.join(' ')}`,
  );
}
