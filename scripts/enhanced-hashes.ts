// One hash over every enhanced result (RGBA bytes, threshold, ink count) at threshold offsets 0,
// −15 and +12: the synthetic set, the real images and the speed benchmark's frames, cleaned on the
// WebAssembly kernels (`kernels:identical` proves the TypeScript ones give the same). A change to
// the cleaner's mechanics (kernels, buffers, loops) must leave every line of its output unchanged.
//   npx tsx scripts/enhanced-hashes.ts [--data DIR] [--out FILE] [--no-learned]
// (FILE: one hash per result; --no-learned: the rules alone, no learned decision handed in)
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../src/core/clean/enhanced/enhanced-clean.ts';
import { trainedDecisions } from '../src/core/clean/enhanced/learned/trained-nets.ts';
import { CONDITIONS, syntheticSet } from './lib/synthetic/generate.ts';
import { UNSEEN } from './lib/synthetic/conditions.ts';
import { syntheticSignature } from './lib/synthetic-signature.ts';
import { nodeWasmKernels } from './lib/wasm-kernels-node.ts';
import { realPictures, type Picture } from './lib/real-pictures.ts';

const trained = trainedDecisions();

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/data/dibco-handwritten' },
    out: { type: 'string' },
    'no-learned': { type: 'boolean', default: false },
  },
});

const OFFSETS = [0, -15, 12];
const FRAMES = [
  [7, 1280, 720],
  [7, 640, 360],
  [42, 1000, 500],
  [42, 2000, 1500],
  [7, 4000, 3000],
];

function* frames(): Generator<Picture> {
  for (const [seed, width, height] of FRAMES)
    yield {
      name: `${width}x${height}`,
      width,
      height,
      data: syntheticSignature(seed, width, height),
    };
}

const kernels = nodeWasmKernels();
if (!kernels) {
  console.error('This Node cannot compile the WebAssembly kernels (no SIMD?)');
  process.exit(1);
}
// The conditions of issue 46 hash as a set of their own, so the older sets' hashes stay comparable.
const OLDER = new Set(Object.keys(CONDITIONS).filter((name) => !UNSEEN.has(name)));
const lines: string[] = [];
const all = createHash('sha256');
const sets: [string, AsyncIterable<Picture> | Iterable<Picture>][] = [
  ['synthetic', syntheticSet(4, 2026, OLDER)],
  ['synthetic-46', syntheticSet(4, 2026, UNSEEN)],
  ['real', existsSync(join(values.data, 'images')) ? realPictures(values.data) : []],
  ['frames', frames()],
];
for (const [set, pictures] of sets) {
  const setHash = createHash('sha256');
  let count = 0;
  for await (const { name, width, height, data } of pictures) {
    for (const thresholdOffset of OFFSETS) {
      const learned = values['no-learned'] ? undefined : trained;
      const result = cleanEnhanced(data, width, height, { thresholdOffset, learned, kernels });
      const hash = createHash('sha256')
        .update(result.data)
        .update(`${result.threshold} ${result.inkPixels}`)
        .digest('hex');
      lines.push(`${set} ${name} ${thresholdOffset} ${hash}`);
      setHash.update(hash);
      all.update(hash);
      count++;
    }
  }
  console.log(`${set}: ${count} results ${setHash.digest('hex').slice(0, 16)}`);
}
console.log(`all: ${lines.length} results ${all.digest('hex').slice(0, 16)}`);
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
