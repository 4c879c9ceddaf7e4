// Training data for the learned ink decision (issue 23 item 7; src/core/clean/enhanced/learned/ink-net.ts;
// scripts/learned/train.py): pictures run through the whole enhanced cleaner as the product runs
// it, with the inputs of the last step saved — the normalised image (paper 255), the rules' final
// mask, its ink at least as dark as the ink's median — and the truth.
//   npx tsx scripts/learned/export-ink.ts --real DIR --out FILE          (every document, whole)
//   npx tsx scripts/learned/export-ink.ts --seeds 9101,9102 --out FILE   (synthetic draws, cropped)
// With `--stage core`, the thin-pen path's cut instead (stroke-core.ts; the learned core decision):
// the mask before the cut, the rules' cut and the truth, only where the cut ran, for synthetic
// draws under each camera of `--gammas` (1: the set's, which blurs stored values; 2.2: light),
// each further softened by each σ of `--soften` (perturb.ts; 0: as rendered).
// FILE (gzip): records as export-data.ts writes them (bit 0: the final mask, 1: its dark ink,
// 2: truth). Synthetic records are cropped to the ink and the truth with a margin; the draws must
// be ones the quality benchmark never scores.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { cleanEnhanced } from '../../src/core/clean/enhanced/enhanced-clean.ts';
import { ENHANCED_PARAMS } from '../../src/core/clean/enhanced/enhanced-params.ts';
import type { BlurDecision } from '../../src/core/clean/enhanced/strokes/stroke-blur.ts';
import { trainedDecisions } from '../../src/core/clean/enhanced/learned/trained-nets.ts';
import { realDocuments } from '../lib/real-pictures.ts';
import { packRecord, REACH } from './records.ts';
import { inkStage } from './ink-stage.ts';
import { syntheticSet } from '../lib/synthetic/generate.ts';
import { PHONE_CONDITIONS } from '../lib/synthetic/conditions.ts';
import { perturb } from '../lib/perturb.ts';
import { nodeWasmKernels } from '../lib/wasm-kernels-node.ts';

const learned = trainedDecisions();
/** The product's kernels (the same bytes as the TypeScript ones, faster). */
const kernels = nodeWasmKernels();
const { values } = parseArgs({
  options: {
    real: { type: 'string' },
    seeds: { type: 'string' },
    margin: { type: 'string', default: '24' },
    stage: { type: 'string', default: 'ink' },
    gammas: { type: 'string', default: '1' },
    soften: { type: 'string', default: '0' },
    out: { type: 'string', default: 'ink-data.bin.gz' },
  },
});
const margin = Number(values.margin);

interface Picture {
  name: string;
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  gt: Uint8Array;
}

async function* pictures(): AsyncGenerator<Picture & { crop: boolean }> {
  if (values.real) {
    for await (const image of realDocuments(values.real)) yield { ...image, crop: false };
  }
  for (const seed of (values.seeds ?? '').split(',').filter(Boolean)) {
    if ([2026, 11, 12, 13, 14, 21, 22, 23, 24, 25, 31, 32, 33, 41, 42].includes(Number(seed)))
      throw new Error(`seed ${seed} is one the quality benchmark scores`);
    for (const gamma of values.gammas.split(',').map(Number))
      for (const soften of values.soften.split(',').map(Number))
        for (const image of syntheticSet(2, Number(seed), undefined, { gamma }))
          if (values.stage !== 'core' || !PHONE_CONDITIONS.has(image.condition)) {
            const data =
              soften > 0 ? perturb(image.data, image.width, image.height, { soften }) : image.data;
            yield {
              ...image,
              data,
              name: `${seed}-g${gamma}-s${soften}-${image.name}`,
              crop: true,
            };
          }
  }
}

const chunks: Buffer[] = [];
for await (const p of pictures()) {
  let saved: Buffer | null = null;
  const save: BlurDecision = (normalised, _width, _height, before, mask) => {
    saved = packRecord(normalised, p.width, p.height, before, mask, p.gt, {
      crop: p.crop,
      margin,
      reach: REACH,
    });
    if (values.stage === 'ink') mask.set(before); // the product's output, unchanged
  };
  // The core stage's records wherever the cut ran (its gate at 0).
  if (values.stage === 'core')
    cleanEnhanced(
      p.data,
      p.width,
      p.height,
      { learned: { blur: learned.blur, core: save }, kernels },
      { params: { ...ENHANCED_PARAMS, cores: { ...ENHANCED_PARAMS.cores, netShare: 0 } } },
    );
  else cleanEnhanced(p.data, p.width, p.height, { learned, kernels }, inkStage(save));
  if (saved) chunks.push(saved);
  console.log(`${chunks.length - 1}\t${p.name}\t${saved ? (saved as Buffer).length : 'no ink'}`);
}
const packed = gzipSync(Buffer.concat(chunks), { level: 6 });
writeFileSync(values.out, packed);
console.log(`${chunks.length} records, ${(packed.length / 1e6).toFixed(1)} MB gzip`);
